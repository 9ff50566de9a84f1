import { test, expect } from './fixtures';
import { AddiquePage } from './addique-page';

// `addique-two-players.json` is Eva and Adam with seed 5 before the first turn: the opening
// draw ties at 22 (8712 against 8217), then Eva's 7524 beats Adam's 2376 and goes in the centre
// for 34. Adam holds 2376, 8316 and 4752; 4752 with its centre at -2,1 makes 72 (8 points).
// Then Eva holds 7128, 7425 and 3762; 7128 at -1,3 scores 53.
// `addique-last-turn.json` is that game with 46 turns played, each the best-scoring one: Adam
// plays the 48th piece, 8514, best at -8,7 for 39, and Eva wins 6904 to 5389.

test('a two-player game: the opening draw, outlines tapped after zooming and panning, a dragged piece, a reload', async ({
  page,
}) => {
  const addique = new AddiquePage(page);
  await addique.open('addique-two-players.json');
  const draw = page.getByTestId('start-draw');
  await expect(draw).toContainText('Eva 8712 (22), Adam 8217 (22): a tie, everyone draws again');
  await expect(draw).toContainText('Eva 7524 (34), Adam 2376 (32)');
  await expect(draw).toContainText('Eva starts: 7524 goes in the centre and scores 34.');
  await expect(addique.table.locator('.piece.placed')).toHaveCount(1);

  await addique.reveal('Adam');
  expect(await addique.handPieces()).toEqual(['2376', '8316', '4752']);
  // No outlines until a piece is chosen; then the 8 notches around the lone piece.
  await expect(addique.table.getByTestId('ghost')).toHaveCount(0);
  await addique.piece('4752').click();
  await expect(addique.piece('4752')).toHaveAttribute('aria-pressed', 'true');
  await expect(addique.table.getByTestId('ghost')).toHaveCount(8);

  // The wheel zooms in about the pointer, over the outline at -2,1.
  const whole = await addique.viewBox();
  const target = await addique.ghost('-2,1').boundingBox();
  if (!target) throw new Error('the outline at -2,1 is not on screen');
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2);
  await page.mouse.wheel(0, -300);
  await expect.poll(async () => (await addique.viewBox())[2]).toBeLessThan(whole[2]);
  // A drag over the table pans it.
  const zoomed = await addique.viewBox();
  const box = await addique.table.boundingBox();
  if (!box) throw new Error('the table is not on screen');
  await page.mouse.move(box.x + 20, box.y + box.height - 20);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, box.y + box.height - 50, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => (await addique.viewBox()).slice(0, 2)).not.toEqual(zoomed.slice(0, 2));

  // The outline is still in view: tapping it tries 4752 there.
  await addique.ghost('-2,1').click();
  // Rows first, then columns: 44 and 72 across the two pieces' arms, then 47 down.
  expect(await addique.numbers()).toEqual(['44: not divisible by 9', '72 = 9 × 8', '47: not divisible by 9']);
  await expect(addique.preview.getByTestId('preview-total')).toHaveText('Total: 8');
  await expect(addique.table.locator('.number.divisible[data-number="72"]')).toHaveCount(1);
  // Another outline tries it elsewhere.
  await addique.ghost('-1,2').click();
  await expect(addique.preview.getByTestId('preview-total')).toHaveText('Total: 3');
  expect(await addique.numbers()).toEqual(['42: not divisible by 9', '44: not divisible by 9', '27 = 9 × 3']);
  await addique.ghost('-2,1').click();
  await expect(page.getByTestId('play')).toHaveText('Play for 8 points');
  await page.getByTestId('play').click();

  // The table refits to show both pieces, whole.
  await expect(addique.table.locator('.piece.placed')).toHaveCount(2);
  await expect(page.getByTestId('last-turn')).toHaveText('Adam scored 8 points.');
  expect(await addique.scores()).toEqual(['34', '8']);
  await expect(page.getByTestId('sheet-row').nth(1)).toContainText('72 = 9 × 8');
  await expect(page.getByTestId('zoom-fit')).toBeDisabled();

  // Eva drags 7128 from her hand onto its spot at -1,3.
  await addique.reveal('Eva');
  expect(await addique.handPieces()).toEqual(['7128', '7425', '3762']);
  await addique.piece('3762').click();
  const spot = await addique.ghost('-1,3').boundingBox();
  const from = await addique.piece('7128').boundingBox();
  if (!spot || !from) throw new Error('the piece or its spot is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(spot.x + spot.width / 2, spot.y + spot.height / 2, { steps: 10 });
  await expect(addique.table.locator('.piece.trial[data-piece="7128"]')).toHaveCount(1);
  await page.mouse.up();
  await expect(addique.piece('7128')).toHaveAttribute('aria-pressed', 'true');
  await expect(addique.preview.getByTestId('preview-total')).toHaveText('Total: 53');
  expect((await addique.numbers()).some((line) => /^\d+ = 9 × \d+$/.test(line))).toBe(true);
  await page.getByTestId('play').click();
  expect(await addique.scores()).toEqual(['87', '8']);

  // A reload keeps the game, and Adam's hand hidden.
  await page.reload();
  await expect(addique.table.locator('.piece.placed')).toHaveCount(3);
  expect(await addique.scores()).toEqual(['87', '8']);
  await expect(page.getByTestId('handover')).toContainText('Pass to Adam');
  await expect(addique.hand).toHaveCount(0);
  await expect(page.getByTestId('status')).toHaveText('Adam to play · 39 pieces in the pool');

  // Eva may take her turn back from the hand-over screen.
  await page.getByTestId('handover-undo').click();
  await expect(addique.table.locator('.piece.placed')).toHaveCount(2);
  await addique.reveal('Eva');
  expect(await addique.handPieces()).toEqual(['7128', '7425', '3762']);
});

test('a chosen piece marks its spots with dots, and outlines only the one under the pointer, dragged over or focused', async ({
  page,
}) => {
  const addique = new AddiquePage(page);
  await addique.open('addique-two-players.json');
  await addique.reveal('Adam');
  const outlines = addique.table.getByTestId('ghost-outline');
  await addique.piece('4752').click();
  await expect(addique.table.getByTestId('ghost')).toHaveCount(8);
  await expect(outlines, 'the pointer is on the hand').toHaveCount(0);

  // The pointer over a spot outlines it alone; over another, that one alone; off the table, none.
  const over = async (spot: string) => {
    const box = (await addique.ghost(spot).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  };
  for (const spot of ['-2,1', '-1,2', '1,-2']) {
    await over(spot);
    await expect(outlines).toHaveCount(1);
    await expect(outlines).toHaveAttribute('data-spot', spot);
  }
  const hand = (await addique.hand.boundingBox())!;
  await page.mouse.move(hand.x + 4, hand.y + 4, { steps: 4 });
  await expect(outlines).toHaveCount(0);

  // A piece dragged from the hand outlines the spot it is over.
  const from = (await addique.piece('2376').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await over('-2,1');
  await expect(outlines).toHaveCount(1);
  await expect(outlines).toHaveAttribute('data-spot', '-2,1');
  await expect(addique.table.locator('.piece.trial[data-piece="2376"][data-at="-2,1"]')).toHaveCount(1);
  await page.mouse.up();
  await page.mouse.move(hand.x + 4, hand.y + 4, { steps: 4 });
  await expect(outlines).toHaveCount(0);

  // The keyboard's focus on a spot outlines that spot alone, and follows the arrows.
  await addique.table.locator('[role="gridcell"][tabindex="0"]').focus();
  const focusedSpot = async () => (await page.locator(':focus').getAttribute('data-cell')) ?? '';
  await expect(outlines).toHaveCount(1);
  await expect(outlines).toHaveAttribute('data-spot', await focusedSpot());
  await page.keyboard.press('ArrowDown');
  const moved = await focusedSpot();
  await expect(outlines).toHaveAttribute('data-spot', moved);
  await expect(outlines).toHaveCount(1);
});

test('the last piece ends the game with the ranking', async ({ page }) => {
  const addique = new AddiquePage(page);
  await addique.open('addique-last-turn.json');
  await expect(page.getByTestId('status')).toHaveText('Adam to play · 0 pieces in the pool');
  await addique.reveal('Adam');
  expect(await addique.handPieces()).toEqual(['8514']);
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('play')).toHaveText('Play for 39 points');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('winner')).toHaveText('Eva wins with 6904');
  await expect(page.getByTestId('game-over')).toContainText('All 48 pieces are on the table');
  await expect(page.getByTestId('ranking-row')).toHaveCount(2);
  await expect(addique.hand).toHaveCount(0);
  await expect(addique.table.locator('.piece.placed')).toHaveCount(48);
  // The hint is on the score sheet, and the home screen lists the game as finished.
  await expect(page.getByTestId('hint-count')).toHaveText('Hints: Eva 0 · Adam 1');
  await page.getByTestId('home').click();
  await expect(page.getByTestId('saved-game-status')).toContainText('Eva won 6904–5389');
});

test('a score-sheet turn shows the table as it was after it, until the game is back', async ({ page }) => {
  const addique = new AddiquePage(page);
  await addique.open('addique-last-turn.json');
  await addique.reveal('Adam');
  const placed = addique.table.locator('.piece.placed');
  await expect(placed).toHaveCount(47);
  // The sheet's third row: the opening piece and two turns after it.
  await page.getByTestId('sheet-turn').nth(2).click();
  await expect(page.getByTestId('viewing')).toContainText('The board after turn 3 of 47');
  await expect(placed).toHaveCount(3);
  await expect(page.getByTestId('sheet-row').nth(2)).toHaveClass(/picked/);
  // Nothing can be played on a past table.
  await expect(addique.hand).toHaveCount(0);
  await page.getByTestId('back-to-game').click();
  await expect(placed).toHaveCount(47);
  await expect(addique.hand).toBeVisible();
});

test('the piece chosen and the spot tried stay across a reload, for their player only', async ({ page }) => {
  const addique = new AddiquePage(page);
  await addique.open('addique-two-players.json');
  await addique.reveal('Adam');
  await addique.piece('4752').click();
  await addique.ghost('-2,1').click();
  await expect(page.getByTestId('play')).toHaveText('Play for 8 points');
  await page.reload();
  // The hand-over hides it first, as it hides the hand.
  await addique.reveal('Adam');
  await expect(addique.piece('4752')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('play')).toHaveText('Play for 8 points');
  await page.getByTestId('play').click();
  await expect(addique.table.locator('.piece.placed')).toHaveCount(2);
  // Played, the draft is gone: the next reload chooses nothing.
  await page.reload();
  await addique.reveal('Eva');
  await expect(addique.hand.locator('[aria-pressed="true"]')).toHaveCount(0);
});

test('a new game for eight players from the shelf', async ({ page }) => {
  await page.goto('./');
  await page.getByTestId('new-addique').click();
  await expect(page.locator('.choice')).toHaveText(['2', '3', '4', '6', '8']);
  await page.getByTestId('players-8').check({ force: true });
  await expect(page.locator('[data-testid^="name-"]')).toHaveCount(8);
  await page.getByTestId('name-1').fill('Eva');
  await page.getByTestId('start').click();
  // Everyone holds 3 pieces and the starter's is on the table: 48 − 1 − 24 = 23 in the pool.
  await expect(page.getByTestId('status')).toContainText('23 pieces in the pool');
  await expect(page.getByTestId('player')).toHaveCount(8);
  await expect(page.getByTestId('start-draw')).toContainText('Eva ');
  await expect(page.getByTestId('addique-table').locator('.piece.placed')).toHaveCount(1);
});

test.describe('at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const robots of [false, true]) {
    test(`eight players${robots ? ', seven of them robots' : ''}: the hand and Play are on screen as the game opens`, async ({ page }) => {
      await page.goto('./');
      await page.getByTestId('new-addique').click();
      await page.getByTestId('players-8').check({ force: true });
      await page.getByTestId('name-1').fill('Eva');
      if (robots) for (let seat = 2; seat <= 8; seat++) await page.getByTestId(`seat-player-${seat}`).selectOption('easy');
      await page.getByTestId('start').click();
      if (!robots) await page.getByTestId('reveal').click();
      const hand = page.getByTestId('hand');
      await expect(hand).toBeVisible({ timeout: 60_000 });
      await expect(hand).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId('play')).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // Every player's card is on screen too.
      for (const card of await page.getByTestId('player').all()) await expect(card).toBeInViewport({ ratio: 1 });
    });
  }
});

test('with eight players, every piece played since your last turn is outlined and numbered', async ({ page }) => {
  // Eva and seven easy robots: once Eva has played, the robots' seven pieces come back to her
  // numbered 1 to 7, in the order they were played.
  await page.goto('./');
  await page.getByTestId('new-addique').click();
  await page.getByTestId('players-8').check({ force: true });
  await page.getByTestId('name-1').fill('Eva');
  for (let seat = 2; seat <= 8; seat++) await page.getByTestId(`seat-player-${seat}`).selectOption('easy');
  await page.getByTestId('start').click();
  const table = page.getByTestId('addique-table');
  const hand = page.getByTestId('hand');
  await expect(hand).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('play')).toBeEnabled({ timeout: 60_000 });
  const placed = await table.locator('.piece.placed').count();
  await page.getByTestId('play').click();
  await expect(table.locator('.piece.placed')).toHaveCount(placed + 8, { timeout: 120_000 });
  await expect(hand).toBeVisible();
  await expect(table.locator('.last-piece')).toHaveCount(7);
  await expect(table.getByTestId('recent-number')).toHaveText(['1', '2', '3', '4', '5', '6', '7']);
});
