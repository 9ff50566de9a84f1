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

test('the robots\' time per move is offered where it changes something, saying what', async ({ page }) => {
  // Abaku's and Summy's robots choose once they have weighed every move: no time to set.
  for (const game of ['abaku', 'summy']) {
    await startWithRobots(page, game, ['person', 'medium']);
    await expect(page.getByTestId('robot-bar')).toBeVisible();
    await expect(page.getByTestId('robot-time-500')).toHaveCount(0);
    await expect(page.getByTestId('robot-time-note')).toHaveCount(0);
  }
  await startWithRobots(page, 'abalone', ['person', 'strong']);
  await expect(page.getByTestId('robot-time-note')).toContainText('The strong robot thinks for all of this time');
  await startWithRobots(page, 'addique', ['person', 'strong']);
  await expect(page.getByTestId('robot-time-note')).toContainText("caps the strong Addique robot's look");
});
