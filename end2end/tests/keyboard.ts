// Moving the keyboard's focus as a player does: Tab, or Shift+Tab, until it reaches a target.
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (Shift+Tab when `back`) until the focus is on `target`, or on any element it
 * matches. The target must be on the page first: a screen may still be on its way (a new-game
 * form is a chunk fetched on first use), and presses made before it arrives would go round the
 * screen before it. */
export async function tabTo(page: Page, target: Locator | string, { back = false, limit = 120 } = {}) {
  const wanted = typeof target === 'string' ? page.locator(target) : target;
  await expect(wanted.first()).toBeAttached();
  const key = back ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < limit; presses++) {
    if (await wanted.evaluateAll((elements) => elements.some((element) => element === document.activeElement))) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${limit} presses of ${key} never reached ${wanted}`);
}
