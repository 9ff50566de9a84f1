// How fast each game answers a player, in the release bundle, in Chromium: a move from the click
// to the board painted, the live preview while a tile or piece is dragged, and the page's answer
// while a robot thinks. `make bench-browser` runs it (bench.config.ts) and bench/write-doc.mjs
// writes the figures into docs/benchmarks.md. It checks that each measurement measured what it
// says (the move was played, the preview judged the tile); it never fails on a duration.
import { test, expect } from '../tests/fixtures';
import type { Locator, Page } from '@playwright/test';
import { AbalonePage } from '../tests/abalone-page';
import { AddiquePage } from '../tests/addique-page';
import { startWithRobots } from '../tests/robots-page';
import { TileGamePage } from '../tests/tile-game-page';
import { clickTime, hoverTimes, keep, type FrameSample } from './measure';

/** Rounds of a timed move: each opens the fixture afresh, lets the hint lay the strong move, and times Play. */
const MOVES = 7;

test('Abalone: a move, from the click on its arrow to the board painted', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame();
  const script: [string[], string][] = [
    [['A5', 'B5', 'C5'], 'A5B5'],
    [['G5'], 'G5F5'],
    [['C5', 'D5'], 'C5D5'],
    [['I9', 'H9'], 'I9H9'],
    [['D5', 'E5'], 'D5E5'],
    [['H4', 'H5'], 'H4H5G3'],
  ];
  const samples: FrameSample[] = [];
  for (const round of [1, 2]) {
    if (round === 2) {
      for (const _ of script) await page.getByTestId('undo').click();
      await expect(page.getByTestId('move')).toHaveCount(0);
    }
    for (const [cells, notation] of script) {
      for (const cell of cells) await abalone.cell(cell).click();
      await expect(abalone.arrow(notation)).toBeVisible();
      samples.push(await clickTime(page, abalone.arrow(notation), abalone.board.locator('.marbles')));
      await expect(abalone.arrow(notation)).toHaveCount(0);
    }
  }
  expect(await abalone.moves()).toHaveLength(script.length);
  keep('abalone-move', 'Abalone: a move, click to painted', samples);
});

/** Opens `fixture` for the player to move, lets the hint lay its move, and times the Play button. */
async function timedTileMoves(page: Page, open: () => Promise<void>, board: Locator, placed: Locator): Promise<FrameSample[]> {
  const samples: FrameSample[] = [];
  for (let round = 0; round < MOVES; round++) {
    await open();
    const before = await placed.count();
    await page.getByTestId('hint').click();
    await expect(page.getByTestId('play')).toBeEnabled({ timeout: 60_000 });
    samples.push(await clickTime(page, page.getByTestId('play'), board));
    await expect.poll(() => placed.count()).toBeGreaterThan(before);
  }
  return samples;
}

// Each game's mid-game fixture, the rack tile dragged, and twelve squares it is dragged over: some
// join the board's tiles, and the last joins nothing.
for (const [game, fixture, tile, squares] of [
  ['abaku', 'abaku-mid-game.json', '3', 'B13 C13 E13 F13 G13 H13 I13 J13 K13 L13 M13 N13'],
  ['summy', 'summy-mid-game.json', '8', 'J14 K14 L14 M14 N14 O14 P14 H2 I2 J2 K2 L2'],
] as const) {
  const name = game === 'abaku' ? 'Abaku' : 'Summy';

  test(`${name}: the live preview while a tile is dragged over the board`, async ({ page }) => {
    const tiles = new TileGamePage(page, game);
    await tiles.open(fixture);
    await tiles.reveal('Eva');
    await tiles.pickUp(tile);
    const targets = squares.split(' ').map((name) => tiles.board.locator(`rect.square[data-square="${name}"]`));
    const samples = await hoverTimes(page, targets);
    // The preview judged the tile on the last square.
    await expect(page.getByTestId('preview-error')).toHaveText('The tiles must join the tiles on the board.');
    await page.mouse.up();
    keep(`${game}-preview`, `${name}: live preview, per square dragged over`, samples);
  });

  test(`${name}: a move, from Play to the board painted`, async ({ page }) => {
    const tiles = new TileGamePage(page, game);
    const open = async () => {
      await tiles.open(fixture);
      await tiles.reveal('Eva');
    };
    const samples = await timedTileMoves(page, open, tiles.board, tiles.board.locator('.tile.placed'));
    keep(`${game}-move`, `${name}: a move, Play to painted`, samples);
  });
}

test('Addique: the live preview while a piece is dragged over its spots', async ({ page }) => {
  const addique = new AddiquePage(page);
  await addique.open('addique-last-turn.json');
  await page.getByTestId('reveal').click();
  const piece = addique.hand.getByTestId('hand-piece').first();
  await piece.click();
  const spots = addique.table.getByTestId('ghost');
  await expect.poll(() => spots.count()).toBeGreaterThan(4);
  const box = (await piece.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const count = Math.min(await spots.count(), 12);
  const samples = await hoverTimes(page, [...Array(count).keys()].map((index) => spots.nth(index)));
  // The piece is tried on the last spot hovered.
  await expect(addique.table.locator('.piece.trial')).toHaveCount(1);
  await page.mouse.up();
  keep('addique-preview', 'Addique: live preview, per spot dragged over', samples);
});

test('Addique: a move, from Play to the table painted', async ({ page }) => {
  const addique = new AddiquePage(page);
  const open = async () => {
    await addique.open('addique-two-players.json');
    await addique.reveal('Adam');
  };
  const samples = await timedTileMoves(page, open, addique.table, addique.table.locator('.piece.placed'));
  keep('addique-move', 'Addique: a move, Play to painted', samples);
});

test('the page while a robot thinks: its longest stall, and a click answered', async ({ page }) => {
  // Two strong robots with 5 s a move: one of them is always thinking.
  await startWithRobots(page, 'abalone', ['strong', 'strong']);
  await page.getByTestId('robot-time-5000').check({ force: true });
  await page.reload();
  const stalls: FrameSample[] = [];
  const clicks: FrameSample[] = [];
  for (let round = 0; round < 5; round++) {
    await expect(page.getByTestId('robot-thinking')).toContainText('is thinking');
    // The longest the page's event loop stalls over 1 s of the robot's thinking.
    const longest = await page.evaluate(async () => {
      let [longest, last] = [0, performance.now()];
      const until = last + 1000;
      while (performance.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        longest = Math.max(longest, performance.now() - last);
        last = performance.now();
      }
      return longest;
    });
    stalls.push({ update: longest, render: 0, wall: longest });
    clicks.push(await clickTime(page, page.getByTestId('rules'), page.locator('body')));
    await expect(page.getByTestId('rules-dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('rules-dialog')).toBeHidden();
  }
  keep('robot-stall', 'While a robot thinks: the longest stall of the page', stalls, 100);
  keep('robot-click', 'While a robot thinks: a click on Rules to the dialog painted', clicks, 100);
});
