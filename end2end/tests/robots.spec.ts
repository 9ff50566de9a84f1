// Robots: a person against a robot in each game, hints from the strong robot, undo giving the
// person their move back, a page that answers while a robot thinks, and a robots-only game
// watched to its end.
import { expect, test, type Page } from '@playwright/test';
import { AbalonePage } from './abalone-page';
import { fixture, openRecord } from './fixtures';
import { holdRobotsThinking, startWithRobots } from './robots-page';

/** The rows of a tile game's score sheet, as text. */
async function sheetRows(page: Page): Promise<string[]> {
  return page.getByTestId('sheet-row').allTextContents();
}

test('Abalone against a robot: it answers each move, and undo gives the person their move back', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await startWithRobots(page, 'abalone', ['person', 'easy']);
  await expect(abalone.board).toBeVisible();
  await expect(page.getByTestId('robot-bar')).toBeVisible();
  await page.getByTestId('robot-time-500').check({ force: true });
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  // White is the robot: its move follows, and Black is to move again.
  await expect(page.getByTestId('move')).toHaveCount(2);
  await expect(page.getByTestId('player-black').getByTestId('to-move')).toBeVisible();
  await expect(page.getByTestId('robot-thinking')).toHaveText('');
  const moves = await abalone.moves();
  expect(moves[0]).toBe('A5B5');
  // One undo takes back the robot's move and Black's before it.
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('move')).toHaveCount(0);
  await expect(page.getByTestId('player-black').getByTestId('to-move')).toBeVisible();
  await abalone.expectSide('A5', 'black');
  await abalone.expectSide('D5', null);
  // The robot's seat and level are kept with the game: after a reload it still answers.
  await page.reload();
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await expect(page.getByTestId('move')).toHaveCount(2);
});

test('Abalone hint: the strong robot chooses the marbles of its move', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await startWithRobots(page, 'abalone', ['person', 'person']);
  await page.getByTestId('robot-bar').waitFor({ state: 'detached' });
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('message')).toContainText('Hint: ');
  const hinted = (await page.getByTestId('message').textContent())!.match(/Hint: (\S+)\./)![1];
  // The hinted move's arrow is on the board, for the chosen marbles: tapping it plays the move.
  await abalone.arrow(hinted).click();
  await expect.poll(() => abalone.moves()).toEqual([hinted]);
});

test('Abaku against a robot: the hint lays the strong move, and the robot plays its turn', async ({ page }) => {
  // Eva starts with 4 7 2 4 1 (see abaku.spec.ts); Adam is a medium robot.
  const record = JSON.parse(fixture('abaku-two-players.json'));
  record.tags = { robots: '-,medium' };
  await openRecord(page, JSON.stringify(record));
  // One person at the table: no hand-over screen hides the rack.
  await expect(page.getByTestId('rack')).toBeVisible();
  await expect(page.getByTestId('handover')).toHaveCount(0);
  // With no hand-over, the panel says who drew what and that Eva starts.
  await expect(page.getByTestId('start-draw')).toContainText('Eva starts');
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('play')).toBeEnabled();
  await page.getByTestId('play').click();
  // Eva's turn and then the robot's are on the sheet, and Eva is to play again.
  await expect(page.getByTestId('sheet-row')).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByTestId('sheet-row').nth(1)).toContainText('Adam');
  await expect(page.getByTestId('status')).toContainText('Eva to play');
  await expect(page.getByTestId('rack')).toBeVisible();
  await expect(page.getByTestId('hint-count')).toContainText('Eva 1');
});

test('Summy against a robot: after the person passes, the robot takes its turn', async ({ page }) => {
  await startWithRobots(page, 'summy', ['strong', 'person']);
  await expect(page.getByTestId('summy-board')).toBeVisible();
  await expect(page.getByTestId('rack')).toBeVisible({ timeout: 60_000 });
  // Who drew what and who starts stays on show, whoever started, until the person has played.
  await expect(page.getByTestId('start-draw')).toBeVisible();
  await expect(page.getByTestId('start-draw')).toContainText(/ starts\./);
  const before = (await sheetRows(page)).length;
  await page.getByTestId('pass').click();
  await page.getByTestId('pass').click();
  await expect.poll(async () => (await sheetRows(page)).length, { timeout: 60_000 }).toBe(before + 2);
  await expect(page.getByTestId('start-draw')).toHaveCount(0);
  await expect(page.getByTestId('rack')).toBeVisible();
  // Undo takes back the robot's turn and the pass.
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await sheetRows(page)).length).toBe(before);
  await expect(page.getByTestId('rack')).toBeVisible();
});

test('Addique against a robot: the hint tries the strong move, and the robot plays its piece', async ({ page }) => {
  await startWithRobots(page, 'addique', ['person', 'easy']);
  await expect(page.getByTestId('addique-table')).toBeVisible();
  const pieces = page.locator('.piece.placed');
  await expect(page.getByTestId('hand')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('start-draw')).toBeVisible();
  const before = await pieces.count();
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('play')).toBeEnabled();
  await page.getByTestId('play').click();
  await expect(pieces).toHaveCount(before + 2, { timeout: 60_000 });
  await expect(page.getByTestId('hand')).toBeVisible();
  await expect(page.getByTestId('start-draw')).toHaveCount(0);
});

test('the page answers a click while a robot thinks', async ({ page }) => {
  // The robot is held thinking in its worker all through the test (holdRobotsThinking), so a
  // page that thought on its own thread could answer no click. (How fast the page answers is
  // measured by `make bench-browser`, not here.)
  await holdRobotsThinking(page);
  await startWithRobots(page, 'abalone', ['strong', 'person']);
  await expect(page.getByTestId('robot-thinking')).toContainText('is thinking');
  await page.getByTestId('flip').click();
  await expect(page.getByTestId('flip')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('rules').click();
  await expect(page.getByTestId('rules-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('rules-dialog')).toBeHidden();
  // Still thinking over the first move: the clicks were answered while the worker thought.
  await expect(page.getByTestId('robot-thinking')).toContainText('is thinking');
  await expect(page.getByTestId('move')).toHaveCount(0);
});

test('a robots-only Abalone game, watched at top speed, plays to its end', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await startWithRobots(page, 'abalone', ['easy', 'medium'], async () => {
    await page.getByTestId('move-limit-100').check({ force: true });
  });
  // Pausing stops the robots; resuming lets them go on. Paused at the watching speed, whose
  // pause between moves leaves the game going on: at top speed the robots may finish it before
  // a busy machine's click lands, and the Pause goes with the game.
  await expect.poll(() => page.getByTestId('move').count()).toBeGreaterThan(2);
  await page.getByTestId('robot-pause').click();
  await expect(page.getByTestId('robot-pause')).toHaveText('Resume');
  // A move the robot was already thinking about may still land; after it, none is asked for.
  await expect(page.getByTestId('robot-thinking')).toHaveText('');
  const paused = await page.getByTestId('move').count();
  // A round trip through the page (the rules opened and closed) gives a wrongly woken robot
  // every chance to move; paused, none does.
  await page.getByTestId('rules').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('rules-dialog')).toBeHidden();
  await expect(page.getByTestId('robot-thinking')).toHaveText('');
  await expect(page.getByTestId('move')).toHaveCount(paused);
  await page.getByTestId('speed-fast').check({ force: true });
  await page.getByTestId('robot-pause').click();
  await expect.poll(() => page.getByTestId('move').count()).toBeGreaterThan(paused);
  await expect(page.getByTestId('game-over')).toBeVisible({ timeout: 120_000 });
  const played = await abalone.moves();
  expect(played.length).toBeGreaterThan(0);
  expect(played.length).toBeLessThanOrEqual(100);
});

test('a finished game is reviewed turn by turn beside the strong robot', async ({ page }) => {
  // Addique's last turn: the hint plays the last piece, which ends the game.
  await page.goto('./');
  await page.evaluate(
    ([key, record]) => localStorage.setItem(key, record),
    ['gameshelf.game.fixture', fixture('addique-last-turn.json')],
  );
  await page.goto('./#/play/fixture');
  await page.getByTestId('reveal').click();
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('play')).toHaveText('Play for 39 points');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('winner')).toHaveText('Eva wins with 6904');
  const turns = await page.getByTestId('sheet-row').count();
  await page.getByTestId('review-start').click();
  const rows = page.getByTestId('review-row');
  await expect(rows).toHaveCount(turns - 1, { timeout: 60_000 });
  // The last turn was the robot's own choice, the only piece left: the same points.
  const last = rows.last().locator('td');
  await expect(last.nth(1)).toHaveText('Adam');
  await expect(last.nth(2)).toContainText('8514@');
  await expect(last.nth(2)).toHaveText((await last.nth(3).textContent())!);
  await expect(last.nth(4)).toHaveText('0');
});

test("Abalone's review rates each of the person's moves beside the robot's choice", async ({ page }) => {
  // A game of two moves (the move limit), Ada against an easy robot.
  const abalone = new AbalonePage(page);
  await abalone.openAgainstRobot(2);
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await expect(page.getByTestId('game-over')).toContainText('Move limit reached');
  await page.getByTestId('review').click();
  await page.getByTestId('review-start').click();
  const row = page.getByTestId('review-row');
  await expect(row).toHaveCount(1);
  const cells = row.locator('td');
  await expect(cells.nth(1)).toHaveText('Ada');
  await expect(cells.nth(2)).toContainText('A5B5');
  // The robot's move and each rating in marbles, and the change from its choice to Ada's.
  await expect(cells.nth(3)).toHaveText(/^[A-I]\d[A-I]\d([A-I]\d)? [+−]\d+\.\d\d$/);
  await expect(cells.nth(4)).toHaveText(/^[+−]\d+\.\d\d$/);
});

test("Abalone's review says a forced win in words, rates the same move alike, and shows a move's position", async ({ page }) => {
  // One push from the sixth marble: Ada pushes it off, as the robot would. The review thinks
  // about each of her 85 moves for at most half a second.
  test.setTimeout(300_000);
  const abalone = new AbalonePage(page);
  const record = JSON.parse(fixture('abalone-one-push-from-win.json'));
  record.tags = { robots: '-,easy' };
  await openRecord(page, JSON.stringify(record));
  // The game's screen (a chunk of its own) has arrived with its moves.
  await expect(page.getByTestId('pushed-off').first()).toHaveText('5');
  const total = (await abalone.moves()).length;
  await abalone.pushOffTheSixth();
  await expect(page.getByTestId('game-over')).toContainText('Ada wins 6–');
  await page.getByTestId('review').click();
  await page.getByTestId('review-start').click();
  const rows = page.getByTestId('review-row');
  await expect(rows).toHaveCount(Math.ceil((total + 1) / 2), { timeout: 120_000 });
  const last = rows.last().locator('td');
  await expect(last.nth(2)).toContainText('wins by force');
  await expect(last.nth(3)).toContainText('wins by force');
  await expect(last.nth(4)).toHaveText('—');
  // No rating reads as a thousand marbles.
  await expect(page.getByTestId('review')).not.toContainText('1000.');
  // A row's number shows the position before its move, with the result put away.
  await rows.last().getByTestId('review-show').click();
  await expect(page.getByTestId('review')).toHaveCount(0);
  await expect(page.getByTestId('game-over')).toHaveCount(0);
  await expect(page.getByTestId('pushed-off').first()).toHaveText('5');
  await expect(page.getByTestId('next')).toBeEnabled();
});

test("the hand-over after a robot's turn takes back the person's turn before it, the robot's with it", async ({ page }) => {
  // Eva, an easy robot and Adam: the robot plays between the two people's turns.
  const record = {
    format: 1,
    game: 'summy',
    setup: { players: ['Eva', 'Robot', 'Adam'], seed: 3 },
    moves: [],
    tags: { robots: '-,easy,-' },
  };
  await page.goto('./');
  await page.evaluate((record) => localStorage.setItem('gameshelf.game.three', record), JSON.stringify(record));
  await page.goto('./#/play/three');
  // People pass until the robot has played and the hand-over names its turn. The hand-over is
  // waited for when it passes the device to a person, so never while the robot is still to play.
  for (let turns = 0; turns < 3; turns++) {
    await expect(page.getByTestId('handover')).toContainText(/Pass to (Eva|Adam)/, { timeout: 60_000 });
    if ((await page.getByTestId('last-turn').count()) > 0 && (await page.getByTestId('last-turn').textContent())!.startsWith('Robot')) break;
    await page.getByTestId('reveal').click();
    await page.getByTestId('pass').click();
    await page.getByTestId('pass').click();
  }
  await expect(page.getByTestId('last-turn')).toContainText('Robot');
  // Not the robot's turn alone, which it would play again: Eva's, before Adam shows his rack.
  const turns = await page.getByTestId('sheet-row').count();
  await expect(page.getByTestId('handover-undo')).toHaveText("Undo Eva's turn");
  await page.getByTestId('handover-undo').click();
  await expect(page.getByTestId('handover')).toContainText('Pass to Eva');
  await expect(page.getByTestId('sheet-row')).toHaveCount(turns - 2);
  await expect(page.getByTestId('robot-thinking')).toBeEmpty();
});
