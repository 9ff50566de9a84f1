import { test, expect } from './fixtures';
import { TileGamePage } from './tile-game-page';

// `summy-two-players.json` deals Eva (who starts, having drawn the lower digit) 4 6 2 + 1 2 + 5.
// `summy-last-turn.json` is a later point of that game: Eva laid a sum, then exchanges emptied
// the stock and left Eva with 4 tiles or fewer, so Adam has one last turn.

test('a two-player game: a refused sum, a sum capped at both ends, an exchange and a reload', async ({ page }) => {
  const summy = new TileGamePage(page, 'summy');
  await summy.open('summy-two-players.json');
  await expect(page.getByTestId('start-draw')).toContainText('Eva starts.');
  await summy.reveal('Eva');
  expect((await summy.rackTiles()).sort()).toEqual(['+', '+', '1', '2', '2', '4', '5', '6']);

  // 2 + 1 = 4 around the = on the centre square: refused with what the left side is worth.
  await summy.dragTile('2', 'J13');
  await summy.tap('+', 'K13');
  await summy.dragTile('1', 'L13');
  await summy.dragTile('4', 'N13');
  await expect(page.getByTestId('preview-error')).toHaveText('2+1=4 is no sum: 2+1 is 3, not 4.');
  await expect(page.getByTestId('play')).toBeDisabled();

  // Tapping the laid 1 takes it back; the second 2 makes 2 + 2 = 4: 8 points.
  await summy.square('L13').click();
  await summy.dragTile('2', 'L13');
  expect(await summy.equations()).toEqual(['2 + 2 = 4']);
  await expect(page.getByTestId('play')).toHaveText('Play for 8 points');
  await page.getByTestId('play').click();

  // Grey caps close the sum at both ends.
  await expect(summy.board.locator('.cap')).toHaveCount(2);
  await expect(summy.board.locator('.cap[data-square="I13"]')).toHaveCount(1);
  await expect(summy.board.locator('.cap[data-square="O13"]')).toHaveCount(1);
  await expect(page.getByTestId('last-turn')).toHaveText('Eva scored 8 points.');
  await expect(page.getByTestId('sheet-row')).toContainText('2 + 2 = 4');

  // A reload keeps the game and Adam's rack hidden.
  await page.reload();
  await expect(summy.board.locator('.tile.placed')).toHaveCount(5);
  await summy.reveal('Adam');
  expect(await summy.rackTiles()).toHaveLength(8);

  // Adam gives up three tiles: they leave the game, counted in the status line.
  await page.getByTestId('exchange').click();
  const tiles = summy.rack.getByTestId('rack-tile');
  for (const index of [0, 1, 2]) await tiles.nth(index).click();
  await page.getByTestId('confirm-exchange').click();
  await expect(page.getByTestId('last-turn')).toHaveText('Adam exchanged 3 tiles.');
  await expect(page.getByTestId('status')).toHaveText('Eva to play · 103 tiles in the stock · 3 exchanged');

  // A grey cap takes no tile, tapped, dragged or typed there, and says why.
  await summy.reveal('Eva');
  const message = page.getByTestId('message');
  await summy.tap('5', 'O13');
  await expect(message).toHaveText('This sum is already closed.');
  await expect(page.getByTestId('draft-tile')).toHaveCount(0);
  // A tile laid elsewhere changes the move: the refusal goes.
  await summy.dragTile('6', 'M14');
  await expect(message).toHaveCount(0);
  await summy.dragTile('5', 'I13');
  await expect(message).toHaveText('This sum is already closed.');
  await expect(page.getByTestId('draft-tile')).toHaveCount(1);
  await page.getByTestId('recall').click();
  await expect(message).toHaveCount(0);
  await summy.tabToBoard();
  await summy.arrowTo('O13');
  await page.keyboard.press('5');
  await expect(message).toHaveText('This sum is already closed.');
  await expect(page.getByTestId('draft-tile')).toHaveCount(0);
  await expect(summy.board.locator('.cap[data-square="O13"]')).toHaveCount(1);

  // The board zooms in and back to the whole.
  const whole = await summy.board.getAttribute('viewBox');
  await page.getByTestId('zoom-in').click();
  expect(await summy.board.getAttribute('viewBox')).not.toEqual(whole);
  await page.getByTestId('zoom-fit').click();
  expect(await summy.board.getAttribute('viewBox')).toEqual(whole);
});

test('a saved game on its last turn ends with the ranking', async ({ page }) => {
  const summy = new TileGamePage(page, 'summy');
  await summy.open('summy-last-turn.json');
  await expect(page.getByTestId('status')).toContainText('0 tiles in the stock');
  await expect(page.getByTestId('status')).toContainText('last turn');
  await summy.reveal('Adam');
  await page.getByTestId('pass').click();
  await page.getByTestId('pass').click();
  await expect(page.getByTestId('winner')).toHaveText('Eva wins with 20');
  await expect(page.getByTestId('game-over')).toContainText(/Eva went down to [0-4] tiles? and everyone else has had a last turn/);
  await expect(page.getByTestId('ranking-row')).toHaveCount(2);
  await expect(summy.rack).toHaveCount(0);
  // The home screen lists it as finished.
  await page.getByTestId('home').click();
  await expect(page.getByTestId('saved-game-status')).toContainText('Eva won 20–0');
});

test('the live preview follows a dragged tile over a mid-game board', async ({ page }) => {
  const summy = new TileGamePage(page, 'summy');
  // Ten turns of best moves: 60 tiles down, with their caps.
  await summy.open('summy-mid-game.json');
  await summy.reveal('Eva');
  await expect(summy.board.locator('.tile.placed')).toHaveCount(60);
  // The last square hovered, L2, touches nothing.
  const squares = ['J14', 'K14', 'L14', 'M14', 'N14', 'O14', 'P14', 'H2', 'I2', 'J2', 'K2', 'L2'];
  await summy.dragOverToNowhere('8', squares);
});

test('a hint to exchange is advice, with the tiles it names picked for the exchange', async ({ page }) => {
  const summy = new TileGamePage(page, 'summy');
  // `summy-exchange-hint.json` deals Eva, who starts, a rack that makes no sum: the strong robot
  // would exchange 1 = ÷ = = (gameshelf robot summy --seed 10).
  await summy.open('summy-exchange-hint.json');
  await expect(page.getByTestId('start-draw')).toContainText('Eva starts.');
  await summy.reveal('Eva');
  // A tile laid first comes back to the rack for the exchange.
  const [first] = await summy.rackTiles();
  await summy.dragTile(first, 'L13');
  await expect(summy.board.locator('.tile.tentative')).toHaveCount(1);

  await page.getByTestId('hint').click();
  const message = page.getByTestId('message');
  await expect(message).toHaveText('Hint: no placement is worth it. Exchange the tiles picked on your rack: 1 = ÷ = =.');
  // Advice, not a refusal: no alert, and in the page's ink, not the refusals' red.
  await expect(message).toHaveClass('advice');
  await expect(message).toHaveAttribute('role', 'status');
  const ink = await page.locator('body').evaluate((body) => getComputedStyle(body).color);
  await expect(message).toHaveCSS('color', ink);
  await expect(summy.board.locator('.tile.tentative')).toHaveCount(0);
  const picked = summy.rack.locator('[data-testid="rack-tile"][aria-pressed="true"]');
  await expect(picked).toHaveCount(5);
  expect((await picked.evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-tile')))).sort()).toEqual(['1', ':', '=', '=', '=']);
  await expect(page.getByTestId('confirm-exchange')).toHaveText('Exchange 5 tiles');

  // The pick is the player's to change: the 1 kept, four tiles go.
  await summy.rack.locator('[data-testid="rack-tile"][aria-pressed="true"][data-tile="1"]').click();
  await expect(picked).toHaveCount(4);
  await page.getByTestId('confirm-exchange').click();
  await expect(page.getByTestId('last-turn')).toHaveText('Eva exchanged 4 tiles.');
  await expect(page.getByTestId('status')).toHaveText('Adam to play · 106 tiles in the stock · 4 exchanged');
});

test('the start draw says an operator is drawn again, and a refusal shows ÷ as the tile does', async ({ page }) => {
  const summy = new TileGamePage(page, 'summy');
  // `summy-divide-start.json`: Eva draws ÷, then 0, and starts with ÷ 8 = 1 6 1 = 4.
  await summy.open('summy-divide-start.json');
  const draw = page.getByTestId('start-draw');
  await expect(draw.getByRole('heading')).toHaveText('Who starts: the lowest digit drawn');
  await expect(draw.locator('li')).toHaveText(['Eva drew ÷ (not a digit: drew again), then 0; Adam drew 2.']);
  await expect(draw).toContainText('Eva starts.');
  await summy.reveal('Eva');
  await expect(summy.tile(':')).toHaveText('÷');

  // 8 ÷ 4 = 1 around the = on the centre square: refused, written as the tiles show it.
  await summy.dragTile('8', 'J13');
  await summy.dragTile(':', 'K13');
  await summy.dragTile('4', 'L13');
  await summy.dragTile('1', 'N13');
  await expect(page.getByTestId('preview-error')).toHaveText('8÷4=1 is no sum: 8÷4 is 2, not 1.');
});
