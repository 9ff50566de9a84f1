// Accessibility: axe-core finds no serious or critical problem on any screen, in the light and
// the dark theme; the theme follows the system until the player chooses one, and stays chosen.
import { test, expect } from './fixtures';
import { expectAccessible } from './axe';
import { SCREENS, seed } from './screens';

for (const theme of ['light', 'dark']) {
  for (const screen of SCREENS) {
    test(`axe: ${screen.name}, ${theme} theme`, async ({ page }) => {
      await seed(page, { 'gameshelf.theme': theme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await screen.open(page);
      await expectAccessible(page, `${screen.name} (${theme})`);
    });
  }
}

/** The page's background colour, as the browser paints it. */
const background = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test('the theme follows the system until one is chosen, and the choice is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await seed(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
  const systemDark = await background(page);
  await page.emulateMedia({ colorScheme: 'light' });
  const systemLight = await background(page);
  expect(systemDark).not.toEqual(systemLight);

  // Chosen dark, while the system is light: dark, after a reload too.
  await page.getByTestId('theme').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background(page)).toEqual(systemDark);
  await page.reload();
  await expect(page.getByTestId('theme')).toHaveValue('dark');
  expect(await background(page)).toEqual(systemDark);

  // Back to the system's.
  await page.getByTestId('theme').selectOption('system');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
  expect(await background(page)).toEqual(systemLight);
});

test('dialogs close with Escape and give focus back to the button that opened them', async ({ page }) => {
  await seed(page);
  await SCREENS.find((screen) => screen.name === 'the summy game')!.open(page);
  const rules = page.getByTestId('rules');
  await rules.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('rules-dialog');
  await expect(dialog).toBeVisible();
  // Focus moved into the dialog.
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(rules).toBeFocused();

  const share = page.getByTestId('share');
  await share.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('share-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('share-dialog')).toHaveCount(0);
  await expect(share).toBeFocused();
});
