import { test, expect } from './fixtures';
import { AbalonePage } from './abalone-page';

test.beforeEach(async ({ page }) => {
  // The page's clock is Playwright's, so minutes pass in an instant. It stands still between the
  // test's own steps, so that a slow machine's seconds spent playing a move never reach a clock.
  // It is paused an hour after it starts, as Playwright's own example does: a second was less
  // than a busy machine may take between the two calls ("Cannot fast-forward to the past").
  await page.clock.install({ time: new Date('2026-11-21T12:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-21T13:00:00Z'));
});

async function startClocked(abalone: AbalonePage, settings: string[]) {
  await abalone.page.goto('./');
  await abalone.page.getByTestId('new-abalone').click();
  for (const id of settings) await abalone.page.getByTestId(id).check({ force: true });
  await abalone.page.getByTestId('start').click();
  await expect(abalone.board).toBeVisible();
}

const clock = (abalone: AbalonePage, colour: string) =>
  abalone.page.getByTestId(`player-${colour}`).getByTestId('clock');

test('a clock runs only on its own turn and running out loses', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await startClocked(abalone, ['clock-5']);
  await expect(clock(abalone, 'black')).toHaveText('5:00');
  await page.clock.runFor(20_000);
  await expect(clock(abalone, 'black')).toHaveText('4:40');
  await expect(clock(abalone, 'white')).toHaveText('5:00');
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');

  await page.clock.runFor(4 * 60_000 + 35_000);
  await expect(clock(abalone, 'white')).toHaveText('0:25');
  await expect(clock(abalone, 'white')).toHaveClass(/low/);
  await expect(clock(abalone, 'black')).toHaveText('4:40');

  await page.clock.runFor(30_000);
  await expect(clock(abalone, 'white')).toHaveText('0:00');
  await expect(page.getByTestId('game-over')).toContainText('White ran out of time: Black wins');
  await expect(abalone.board.locator('.arrow')).toHaveCount(0);
  // The result stands after a reload, and the list says who won.
  await page.reload();
  await expect(page.getByTestId('result')).toContainText('White ran out of time: Black wins');
  await page.getByTestId('close-result').click();
  await page.getByTestId('home').click();
  await expect(page.getByTestId('saved-game').first()).toContainText('Black won');
});

test('clocks survive a reload mid-game', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await startClocked(abalone, ['clock-5']);
  await page.clock.runFor(20_000);
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await page.clock.runFor(10_000);
  await expect(clock(abalone, 'white')).toHaveText('4:50');

  await page.reload();
  await expect(abalone.board).toBeVisible();
  await expect(clock(abalone, 'black')).toHaveText('4:40');
  await expect(clock(abalone, 'white')).toHaveText('4:50');
  await expect.poll(() => abalone.moves()).toEqual(['A5B5']);
  // White's clock goes on from where it was.
  await page.clock.runFor(5_000);
  await expect(clock(abalone, 'white')).toHaveText('4:45');
  await expect(clock(abalone, 'black')).toHaveText('4:40');
});

test('a move limit ends the game and the result says so', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await page.goto('./');
  await page.evaluate(() => {
    const record = {
      format: 1,
      game: 'abalone',
      setup: { layout: 'standard', players: ['Ada', 'Bo'], move_limit: 4 },
      moves: ['A5B5', 'G5F5', 'C5D5'],
    };
    localStorage.setItem('gameshelf.game.limit', JSON.stringify(record));
  });
  await page.goto('./#/play/limit');
  await abalone.play(['I9', 'H9'], 'I9H9');
  await expect(page.getByTestId('game-over')).toContainText('Move limit reached: a draw, 0–0');
});

test('the same position a third time is a draw when the rule is on', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await startClocked(abalone, ['repetition']);
  // Both sides step out and back twice: the start position comes up a third time.
  for (let round = 0; round < 2; round++) {
    await abalone.play(['C3'], 'C3D3');
    await abalone.play(['G7'], 'G7F6');
    await abalone.play(['D3'], 'D3C3');
    await abalone.play(['F6'], 'F6G7');
  }
  await expect(page.getByTestId('game-over')).toContainText('The same position a third time: a draw');
});
