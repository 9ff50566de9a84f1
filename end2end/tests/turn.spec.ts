// The turn's buttons and settings say what they will do (issue 16, bugs 5 and 15).
import { expect, test } from './fixtures';
import { startWithRobots } from './robots-page';
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

test('the robots\' time per move says what it does in each game', async ({ page }) => {
  await startWithRobots(page, 'abaku', ['person', 'medium']);
  await expect(page.getByTestId('robot-time-note')).toHaveText(
    "These robots choose as soon as they have weighed every move, so this time makes no difference in this game: it is for Abalone's robots.",
  );
  await startWithRobots(page, 'abalone', ['person', 'strong']);
  await expect(page.getByTestId('robot-time-note')).toContainText('The strong robot thinks for all of this time');
});
