import { test, expect, openSaved } from './fixtures';
import { TileGamePage } from './tile-game-page';
import type { Page } from '@playwright/test';

// What a Woogles player misses (issue 16 §4): the unseen-tiles tracker and the score sheet's
// running total. `abaku-two-players.json` deals the game `abaku-mid-game.json` records: Eva
// starts with 1 2 4 4 7 and lays 1 4 2 7 on F8-I8; Adam holds 5 4 1 for C8-E8.

/** Abaku's 101 tiles: ten of each digit and the joker (`*`). */
const ABAKU_SET: Record<string, number> = Object.fromEntries([
  ...Array.from({ length: 10 }, (_, digit) => [String(digit), 10]),
  ['*', 1],
]);

/** The set less `seen` (the board's tiles and the rack's), by kind, kinds that are left only. */
function unseenKinds(seen: string[]): Record<string, number> {
  const left = { ...ABAKU_SET };
  for (const tile of seen) left[tile] -= 1;
  return Object.fromEntries(Object.entries(left).filter(([, count]) => count > 0));
}

/** The tracker's kinds and counts as shown, keyed by tile notation (the joker shows as ★). */
async function shownKinds(page: Page): Promise<Record<string, number>> {
  const kinds = page.getByTestId('unseen-kind');
  const pairs = await kinds.evaluateAll((items) =>
    items.map((item) => [item.getAttribute('data-kind') ?? '', Number(item.getAttribute('data-count'))]),
  );
  return Object.fromEntries(pairs.map(([kind, count]) => [kind === '★' ? '*' : kind, count]));
}

/** The tracker shows the set less the board's tiles and the rack on show, and their total. */
async function expectTracker(page: Page, abaku: TileGamePage, board: string[]) {
  const expected = unseenKinds([...board, ...(await abaku.rackTiles())]);
  const total = Object.values(expected).reduce((sum, count) => sum + count, 0);
  await expect(page.getByTestId('unseen-total')).toHaveText(String(total));
  await expect(page.getByTestId('unseen-kind')).toHaveCount(Object.keys(expected).length);
  expect(await shownKinds(page)).toEqual(expected);
}

test('the unseen tiles follow each move, hide on the hand-over, and stay off once turned off', async ({ page }) => {
  const abaku = new TileGamePage(page, 'abaku');
  const tracker = page.getByTestId('unseen');
  await abaku.open('abaku-two-players.json');

  // Behind the hand-over screen nothing is counted for anyone.
  await expect(page.getByTestId('handover')).toBeVisible();
  await expect(tracker).toHaveCount(0);
  await abaku.reveal('Eva');

  // Eva's view: every tile but her rack's 1 2 4 4 7; folded, the line shows the count alone.
  await expect(page.getByTestId('unseen-total')).toHaveText('96');
  await expect(page.getByTestId('unseen-kind').first()).toBeHidden();
  await tracker.locator('summary').click();
  await expectTracker(page, abaku, []);
  expect(await shownKinds(page)).toMatchObject({ '4': 8, '1': 9, '0': 10, '*': 1 });

  // Eva lays 1 4 2 7: hidden again while Adam takes the device.
  for (const [tile, square] of [['1', 'F8'], ['4', 'G8'], ['2', 'H8'], ['7', 'I8']]) await abaku.tap(tile, square);
  await page.getByTestId('play').click();
  await expect(page.getByTestId('handover')).toBeVisible();
  await expect(tracker).toHaveCount(0);

  // Adam's view: the board's four tiles and his own rack are seen; the tracker stays open.
  await abaku.reveal('Adam');
  await expectTracker(page, abaku, ['1', '4', '2', '7']);
  await expect(page.getByTestId('unseen-total')).toHaveText('92');
  for (const [tile, square] of [['5', 'C8'], ['4', 'D8'], ['1', 'E8']]) await abaku.tap(tile, square);
  await page.getByTestId('play').click();

  // Back to Eva: seven tiles on the board and her new rack.
  await abaku.reveal('Eva');
  await expectTracker(page, abaku, ['1', '4', '2', '7', '5', '4', '1']);
  await expect(page.getByTestId('unseen-total')).toHaveText('89');

  // Turned off, the counts go; the choice holds after a reload.
  const setting = page.getByTestId('unseen-setting');
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await expect(page.getByTestId('unseen-total')).toHaveCount(0);
  await expect(page.getByTestId('unseen-kind')).toHaveCount(0);
  await page.reload();
  await abaku.reveal('Eva');
  await expect(tracker).toBeVisible();
  await tracker.locator('summary').click();
  await expect(setting).not.toBeChecked();
  await expect(page.getByTestId('unseen-total')).toHaveCount(0);
  await expect(page.getByTestId('unseen-kind')).toHaveCount(0);

  // And on again, the counts are back.
  await setting.check();
  await expectTracker(page, abaku, ['1', '4', '2', '7', '5', '4', '1']);
});

test('the score sheet keeps each player’s running total', async ({ page }) => {
  const abaku = new TileGamePage(page, 'abaku');
  await abaku.open('abaku-two-players.json');
  await abaku.reveal('Eva');
  for (const [tile, square] of [['1', 'F8'], ['4', 'G8'], ['2', 'H8'], ['7', 'I8']]) await abaku.tap(tile, square);
  await page.getByTestId('play').click();
  await abaku.reveal('Adam');
  for (const [tile, square] of [['5', 'C8'], ['4', 'D8'], ['1', 'E8']]) await abaku.tap(tile, square);
  await page.getByTestId('play').click();
  // Eva passes: her total stays what it was after her first turn.
  await abaku.reveal('Eva');
  await page.getByTestId('pass').click();
  await page.getByTestId('pass').click();
  await expect(page.getByTestId('handover')).toBeVisible();

  const rows = page.getByTestId('sheet-row');
  await expect(rows).toHaveCount(3);
  const points = (await rows.locator('td.points:not(.running-total)').allTextContents()).map(Number);
  const totals = page.getByTestId('running-total');
  await expect(totals).toHaveText([String(points[0]), String(points[1]), String(points[0])]);
  expect(points[0]).toBeGreaterThan(0);
  expect(points[1]).toBeGreaterThan(0);
  expect(await abaku.scores()).toEqual([String(points[0]), String(points[1])]);
});

test('Addique counts the unseen pieces, each one of a kind', async ({ page }) => {
  await openSaved(page, 'addique-two-players.json');
  await page.getByTestId('reveal').click();
  // 48 pieces, less the opening piece on the table and the three in the hand.
  await expect(page.getByTestId('unseen-total')).toHaveText('44');
  await page.getByTestId('unseen').locator('summary').click();
  await expect(page.getByTestId('unseen-kind')).toHaveCount(44);
  const counts = await page.getByTestId('unseen-kind').evaluateAll((items) => items.map((item) => item.getAttribute('data-count')));
  expect(new Set(counts)).toEqual(new Set(['1']));
});

test('tapping a turn on the score sheet shows the board as it was after it', async ({ page }) => {
  const abaku = new TileGamePage(page, 'abaku');
  await abaku.open('abaku-mid-game.json');
  await abaku.reveal('Eva');
  const tiles = abaku.board.locator('.tile.placed');
  const now = await tiles.count();
  expect(now).toBeGreaterThan(7);

  // After Eva's first turn, four tiles; after Adam's, seven. The rack and tracker wait meanwhile.
  const rows = page.getByTestId('sheet-row');
  await rows.nth(0).click();
  await expect(page.getByTestId('viewing')).toContainText('after turn 1 of 10');
  await expect(tiles).toHaveCount(4);
  await expect(abaku.rack).toHaveCount(0);
  await expect(page.getByTestId('unseen')).toHaveCount(0);
  await expect(rows.nth(0)).toHaveClass(/picked/);
  await page.getByTestId('sheet-turn').nth(1).press('Enter');
  await expect(tiles).toHaveCount(7);
  await expect(rows.nth(1)).toHaveClass(/picked/);

  // Back to the game: the whole board, the rack and the tracker again.
  await page.getByTestId('back-to-game').click();
  await expect(page.getByTestId('viewing')).toHaveCount(0);
  await expect(tiles).toHaveCount(now);
  await expect(abaku.rack).toBeVisible();
  await expect(page.getByTestId('unseen')).toBeVisible();
});
