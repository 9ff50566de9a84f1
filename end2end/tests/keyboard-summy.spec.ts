// Summy by keyboard alone: the last turn of `summy-last-turn.json` (see summy.spec.ts), where Adam
// lays 2 + 63 = 65 down column M through the = on the centre square and so ends the game, with
// every tile, operator and digit, typed by its key. Only the keyboard acts once the page is loaded.
import { test, expect } from './fixtures';
import { expectAccessible } from './axe';
import { TileGamePage } from './tile-game-page';
import { announced, listenToAnnouncer } from './announcer';
import { tabTo } from './keyboard';

test('the last turn laid by keyboard: signs and digits typed on the squares, one taken back, and the game over', async ({ page }) => {
  const summy = new TileGamePage(page, 'summy');
  await listenToAnnouncer(page);
  await summy.open('summy-last-turn.json');

  // The hand-over screen's button, then the board: its tab stop is the centre square.
  await tabTo(page, '[data-testid=reveal]');
  await page.keyboard.press('Enter');
  await expect(summy.rack).toBeVisible();
  await expect(summy.rack).toHaveAttribute('aria-label', "Adam's rack");
  await expect(summy.rack.getByRole('listitem')).toHaveCount(7);
  await summy.tabToBoard();
  await expect(summy.focused).toHaveAttribute('aria-label', 'M13, centre square, equals');
  await expect(summy.board.locator('[role=gridcell][tabindex="0"]')).toHaveCount(1);

  // Up the column: a digit and the plus sign typed on the squares lay them there.
  await page.keyboard.press('ArrowUp');
  await expect(summy.focused).toHaveAttribute('aria-label', 'M12, empty');
  await page.keyboard.type('3');
  await expect(summy.focused).toHaveAttribute('aria-label', 'M12, 3, laid this turn');
  await expect(page.getByTestId('announcer')).toHaveText('3 on M12.');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.type('6');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.type('+');
  await expect(summy.focused).toHaveAttribute('aria-label', 'M10, plus, laid this turn');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.type('2');
  await expect(summy.focused).toHaveAttribute('aria-label', 'M9, 2, laid this turn');
  await expect(page.getByTestId('draft-tile')).toHaveCount(4);

  // Enter takes the 2 back; chosen again in the rack by its key, Space lays it.
  await page.keyboard.press('Enter');
  await expect(summy.focused).toHaveAttribute('aria-label', 'M9, empty');
  await expect(page.getByTestId('announcer')).toHaveText('2 taken back from M9.');
  await expect(page.getByTestId('draft-tile')).toHaveCount(3);
  await tabTo(page, '[data-testid=rack-tile]');
  await page.keyboard.type('2');
  await expect(summy.rack.locator('[data-tile="2"][aria-pressed=true]')).toHaveCount(1);
  await summy.tabToBoard(true);
  await expect(summy.focused).toHaveAttribute('aria-label', 'M9, empty');
  await page.keyboard.press(' ');
  await expect(summy.focused).toHaveAttribute('aria-label', 'M9, 2, laid this turn');

  // Down past the =, the 6 and the 5 after it.
  await page.keyboard.press('PageDown');
  await expect(summy.focused).toHaveAttribute('aria-label', 'M14, empty');
  await page.keyboard.type('6');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('5');
  await expect(summy.focused).toHaveAttribute('aria-label', 'M15, 5, laid this turn');
  expect(await summy.equations()).toEqual(['2 + 63 = 65']);
  await expect(page.getByTestId('play')).toHaveText('Play for 22 points');
  await expectAccessible(page, 'summy game, a move laid by keyboard');

  // Play, by Enter on a square with no tile of this turn and no tile chosen: the last turn ends
  // the game, read out with the result.
  await page.keyboard.press('ArrowDown');
  await expect(summy.focused).toHaveAttribute('aria-label', 'M16, empty');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('winner')).toHaveText('Adam wins with 22');
  await expect(page.getByTestId('game-over')).toContainText('everyone else has had a last turn');
  await expect
    .poll(() => announced(page))
    .toContain(
      'Adam laid 2 on M9, plus on M10, 6 on M11, 3 on M12, 6 on M14 and 5 on M15 for 22 points. Game over: Adam wins with 22.',
    );
  await expect(summy.rack).toHaveCount(0);
  // The focus stays on the board.
  await expect(summy.focused).toHaveAttribute('role', 'gridcell');
  await expect(summy.focused).toHaveAttribute('aria-label', /^M16/);
  await expectAccessible(page, 'summy game over');
});
