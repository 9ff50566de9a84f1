// The test function every spec uses: each test also fails on an uncaught error in the page.
import { test as base, expect, type Download, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A file from end2end/fixtures, such as a saved game record. */
export function fixture(name: string): string {
  return readFileSync(join(__dirname, '..', 'fixtures', name), 'utf8');
}

/** Stores the record `name` from end2end/fixtures as the saved game `id` and opens it. */
export async function openSaved(page: Page, name: string, id = 'fixture') {
  await openRecord(page, fixture(name), id);
}

/** Stores `record` (a saved game's JSON) as the saved game `id` and opens it. */
export async function openRecord(page: Page, record: string, id = 'fixture') {
  await page.goto('./');
  // Where storage holds saves, the library reads them once its chunk is here, and sets aside any
  // it cannot read: the record is stored after that, for the game's page to read it as it is.
  await expect(page.getByTestId('saved-section')).toBeVisible();
  await expect(page.getByTestId('library-loading')).toHaveCount(0);
  await page.evaluate(([key, record]) => localStorage.setItem(key, record), [`gameshelf.game.${id}`, record]);
  await page.goto(`./#/play/${id}`);
}

/** Clicks `button` and returns the download it starts. */
export async function downloadFrom(page: Page, button: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return download;
}

/** On a phone, unfolds the game screen's menu (its buttons and preferences), if it is folded. */
export async function openMenu(page: Page) {
  const menu = page.getByTestId('fold-menu');
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
}

/** What a stubbed share sheet was handed, and how it answers the next time. */
type ShareSheet = { shared: ShareData[]; answerWith: (name: string) => void };

/** A share sheet for a page whose browser has none (Chromium on Linux): it keeps each link it is
 * handed, and from `answerWith(name)` on answers as a sheet closed (`AbortError`) or refused
 * (`NotAllowedError`) does. */
export async function stubShareSheet(page: Page) {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    let answer = async () => {};
    const answerWith = (name: string) => {
      answer = async () => {
        throw new DOMException(`Share ${name}`, name);
      };
    };
    Object.assign(window, { shared, answerWith });
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        shared.push(data);
        await answer();
      },
    });
  });
  return {
    shared: () => page.evaluate(() => (window as unknown as ShareSheet).shared),
    answerWith: (name: string) => page.evaluate((name) => (window as unknown as ShareSheet).answerWith(name), name),
  };
}
