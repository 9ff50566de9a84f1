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
