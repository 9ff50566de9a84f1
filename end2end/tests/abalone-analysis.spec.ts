// The analysis board: opened from the editor, it reports deeper and deeper searches of the
// position with a legal-looking best line, stops and goes on when asked, and starts over on a
// position changed by a move tried on its board.
import { test, expect } from './fixtures';
import { AbalonePage } from './abalone-page';

/** A move in notation: two or three cells. */
const LINE = /^([A-I][1-9]){2,3}( ([A-I][1-9]){2,3})*$/;

test('the analysis reports its depth, evaluation and best line, stops, and starts over after a move', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await page.goto('./');
  await page.getByTestId('set-up-position').click();
  await page.getByTestId('analyse-position').click();
  await expect(page).toHaveURL(/#\/abalone\/analysis\/sssss\/ssssss\/2sss2\/8\/9\/8\/2SSS2\/SSSSSS\/SSSSS_0_0_b_0_1$/);

  const depth = page.getByTestId('analysis-depth');
  const toggle = page.getByTestId('analysis-toggle');
  // It goes on past its first depth by itself.
  await expect(depth).toHaveText(/^Depth ([2-9]|\d\d)$/);
  await expect(page.getByTestId('analysis-eval')).toHaveText(/^Evaluation for Black: ([+−]\d+\.\d\d|wins by force|loses by force)$/);
  await expect(page.getByTestId('analysis-line')).toHaveText(LINE);

  await toggle.click();
  await expect(toggle).toHaveText('Analyse');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  // A move tried on the board: the stopped analysis forgets the old position, and starts on
  // the new one when asked.
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await abalone.expectSide('D5', 'black');
  await expect(depth).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveText('Stop');
  await expect(depth).toHaveText(/^Depth \d+$/);
  await expect(page.getByTestId('analysis-line')).toHaveText(LINE);
});
