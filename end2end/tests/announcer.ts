// The app-wide live region (`data-testid=announcer`) says one thing after another: a move, then
// the robot's answer. A test that reads it once may find the later text already in place, so
// these keep every text it says, in order, for a test to wait for the one it needs.
import type { Page } from '@playwright/test';

/** Keeps every text the live region announces, from the next page loaded on. */
export async function listenToAnnouncer(page: Page) {
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    const watch = new MutationObserver(() => {
      const text = document.querySelector('[data-testid=announcer]')?.textContent?.trim();
      if (text && text !== said[said.length - 1]) said.push(text);
    });
    document.addEventListener('DOMContentLoaded', () =>
      watch.observe(document.body, { subtree: true, childList: true, characterData: true }),
    );
  });
}

/** What the live region has announced since the page loaded (see `listenToAnnouncer`). */
export async function announced(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { said: string[] }).said);
}
