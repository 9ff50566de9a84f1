import { test, expect } from './fixtures';
import { AbalonePage } from './abalone-page';

// Two tabs of one browser on the same saved game: the second is told, may continue there, and
// from then on only it saves; the first can take the game back with the moves played there.
test('two tabs on one game never overwrite each other', async ({ page, context }) => {
  const first = new AbalonePage(page);
  await first.startGame({ black: 'Eva', white: 'Adam' });
  await first.play(['A5', 'B5', 'C5'], 'A5B5');
  const url = page.url();
  const saved = () => page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('gameshelf.game.')));
  const [[key]] = await saved();
  const movesSaved = async () => JSON.parse((await page.evaluate((key) => localStorage.getItem(key), key)) ?? '{}').moves;

  // The second tab opens the same game: it is told, and covered until it continues.
  const other = await context.newPage();
  const second = new AbalonePage(other);
  await other.goto(url);
  await expect(other.getByTestId('other-tab')).toContainText('open in another tab');
  await expect(page.getByTestId('other-tab')).toHaveCount(0);

  // Continue here: the second tab takes the game, the first is covered and stops saving.
  await other.getByTestId('continue-here').click();
  await expect(other.getByTestId('other-tab')).toHaveCount(0);
  await expect(page.getByTestId('other-tab')).toContainText('goes on in another tab');
  await expect.poll(() => second.moves()).toEqual(['A5B5']);
  await second.play(['G5'], 'G5F5');
  await expect.poll(movesSaved).toEqual(['A5B5', 'G5F5']);

  // The first tab takes it back, with the move played in the second.
  await page.getByTestId('continue-here').click();
  await expect(page.getByTestId('other-tab')).toHaveCount(0);
  await expect.poll(() => first.moves()).toEqual(['A5B5', 'G5F5']);
  await expect(other.getByTestId('other-tab')).toContainText('goes on in another tab');
  await first.play(['C5', 'D5'], 'C5D5');
  await expect.poll(movesSaved).toEqual(['A5B5', 'G5F5', 'C5D5']);
});
