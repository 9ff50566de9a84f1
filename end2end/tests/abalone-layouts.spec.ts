// The fifteen two-player layouts (../shared/rules/abalone-layouts.md): chosen on the new-game
// form by their previews, played, saved and read back like any game.
import { expect, test } from './fixtures';
import { AbalonePage } from './abalone-page';

const THE_WALL = {
  black: ['A3', 'C2', 'C3', 'C4', 'C5', 'C6', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8'],
  white: ['F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9', 'G4', 'G5', 'G6', 'G7', 'G8', 'I7'],
};

test('the form previews fifteen layouts; a game from The wall is played, saved and resumed', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await page.goto('./');
  await page.getByTestId('new-abalone').click();
  const options = page.locator('.layout-option');
  await expect(options).toHaveCount(15);
  // Each shows its own marbles: 28 in every preview.
  for (const option of await options.all()) await expect(option.locator('.marble')).toHaveCount(28);

  await options.filter({ hasText: 'The wall' }).click();
  await expect(options.filter({ hasText: 'The wall' })).toHaveClass(/chosen/);
  await page.getByTestId('start').click();
  await expect(abalone.board).toBeVisible();
  const expected = [
    ...THE_WALL.black.map((cell) => `${cell}:black`),
    ...THE_WALL.white.map((cell) => `${cell}:white`),
  ].sort();
  expect(await abalone.marbles()).toEqual(expected);

  await abalone.play(['A3'], 'A3A4');
  await expect.poll(() => abalone.moves()).toEqual(['A3A4']);
  const saved = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('gameshelf.game.'))
      .map((key) => localStorage.getItem(key)!),
  );
  expect(saved).toHaveLength(1);
  expect(saved[0]).toContain('"layout":"the-wall"');

  await page.reload();
  await expect.poll(() => abalone.moves()).toEqual(['A3A4']);
  await abalone.expectSide('A4', 'black');
  await abalone.expectSide('A3', null);
  await abalone.expectSide('I7', 'white');
});
