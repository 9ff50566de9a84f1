// Addique by keyboard alone, as a screen reader hears it: a whole game against a robot, from the
// new-game form to the result. After the first page load only the keyboard is used: Tab through
// the form, then keys 1, 2, 3 choose a piece of the hand, the arrows move the focus over the
// table's grid of spots, Enter or Space moves on to Play for that spot, and Enter there places the piece. The focused cell's name, the live
// region's announcements and axe are checked along the way.
import { test, expect } from './fixtures';
import { expectAccessible } from './axe';
import { announced, listenToAnnouncer } from './announcer';
import { tabTo } from './keyboard';

// A spot's name: its centre as moves write it, the piece, what it scores there, the numbers.
const SPOT = /^(-?\d+),(-?\d+): (\d{4}) here (scores \d+ points?; |makes no number, 0 points$)/;
// A piece's name on the table.
const PIECE = /^-?\d+,-?\d+: piece \d{4}, \d on top, \d right, \d below, \d left/;

test('a whole game of Addique against a robot, by keyboard alone', async ({ page }) => {
  test.setTimeout(300_000);
  await listenToAnnouncer(page);
  await page.goto('./#/addique/new');
  await expect(page.getByTestId('new-game-form')).toBeVisible();

  // The form: two players, Eva and an easy robot.
  await tabTo(page, '[data-testid="name-1"]');
  await page.keyboard.type('Eva');
  await tabTo(page, '[data-testid="seat-player-2"]');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('seat-player-2')).toHaveValue('easy');
  await tabTo(page, '[data-testid="start"]');
  await page.keyboard.press('Enter');

  const table = page.getByTestId('addique-table');
  const hand = page.getByTestId('hand');
  const focused = page.locator(':focus');
  const announcer = page.getByTestId('announcer');
  const winner = page.getByTestId('winner');
  await expect(table).toBeVisible();
  await expect(table).toHaveAttribute('role', 'grid');

  // One tab stop on the table: a piece played, named by its centre and digits.
  await tabTo(page, '[data-testid="addique-table"] [role="gridcell"]');
  await expect(focused).toHaveAttribute('aria-label', PIECE);
  await expect(table.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);

  let turns = 0;
  for (;;) {
    // Eva's turn, or the end after the robot's.
    await expect(hand.or(winner)).toBeVisible({ timeout: 60_000 });
    if (await winner.isVisible()) break;
    const placed = await table.locator('.piece.placed').count();
    if (turns > 0) {
      await expect(announcer).toContainText(/^Robot 2 \(easy\) placed \d{4} at -?\d+,-?\d+ for \d+ points?\. Eva to play\./);
    }

    // The focus stayed on the table through the robot's turn.
    await expect(focused).toHaveAttribute('role', 'gridcell');
    const pieces = hand.getByTestId('hand-piece');
    const held = await pieces.count();
    const key = (turns % held) + 1;
    const piece = (await pieces.nth(key - 1).getAttribute('data-piece')) ?? '';
    await expect(pieces.nth(key - 1)).toHaveAttribute('aria-label', new RegExp(`^Piece ${piece}: .* left\\. Key ${key}$`));

    if (turns === 0) {
      await expect(hand).toHaveAttribute('aria-label', "Eva's hand");
      // A piece chosen and put back with Escape: the focus returns to the pieces.
      await page.keyboard.press(String(key));
      await expect(focused).toHaveAttribute('aria-label', SPOT);
      await expect(pieces.nth(key - 1)).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Escape');
      await expect(focused).toHaveAttribute('aria-label', PIECE);
      await expect(pieces.nth(key - 1)).toHaveAttribute('aria-pressed', 'false');
      await expect(table.getByTestId('ghost')).toHaveCount(0);
    }

    await page.keyboard.press(String(key));
    await expect(pieces.nth(key - 1)).toHaveAttribute('aria-pressed', 'true');
    await expect(focused).toHaveAttribute('aria-label', new RegExp(`^-?\\d+,-?\\d+: ${piece} here `));
    // The grid's cells are the outlines where the piece fits.
    await expect(table.locator('[role="gridcell"]')).toHaveCount(await table.getByTestId('ghost').count());

    // Move the focus about: each spot it reaches tries the piece there.
    const label = async () => (await focused.getAttribute('aria-label')) ?? '';
    const moves = [['ArrowRight', 'ArrowDown'], ['ArrowLeft', 'ArrowUp'], ['ArrowDown'], ['End', 'ArrowUp']];
    for (const arrow of moves[turns % 4]) {
      const before = await label();
      await page.keyboard.press(arrow);
      await expect(focused).toHaveAttribute('aria-label', SPOT);
      const after = await label();
      if (after !== before) {
        const [, x, y] = SPOT.exec(after) ?? [];
        await expect(table.locator(`.piece.trial[data-piece="${piece}"][data-at="${x},${y}"]`)).toHaveCount(1);
      }
    }
    const [name, x, y] = SPOT.exec(await label()) ?? [];
    expect(name, 'the focus is on a spot').toBeTruthy();
    const points = /scores (\d+) point/.exec(await label())?.[1] ?? '0';
    const unit = points === '1' ? 'point' : 'points';
    await expect(page.getByTestId('play')).toHaveText(`Play for ${points} ${unit}`);
    if (turns === 3) await expectAccessible(page, 'the addique game, a spot focused');

    // Enter (or Space) on the spot takes the focus to Play, as a tapped spot waits for a tap on
    // it: nothing is placed until Enter confirms there.
    await page.keyboard.press(turns % 2 === 0 ? 'Enter' : ' ');
    await expect(focused).toHaveAttribute('data-testid', 'play');
    await expect(focused).toHaveText(`Play for ${points} ${unit}`);
    await expect(table.locator(`.piece.placed[data-piece="${piece}"][data-at="${x},${y}"]`)).toHaveCount(0);
    await page.keyboard.press('Enter');
    turns += 1;
    // The robot may answer at once: count Eva's piece, not the table's.
    await expect(table.locator(`.piece.placed[data-piece="${piece}"][data-at="${x},${y}"]`)).toHaveCount(1);
    await expect.poll(() => table.locator('.piece.placed').count()).toBeGreaterThan(placed);
    if (placed + 1 < 48) {
      // Eva's move is read out before the robot's answer replaces it: the announcer's history.
      await expect
        .poll(() => announced(page))
        .toContain(`Eva placed ${piece} at ${x},${y} for ${points} ${unit}. Robot 2 (easy) to play.`);
      // The focus stays on the table, on the piece just placed (the robot's answer leaves it there).
      await expect(focused).toHaveAttribute('aria-label', new RegExp(`^${x},${y}: piece ${piece}, `));
    }
  }

  // Every piece is on the table and the result is shown and announced.
  await expect(table.locator('.piece.placed')).toHaveCount(48);
  expect(turns).toBeGreaterThanOrEqual(23);
  await expect(winner).toHaveText(/wins with \d+|share first place/);
  await expect(page.getByTestId('game-over')).toContainText('All 48 pieces are on the table');
  await expect(announcer).toContainText(
    /placed the last piece, \d{4} at -?\d+,-?\d+, for \d+ points?\. Game over: .* Final scores: (Eva|Robot)/,
  );
  await expect(hand).toHaveCount(0);
  // The finished table can still be read piece by piece.
  await expect(focused).toHaveAttribute('aria-label', PIECE);
  await page.keyboard.press('Control+Home');
  await expect(focused).toHaveAttribute('aria-label', PIECE);
  await expectAccessible(page, 'the finished addique game');
});
