// The position editor: marbles placed by tap, by drag and by key, each refusal with its reason,
// and a game started from the position set up, or from a game's position.
import { test, expect } from './fixtures';
import { AbalonePage } from './abalone-page';

test('the editor places marbles by tap and by key, refuses what cannot be played, then plays it', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await page.goto('./');
  await page.getByTestId('set-up-position').click();
  const board = page.getByTestId('editor-board');
  const hole = (cell: string) => board.locator(`[data-hole="${cell}"]`);
  const marble = (cell: string) => board.locator(`.marble[data-cell="${cell}"]`);
  const refused = page.getByTestId('editor-refused');
  const play = page.getByTestId('play-position');
  // It opens on the standard layout.
  await expect(board.locator('.marble')).toHaveCount(28);
  await expect(page.getByTestId('editor-status')).toHaveText('Ready to play: 14 black and 14 white marbles on the board.');

  // A fifteenth white marble, by tap.
  await page.getByTestId('brush-white').check({ force: true });
  await hole('E5').click();
  await expect(marble('E5')).toHaveAttribute('data-side', 'white');
  await expect(hole('E5')).toHaveAttribute('aria-label', 'E5, white marble');
  await expect(refused).toHaveText('White has 15 marbles on the board: a side has only 14.');
  await expect(play).toBeDisabled();
  // Taken off by key, then a fifteenth black one put beside it by key.
  await hole('E5').press('Delete');
  await expect(marble('E5')).toHaveCount(0);
  await expect(refused).toHaveCount(0);
  await hole('E5').press('ArrowRight');
  await expect(hole('E6')).toBeFocused();
  await page.keyboard.press('b');
  await expect(marble('E6')).toHaveAttribute('data-side', 'black');
  await expect(refused).toHaveText('Black has 15 marbles on the board: a side has only 14.');
  await page.keyboard.press('Delete');
  await expect(marble('E6')).toHaveCount(0);

  // Black's A1 erased by tap: 13 black marbles with none pushed off is one short.
  await page.getByTestId('brush-erase').check({ force: true });
  await hole('A1').click();
  await expect(marble('A1')).toHaveCount(0);
  await expect(refused).toHaveText(
    'This position cannot be played: Black has 13 marbles on the board and 0 pushed off, where a side has 14.',
  );
  await expect(play).toBeDisabled();
  // White has pushed it off.
  await page.getByTestId('pushed-white-1').check({ force: true });
  await expect(refused).toHaveCount(0);
  // Six pushed off is a game already over.
  await page.getByTestId('pushed-black-6').check({ force: true });
  await expect(refused).toHaveText(
    'This position is already won: a side has pushed off six marbles, so there is nothing left to play.',
  );
  await expect(play).toBeDisabled();
  await page.getByTestId('pushed-black-0').check({ force: true });
  await page.getByTestId('to-move-white').check({ force: true });
  await expect(page.getByTestId('editor-fen')).toHaveValue('sssss/ssssss/2sss2/8/9/8/2SSS2/SSSSSS/1SSSS 0 1 w 0 1');

  await page.getByTestId('name-black').fill('Ada');
  await play.click();
  await expect(abalone.board).toBeVisible();
  await abalone.expectSide('A1', null);
  await abalone.expectSide('A2', 'black');
  await expect(page.getByTestId('player-black')).toContainText('Ada');
  await expect(page.getByTestId('player-white').getByTestId('to-move')).toBeVisible();
  await expect(page.getByTestId('pushed-off')).toHaveText(['0', '1']);
  await abalone.play(['G5'], 'G5F5');
  await expect.poll(() => abalone.moves()).toEqual(['G5F5']);
});

test('a marble dragged goes to the hole it is dropped on, or off the board; a short press is a tap', async ({ page }) => {
  await page.goto('./');
  await page.getByTestId('set-up-position').click();
  const board = page.getByTestId('editor-board');
  const hole = (cell: string) => board.locator(`[data-hole="${cell}"]`);
  const marble = (cell: string) => board.locator(`.marble[data-cell="${cell}"]`);
  const centre = async (cell: string) => {
    const box = await hole(cell).boundingBox();
    if (!box) throw new Error(`hole ${cell} is not on screen`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const drag = async (from: string, to: { x: number; y: number }) => {
    const start = await centre(from);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
  };
  await expect(board.locator('.marble')).toHaveCount(28);

  // Black's C3 carried to the empty E5: the brush (black) puts nothing anywhere.
  await drag('C3', await centre('E5'));
  await expect(marble('C3')).toHaveCount(0);
  await expect(marble('E5')).toHaveAttribute('data-side', 'black');
  await expect(hole('E5')).toBeFocused();
  await expect(board.locator('.marble')).toHaveCount(28);
  await expect(page.getByTestId('editor-status')).toHaveText('Ready to play: 14 black and 14 white marbles on the board.');

  // White's I5 dropped off the board, beyond its corner: taken away.
  const frame = await board.boundingBox();
  if (!frame) throw new Error('the board is not on screen');
  await drag('I5', { x: frame.x + frame.width / 2, y: frame.y + 2 });
  await expect(marble('I5')).toHaveCount(0);
  await expect(board.locator('.marble[data-side=white]')).toHaveCount(13);

  // A press that barely moves is a tap: the brush's white marble goes in the empty C3.
  await page.getByTestId('brush-white').check({ force: true });
  const c3 = await centre('C3');
  await page.mouse.move(c3.x, c3.y);
  await page.mouse.down();
  await page.mouse.move(c3.x + 2, c3.y + 1);
  await page.mouse.up();
  await expect(marble('C3')).toHaveAttribute('data-side', 'white');
});

test("a game's position opens in the editor, and a layout can be put on the board", async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame();
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await page.getByTestId('position-and-moves').click();
  await page.getByTestId('edit-position').click();
  const board = page.getByTestId('editor-board');
  await expect(board.locator('.marble[data-cell="D5"]')).toHaveAttribute('data-side', 'black');
  await expect(board.locator('.marble[data-cell="A5"]')).toHaveCount(0);
  // The address holds the position: a reload keeps it.
  await page.reload();
  await expect(board.locator('.marble[data-cell="D5"]')).toHaveAttribute('data-side', 'black');
  await expect(page.getByTestId('editor-fen')).toHaveValue('sssss/ssssss/2sss2/8/9/4S3/2SSS2/SSSSSS/SSSS1 0 0 w 0 1');

  await page.getByTestId('clear-board').click();
  await expect(board.locator('.marble')).toHaveCount(0);
  await expect(page.getByTestId('editor-refused')).toContainText('Black has 0 marbles on the board');
  await page.getByTestId('editor-layout').selectOption('belgian-daisy');
  await page.getByTestId('load-layout').click();
  await expect(board.locator('.marble')).toHaveCount(28);
  await expect(page.getByTestId('editor-fen')).toHaveValue('ss1SS/sssSSS/1ss1SS1/8/9/8/1SS1ss1/SSSsss/SS1ss 0 0 b 0 1');
});

test('a position pasted into the FEN box is set up; one that cannot be played is kept there with the reason', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('./');
  await page.getByTestId('set-up-position').click();
  const board = page.getByTestId('editor-board');
  const box = page.getByTestId('editor-fen');
  const refused = page.getByTestId('editor-fen-refused');
  await expect(box).toHaveValue('sssss/ssssss/2sss2/8/9/8/2SSS2/SSSSSS/SSSSS 0 0 b 0 1');

  // A row too short, pasted over the box's text: refused, the board and the text as they were.
  const short = 'sssss/ssssss/2sss2/8/9/8/2SSS2/SSSSSS/SSSS 0 0 b 0 1';
  await page.evaluate((text) => navigator.clipboard.writeText(text), short);
  await box.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect(refused).toHaveText(
    'This position cannot be played: row A has 4 holes, not 5. The board is as it was.',
  );
  await expect(box).toHaveValue(short);
  await expect(board.locator('.marble')).toHaveCount(28);
  await expect(board.locator('.marble[data-cell="A5"]')).toHaveAttribute('data-side', 'black');

  // Mended by typing: the position is set up, with its side to move and its scores.
  await box.press('End');
  // Back past " 0 0 b 0 1" and two of row A's marbles: an empty hole between them.
  for (let press = 0; press < 12; press++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('1');
  await expect(box).toHaveValue('sssss/ssssss/2sss2/8/9/8/2SSS2/SSSSSS/SS1SS 0 0 b 0 1');
  await expect(refused).toHaveText(
    'This position cannot be played: Black has 13 marbles on the board and 0 pushed off, where a side has 14. The board is as it was.',
  );
  // The Belgian daisy, White's I5 pushed off, White to move.
  const belgian = '1s1SS/sssSSS/1ss1SS1/8/9/8/1SS1ss1/SSSsss/SS1ss 1 0 w 0 1';
  await box.fill(belgian);
  await expect(refused).toHaveCount(0);
  await expect(box).toHaveValue(belgian);
  await expect(board.locator('.marble')).toHaveCount(27);
  await expect(board.locator('.marble[data-cell="I5"]')).toHaveCount(0);
  await expect(board.locator('.marble[data-cell="A4"]')).toHaveAttribute('data-side', 'white');
  await expect(page.getByTestId('to-move-white')).toBeChecked();
  await expect(page.getByTestId('pushed-black-1')).toBeChecked();
  await expect(page.getByTestId('editor-status')).toHaveText('Ready to play: 14 black and 13 white marbles on the board.');
});
