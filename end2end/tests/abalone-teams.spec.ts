import { test, expect, fixture } from './fixtures';
import { AbalonePage } from './abalone-page';



test('three players: a line of three pushes two marbles of two colours', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame({ players: 3 });
  await expect(page.getByTestId('player-blue')).toBeVisible();
  expect(await abalone.marbles()).toHaveLength(33);
  // Black, White and Blue in turn; found by the engine as a short way to a mixed push.
  const moves: [string[], string][] = [
    [['H6', 'I6'], 'I6H6'],
    [['A4', 'B5', 'C6'], 'A4C6B4'],
    [['C1', 'C2'], 'C1C2'],
    [['G6', 'H7'], 'G6H7F6'],
    [['D6', 'D7'], 'D7D6'],
    [['B1', 'C2'], 'B1C2'],
    [['H4'], 'H4G3'],
    [['D5'], 'D5E5'],
    [['C3', 'D3'], 'C3D3D4'],
  ];
  for (const [cells, notation] of moves) await abalone.play(cells, notation);
  await abalone.expectSide('E5', 'white');
  await abalone.expectSide('D4', 'blue');
  await expect(page.getByTestId('player-black').getByTestId('to-move')).toBeVisible();

  await abalone.play(['F6', 'G7', 'H8'], 'H8G7');
  await abalone.expectSide('D4', 'white');
  await abalone.expectSide('C3', 'blue');
  for (const cell of ['E5', 'F6', 'G7']) await abalone.expectSide(cell, 'black');
  await abalone.expectSide('H8', null);
  expect(await abalone.marbles()).toHaveLength(33);
  await expect.poll(() => abalone.moves()).toHaveLength(10);
  await expect(page.getByTestId('player-white').getByTestId('to-move')).toBeVisible();
});

test('four players: partners move together, the trailing marble must be your own, and a team wins', async ({
  page,
}) => {
  const abalone = new AbalonePage(page);
  await page.addInitScript((record) => {
    if (!localStorage.getItem('gameshelf.game.teams')) localStorage.setItem('gameshelf.game.teams', record);
  }, fixture('abalone-four-one-push-from-team-win.json'));
  await page.goto('./#/play/teams');
  await expect(page.getByTestId('team-1')).toContainText('Ada');
  await expect(page.getByTestId('team-1')).toContainText('Cy');
  await expect(page.getByTestId('team-1')).toContainText('5 of 6 pushed off');
  await expect(page.getByTestId('player-blue').getByTestId('to-move')).toBeVisible();

  // Blue taps Black's marble alone and tries to move it: a partner's marble cannot lead from behind.
  await abalone.cell('F3').click();
  await abalone.cell('G4').click();
  await expect(page.getByTestId('message')).toHaveText(
    'Not allowed: the marble at F3 belongs to your partner: the trailing marble must be yours.',
  );

  // F3 stays selected; with Blue's F4 behind it, the pair pushes the red marble on F2 off the
  // board: the sixth for the team.
  await abalone.cell('F4').click();
  await expect(abalone.board.locator('.marble.selected')).toHaveCount(2);
  await abalone.arrow('F4F3').click();
  await abalone.expectSide('F3', 'blue');
  await abalone.expectSide('F2', 'black');
  await expect(page.getByTestId('game-over')).toContainText('Ada and Cy win 6–0');
  await expect(page.getByTestId('team-1')).toContainText('6 of 6 pushed off');

  // The finished game keeps its result across a reload and in the list.
  await page.reload();
  await expect(page.getByTestId('game-over')).toContainText('Ada and Cy win 6–0');
  await page.getByTestId('close-result').click();
  await page.getByTestId('home').click();
  await expect(page.getByTestId('saved-game').first()).toContainText('Ada and Cy won');
});

test('four players with partners playing one after the other', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await page.goto('./');
  await page.getByTestId('new-abalone').click();
  await page.getByTestId('players-4').check({ force: true });
  await page.getByTestId('turn-order-partners-consecutive').check({ force: true });
  await page.getByTestId('start').click();
  await expect(page.getByTestId('player-black').getByTestId('to-move')).toBeVisible();
  await abalone.play(['C4', 'C5'], 'C4C5D4');
  // Black's partner, Blue, moves next.
  await expect(page.getByTestId('player-blue').getByTestId('to-move')).toBeVisible();
});

for (const [players, width, height] of [
  [3, 1280, 800],
  [3, 820, 1180],
  [4, 1280, 800],
  [4, 820, 1180],
] as const) {
  test(`screenshot of a ${players}-player game, ${width}x${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const abalone = new AbalonePage(page);
    await abalone.startGame({ players });
    for (const id of ['board', 'player-black', 'player-white', 'player-blue', 'undo']) {
      await expect(page.getByTestId(id)).toBeInViewport();
    }
    await page.screenshot({ path: `artifacts/abalone-${players}-players-${width}x${height}.png` });
  });
}

test('the board turns to the player to move, and taps still land on the right holes', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await page.goto('./');
  await page.getByTestId('new-abalone').click();
  await page.getByTestId('players-3').check({ force: true });
  await page.getByTestId('turn-board').check({ force: true });
  await page.getByTestId('start').click();
  const rotor = abalone.board.locator('.rotor');
  // Black starts at the top of the three-player board, so the board is upside down for Black.
  await expect(rotor).toHaveAttribute('data-rotation', '180');
  await abalone.play(['H6', 'I6'], 'I6H6');
  // White's marbles start at the lower right, Blue's at the lower left: each turn is the short
  // way round, a third of a circle.
  await expect(rotor).toHaveAttribute('data-rotation', '60');
  await abalone.atRest();
  for (const cell of ['A4', 'B5', 'C6']) await abalone.cell(cell).click();
  await expect(abalone.board.locator('.marble.selected')).toHaveCount(3);
  await abalone.arrow('A4C6B4').click();
  await abalone.expectSide('B4', 'white');
  await abalone.expectSide('D6', 'white');
  await expect(rotor).toHaveAttribute('data-rotation', '-60');
  await abalone.play(['C1', 'C2'], 'C1C2');
  await expect(rotor).toHaveAttribute('data-rotation', '-180');
  await expect.poll(() => abalone.moves()).toEqual(['I6H6', 'A4C6B4', 'C1C2']);
  // A drag on the turned board moves the way the finger goes.
  const before = await abalone.marbles();
  await abalone.drag('G6', 'F5');
  await expect.poll(() => abalone.moves()).toEqual(['I6H6', 'A4C6B4', 'C1C2', 'G6F5']);
  expect(await abalone.marbles()).not.toEqual(before);
});
