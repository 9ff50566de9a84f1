// A robots-only game goes on after Pause, Resume, a trip to the shelf and back, however often
// that happens and wherever in a robot's turn (issue 15 §4): each round waits for the robots'
// next move, never for a fixed time, so a slow or busy machine passes it as well.
import type { Locator, Page } from '@playwright/test';
import { expect, fixture, test } from './fixtures';
import { startWithRobots } from './robots-page';

/** The longest any state is waited for: generous for a busy machine; a stalled game never gets there. */
const CAP = { timeout: 60_000 };

/** Where in the robots' turn the player pauses and leaves. */
const MOMENTS = ['while a robot thinks', 'just after a move', 'as soon as the game is back'] as const;

class RobotsOnlyGame {
  readonly moves: Locator;
  readonly pause: Locator;
  readonly thinking: Locator;
  readonly over: Locator;

  /** `moveTestId` names one played move (Abalone) or turn (the tile games' score sheet). */
  constructor(
    readonly page: Page,
    moveTestId: string,
    readonly start: () => Promise<void>,
  ) {
    this.moves = page.getByTestId(moveTestId);
    this.pause = page.getByTestId('robot-pause');
    this.thinking = page.getByTestId('robot-thinking');
    this.over = page.getByTestId('game-over');
  }

  /** The robots have played a move since there were `before`, or the game has ended. */
  async expectProgressFrom(before: number) {
    await expect
      .poll(async () => (await this.over.count()) > 0 || (await this.moves.count()) > before, CAP)
      .toBe(true);
  }

  async reach(moment: (typeof MOMENTS)[number]) {
    if (moment === 'while a robot thinks') {
      const thinkingOrOver = async () =>
        (await this.over.count()) > 0 || ((await this.thinking.textContent()) ?? '').includes('is thinking');
      await expect.poll(thinkingOrOver, CAP).toBe(true);
    }
    if (moment === 'just after a move') await this.expectProgressFrom(await this.moves.count());
  }

  /** Pause, Resume, the shelf, and back to the game: the robots go on. A game that has just ended
   * offers no Pause: the round ends there, and the next starts a new game. */
  async pauseResumeLeaveAndReturn() {
    // Pressed in the page's own turn, so that it is either still there or the game is over: the
    // robots never end the game between a look and a click.
    const paused = await this.page.evaluate(() => {
      const pause = document.querySelector<HTMLButtonElement>('[data-testid="robot-pause"]');
      pause?.click();
      return pause !== null;
    });
    if (!paused) {
      await expect(this.over).toBeVisible();
      return;
    }
    await expect(this.pause).toHaveText('Resume');
    await expect(this.thinking).toHaveText('');
    await this.pause.click();
    await expect(this.pause.filter({ hasText: 'Pause' }).or(this.over)).toBeVisible();
    const left = await this.moves.count();
    await this.page.getByTestId('home').click();
    await expect(this.page.getByTestId('shelf')).toBeVisible();
    // The game on screen was saved last: it heads the list.
    await this.page.getByTestId('resume').first().click();
    // Going on, or over if the robots finished the game before the trip to the shelf.
    await expect(this.pause.or(this.over)).toBeVisible();
    await expect.poll(() => this.moves.count()).toBeGreaterThanOrEqual(left);
    await this.expectProgressFrom(await this.moves.count());
  }

  async repeat(rounds: number) {
    for (let round = 0; round < rounds; round++) {
      if ((await this.over.count()) > 0) await this.start();
      await this.reach(MOMENTS[round % MOMENTS.length]);
      await this.pauseResumeLeaveAndReturn();
    }
  }
}

test('four robots at Abalone go on after Pause, Resume, the shelf and back, twenty times over', async ({ page }) => {
  test.setTimeout(900_000);
  const game = new RobotsOnlyGame(page, 'move', async () => {
    // Strong robots think for their whole time, easy ones answer at once: the player leaves
    // both while a robot thinks and while a move waits for the watching speed's pause.
    await startWithRobots(page, 'abalone', ['strong', 'easy', 'medium', 'easy'], async () => {
      await page.getByTestId('players-4').check({ force: true });
    });
    await expect(page.getByTestId('board')).toBeVisible();
  });
  await game.start();
  await page.getByTestId('robot-time-500').check({ force: true });
  await game.repeat(21);
});

test('two robots at Summy go on after Pause, Resume, the shelf and back', async ({ page }) => {
  test.setTimeout(600_000);
  const game = new RobotsOnlyGame(page, 'sheet-row', async () => {
    await startWithRobots(page, 'summy', ['strong', 'easy']);
    await expect(page.getByTestId('summy-board')).toBeVisible();
  });
  await game.start();
  await game.repeat(9);
});

test('robots with clocks go on thinking while the clock saves the running time', async ({ page }) => {
  // The clock writes its running time into the game every 5 s for the save. That is no new turn:
  // a strong robot that thinks for its whole 5 s must not be asked again, and again, until its
  // clock runs out.
  test.setTimeout(300_000);
  await startWithRobots(page, 'abalone', ['strong', 'strong'], async () => {
    await page.getByTestId('clock-5').check({ force: true });
  });
  await expect(page.getByTestId('board')).toBeVisible();
  await page.getByTestId('robot-time-5000').check({ force: true });
  const moves = page.getByTestId('move');
  const played = await moves.count();
  await expect.poll(() => moves.count(), { timeout: 120_000 }).toBeGreaterThanOrEqual(played + 2);
  await expect(page.getByTestId('game-over')).toHaveCount(0);
});

test('a robots-only game that is over offers no Pause', async ({ page }) => {
  // One push from the sixth marble off, with robots at both seats: the robot wins, and the
  // bar no longer says Pause, as if the game were only waiting.
  await page.goto('./');
  const record = JSON.parse(fixture('abalone-one-push-from-win.json'));
  record.tags = { ...record.tags, robots: 'strong,strong' };
  await page.evaluate((text) => localStorage.setItem('gameshelf.game.finishing', text), JSON.stringify(record));
  await page.goto('./#/play/finishing');
  // No shorter thinking time is set here: the robot may win before the setting's radio is
  // clicked, and a finished game's settings no longer change.
  await expect(page.getByTestId('game-over')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('robot-pause')).toHaveCount(0);
  await expect(page.getByTestId('robot-thinking')).toHaveText('');
});
