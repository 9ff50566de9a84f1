import { test, expect } from './fixtures';
import { TileGamePage } from './tile-game-page';

// The fixtures' seeds deal known racks: in `abaku-two-players.json` Eva (who starts, having drawn
// the lower tile) holds 4 7 2 4 1; in `abaku-solo-joker.json` the solo player holds 7 5 3 1 and
// the joker.

test('a two-player game: the start draw, hidden racks, drag and tap, a refused move, an exchange and a reload', async ({ page }) => {
  const abaku = new TileGamePage(page, 'abaku');
  await abaku.open('abaku-two-players.json');

  // The hand-over screen shows the start draw and hides every rack until Eva says she holds the device.
  await expect(page.getByTestId('start-draw')).toContainText('Eva starts.');
  await abaku.reveal('Eva');
  expect((await abaku.rackTiles()).sort()).toEqual(['1', '2', '4', '4', '7']);

  // A tile dragged onto the start square, another tapped two squares off: the gap is named.
  await abaku.dragTile('4', 'G8');
  await abaku.dragTile('2', 'H8');
  await expect(abaku.preview).toContainText('√4 = 2');
  await expect(page.getByTestId('play')).toHaveText('Play for 4 points');
  await abaku.tap('1', 'E8');
  await expect(page.getByTestId('preview-error')).toHaveText('The tiles leave a gap at F8.');
  await expect(page.getByTestId('play')).toBeDisabled();

  // Dragging the laid 1 along to F8 closes the gap, but 1 4 2 is no equation yet.
  await abaku.drag(abaku.square('E8'), abaku.square('F8'));
  await expect(page.getByTestId('preview-error')).toHaveText('1 4 2 is not an equation.');
  // The 7 after the 2 makes 14 : 2 = 7, and √4 = 2 still counts: (4 + 2) × 2 on the start square.
  await abaku.dragTile('7', 'I8');
  expect(await abaku.equations()).toEqual(['14 : 2 = 7', '√4 = 2']);
  await expect(page.getByTestId('play')).toHaveText('Play for 12 points');
  await page.getByTestId('play').click();

  // Adam's turn starts behind the hand-over screen, with what Eva did.
  await expect(page.getByTestId('last-turn')).toHaveText('Eva scored 12 points.');
  expect(await abaku.scores()).toEqual(['12', '0']);
  await expect(page.getByTestId('sheet-row')).toHaveCount(1);
  await expect(page.getByTestId('sheet-row')).toContainText('14 : 2 = 7');

  // A reload mid-turn keeps the game and still hides Adam's rack.
  await page.reload();
  await expect(abaku.board.locator('.tile.placed')).toHaveCount(4);
  await abaku.reveal('Adam');
  expect(await abaku.rackTiles()).toHaveLength(5);

  // Adam exchanges two tiles.
  await page.getByTestId('exchange').click();
  const tiles = abaku.rack.getByTestId('rack-tile');
  await tiles.nth(0).click();
  await tiles.nth(1).click();
  await page.getByTestId('confirm-exchange').click();
  await expect(page.getByTestId('last-turn')).toHaveText('Adam exchanged 2 tiles.');
  await expect(page.getByTestId('sheet-row').nth(1)).toContainText('Exchanged 2 tiles');
  await expect(page.getByTestId('status')).toContainText('Eva to play · 87 tiles in the bag');

  // Adam can take the exchange back before handing over: he is to play again.
  await page.getByTestId('handover-undo').click();
  await expect(page.getByTestId('handover')).toContainText('Pass to Adam');

  // The home screen lists the game with its scores.
  await page.getByTestId('handover-home').click();
  await expect(page.getByTestId('saved-game')).toContainText('Abaku · Eva vs Adam');
  await expect(page.getByTestId('saved-game-status')).toContainText('Adam to play · 12–0');
});

test('a solo game: the joker, a hint, and the end with its ranking', async ({ page }) => {
  const abaku = new TileGamePage(page, 'abaku');
  await abaku.open('abaku-solo-joker.json');
  // Solo: no hand-over screen, the rack is on show.
  await expect(page.getByTestId('handover')).toHaveCount(0);
  expect((await abaku.rackTiles()).sort()).toEqual(['*', '1', '3', '5', '7']);

  // The joker laid after a 3 asks for its digit; as 9 it makes 3² = 9, and scores nothing itself.
  await abaku.tap('3', 'G8');
  await abaku.dragTile('*', 'H8');
  await expect(page.getByTestId('joker-picker')).toBeVisible();
  await page.getByTestId('joker-digit-9').click();
  expect(await abaku.equations()).toEqual(['3² = 9']);
  await expect(page.getByTestId('play')).toHaveText('Play for 2 points');

  // Recall takes everything back; the hint lays out the best move, counted on the sheet.
  await page.getByTestId('recall').click();
  await expect(page.getByTestId('draft-tile')).toHaveCount(0);
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('draft-tile')).toHaveCount(5);
  await expect(page.getByTestId('play')).toHaveText('Play for 12 points');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('score')).toHaveText('12');
  await expect(page.getByTestId('sheet-row').first().locator('.hint-mark')).not.toBeEmpty();
  await expect(page.getByTestId('player')).toContainText('1 hint');
  await expect(page.getByTestId('hint-count')).toHaveText('Hints: Eva 1');
  const left = (await abaku.rackTiles()).filter((tile) => tile !== '*').length;

  // Ending the solo game asks once more, then ranks: 12 less a point for each tile left (the
  // joker is worth nothing).
  await page.getByTestId('pass').click();
  await expect(page.getByTestId('pass')).toHaveText('Sure? Tap again');
  await page.getByTestId('pass').click();
  await expect(page.getByTestId('game-over')).toContainText('Everyone passed');
  await expect(page.getByTestId('winner')).toHaveText(`Final score: ${12 - left}`);
  await expect(abaku.rack).toHaveCount(0);
  await expect(page.getByTestId('ranking-row')).toContainText('Eva');
  await expect(page.getByTestId('ranking-row').locator('.final')).toHaveText(String(12 - left));
});

test('a solo game from the new-game form shows the rack at once', async ({ page }) => {
  await page.goto('./');
  await page.getByTestId('new-abaku').click();
  await page.getByTestId('mode-solo-cover').check({ force: true });
  await page.getByTestId('name-1').fill('Ola');
  await page.getByTestId('start').click();
  const abaku = new TileGamePage(page, 'abaku');
  await expect(abaku.rack.getByTestId('rack-tile')).toHaveCount(5);
  await expect(page.getByTestId('handover')).toHaveCount(0);
  // The blank grid: 17 columns, no bonus squares but the start.
  await expect(abaku.board.locator('rect.square')).toHaveCount(289);
  await expect(abaku.board.locator('rect.square.n2, rect.square.e3')).toHaveCount(0);
});

test('the live preview follows a dragged tile over a mid-game board', async ({ page }) => {
  const abaku = new TileGamePage(page, 'abaku');
  // Ten turns of best moves from the two-player deal: 43 tiles down, a joker taken back.
  await abaku.open('abaku-mid-game.json');
  await abaku.reveal('Eva');
  await expect(abaku.board.locator('.tile.placed')).toHaveCount(43);

  // The last square hovered, N13, touches nothing.
  const squares = ['B13', 'C13', 'E13', 'F13', 'G13', 'H13', 'I13', 'J13', 'K13', 'L13', 'M13', 'N13'];
  await abaku.dragOverToNowhere('3', squares);
});

test('a real digit takes the joker back from the board, and the joker is laid at once', async ({ page }) => {
  const abaku = new TileGamePage(page, 'abaku');
  // Eva holds 3 9 7 0 7; the joker on L4 stands for 9.
  await abaku.open('abaku-mid-game.json');
  await abaku.reveal('Eva');
  await expect(abaku.square('L4')).toHaveClass(/joker/);

  // Her 9 dropped on the joker takes it into her rack.
  await abaku.tap('9', 'L4');
  expect((await abaku.rackTiles()).sort()).toEqual(['*', '0', '3', '7', '7']);
  // The joker, laid above as a 3, reads 3² = 9 down the column: 1 point for the real 9.
  await abaku.dragTile('*', 'L3');
  await page.getByTestId('joker-digit-3').click();
  expect(await abaku.equations()).toEqual(['3² = 9']);
  await page.getByTestId('play').click();
  await expect(page.getByTestId('last-turn')).toHaveText('Eva scored 1 point.');
  const row = page.getByTestId('sheet-row').last();
  await expect(row).toContainText('3² = 9');
  await expect(row.locator('.sheet-detail')).toHaveText('2');
  await expect(abaku.square('L4')).not.toHaveClass(/joker/);
  await expect(abaku.square('L3')).toHaveClass(/joker/);
});

test('a refusal goes once the move is set right, and a line that a zero spoils names the zero rule', async ({ page }) => {
  const abaku = new TileGamePage(page, 'abaku');
  // Eva holds 3 9 7 0 7; the joker on L4 stands for 9, and F3 holds a 1.
  await abaku.open('abaku-mid-game.json');
  await abaku.reveal('Eva');
  const message = page.getByTestId('message');

  // A 7 dropped on the joker is refused and stays in the rack.
  await abaku.dragTile('7', 'L4');
  await expect(message).toHaveText('Only a 9 from your rack can take back this joker.');
  // The 9 dropped there takes the joker back: the refusal no longer holds, and goes.
  await abaku.dragTile('9', 'L4');
  await expect(abaku.tile('*')).toBeVisible();
  await expect(message).toHaveCount(0);

  // 7 7 0 after the 1 on F3 would be 7 − 7 = 0, but a zero is no number on its own.
  await page.getByTestId('recall').click();
  await abaku.dragTile('7', 'G3');
  await abaku.dragTile('7', 'H3');
  await abaku.dragTile('0', 'I3');
  await expect(page.getByTestId('preview-error')).toHaveText(
    "1 7 7 0 is not an equation: a zero can't stand alone as a number.",
  );
  await expect(page.getByTestId('play')).toBeDisabled();
});

test('the tiles laid survive a reload, behind the hand-over until their player shows the rack again', async ({ page }) => {
  const abaku = new TileGamePage(page, 'abaku');
  await abaku.open('abaku-two-players.json');
  await abaku.reveal('Eva');
  await abaku.dragTile('4', 'G8');
  await abaku.dragTile('2', 'H8');
  // Shuffled: the rack's slots move, the tiles laid stay what they are.
  await page.getByTestId('shuffle').click();
  await expect(page.getByTestId('play')).toHaveText('Play for 4 points');

  await page.reload();
  await expect(page.getByTestId('handover')).toContainText('Pass to Eva');
  await expect(page.getByTestId('draft-tile')).toHaveCount(0);
  await abaku.reveal('Eva');
  await expect(page.getByTestId('draft-tile')).toHaveCount(2);
  expect(await abaku.equations()).toEqual(['√4 = 2']);
  expect((await abaku.rackTiles()).sort()).toEqual(['1', '4', '7']);
  await page.getByTestId('play').click();

  // Adam's turn starts with nothing laid, after a reload too.
  await abaku.reveal('Adam');
  await expect(page.getByTestId('draft-tile')).toHaveCount(0);
  await page.reload();
  await abaku.reveal('Adam');
  await expect(page.getByTestId('draft-tile')).toHaveCount(0);
  await expect(page.getByTestId('play')).toBeDisabled();
});
