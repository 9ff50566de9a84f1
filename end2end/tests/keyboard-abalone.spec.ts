// Abalone by keyboard alone and with a screen reader: once a page has loaded, these tests only
// press keys. They follow the focus by the holes' accessible names and the moves by what the live
// region says.
import { type Page } from '@playwright/test';
import { test, expect, fixture, openSaved } from './fixtures';
import { AbalonePage } from './abalone-page';
import { expectAccessible } from './axe';
import { tabTo } from './keyboard';

const focused = (page: Page) => page.locator(':focus');

async function press(page: Page, key: string, name: string) {
  await page.keyboard.press(key);
  await expect(focused(page)).toHaveAttribute('aria-label', name);
}

test('a fresh game by keyboard: the new-game form, a side-step, and keys that follow the turned board', async ({
  page,
}) => {
  const abalone = new AbalonePage(page);
  const said = page.getByTestId('announcer');
  await page.goto('./');
  await tabTo(page, page.getByTestId('new-abalone'));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('turn-board'));
  await page.keyboard.press('Space');
  await expect(page.getByTestId('turn-board')).toBeChecked();
  await tabTo(page, page.getByTestId('start'));
  await page.keyboard.press('Enter');
  await expect(abalone.board).toBeVisible();

  // One tab stop on the board, in the middle; Down twice comes back to the same column.
  await abalone.tabIntoBoard();
  await expect(focused(page)).toHaveAttribute('aria-label', 'E5, empty');
  await press(page, 'ArrowDown', 'D4, empty');
  await press(page, 'ArrowDown', 'C4, black marble');
  await press(page, 'Space', 'C4, black marble, selected');
  await expect(said).toHaveText('Selected: C4.');
  await press(page, 'ArrowLeft', 'C3, black marble');
  await press(page, 'Enter', 'C3, black marble, selected');
  await expect(said).toHaveText('Selected: C4, C3.');
  await expect(abalone.board.locator('.marble.selected')).toHaveCount(2);
  // Of the two side-steps into D4, the hole says which one Enter plays; D3 has only the other.
  await press(page, 'ArrowUp', 'D3, empty, move here: C3C4D3');
  await press(page, 'ArrowRight', 'D4, empty, move here: C3C4D4');
  await expectAccessible(page, 'abalone game, two marbles selected');
  await press(page, 'ArrowLeft', 'D3, empty, move here: C3C4D3');
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('Black played C3C4D3. White to move.');
  await expect.poll(() => abalone.moves()).toEqual(['C3C4D3']);
  await expect(focused(page)).toHaveAttribute('aria-label', 'D3, black marble, moved last');

  // The board turns for White: on screen, right is now the engine's west, and up its south.
  await expect(abalone.board.locator('.rotor')).toHaveAttribute('data-rotation', '180');
  await press(page, 'ArrowRight', 'D2, empty');
  await press(page, 'ArrowUp', 'C2, empty');
  await abalone.arrowTo('G5');
  await press(page, 'Enter', 'G5, white marble, selected');
  await abalone.arrowTo('F5');
  await expect(focused(page)).toHaveAttribute('aria-label', 'F5, empty, move here: G5F5');
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('White played G5F5. Black to move.');
  await expect.poll(() => abalone.moves()).toEqual(['C3C4D3', 'G5F5']);
  await abalone.expectSide('F5', 'white');
  await expect(page.getByTestId('player-black').getByTestId('to-move')).toBeVisible();
});

test('a game won by keyboard alone, with its result, the review dialog and Escape', async ({ page }) => {
  const abalone = new AbalonePage(page);
  const said = page.getByTestId('announcer');
  await openSaved(page, 'abalone-one-push-from-win.json');
  await expect(page.getByTestId('pushed-off').first()).toHaveText('5');

  await abalone.tabIntoBoard();
  await expect(focused(page)).toHaveAttribute('aria-label', 'E5, empty');
  await press(page, 'ArrowUp', 'F5, white marble');
  await press(page, 'ArrowUp', 'G6, black marble');
  await press(page, 'ArrowLeft', 'G5, black marble');
  // A lone marble cannot push: the refusal is said, the selection stays until Escape.
  await press(page, 'Enter', 'G5, black marble, selected');
  await press(page, 'ArrowLeft', 'G4, white marble');
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('Not allowed: a single marble cannot push.');
  await expect(page.getByTestId('message')).toHaveText('Not allowed: a single marble cannot push.');
  await page.keyboard.press('Escape');
  await expect(said).toHaveText('Nothing selected.');
  await expect(abalone.board.locator('.marble.selected')).toHaveCount(0);

  // Home and End go to the ends of the row; three marbles in a line push two off the edge.
  await press(page, 'Home', 'G3, white marble');
  await press(page, 'End', 'G9, empty');
  await press(page, 'ArrowLeft', 'G8, white marble, moved last');
  await press(page, 'ArrowLeft', 'G7, black marble');
  await press(page, 'Enter', 'G7, black marble, selected');
  await press(page, 'ArrowLeft', 'G6, black marble');
  await press(page, 'Space', 'G6, black marble, selected');
  await press(page, 'ArrowLeft', 'G5, black marble');
  await press(page, 'Enter', 'G5, black marble, selected');
  await expect(said).toHaveText('Selected: G7, G6, G5.');
  await press(page, 'ArrowLeft', 'G4, white marble, move here: G7G6');
  await expectAccessible(page, 'abalone game, a push ready');
  await page.keyboard.press('Enter');

  await expect(said).toHaveText('Ada played G7G6, pushing off a white marble. Game over. Ada wins 6–0.');
  await expect(page.getByTestId('game-over')).toContainText('Ada wins 6–0');
  await expect(page.getByTestId('pushed-off').first()).toHaveText('6');
  // The result card takes the focus, on its first action.
  await expect(focused(page)).toHaveText('New game');
  await expectAccessible(page, 'abalone game over');

  // The review opens from the card by keyboard, and Escape closes it, back to the board.
  await tabTo(page, page.getByTestId('review'));
  await page.keyboard.press('Enter');
  const review = page.getByRole('dialog', { name: 'Review with the robot' });
  await expect(review).toBeVisible();
  await expect(page.getByTestId('review-start')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(review).toHaveCount(0);
  await expect(focused(page)).toHaveAttribute('aria-label', 'G4, black marble, moved last');
  await expect(page.getByTestId('result')).toContainText('Ada wins 6–0');
});

test('four players by keyboard: partners push together, and Escape puts the result card away', async ({ page }) => {
  const abalone = new AbalonePage(page);
  const said = page.getByTestId('announcer');
  await page.addInitScript((record) => {
    if (!localStorage.getItem('gameshelf.game.teams')) localStorage.setItem('gameshelf.game.teams', record);
  }, fixture('abalone-four-one-push-from-team-win.json'));
  await page.goto('./#/play/teams');
  await expect(page.getByTestId('player-blue').getByTestId('to-move')).toBeVisible();

  await abalone.tabIntoBoard();
  await abalone.arrowTo('F4');
  await press(page, 'Enter', 'F4, blue marble, selected');
  // The partner's marble in front is taken along; the white one beyond goes off the board.
  await press(page, 'ArrowLeft', 'F3, black marble');
  await press(page, 'Space', 'F3, black marble, selected');
  await press(page, 'ArrowLeft', 'F2, white marble, move here: F4F3');
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('Cy played F4F3, pushing off a white marble. Game over. Ada and Cy win 6–0.');
  await expect(page.getByTestId('game-over')).toContainText('Ada and Cy win 6–0');
  await expect(focused(page)).toHaveText('New game');

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('game-over')).toHaveCount(0);
  await expect(focused(page)).toHaveAttribute('aria-label', 'F2, black marble, moved last');
  await expectAccessible(page, 'four-player abalone game over');
});

test('marbles chosen by keyboard that cannot move say why, aloud and in sight', async ({ page }) => {
  const abalone = new AbalonePage(page);
  const said = page.getByTestId('announcer');
  await abalone.startGame();
  await abalone.tabIntoBoard();
  await abalone.arrowTo('A1');
  await press(page, 'Space', 'A1, black marble, selected');
  const why = 'This marble cannot move. Your own marbles are in the way. The edge of the board is in the way.';
  await expect(said).toHaveText(`Selected: A1. ${why}`);
  // The board's keys show in place of the usual hint, but not in place of this.
  await expect(page.getByTestId('status-hint')).toHaveText(why);
  await expect(page.getByTestId('status-hint')).toBeVisible();
  await expect(page.locator('.board-keys')).toBeVisible();
  // C5, which can move: the hint gives way to the keys again.
  await page.keyboard.press('Escape');
  await abalone.arrowTo('C5');
  await press(page, 'Enter', 'C5, black marble, selected');
  await expect(said).toHaveText('Selected: C5.');
  await expect(page.getByTestId('status-hint')).toBeHidden();
});
