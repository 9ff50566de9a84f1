// Undo against a robot that moves first (issue 16, bug 2): offered only when it gives a person
// a turn back, never to take back the robot's move alone for it to play the same again.
import { expect, fixture, openRecord, test } from './fixtures';
import { TileGamePage } from './tile-game-page';

test('undo waits for the person\'s own turn when the robot moved first', async ({ page }) => {
  // Eva, who starts in this deal, is the robot; Adam is the person.
  const record = JSON.parse(fixture('abaku-two-players.json'));
  record.tags = { ...record.tags, robots: 'easy,-' };
  await openRecord(page, JSON.stringify(record));
  const abaku = new TileGamePage(page, 'abaku');
  await expect(page.getByTestId('sheet-row')).toHaveCount(1);
  await expect(page.getByTestId('robot-thinking')).toHaveText('');
  // Only the robot's turn is on the sheet: nothing of Adam's to give back.
  await expect(page.getByTestId('undo')).toBeDisabled();

  // Adam passes; the robot answers. Now undo gives Adam his turn back.
  await page.getByTestId('pass').click();
  await page.getByTestId('pass').click();
  await expect(page.getByTestId('sheet-row')).toHaveCount(3);
  await expect(page.getByTestId('robot-thinking')).toHaveText('');
  await expect(page.getByTestId('undo')).toBeEnabled();
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('sheet-row')).toHaveCount(1);
  await expect(page.getByTestId('undo')).toBeDisabled();
  expect(await abaku.rackTiles()).toHaveLength(5);
});
