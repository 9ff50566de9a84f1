// Robots at the table, as a player seats them: the new-game form's seat choices.
import type { Page } from '@playwright/test';

/** Starts a new game of `game` from the shelf with the seats' players: 'person' or a level. */
export async function startWithRobots(page: Page, game: string, seats: string[], setup?: () => Promise<void>) {
  await page.goto('./');
  await page.getByTestId(`new-${game}`).click();
  if (setup) await setup();
  for (const [index, player] of seats.entries()) {
    await page.getByTestId(`seat-player-${index + 1}`).selectOption(player);
  }
  await page.getByTestId('start').click();
}

/** Holds every robot thinking for as long as the test runs: each request the page hands the
 * robots' worker asks for ten minutes a move, and the page's watchdog (which would replace a
 * worker still on a request that long) is held off. A test that acts while a robot thinks then
 * waits for the thinking itself, however busy the machine, rather than racing the robot's move.
 * Call before the page loads. */
export async function holdRobotsThinking(page: Page) {
  await page.addInitScript(() => {
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message: unknown, ...rest: any[]) {
      const held = typeof message === 'string' ? message.replace(/"time_ms":\d+/, '"time_ms":600000') : message;
      return post.call(this, held, ...rest);
    };
    const setTimeoutOf = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: any[]) =>
      setTimeoutOf(handler, (ms ?? 0) >= 30_000 ? 3_600_000 : ms, ...args)) as typeof window.setTimeout;
  });
}
