// Abaku by keyboard alone: a whole game against a robot started from the new-game form, and the
// joker's picker. Only the keyboard acts once the page is loaded; the page is read, never clicked.
import { test, expect } from './fixtures';
import { expectAccessible } from './axe';
import { TileGamePage } from './tile-game-page';
import { announced, listenToAnnouncer } from './announcer';
import { tabTo } from './keyboard';

test('a whole game against a robot from the new-game form, by keyboard alone', async ({ page }) => {
  // Some thirty turns, each robot's after a pause.
  test.setTimeout(600_000);
  const abaku = new TileGamePage(page, 'abaku');
  const rackTile = abaku.rack.getByTestId('rack-tile');
  const gameOver = page.getByTestId('game-over');
  await listenToAnnouncer(page);
  await page.goto('./');

  // The form: Eva against an easy robot.
  await tabTo(page, '[data-testid=new-abaku]');
  await page.keyboard.press('Enter');
  await tabTo(page, '[data-testid=name-1]');
  await page.keyboard.type('Eva');
  await tabTo(page, '[data-testid=seat-player-2]');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('seat-player-2')).toHaveValue('easy');
  await tabTo(page, '[data-testid=start]');
  await page.keyboard.press('Enter');
  await expect(abaku.board).toBeVisible();
  await expect(abaku.board).toHaveAttribute('role', 'grid');
  await expect(abaku.board.locator('[role=row]')).toHaveCount(15);
  await expect(abaku.board.locator('[role=gridcell]')).toHaveCount(225);
  // The draw may give the robot the first turn: Eva's rack shows once it is hers.
  await expect(abaku.rack).toBeVisible({ timeout: 60_000 });
  await expect(abaku.rack).toHaveAttribute('aria-label', "Eva's rack");
  await expect(abaku.rack.getByRole('listitem')).toHaveCount(5);

  // The board's one tab stop starts on the start square.
  await abaku.tabToBoard();
  await expect(abaku.focused).toHaveAttribute('aria-label', /^H8, start square, /);
  await expect(abaku.board.locator('[role=gridcell][tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Home');
  await expect(abaku.focused).toHaveAttribute('aria-label', 'A8, equation ×3, empty');
  await page.keyboard.press('Control+Home');
  await expect(abaku.focused).toHaveAttribute('aria-label', 'A1, equation ×3, empty');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(abaku.focused).toHaveAttribute('aria-label', 'D1, number ×3, empty');
  await expect(abaku.board.locator('[role=gridcell][tabindex="0"]')).toHaveAttribute('data-cell', 'D1');

  // The exchange by keyboard: its tiles come next, a digit's key picks one, Escape leaves.
  await tabTo(page, '[data-testid=exchange]');
  await page.keyboard.press('Enter');
  await expect(abaku.focused).toHaveAttribute('data-testid', 'rack-tile');
  const first = (await rackTile.first().getAttribute('data-tile'))!;
  await page.keyboard.type(first === '*' ? '?' : first);
  await expect(rackTile.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('confirm-exchange')).toHaveText('Exchange 1 tile');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('confirm-exchange')).toHaveCount(0);
  await expect(abaku.focused).toHaveAttribute('data-testid', 'exchange');
  await expect(rackTile.first()).toHaveAttribute('aria-pressed', 'false');

  // Each of Eva's turns: the hint's move if it has one, else a pass, until the game is over. The
  // first move the hint shows, Eva takes back tile by tile and lays again herself.
  const play = page.getByTestId('play');
  let laidByHand = false;
  let recalledByEscape = false;
  for (let turn = 0; turn < 60; turn++) {
    await expect(abaku.rack.or(gameOver)).toBeVisible({ timeout: 60_000 });
    if (await gameOver.isVisible()) break;
    await tabTo(page, '[data-testid=hint]');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('hint')).toHaveAttribute('aria-disabled', 'false', { timeout: 60_000 });
    if (!(await play.isEnabled())) {
      await expect(page.getByTestId('message')).toContainText('Hint: ');
      await tabTo(page, '[data-testid=pass]', { back: true });
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      continue;
    }
    if (!laidByHand) {
      await layHintByHand();
      laidByHand = true;
      // Ctrl+Enter plays the move laid out, straight from the board.
      await expect(abaku.focused).toHaveAttribute('role', 'gridcell');
      await page.keyboard.press('Control+Enter');
      // The turn is read out with who plays next, and the focus goes back to the board.
      await expect
        .poll(() => announced(page))
        .toContainEqual(expect.stringMatching(/^Eva laid .+ for \d+ points?\. Robot 2 \(easy\) to play\.$/));
      await expect(abaku.focused).toHaveAttribute('role', 'gridcell');
      // axe reads the page once the robot has answered: a move landing while it reads would
      // change the page under it.
      await expect(abaku.rack.or(gameOver)).toBeVisible({ timeout: 60_000 });
      await expectAccessible(page, 'abaku game, mid-game');
      continue;
    }
    if (!recalledByEscape) {
      // Escape on the board takes every tile laid back to the rack; the next round asks again.
      await abaku.tabToBoard(true);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('draft-tile')).toHaveCount(0);
      await expect(play).toBeDisabled();
      recalledByEscape = true;
      continue;
    }
    await tabTo(page, '[data-testid=play]', { back: true });
    await page.keyboard.press('Enter');
  }
  expect(laidByHand).toBe(true);
  expect(recalledByEscape).toBe(true);

  async function layHintByHand() {
    const points = await play.textContent();
    const laid = abaku.board.locator('[role=gridcell][aria-label$=", laid this turn"]');
    const hinted = await laid.evaluateAll((cells) =>
      cells.map((cell) => {
        const label = cell.getAttribute('aria-label')!.split(', ');
        return { square: cell.getAttribute('data-cell')!, tile: label[label.length - 2] };
      }),
    );
    expect(hinted.length).toBeGreaterThan(0);
    await expect.poll(() => announced(page)).toContainEqual(expect.stringMatching(/^Hint laid out: /));
    // Enter on each hinted square takes its tile back.
    await abaku.tabToBoard(true);
    for (const { square } of hinted) {
      await abaku.arrowTo(square);
      await page.keyboard.press('Enter');
      await expect(abaku.focused).toHaveAttribute('aria-label', /, empty$/);
    }
    await expect(page.getByTestId('draft-tile')).toHaveCount(0);
    await expect(page.getByTestId('announcer')).toHaveText(/ taken back from /);

    // The first tile chosen in the rack by its key, then laid with Space on its square...
    const [head, ...rest] = hinted;
    const key = (tile: string) => (tile.startsWith('joker') ? '?' : tile);
    const jokerDigit = (tile: string) => tile.replace('joker as ', '');
    await tabTo(page, '[data-testid=rack-tile]');
    await page.keyboard.type(key(head.tile));
    await expect(abaku.rack.locator('[aria-pressed=true]')).toHaveCount(1);
    await abaku.tabToBoard(true);
    await abaku.arrowTo(head.square);
    await page.keyboard.press(' ');
    if (head.tile.startsWith('joker')) {
      await expect(page.getByTestId('joker-picker')).toBeVisible();
      await page.keyboard.type(jokerDigit(head.tile));
    }
    await expect(abaku.focused).toHaveAttribute('aria-label', new RegExp(`^${head.square}, .*${head.tile}, laid this turn$`));
    await expect(page.getByTestId('announcer')).toHaveText(`${head.tile} on ${head.square}.`);
    // ...and the others typed straight onto theirs.
    for (const { square, tile } of rest) {
      await abaku.arrowTo(square);
      await page.keyboard.type(key(tile));
      if (tile.startsWith('joker')) {
        await expect(page.getByTestId('joker-picker')).toBeVisible();
        await page.keyboard.type(jokerDigit(tile));
      }
      await expect(abaku.focused).toHaveAttribute('aria-label', new RegExp(`^${square}, .*${tile}, laid this turn$`));
    }
    await expect(play).toHaveText(points!);
    await expectAccessible(page, 'abaku game, a move laid by keyboard');
  }

  // The end, shown and read out.
  await expect(gameOver).toBeVisible();
  await expect(page.getByTestId('winner')).toHaveText(/ (wins|share first place) with -?\d+$/);
  const winner = await page.getByTestId('winner').textContent();
  const said = await announced(page);
  expect(said.filter((text) => text.startsWith('Robot 2 (easy) '))).not.toHaveLength(0);
  expect(said[said.length - 1]).toMatch(new RegExp(`Game over: ${winner!.replace(/[()]/g, '\\$&')}\\.$`));
  await expect(abaku.rack).toHaveCount(0);
  await expectAccessible(page, 'abaku game over');
});

test("the joker's picker by keyboard: Escape puts the joker back, a digit's key chooses", async ({ page }) => {
  // The solo player holds 7 5 3 1 and the joker (see abaku.spec.ts).
  const abaku = new TileGamePage(page, 'abaku');
  await abaku.open('abaku-solo-joker.json');
  await abaku.tabToBoard();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('3');
  await expect(abaku.focused).toHaveAttribute('aria-label', 'G8, 3, laid this turn');
  await page.keyboard.press('ArrowRight');

  // ? lays the joker, and the picker takes the focus; Escape sends the joker back to the rack.
  await page.keyboard.type('?');
  const picker = page.getByTestId('joker-picker');
  await expect(picker).toBeVisible();
  await expect(picker).toHaveAttribute('aria-modal', 'true');
  await expect(abaku.focused).toHaveAttribute('data-testid', 'joker-digit-0');
  // Tab goes round within the picker.
  await page.keyboard.press('Shift+Tab');
  await expect(abaku.focused).toHaveText('Cancel');
  await page.keyboard.press('Tab');
  await expect(abaku.focused).toHaveAttribute('data-testid', 'joker-digit-0');
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(abaku.focused).toHaveAttribute('aria-label', 'H8, start square, empty');
  await expect(abaku.tile('*')).toBeVisible();

  // j lays it again; 9 makes it a 9: 3² = 9.
  await page.keyboard.type('j');
  await expect(picker).toBeVisible();
  await page.keyboard.type('9');
  await expect(picker).toHaveCount(0);
  await expect(abaku.focused).toHaveAttribute('aria-label', 'H8, start square, joker as 9, laid this turn');
  await expect(page.getByTestId('announcer')).toHaveText('joker as 9 on H8.');
  expect(await abaku.equations()).toEqual(['3² = 9']);

  // A digit the rack does not hold is refused, and said so.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('8');
  await expect(page.getByTestId('message')).toHaveText('Tile 8: not on your rack.');
  await expect(abaku.focused).toHaveAttribute('aria-label', 'I8, empty');
});
