import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

// "How to play" opens a game's rules without starting a game, and closing them leaves the
// player where they were.

/** The keys of every game saved in this browser. */
async function savedGames(page: Page) {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('gameshelf.game.')));
}

test('the rules open from a shelf card, and closing them returns to the shelf', async ({ page }) => {
  await page.goto('./');
  const opener = page.getByTestId('how-to-play-abaku');
  await expect(opener).toHaveText('How to play');
  await opener.click();
  const dialog = page.getByTestId('rules-dialog');
  await expect(dialog.locator('#rules-title')).toHaveText('Abaku rules');
  await expect(dialog.getByTestId('rules-text')).toContainText('Make equations from digit tiles.');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.getByTestId('shelf')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  expect(await savedGames(page)).toEqual([]);
});

test('the rules open from a new-game form, which keeps what was filled in', async ({ page }) => {
  await page.goto('./#/summy/new');
  await page.getByTestId('players-3').check({ force: true });
  await page.getByTestId('name-1').fill('Eva');
  const opener = page.getByTestId('how-to-play-summy');
  await opener.click();
  const dialog = page.getByTestId('rules-dialog');
  await expect(dialog.locator('#rules-title')).toHaveText('Summy rules');
  await expect(dialog.getByTestId('rules-text')).toContainText('Scrabble for sums.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.getByTestId('name-1')).toHaveValue('Eva');
  await expect(page.getByTestId('players-3')).toBeChecked();
  expect(new URL(page.url()).hash).toBe('#/summy/new');
  expect(await savedGames(page)).toEqual([]);
});

// Each game's rules draw their diagrams with the game's own board, each captioned.
const DIAGRAMS: [string, string[], string][] = [
  ['abalone', ['sumito-3-2', 'sumito-2-1'], 'circle.marble'],
  ['abaku', ['forms', 'sideways'], '.tile'],
  ['summy', ['capped', 'continue'], '.tile'],
  ['addique', ['edges'], '.piece'],
];

for (const [game, names, piece] of DIAGRAMS) {
  test(`the rules of ${game} show their diagrams, each drawn and captioned`, async ({ page }) => {
    await page.goto('./');
    await page.getByTestId(`how-to-play-${game}`).click();
    const figures = page.getByTestId('rules-dialog').getByTestId('rules-diagram');
    await expect(figures).toHaveCount(names.length);
    for (const [index, name] of names.entries()) {
      const figure = figures.nth(index);
      await expect(figure).toHaveAttribute('data-diagram', name);
      expect(await figure.locator(`svg ${piece}`).count()).toBeGreaterThan(1);
      await expect(figure.locator('figcaption')).not.toBeEmpty();
    }
  });
}

test('a diagram of the rules before and after its move, and its caption in the language on screen', async ({ page }) => {
  await page.goto('./');
  await page.getByTestId('language').selectOption('de');
  // The app draws its screens again once the language's words have arrived: a dialog opened
  // before then would be drawn over.
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByTestId('how-to-play-abalone').click();
  const sumito = page.locator('[data-diagram="sumito-3-2"]');
  await expect(sumito.locator('figcaption')).toHaveText(/^3 gegen 2: Drei schwarze Kugeln schieben zwei weiße/);
  // Before: three black and two white, and the arrow; after: the same marbles one hole on,
  // each ringed.
  await expect(sumito.locator('circle.marble.black')).toHaveCount(6);
  await expect(sumito.locator('circle.marble.white')).toHaveCount(4);
  await expect(sumito.locator('.move-arrow')).toHaveCount(1);
  await expect(sumito.locator('.last-ring')).toHaveCount(5);
  // Two on one over the edge: the white marble fades beyond it.
  await expect(page.locator('[data-diagram="sumito-2-1"] .pushed-off')).toHaveCount(1);
});

test("the page on remote play's keys opens from a game's rules, over them, and closes back to them", async ({ page }) => {
  await page.goto('./');
  await page.getByTestId('how-to-play-summy').click();
  const rules = page.getByTestId('rules-dialog');
  const opener = rules.getByTestId('remote-keys');
  await expect(opener).toHaveText("This device's keys, and a game whose keys are lost");
  await opener.click();
  const keys = page.getByTestId('remote-keys-dialog');
  await expect(keys.locator('#remote-keys-title')).toHaveText('Keys of a game at a distance');
  await expect(keys.getByTestId('remote-keys-text')).toContainText('(Export all keeps them too)');
  await expect(keys.getByTestId('remote-keys-text')).toContainText('Summy: if a device');
  await page.keyboard.press('Escape');
  await expect(keys).toHaveCount(0);
  await expect(rules).toBeVisible();
  await expect(opener).toBeFocused();
  // The rules no longer say it themselves.
  await expect(rules.getByTestId('rules-text')).not.toContainText('Export all');
});
