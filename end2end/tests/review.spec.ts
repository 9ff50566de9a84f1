// The review after a game (issue 16 §1): on a wide screen a table, a row a turn, whose number
// shows the board after that turn; on a phone one turn at a time, in words, under the board as it
// was then, with Previous and Next and the arrow keys. Abalone's review is a sheet at the foot of
// a phone's screen, under the position before each move.
import { test, expect } from './fixtures';
import { finishSummy } from './tile-game-page';
import { AbalonePage } from './abalone-page';

test('on a wide screen, the review is a table whose turn numbers show the board after them', async ({ page }) => {
  await finishSummy(page);
  await page.getByTestId('review-start').click();
  const rows = page.getByTestId('review-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('review-steps')).toBeHidden();
  await rows.first().getByTestId('review-show').click();
  await expect(page.getByTestId('viewing')).toContainText('The board after turn 1 of 16');
});

test.describe('on a phone, 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tile game is reviewed one turn at a time, in words, under its board', async ({ page }) => {
    const summy = await finishSummy(page);
    await page.getByTestId('review-start').tap();
    const steps = page.getByTestId('review-steps');
    const turn = steps.getByTestId('review-step-turn');
    const played = steps.getByTestId('review-step-played');
    await expect(page.locator('.review-table')).toBeHidden();
    await expect(turn).toHaveText('Turn 1: Eva');
    // Eva's sum in words, not notation, with its points; the robot's choice beside it.
    await expect(played).toHaveText(
      /^Played: 1 on H13, 2 on I13, plus on J13, 5 on K13, 2 on L13, 6 on N13 and 4 on O13 — \d+ points$/,
    );
    await expect(steps.getByTestId('review-step-robot')).toHaveText(/^The robot's choice: .+ on .+ — \d+ points$/);
    await expect(page.getByTestId('viewing')).toContainText('The board after turn 1 of 16');
    // The board and the turn share the screen, the page no wider than the phone.
    await expect(summy.board).toBeInViewport({ ratio: 0.9 });
    await expect(steps).toBeInViewport({ ratio: 1 });
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

    await expect(steps.getByTestId('review-previous')).toBeDisabled();
    await steps.getByTestId('review-next').tap();
    await expect(turn).toHaveText('Turn 2: Adam');
    await expect(played).toHaveText(/^Played: an exchange of 8 tiles/);
    await expect(page.getByTestId('viewing')).toContainText('The board after turn 2 of 16');
    await expect(steps).toBeInViewport({ ratio: 1 });
    // The arrow keys step too.
    await steps.getByTestId('review-next').press('ArrowRight');
    await expect(turn).toHaveText('Turn 3: Eva');
    await steps.getByTestId('review-next').press('ArrowLeft');
    await steps.getByTestId('review-next').press('ArrowLeft');
    await expect(turn).toHaveText('Turn 1: Eva');
    await expect(page.getByTestId('viewing')).toContainText('The board after turn 1 of 16');
  });

  test("Abalone's review is a sheet under the board, stepping the position before each move", async ({ page }) => {
    // Four moves (the move limit): Ada's two, each answered by an easy robot.
    const abalone = new AbalonePage(page);
    await abalone.openAgainstRobot(4);
    await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
    await expect(page.getByTestId('move-list').locator('.move')).toHaveCount(2);
    await abalone.play(['C3'], 'C3D3');
    await expect(page.getByTestId('game-over')).toContainText('Move limit reached');
    await page.getByTestId('review').tap();
    await page.getByTestId('review-start').tap();
    const steps = page.getByTestId('review-steps');
    const turn = steps.getByTestId('review-step-turn');
    await expect(turn).toHaveText('Turn 1: Ada');
    await expect(steps.getByTestId('review-step-played')).toHaveText(/^Played: A5B5 — [+−]\d+\.\d\d$/);
    await expect(page.locator('.status')).toContainText('Viewing move 0 of 4');
    // The board stays in view above the sheet.
    const board = (await abalone.board.boundingBox())!;
    const sheet = (await page.locator('.review-sheet .dialog').boundingBox())!;
    expect(board.y).toBeGreaterThanOrEqual(0);
    expect(board.y + board.height * 0.8).toBeLessThanOrEqual(sheet.y);
    await expect(steps.getByTestId('review-next')).toBeInViewport({ ratio: 1 });
    await steps.getByTestId('review-next').tap();
    await expect(turn).toHaveText('Turn 3: Ada');
    await expect(page.locator('.status')).toContainText('Viewing move 2 of 4');
    // The position before Ada's second move: C3 not yet moved on to D3.
    await expect(abalone.marble('C3')).toHaveAttribute('data-side', 'black');
    await expect(abalone.marble('D3')).toHaveCount(0);
    // The last turn disables Next: the arrow keys still step.
    await expect(steps.getByTestId('review-next')).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await expect(turn).toHaveText('Turn 1: Ada');
    await expect(page.locator('.status')).toContainText('Viewing move 0 of 4');
  });
});

test('a resigned game is reviewed to its end, and a robot then plays in the same tab', async ({ page }) => {
  // Ada (Black) against an easy robot: her move, its answer, then she resigns.
  const abalone = new AbalonePage(page);
  await abalone.openAgainstRobot(200);
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await expect(page.getByTestId('move-list').locator('.move')).toHaveCount(2);
  await page.getByTestId('resign').click();
  await page.getByTestId('resign').click();
  await expect(page.getByTestId('game-over')).toContainText('Ada resigned');
  await page.getByTestId('review').click();
  // The review's own action is the primary button, and has the focus; Close is secondary.
  await expect(page.getByTestId('review-start')).toHaveClass(/primary/);
  await expect(page.getByTestId('review-start')).toBeFocused();
  await expect(page.getByTestId('review-close')).not.toHaveClass(/primary/);
  await page.getByTestId('review-start').click();
  // Every turn of Ada's is reviewed, and the robot's wait is over.
  const rows = page.getByTestId('review-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('A5B5');
  await expect(page.getByText(/The robot is looking at/)).toHaveCount(0);

  // The robots of the tab still play: a new game against the easy robot gets its answer.
  const record = {
    format: 1,
    game: 'abalone',
    setup: { layout: 'standard', players: ['Ada', 'Robot'] },
    moves: [],
    tags: { robots: '-,easy' },
  };
  await page.evaluate((record) => localStorage.setItem('gameshelf.game.next', record), JSON.stringify(record));
  await page.goto('./#/play/next');
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await expect(page.getByTestId('move-list').locator('.move')).toHaveCount(2);
});
