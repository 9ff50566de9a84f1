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
  await page.getByTestId('players-3').click();
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
