// Positions in and out: a game started from a pasted position (FEN) or a pasted move list, the
// position and the move list taken from a game's screen, and "Play from here".
import { type Page } from '@playwright/test';
import { test, expect, downloadFrom } from './fixtures';
import { AbalonePage } from './abalone-page';
import { readFileSync } from 'node:fs';

// The Belgian daisy as ../shared/rules/abalone-layouts.md writes it.
const BELGIAN_DAISY = 'ss1SS/sssSSS/1ss1SS1/8/9/8/1SS1ss1/SSSsss/SS1ss 0 0 b 0 1';

async function openForm(page: Page) {
  await page.goto('./');
  await page.getByTestId('new-abalone').click();
}

/** The marbles on the board, as "A1:black" strings, sorted. */
async function marblesOf(abalone: AbalonePage) {
  return abalone.marbles();
}

async function savedGames(page: Page): Promise<number> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('gameshelf.game.')).length);
}

test('a game starts from a pasted position, plays on by clicking, and survives a reload', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await openForm(page);
  await page.getByTestId('start-from-position').check({ force: true });
  const start = page.getByTestId('start');
  // Nothing pasted yet: nothing to start from.
  await expect(start).toBeDisabled();
  await page.getByTestId('fen-input').fill(BELGIAN_DAISY);
  await expect(page.getByTestId('start-preview').locator('circle.marble')).toHaveCount(28);
  await expect(start).toBeEnabled();
  await start.click();
  await expect(abalone.board).toBeVisible();
  await abalone.expectSide('A1', 'black');
  await abalone.expectSide('A4', 'white');
  await abalone.expectSide('C4', null);

  await abalone.play(['C3'], 'C3D3');
  await abalone.expectSide('D3', 'black');
  await page.reload();
  await expect(abalone.board).toBeVisible();
  await abalone.expectSide('D3', 'black');
  await abalone.expectSide('C3', null);
  await abalone.expectSide('A4', 'white');
  await expect.poll(() => abalone.moves()).toEqual(['C3D3']);
  await expect(page.getByTestId('player-white').getByTestId('to-move')).toBeVisible();

  // The position on screen, exported: White to move after one quiet half-move, still move 1.
  await page.getByTestId('position-and-moves').click();
  await expect(page.getByTestId('fen-out')).toHaveValue(
    'ss1SS/sssSSS/1ss1SS1/8/9/2S5/1S2ss1/SSSsss/SS1ss 0 0 w 1 1',
  );
  await expect(page.getByTestId('moves-out')).toHaveValue('1. C3D3');
});

test('a position that cannot be played shows its reason and cannot start', async ({ page }) => {
  await openForm(page);
  await page.getByTestId('start-from-position').check({ force: true });
  const input = page.getByTestId('fen-input');
  await input.fill('sssss/ssssss/2sss2/8/9/8/2SSS5/SSSSSS/SSSSS 0 0 b 0 1');
  await expect(page.getByTestId('start-refused')).toHaveText(
    'This position cannot be played: row C has 10 holes, not 7.',
  );
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('start')).toBeDisabled();
  // Black's 14 on the board, yet White is said to have pushed off two of them.
  await input.fill('sssss/ssssss/2sss2/8/9/8/2SSS2/SSSSSS/SSSSS 0 2 b 0 1');
  await expect(page.getByTestId('start-refused')).toHaveText(
    'This position cannot be played: Black has 14 marbles on the board and 2 pushed off, where a side has 14.',
  );
  await expect(page.getByTestId('start')).toBeDisabled();
  await input.fill('sssss/ssssss/2sss2/8/9/8/2SSS2/SSSSSS/SSSSS 0 0 b 0 1');
  await expect(page.getByTestId('start-refused')).toHaveCount(0);
  await expect(page.getByTestId('start')).toBeEnabled();
});

test('a move list goes out as text and comes back in as the same game; a bad one names its move', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame();
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await abalone.play(['G5'], 'G5F5');
  await abalone.play(['C5', 'D5'], 'C5D5');
  const played = await marblesOf(abalone);

  await page.getByTestId('position-and-moves').click();
  const list = '1. A5B5 G5F5 2. C5D5';
  await expect(page.getByTestId('moves-out')).toHaveValue(list);
  const download = await downloadFrom(page, page.getByTestId('download-moves'));
  expect(download.suggestedFilename()).toBe('abalone-black-white-moves.txt');
  expect(readFileSync(await download.path(), 'utf8')).toBe(list);

  await openForm(page);
  await page.getByTestId('start-from-move-list').check({ force: true });
  const input = page.getByTestId('moves-input');
  await input.fill('1. A5B5 G5F5 2. E5E6');
  await expect(page.getByTestId('start-refused')).toContainText('This move list cannot be played: move 2 (black, E5E6): ');
  await expect(page.getByTestId('start')).toBeDisabled();
  await input.fill(list);
  await expect(page.getByTestId('start-refused')).toHaveCount(0);
  await page.getByTestId('start').click();
  await expect(abalone.board).toBeVisible();
  expect(await marblesOf(abalone)).toEqual(played);
  await expect.poll(() => abalone.moves()).toEqual(['A5B5', 'G5F5', 'C5D5']);
  await expect(page.getByTestId('player-white').getByTestId('to-move')).toBeVisible();
});

test('play from here starts a new game from the position shown and leaves the game as it was', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame({ black: 'Ada', white: 'Grace' });
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await abalone.play(['G5'], 'G5F5');
  await abalone.play(['C5', 'D5'], 'C5D5');
  const original = page.url();
  // Back to the position after two moves, then a game from there.
  await page.getByTestId('move').nth(1).click();
  const afterTwo = await marblesOf(abalone);
  await page.getByTestId('position-and-moves').click();
  await expect(page.getByTestId('fen-out')).toHaveValue(/ 0 0 b 2 2$/);
  await page.getByTestId('play-from-here').click();
  await expect(page).not.toHaveURL(original);
  await expect(abalone.board).toBeVisible();
  await expect(page.getByTestId('move')).toHaveCount(0);
  expect(await marblesOf(abalone)).toEqual(afterTwo);
  await expect(page.getByTestId('player-black')).toContainText('Ada');
  await expect(page.getByTestId('player-black').getByTestId('to-move')).toBeVisible();
  expect(await savedGames(page)).toBe(2);

  await page.goto(original);
  await expect(abalone.board).toBeVisible();
  await expect.poll(() => abalone.moves()).toEqual(['A5B5', 'G5F5', 'C5D5']);
});

test('a position already won cannot be played from, and says why', async ({ page }) => {
  const abalone = new AbalonePage(page);
  // Black has pushed off five of White's marbles, and pushes the sixth off from A1 with A2 and A3.
  const lastPush = 'ssss1/ssss2/7/8/9/8/SSSSSS1/SSSSSS/sSS2 5 0 b 0 30';
  await openForm(page);
  await page.getByTestId('start-from-position').check({ force: true });
  await page.getByTestId('fen-input').fill(lastPush);
  await page.getByTestId('start').click();
  await expect(abalone.board).toBeVisible();
  await page.getByTestId('position-and-moves').click();
  // Before the push, the position can still be played from.
  await expect(page.getByTestId('play-from-here')).toBeVisible();
  await page.keyboard.press('Escape');
  await abalone.play(['A2', 'A3'], 'A3A2');
  await abalone.expectSide('A1', 'black');
  await expect(page.getByTestId('pushed-off')).toHaveText(['6', '0']);
  await page.getByTestId('position-and-moves').click();
  await expect(page.getByTestId('play-from-here-refused')).toContainText('already won');
  await expect(page.getByTestId('play-from-here')).toHaveCount(0);
});
