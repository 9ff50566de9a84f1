import { type Page } from '@playwright/test';
import { test, expect, openMenu, openRecord, openSaved, stubShareSheet } from './fixtures';
import { AbalonePage } from './abalone-page';
import { SCREENS, seed } from './screens';
import { holdRobotsThinking, startWithRobots } from './robots-page';

const STANDARD_BLACK = ['A1', 'A2', 'A3', 'A4', 'A5', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'C3', 'C4', 'C5'];

/** The four moves that bring a black pair up against a lone white marble on diagonal 5. */
async function openCentre(abalone: AbalonePage) {
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await abalone.play(['G5'], 'G5F5');
  await abalone.play(['C5', 'D5'], 'C5D5');
  await abalone.play(['I9', 'H9'], 'I9H9');
}

async function savedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('gameshelf.')).sort());
}


test('a new game starts from the chosen layout with the players named', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame({ black: 'Ada', white: 'Grace', layout: 'german-daisy' });
  await expect(page.getByTestId('player-black')).toContainText('Ada');
  await expect(page.getByTestId('player-white')).toContainText('Grace');
  await expect(page.getByTestId('player-black').getByTestId('to-move')).toBeVisible();
  await abalone.expectSide('B1', 'black');
  await abalone.expectSide('B5', 'white');
  await abalone.expectSide('A1', null);
  expect(await abalone.marbles()).toHaveLength(28);
});

test('tapping marbles and arrows plays moves, including a 2-1 push', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame();
  const black = (await abalone.marbles()).filter((m) => m.endsWith(':black')).map((m) => m.split(':')[0]);
  expect(black).toEqual([...STANDARD_BLACK].sort());

  await openCentre(abalone);
  // Two black marbles push the lone white one from F5 to G5.
  await abalone.play(['D5', 'E5'], 'D5E5');

  await abalone.expectSide('E5', 'black');
  await abalone.expectSide('F5', 'black');
  await abalone.expectSide('G5', 'white');
  await abalone.expectSide('D5', null);
  expect(await abalone.marbles()).toHaveLength(28);
  await expect.poll(() => abalone.moves()).toEqual(['A5B5', 'G5F5', 'C5D5', 'I9H9', 'D5E5']);
  await expect(page.getByTestId('player-white').getByTestId('to-move')).toBeVisible();
  // The last move stays marked: the two marbles that moved and the one pushed.
  await expect(abalone.board.locator('.last-ring')).toHaveCount(3);
  await expect(page.getByTestId('pushed-off')).toHaveText(['0', '0']);
});

test('a side-step by tapping a target hole, and moves by dragging', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame();
  // C3 and C4 selected, then the hole D4 tapped: the pair steps sideways to D4 and D5.
  await abalone.cell('C3').click();
  await abalone.cell('C4').click();
  await expect(abalone.board.locator('.arrow')).not.toHaveCount(0);
  await abalone.cell('D4').click();
  await expect.poll(() => abalone.moves()).toEqual(['C3C4D4']);
  await abalone.expectSide('D4', 'black');
  await abalone.expectSide('D5', 'black');
  await abalone.expectSide('C3', null);
  await abalone.expectSide('C4', null);

  // White drags the single marble G5 down into F5.
  await abalone.drag('G5', 'F5');
  await expect.poll(() => abalone.moves()).toEqual(['C3C4D4', 'G5F5']);
  await abalone.expectSide('F5', 'white');
  await abalone.expectSide('G5', null);

  // Black drags across B4 and C5 and on into the hole D6: the pair moves in line.
  await abalone.drag('B4', 'D6', ['C5']);
  await expect.poll(() => abalone.moves()).toEqual(['C3C4D4', 'G5F5', 'B4C5']);
  await abalone.expectSide('D6', 'black');
  await abalone.expectSide('C5', 'black');
  await abalone.expectSide('B4', null);
});

test('an illegal move is refused with the rule it breaks, and the position stays', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame();
  await openCentre(abalone);
  const before = await abalone.marbles();

  // E5 alone against the white marble on F5.
  await abalone.cell('E5').click();
  await abalone.cell('F5').click();
  await expect(page.getByTestId('message')).toHaveText('Not allowed: a single marble cannot push.');
  expect(await abalone.marbles()).toEqual(before);
  await expect.poll(() => abalone.moves()).toHaveLength(4);

  // A fourth marble in a line.
  for (const cell of ['A1', 'A2', 'A3']) await abalone.cell(cell).click();
  await abalone.cell('A4').click();
  await expect(page.getByTestId('message')).toHaveText('Not allowed: at most three marbles move.');
  await expect(abalone.board.locator('.marble.selected')).toHaveCount(3);

  // Dragging the selected line into its own marbles.
  await abalone.drag('A2', 'B2');
  await expect(page.getByTestId('message')).toHaveText('Not allowed: your own marble is in the way.');
  expect(await abalone.marbles()).toEqual(before);
  await expect.poll(() => abalone.moves()).toHaveLength(4);

  // A legal move afterwards clears the message.
  await abalone.play(['D5', 'E5'], 'D5E5');
  await expect(page.getByTestId('message')).toHaveCount(0);
});

test('undo and redo any number of moves', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame();
  const start = await abalone.marbles();
  await openCentre(abalone);
  const afterFour = await abalone.marbles();

  for (let i = 0; i < 4; i++) await page.getByTestId('undo').click();
  expect(await abalone.marbles()).toEqual(start);
  await expect.poll(() => abalone.moves()).toEqual([]);
  await expect(page.getByTestId('undo')).toBeDisabled();

  for (let i = 0; i < 3; i++) await page.getByTestId('redo').click();
  await expect.poll(() => abalone.moves()).toEqual(['A5B5', 'G5F5', 'C5D5']);
  await page.getByTestId('redo').click();
  expect(await abalone.marbles()).toEqual(afterFour);
  await expect(page.getByTestId('redo')).toBeDisabled();

  // A different move after an undo replaces what redo would have played.
  await page.getByTestId('undo').click();
  await abalone.play(['H9'], 'H9G9');
  await expect.poll(() => abalone.moves()).toEqual(['A5B5', 'G5F5', 'C5D5', 'H9G9']);
  await expect(page.getByTestId('redo')).toBeDisabled();
});

test('a reload brings back the position, the move list and the undo history', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame({ black: 'Ada', white: 'Grace' });
  await openCentre(abalone);
  await abalone.play(['D5', 'E5'], 'D5E5');
  await page.getByTestId('undo').click();
  const position = await abalone.marbles();
  const url = page.url();

  await page.reload();
  await expect(abalone.board).toBeVisible();
  expect(page.url()).toBe(url);
  expect(await abalone.marbles()).toEqual(position);
  await expect.poll(() => abalone.moves()).toEqual(['A5B5', 'G5F5', 'C5D5', 'I9H9']);
  await expect(page.getByTestId('player-black')).toContainText('Ada');
  // The move taken back before the reload can still be redone, and older ones undone.
  await page.getByTestId('redo').click();
  await expect.poll(() => abalone.moves()).toEqual(['A5B5', 'G5F5', 'C5D5', 'I9H9', 'D5E5']);
  await page.getByTestId('undo').click();
  await page.getByTestId('undo').click();
  await expect.poll(() => abalone.moves()).toEqual(['A5B5', 'G5F5', 'C5D5']);
});

test('the game just started resumes from the list with its latest moves', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame();
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await abalone.play(['G5'], 'G5F5');
  await page.getByTestId('home').click();
  await page.getByTestId('saved-game').first().getByTestId('resume').click();
  await expect.poll(() => abalone.moves()).toEqual(['A5B5', 'G5F5']);
});

test('the saved-games list resumes and deletes games', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame({ black: 'Ada', white: 'Grace' });
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  const position = await abalone.marbles();
  await page.getByTestId('home').click();

  await abalone.startGame({ black: 'Linus', white: 'Margaret' });
  await page.getByTestId('home').click();
  const rows = page.getByTestId('saved-game');
  await expect(rows).toHaveCount(2);
  const adaRow = rows.filter({ hasText: 'Ada vs Grace' });
  await expect(adaRow).toContainText('In progress');
  await expect(adaRow).toContainText('Grace to move');
  await expect(adaRow).toContainText('1 move');

  await adaRow.getByTestId('resume').click();
  expect(await abalone.marbles()).toEqual(position);
  await expect.poll(() => abalone.moves()).toEqual(['A5B5']);

  await page.getByTestId('home').click();
  const linusRow = rows.filter({ hasText: 'Linus vs Margaret' });
  await linusRow.getByTestId('delete').click();
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Ada vs Grace');
});

test('pushing off the sixth marble ends the game; the game replays move by move', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await openSaved(page, 'abalone-one-push-from-win.json');
  await expect(page.getByTestId('pushed-off').first()).toHaveText('5');
  const total = (await abalone.moves()).length;

  await abalone.pushOffTheSixth();

  await expect(page.getByTestId('game-over')).toContainText('Ada wins 6–');
  await expect(page.getByTestId('pushed-off').first()).toHaveText('6');
  // The newest move is scrolled into view in the move list.
  await expect(page.getByTestId('move').last()).toBeInViewport();
  await expect(abalone.board.locator('.arrow')).toHaveCount(0);
  await expect.poll(() => abalone.moves()).toHaveLength(total + 1);

  await page.getByTestId('replay').click();
  await expect(page.getByTestId('game-over')).toHaveCount(0);
  await expect(page.getByTestId('pushed-off')).toHaveText(['0', '0']);
  await page.getByTestId('next').click();
  await page.getByTestId('next').click();
  expect(await abalone.marbles()).toHaveLength(28);
  await page.getByTestId('last').click();
  await expect(page.getByTestId('game-over')).toBeVisible();
  // The result card can be put away to see the final position; the panel keeps the result.
  await page.getByTestId('close-result').click();
  await expect(page.getByTestId('game-over')).toHaveCount(0);
  await expect(page.getByTestId('result')).toContainText('Ada wins 6–');

  await page.getByTestId('home').click();
  await expect(page.getByTestId('saved-game').first()).toContainText('Ada won');
});

test('unreadable saves are reported and kept under their own key; the app still starts', async ({ page }) => {
  await page.goto('./');
  await page.evaluate(() => {
    localStorage.setItem('gameshelf.game.broken', '{"format": 1, "game": "abalone", "setup": {');
    localStorage.setItem('gameshelf.game.future', '{"format": 99, "game": "abalone"}');
    localStorage.setItem(
      'gameshelf.game.illegal',
      '{"format":1,"game":"abalone","setup":{"layout":"standard","players":["A","B"]},"moves":["A1A2"]}',
    );
  });
  await page.reload();
  await expect(page.getByTestId('shelf')).toBeVisible();
  const notice = page.getByTestId('unreadable-saves');
  await expect(notice).toContainText('"gameshelf.game.broken" could not be read');
  await expect(notice).toContainText('"gameshelf.unreadable.broken"');
  await expect(notice).toContainText('format 99, which this version cannot read');
  await expect(notice).toContainText('move 1 (A1A2): at most three marbles move');
  expect(await savedKeys(page)).toEqual([
    'gameshelf.unreadable.broken',
    'gameshelf.unreadable.future',
    'gameshelf.unreadable.illegal',
  ]);
  expect(await page.evaluate(() => localStorage.getItem('gameshelf.unreadable.future'))).toBe(
    '{"format": 99, "game": "abalone"}',
  );
  // New games still work and save beside the quarantined data.
  const abalone = new AbalonePage(page);
  await abalone.startGame();
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  expect((await savedKeys(page)).filter((key) => key.startsWith('gameshelf.game.'))).toHaveLength(1);
});

test('with storage full, a warning shows and the game goes on', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const abalone = new AbalonePage(page);
  await abalone.startGame();
  await expect(page.getByTestId('storage-warning')).toContainText('storage is full');
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await abalone.play(['G5'], 'G5F5');
  await expect.poll(() => abalone.moves()).toEqual(['A5B5', 'G5F5']);
});

test('with storage blocked, a warning shows and the game goes on', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const abalone = new AbalonePage(page);
  await abalone.startGame();
  await expect(page.getByTestId('storage-warning')).toContainText('not being saved');
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await expect.poll(() => abalone.moves()).toEqual(['A5B5']);
  // Leaving the game and coming back with the browser's back button keeps it in memory.
  await page.getByTestId('home').click();
  await expect(page.getByTestId('shelf')).toBeVisible();
  await page.goBack();
  await expect.poll(() => abalone.moves()).toEqual(['A5B5']);
});

test('moves slide into place, unless the player asks for reduced motion', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame();
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  const animation = () => abalone.marble('D5').evaluate((marble) => getComputedStyle(marble).animationName);
  expect(await animation()).toBe('slide');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await abalone.play(['G5'], 'G5F5');
  expect(await abalone.marble('F5').evaluate((marble) => getComputedStyle(marble).animationName)).toBe('none');
});

for (const [name, width, height] of [
  ['desktop', 1280, 800],
  ['tablet-portrait', 820, 1180],
] as const) {
  test(`screenshot of a game in progress, ${name} ${width}x${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const abalone = new AbalonePage(page);
    await abalone.startGame({ black: 'Ada', white: 'Grace' });
    await openCentre(abalone);
    await abalone.play(['D5', 'E5'], 'D5E5');
    await abalone.play(['H4', 'H5'], 'H4H5G3');
    await abalone.cell('C3').click();
    await abalone.cell('C4').click();
    // Everything a player needs is on screen, not clipped.
    for (const id of ['board', 'player-black', 'player-white', 'undo', 'move-list']) {
      await expect(page.getByTestId(id)).toBeInViewport();
    }
    await page.screenshot({ path: `artifacts/abalone-${name}.png` });
  });
}

/** Each arrow on the board: its move, the centre and the diameter on screen of the circle that
 * takes its taps, and how far its tip and its tail lie from the centre of `cell`'s marble, in
 * pixels. */
async function arrowsAround(abalone: AbalonePage, cell: string) {
  const marble = (await abalone.marble(cell).boundingBox())!;
  const centre = { x: marble.x + marble.width / 2, y: marble.y + marble.height / 2 };
  return abalone.board.locator('.arrow').evaluateAll(
    (arrows, centre) =>
      arrows.map((arrow) => {
        const path = arrow.querySelector('path') as SVGPathElement;
        const box = path.getBBox();
        const onScreen = (x: number, y: number) => new DOMPoint(x, y).matrixTransform(path.getScreenCTM()!);
        const distance = (x: number) => {
          const point = onScreen(x, box.y + box.height / 2);
          return Math.hypot(point.x - centre.x, point.y - centre.y);
        };
        const reach = arrow.querySelector('.arrow-hit') as SVGCircleElement;
        const matrix = reach.getScreenCTM()!;
        return {
          move: arrow.getAttribute('data-move'),
          at: onScreen(0, 0),
          diameter: 2 * reach.r.baseVal.value * Math.hypot(matrix.a, matrix.b),
          tip: distance(box.x + box.width),
          tail: distance(box.x),
          // Drawn pointing east before it is turned: as long as it is wide, it would not show which way.
          long: box.width / box.height,
        };
      }),
    centre,
  );
}

test.describe('on a phone, 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('each arrow points away from the marble it moves, and is a target of 32 px or more', async ({ page }) => {
    const abalone = new AbalonePage(page);
    await abalone.startGame();
    // C5 alone: east, north-east and north-west are open, each arrow a hole from the next.
    await abalone.cell('C5').tap();
    await expect(abalone.board.locator('.arrow')).toHaveCount(3);
    const arrows = await arrowsAround(abalone, 'C5');
    expect(arrows.map((arrow) => arrow.move).sort()).toEqual(['C5C6', 'C5D5', 'C5D6']);
    for (const arrow of arrows) {
      expect(arrow.diameter, arrow.move!).toBeGreaterThanOrEqual(32);
      expect(arrow.tip - arrow.tail, `${arrow.move} points away`).toBeGreaterThan(12);
      expect(arrow.long).toBeGreaterThan(1.3);
    }
    // No arrow's target overlaps another's.
    for (const a of arrows) {
      for (const b of arrows.filter((other) => other !== a)) {
        const gap = Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y);
        expect(gap, `${a.move} and ${b.move}`).toBeGreaterThanOrEqual((a.diameter + b.diameter) / 2);
      }
    }
    // A tap on an arrow plays its move.
    await abalone.arrow('C5D6').tap();
    await expect.poll(() => abalone.moves()).toEqual(['C5D6']);
    await abalone.expectSide('D6', 'black');
  });
});

test('marbles that cannot move show no arrow, and the line under the players says why', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame();
  const hint = page.getByTestId('status-hint');
  await expect(hint).toHaveText('Tap or drag across 1–3 of your marbles in a line.');
  // A1, in the corner: its own marbles above it, the edge below.
  await abalone.cell('A1').click();
  await expect(abalone.marble('A1')).toHaveClass(/selected/);
  await expect(abalone.board.locator('.arrow')).toHaveCount(0);
  await expect(hint).toHaveText(
    'This marble cannot move. Your own marbles are in the way. The edge of the board is in the way.',
  );
  await abalone.cell('A2').click();
  await abalone.cell('A3').click();
  await expect(hint).toHaveText(
    'These marbles cannot move. Your own marbles are in the way. The edge of the board is in the way.',
  );
  // C5 can move: the usual advice, and its arrows.
  await abalone.cell('C5').click();
  await expect(abalone.board.locator('.arrow')).toHaveCount(3);
  await expect(hint).toHaveText('Tap an arrow or a hole, or drag the marbles, to move.');
});

test('a lone marble boxed in by opponents it cannot push says so', async ({ page }) => {
  const abalone = new AbalonePage(page);
  // Black's C3 with White on D4, D3 and C2, its own marbles on the other sides.
  const start = 'sssss/ssssss/7/8/9/2ss4/1sSSS2/SSSSSS/SSSSS 0 0 b 0 1';
  const record = { format: 1, game: 'abalone', setup: { layout: 'standard', players: ['Ada', 'Grace'], start }, moves: [] };
  await openRecord(page, JSON.stringify(record));
  await expect(abalone.board).toBeVisible();
  await abalone.cell('C3').click();
  await expect(abalone.marble('C3')).toHaveClass(/selected/);
  await expect(abalone.board.locator('.arrow')).toHaveCount(0);
  await expect(page.getByTestId('status-hint')).toHaveText(
    "This marble cannot move. Your own marbles are in the way. A single marble cannot push the opponent's.",
  );
  // With C4, a pair: it pushes White's lone C2 westwards.
  await abalone.cell('C4').click();
  await expect(abalone.arrow('C4C3')).toHaveCount(1);
  await expect(page.getByTestId('status-hint')).toHaveText('Tap an arrow or a hole, or drag the marbles, to move.');
});

test('a hint is shown as advice; a refusal goes once the selection changes', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame();
  await openCentre(abalone);
  const message = page.getByTestId('message');

  // E5 alone against F5 is refused; putting E5 down takes the refusal away.
  await abalone.cell('E5').click();
  await abalone.cell('F5').click();
  await expect(message).toHaveText('Not allowed: a single marble cannot push.');
  await expect(message).toHaveClass(/illegal/);
  await abalone.cell('E5').click();
  await expect(abalone.board.locator('.marble.selected')).toHaveCount(0);
  await expect(message).toHaveCount(0);

  // Refused again, then a tap on an opponent's marble out of reach puts the selection down.
  await abalone.cell('E5').click();
  await abalone.cell('F5').click();
  await expect(message).toHaveText('Not allowed: a single marble cannot push.');
  await abalone.cell('I5').click();
  await expect(abalone.board.locator('.marble.selected')).toHaveCount(0);
  await expect(message).toHaveCount(0);

  // A hint is not an error.
  await page.getByTestId('hint').click();
  await expect(message).toContainText('Hint: ');
  await expect(message).toHaveClass(/info/);
  await expect(message).not.toHaveClass(/illegal/);
});

for (const screen of SCREENS.filter((screen) => / game$/.test(screen.name))) {
  test(`the rules open at their top: ${screen.name}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await seed(page);
    await screen.open(page);
    await openMenu(page);
    const opener = page.getByTestId('rules');
    await opener.click();
    const dialog = page.getByTestId('rules-dialog');
    await expect(dialog.locator('#rules-title')).toBeFocused();
    await expect(dialog.getByTestId('rules-text').locator('p:not([role])').first()).toBeVisible();
    // The rules are longer than the screen, and yet the dialog shows their start.
    expect(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
    await expect(dialog.locator('#rules-title')).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
}

/** Each player's name box as a share of its card's width, and whether the whole name shows. */
async function nameRoom(page: Page) {
  return page.locator('.seat-card').evaluateAll((cards) =>
    cards.map((card) => {
      const name = card.querySelector('.player-name') as HTMLElement;
      return {
        text: name.textContent,
        share: name.getBoundingClientRect().width / card.getBoundingClientRect().width,
        whole: name.scrollWidth <= name.clientWidth && name.getBoundingClientRect().right <= card.getBoundingClientRect().right,
      };
    }),
  );
}

for (const [name, width, height] of [
  ['desktop', 1280, 800],
  ['tablet-portrait', 820, 1180],
  ['phone', 390, 844],
] as const) {
  test(`long names keep the card's width beside a clock and a robot, ${name} ${width}x${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await startWithRobots(page, 'abalone', ['person', 'strong'], async () => {
      await page.getByTestId('name-black').fill('Schwarzenegger-Wolfenstein');
      await page.getByTestId('clock-5').check({ force: true });
    });
    await expect(page.getByTestId('player-black').getByTestId('clock')).toBeVisible();
    const room = await nameRoom(page);
    expect(room.map((seat) => seat.text)).toEqual(['Schwarzenegger-Wolfenstein', 'Robot 2 (strong)']);
    for (const seat of room) {
      expect(seat.whole).toBe(true);
      expect(seat.share).toBeGreaterThan(0.6);
    }
    if (name !== 'tablet-portrait') await page.screenshot({ path: `artifacts/abalone-long-names-${name}.png` });
  });
}

test('four long names each keep the width of their card', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await page.goto('./');
  await page.getByTestId('new-abalone').click();
  await page.getByTestId('players-4').check({ force: true });
  for (const colour of ['black', 'white', 'blue', 'red']) {
    await page.getByTestId(`name-${colour}`).fill(`Maximiliane ${colour}-Oberhuber`);
  }
  await page.getByTestId('clock-5').check({ force: true });
  await page.getByTestId('start').click();
  await expect(abalone.board).toBeVisible();
  const room = await nameRoom(page);
  expect(room).toHaveLength(4);
  for (const seat of room) {
    expect(seat.whole).toBe(true);
    expect(seat.share).toBeGreaterThan(0.6);
  }
});

test('a move limit shows how many moves are left', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await page.goto('./');
  await page.getByTestId('new-abalone').click();
  await page.getByTestId('move-limit-100').check({ force: true });
  await page.getByTestId('start').click();
  await expect(page.getByTestId('moves-left')).toHaveText('Move limit: 0 of 100 played, 100 left');
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await expect(page.getByTestId('moves-left')).toHaveText('Move limit: 1 of 100 played, 99 left');
});

test('a game without a move limit says nothing of one', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame();
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await expect(page.getByTestId('moves-left')).toHaveCount(0);
});

/** A game one move in, its share dialog open: the link the dialog shows. */
async function shareAfterAMove(page: Page): Promise<string> {
  const abalone = new AbalonePage(page);
  await abalone.startGame();
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await page.getByTestId('share').click();
  return page.getByTestId('share-link').inputValue();
}

test('the share dialog copies the link, or says why it could not', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const link = await shareAfterAMove(page);
  await page.getByTestId('copy-link').click();
  await expect(page.getByTestId('copy-outcome')).toHaveText('Copied: the link is on the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A browser that refuses: the reason is given, and the link stays there to copy by hand.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('Write permission denied'));
  });
  await page.getByTestId('copy-link').click();
  await expect(page.getByTestId('copy-outcome')).toHaveText(
    'Could not copy (Write permission denied). Select the link and copy it yourself.',
  );
  await expect(page.getByTestId('share-link')).toHaveValue(link);
  // Chromium on Linux has no share sheet, so no button for one.
  await expect(page.getByTestId('share-sheet')).toHaveCount(0);
});

test("where the browser has a share sheet, the share dialog hands it the link", async ({ page }) => {
  const sheet = await stubShareSheet(page);
  const link = await shareAfterAMove(page);
  await page.getByTestId('share-sheet').click();
  await expect.poll(sheet.shared).toEqual([{ url: link }]);
  await expect(page.getByTestId('share-outcome')).toHaveText('');
});

test('the board flips by hand, plays as well upside down, and stays flipped after a reload', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame();
  const flip = page.getByTestId('flip');
  const rotor = abalone.board.locator('.rotor');
  const height = async (cell: string) => (await abalone.cell(cell).boundingBox())!.y;
  await expect(flip).toHaveAttribute('aria-pressed', 'false');
  expect(await height('A1')).toBeGreaterThan(await height('I5'));

  await flip.click();
  await expect(flip).toHaveAttribute('aria-pressed', 'true');
  await expect(rotor).toHaveAttribute('data-rotation', '180');
  await abalone.atRest();
  // Black's home row is now at the top of the screen.
  expect(await height('A1')).toBeLessThan(await height('I5'));
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await expect.poll(() => abalone.moves()).toEqual(['A5B5']);

  await page.reload();
  await expect(flip).toHaveAttribute('aria-pressed', 'true');
  await expect(rotor).toHaveAttribute('data-rotation', '180');
  await flip.click();
  await expect(flip).toHaveAttribute('aria-pressed', 'false');
  // Half round on, the same way: upright again.
  await expect.poll(async () => Number(await rotor.getAttribute('data-rotation')) % 360).toBe(0);
  await abalone.atRest();
  expect(await height('A1')).toBeGreaterThan(await height('I5'));
});

test('arrow keys step through the moves and Ctrl+Z, Ctrl+Y undo and redo', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame();
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await abalone.play(['G5'], 'G5F5');
  await abalone.play(['C5', 'D5'], 'C5D5');
  const current = page.locator('.move.current');
  await expect(current).toHaveText('C5D5');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveText('G5F5');
  await expect(page.getByText('Viewing move 2 of 3')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(current).toHaveCount(0);
  await abalone.expectSide('A5', 'black');
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveText('A5B5');
  await page.keyboard.press('End');
  await expect(current).toHaveText('C5D5');
  await expect(page.getByText(/Viewing move/)).toHaveCount(0);

  await page.keyboard.press('Control+z');
  await expect.poll(() => abalone.moves()).toEqual(['A5B5', 'G5F5']);
  await page.keyboard.press('Control+y');
  await expect.poll(() => abalone.moves()).toEqual(['A5B5', 'G5F5', 'C5D5']);
  await page.keyboard.press('Control+z');
  await expect.poll(() => abalone.moves()).toEqual(['A5B5', 'G5F5']);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => abalone.moves()).toEqual(['A5B5', 'G5F5', 'C5D5']);

  // On the board, the arrows move the keyboard focus from hole to hole instead.
  await abalone.tabIntoBoard();
  const before = await page.locator(':focus').getAttribute('data-hole');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator(':focus')).not.toHaveAttribute('data-hole', before!);
  await expect(current).toHaveText('C5D5');
});

test('resigning asks twice, ends the game for good and is kept by a reload', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame({ black: 'Ada', white: 'Grace' });
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  const resign = page.getByTestId('resign');
  await resign.click();
  // The player to move resigns: Grace, on the second tap.
  await expect(resign).toHaveText('Sure? Grace resigns');
  await expect(page.getByTestId('game-over')).toHaveCount(0);
  await resign.click();
  await expect(page.getByTestId('game-over')).toContainText('Grace resigned: Ada wins');
  await expect(resign).toHaveCount(0);
  await expect(page.getByTestId('undo')).toBeDisabled();
  await expect(page.getByTestId('redo')).toBeDisabled();
  await page.reload();
  await expect(page.getByTestId('game-over')).toContainText('Grace resigned: Ada wins');
  await expect(page.getByTestId('undo')).toBeDisabled();
  await expect.poll(() => abalone.moves()).toEqual(['A5B5']);
});

test('against a robot, the person resigns, even while the robot thinks', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await holdRobotsThinking(page);
  await startWithRobots(page, 'abalone', ['strong', 'person']);
  await expect(abalone.board).toBeVisible();
  await expect(page.getByTestId('robot-thinking')).toContainText('is thinking');
  await page.getByTestId('resign').click();
  // White, the person, resigns, though Black is to move.
  const white = (await page.getByTestId('player-white').locator('.player-name').textContent())!;
  await expect(page.getByTestId('resign')).toHaveText(`Sure? ${white} resigns`);
  await page.getByTestId('resign').click();
  await expect(page.getByTestId('game-over')).toContainText(`${white} resigned: Robot 1 (strong) wins`);
  await expect(page.getByTestId('robot-thinking')).toHaveText('');
});
