// The turn's buttons say what a move will do (issue 16, bug 5).
import { expect, test } from './fixtures';
import { TileGamePage } from './tile-game-page';

test('the pass that ends the game says so before it is confirmed', async ({ page }) => {
  const abaku = new TileGamePage(page, 'abaku');
  await abaku.open('abaku-two-players.json');
  await abaku.reveal('Eva');
  const pass = page.getByTestId('pass');
  // Eva's pass leaves Adam a turn: the usual confirmation.
  await pass.click();
  await expect(pass).toHaveText('Sure? Tap again');
  await pass.click();
  await abaku.reveal('Adam');
  // Adam's would be everyone's pass in turn: it ends the game, and says so.
  await pass.click();
  await expect(pass).toHaveText('Sure? This pass ends the game');
  await pass.click();
  await expect(page.getByTestId('game-over')).toBeVisible();
});
