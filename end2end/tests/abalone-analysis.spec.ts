// The analysis board: opened from the editor, it reports deeper and deeper searches of the
// position with a legal-looking best line, stops and goes on when asked, and starts over on a
// position changed by a move tried on its board. Moves tried form a tree of variations, stepped
// through, promoted, deleted and commented; the best line plays into it; Play from here starts a
// game; Read out says the findings once. Opened from a saved game (its screen, its result card, the
// library), its moves are the main line; the analysis stays with the game, through a delete undone.
import { test, expect, openSaved, downloadFrom } from './fixtures';
import { readFile } from 'node:fs/promises';
import { AbalonePage } from './abalone-page';

/** A move in notation: two or three cells. */
const MOVE = /^([A-I][1-9]){2,3}$/;

/** Waits for a best line, and checks that each of its moves is written in notation. */
async function expectBestLine(page: import('@playwright/test').Page) {
  const moves = page.getByTestId('best-line-move');
  await expect(moves.first()).toHaveText(MOVE);
  for (const text of await moves.allTextContents()) expect(text).toMatch(MOVE);
}

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
  await expectBestLine(page);

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
  await expectBestLine(page);
});

/** The move shown in the tree (marked current). */
const current = (page: import('@playwright/test').Page) => page.locator('[data-testid=study-move][aria-current=true]');

test('moves tried form a tree: stepped back by key, a variation promoted, one deleted, a comment kept', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await page.goto('./');
  await page.getByTestId('set-up-position').click();
  await page.getByTestId('analyse-position').click();
  const moves = page.getByTestId('study-move');
  const variations = page.getByTestId('variation');

  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await abalone.play(['I5', 'H5', 'G5'], 'I5H5');
  await expect(moves).toHaveText(['A5B5', 'I5H5']);
  await expect(current(page)).toHaveText('I5H5');

  // Back a move by key, away from the board that keeps its own arrows; the same move again
  // goes to the node it made, another makes a variation.
  await page.locator('h1').click();
  await page.keyboard.press('ArrowLeft');
  await expect(current(page)).toHaveText('A5B5');
  await abalone.expectSide('F5', null);
  await abalone.play(['I5', 'H5', 'G5'], 'I5H5');
  await expect(moves).toHaveCount(2);
  await page.locator('h1').click();
  await page.keyboard.press('ArrowLeft');
  await abalone.play(['I6', 'H6', 'G6'], 'I6H6');
  await expect(moves).toHaveText(['A5B5', 'I5H5', 'I6H6']);
  await expect(variations).toHaveCount(1);
  await expect(variations.first()).toContainText('I6H6');
  await expect(current(page)).toHaveText('I6H6');
  await expect(page.getByTestId('study-promote')).toBeEnabled();

  // Promoted, the variation is the main line and the former main move its variation.
  await page.getByTestId('study-promote').click();
  await expect(moves).toHaveText(['A5B5', 'I6H6', 'I5H5']);
  await expect(variations.first()).toContainText('I5H5');
  await expect(current(page)).toHaveText('I6H6');
  await expect(page.getByTestId('study-promote')).toBeDisabled();

  // Deleted, the variation goes and its parent is shown.
  await variations.first().getByTestId('study-move').click();
  await page.getByTestId('study-delete').click();
  await expect(variations).toHaveCount(0);
  await expect(moves).toHaveText(['A5B5', 'I6H6']);
  await expect(current(page)).toHaveText('A5B5');

  // From the keyboard on the tree, the focus follows the move shown; Home and End go to the
  // line's start and end.
  await moves.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(current(page)).toHaveText('I6H6');
  await expect(current(page)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(current(page)).toHaveText('A5B5');
  await expect(current(page)).toBeFocused();
  await page.keyboard.press('End');
  await expect(current(page)).toHaveText('I6H6');
  await expect(current(page)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(current(page)).toHaveCount(0);
  await abalone.expectSide('A5', 'black');

  // A comment stays with its move, away and back.
  await page.keyboard.press('End');
  await page.getByTestId('study-comment-input').fill('White holds the centre');
  await moves.first().click();
  await expect(page.getByTestId('study-comment-input')).toHaveValue('');
  await moves.nth(1).click();
  await expect(page.getByTestId('study-comment-input')).toHaveValue('White holds the centre');
  await expect(page.getByTestId('study-comment')).toHaveText('White holds the centre');
});

test('the best line plays into the tree, Read out says the findings, Play from here starts a game there', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await page.goto('./');
  await page.getByTestId('set-up-position').click();
  await page.getByTestId('analyse-position').click();
  const toggle = page.getByTestId('analysis-toggle');
  const said = page.getByTestId('announcer');

  // Nothing is said as the search deepens; Read out says it once.
  await expect(page.getByTestId('analysis-depth')).toHaveText(/^Depth ([2-9]|\d\d)$/);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(said).not.toContainText('Depth');
  await page.getByTestId('analysis-read-out').click();
  await expect(said).toHaveText(/^Evaluation for Black: .+\. Depth \d+\. Best line: ([A-I][1-9]){2,3}(, ([A-I][1-9]){2,3})+\.\s?$/);
  // What was said shows too, for those who read it.
  const shown = page.getByTestId('analysis-read-out-text');
  await expect(shown).toBeVisible();
  expect((await said.textContent())!.trim()).toBe((await shown.textContent())!.trim());

  // The best line's second move: its first two go into the tree, the second shown.
  const line = await page.getByTestId('best-line-move').allTextContents();
  await page.getByTestId('best-line-move').nth(1).click();
  await expect(page.getByTestId('study-move')).toHaveText(line.slice(0, 2));
  await expect(current(page)).toHaveText(line[1]);

  // The search follows the node shown once it runs again.
  await toggle.click();
  await expect(page.getByTestId('analysis-depth')).toHaveText(/^Depth \d+$/);

  const marbles = await abalone.marbles();
  await page.getByTestId('analysis-play-from-here').click();
  await expect(page).toHaveURL(/#\/play\//);
  await expect(page.getByTestId('game')).toBeVisible();
  expect(await abalone.marbles()).toEqual(marbles);
  expect(await abalone.moves()).toEqual([]);
});

test('a saved game opens in the analysis on the move shown, its moves the main line, its comments kept across a reload', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await openSaved(page, 'abalone-one-push-from-win.json');
  await expect(abalone.board).toBeVisible();
  const gameMoves = await abalone.moves();
  // Two moves back, then to the analysis.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.getByTestId('analyse-game').click();
  await expect(page).toHaveURL(new RegExp(`#/abalone/analysis-of/fixture/${gameMoves.length - 2}$`));
  const moves = page.getByTestId('study-move');
  await expect(moves).toHaveText(gameMoves);
  await expect(current(page)).toHaveText(gameMoves[gameMoves.length - 3]);
  // The tree scrolls to the move shown: with the tree on screen, so is that move. (Where the
  // tree sits on the page depends on how long the best line found so far is.)
  await page.getByTestId('study-moves').scrollIntoViewIfNeeded();
  await expect(current(page)).toBeInViewport();

  // A comment on the move shown is kept with the game: a reload finds it.
  const comment = page.getByTestId('study-comment-input');
  await comment.fill('Black should have pushed here');
  await comment.press('Tab');
  await expect(page.getByTestId('study-comment')).toHaveText('Black should have pushed here');
  await page.reload();
  await expect(moves).toHaveText(gameMoves);
  await expect(current(page)).toHaveText(gameMoves[gameMoves.length - 3]);
  await expect(comment).toHaveValue('Black should have pushed here');

  // The game itself stays as it was.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/#\/play\/fixture$/);
  // The address changes before the game's screen is drawn: the list is read once it is there.
  await expect.poll(() => abalone.moves()).toEqual(gameMoves);

  // From the library, the analysis opens on the game's last move, the comment still there.
  await page.goto('./');
  await page.getByTestId('analyse-saved').click();
  await expect(page).toHaveURL(new RegExp(`#/abalone/analysis-of/fixture/${gameMoves.length}$`));
  await expect(current(page)).toHaveText(gameMoves[gameMoves.length - 1]);
  await expect(page.getByTestId('study-comment')).toHaveText('Black should have pushed here');
});

test('the result card opens the finished game\'s analysis, which a game deleted and brought back keeps', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await openSaved(page, 'abalone-one-push-from-win.json');
  await expect(abalone.board).toBeVisible();
  const gameMoves = await abalone.moves();
  await abalone.pushOffTheSixth();
  const card = page.getByTestId('game-over');
  await expect(card).toContainText('Ada wins 6–');
  await card.getByTestId('analyse-game').click();
  await expect(page).toHaveURL(new RegExp(`#/abalone/analysis-of/fixture/${gameMoves.length + 1}$`));
  await expect(page.getByTestId('study-move')).toHaveCount(gameMoves.length + 1);
  await expect(current(page)).toContainText('G7G6');
  const comment = page.getByTestId('study-comment-input');
  await comment.fill('The sixth marble');
  await comment.press('Tab');
  await expect(page.getByTestId('study-comment')).toHaveText('The sixth marble');

  // Deleted from the library, then brought back: its analysis comes back with it.
  await page.goto('./');
  const row = page.getByTestId('saved-game');
  await row.getByTestId('delete').click();
  await expect(row).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('gameshelf.study.fixture'))).toBeNull();
  await page.getByTestId('undo-delete-button').click();
  await row.getByTestId('analyse-saved').click();
  await expect(current(page)).toContainText('G7G6');
  await expect(page.getByTestId('study-comment')).toHaveText('The sixth marble');
});

test('an analysis kept with a game that cannot be read is reported and kept as it was until it is downloaded or deleted', async ({ page }) => {
  const abalone = new AbalonePage(page);
  const broken = '{"start":"Standard","nodes":[{"mo';
  await openSaved(page, 'abalone-one-push-from-win.json');
  await expect(abalone.board).toBeVisible();
  await page.evaluate((text) => localStorage.setItem('gameshelf.study.fixture', text), broken);
  await page.getByTestId('analyse-game').click();

  const notice = page.getByTestId('study-unreadable');
  await expect(notice).toContainText('The analysis kept with this game could not be read (');
  // The game's moves are there to study all the same, and a comment written now is not
  // written over what was kept.
  await expect(page.getByTestId('study-move').first()).toBeVisible();
  const comment = page.getByTestId('study-comment-input');
  await comment.fill('Tried anyway');
  await comment.press('Tab');
  await expect(page.getByTestId('study-comment')).toHaveText('Tried anyway');
  expect(await page.evaluate(() => localStorage.getItem('gameshelf.study.fixture'))).toBe(broken);

  // Downloaded exactly as it was kept.
  const download = await downloadFrom(page, page.getByTestId('study-unreadable-download'));
  expect(download.suggestedFilename()).toBe('gameshelf-analysis-fixture.json');
  expect(await readFile(await download.path(), 'utf8')).toBe(broken);

  // Deleted on request: from then on the analysis is kept again, and a reload finds it.
  await page.getByTestId('study-unreadable-delete').click();
  await expect(notice).toHaveCount(0);
  await comment.fill('Kept now');
  await comment.press('Tab');
  await expect(page.getByTestId('study-comment')).toHaveText('Kept now');
  await page.reload();
  await expect(comment).toHaveValue('Kept now');
  await expect(notice).toHaveCount(0);
});

test('the analysis kept with a game travels in its exported file and in a backup, and comes back with an import', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await openSaved(page, 'abalone-one-push-from-win.json');
  await expect(abalone.board).toBeVisible();
  await page.getByTestId('analyse-game').click();
  const comment = page.getByTestId('study-comment-input');
  await comment.fill('Push on the left instead');
  await comment.press('Tab');
  await expect(page.getByTestId('study-comment')).toHaveText('Push on the left instead');

  await page.goto('./');
  const file = await readFile(await (await downloadFrom(page, page.getByTestId('saved-game').getByTestId('export'))).path(), 'utf8');
  const backup = await readFile(await (await downloadFrom(page, page.getByTestId('export-all'))).path(), 'utf8');
  for (const record of [JSON.parse(file), JSON.parse(backup).games[0]]) {
    expect(JSON.stringify(JSON.parse(record.tags.analysis))).toContain('Push on the left instead');
  }

  // Imported into an empty browser, each brings the analysis back beside its game.
  for (const [name, text] of [['game.json', file], ['backup.json', backup]]) {
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByTestId('saved-game')).toHaveCount(0);
    await page.getByTestId('show-import').click();
    await page.getByTestId('import-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect(page.getByTestId('saved-game')).toHaveCount(1);
    await page.getByTestId('analyse-saved').click();
    await expect(page.getByTestId('study-move').first()).toBeVisible();
    await expect(page.getByTestId('study-comment')).toHaveText('Push on the left instead');
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('gameshelf.study.')).map((key) => localStorage.getItem(key)),
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]).toContain('Push on the left instead');
    await page.goto('./');
  }
});

test('a shared game opens the analysis on the position stepped to, and brings its analysis along when kept', async ({ page, browser, baseURL }) => {
  const abalone = new AbalonePage(page);
  await openSaved(page, 'abalone-one-push-from-win.json');
  await expect(abalone.board).toBeVisible();
  const gameMoves = await abalone.moves();
  await page.getByTestId('analyse-game').click();
  const comment = page.getByTestId('study-comment-input');
  await comment.fill('The winning push is here');
  await comment.press('Tab');
  await expect(page.getByTestId('study-comment')).toHaveText('The winning push is here');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByTestId('share').click();
  const link = await page.getByTestId('share-link').inputValue();

  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await other.goto(link);
  await expect(other.getByTestId('shared-game')).toContainText('Abalone');
  // From the start position: the analysis board on it, the start layout in its notation.
  await other.getByTestId('first').click();
  await other.getByTestId('analyse-shared').click();
  await expect(other).toHaveURL(/#\/abalone\/analysis\/sssss\/ssssss\/2sss2\/8\/9\/8\/2SSS2\/SSSSSS\/SSSSS_0_0_b_0_1$/);
  await expect(other.getByTestId('analysis')).toBeVisible();
  await expect(other.getByTestId('study-move')).toHaveCount(0);

  // Kept as a copy, the game comes with the analysis made on the first device.
  await other.goBack();
  await other.getByTestId('continue-copy').click();
  await expect(other.getByTestId('analyse-game')).toBeVisible();
  await other.getByTestId('analyse-game').click();
  await expect(other.getByTestId('study-move')).toHaveText(gameMoves);
  await expect(other.getByTestId('study-comment')).toHaveText('The winning push is here');
  await elsewhere.close();
});

test('the analysis shows the marbles each side has pushed off, as the game screen does', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await openSaved(page, 'abalone-one-push-from-win.json');
  await expect(abalone.board).toBeVisible();
  const pushed = (side: string) => page.getByTestId(`player-${side}`).getByTestId('pushed-off');
  const inGame = [await pushed('black').textContent(), await pushed('white').textContent()];
  expect(inGame[0]).toBe('5');
  await page.getByTestId('analyse-game').click();
  await expect(page.getByTestId('analysis-seats')).toBeVisible();
  await expect(pushed('black')).toHaveText(inGame[0]!);
  await expect(pushed('white')).toHaveText(inGame[1]!);
  await expect(page.getByTestId('player-black').getByTestId('to-move')).toBeVisible();
  // The sixth pushed off on the analysis board counts, and a step back takes it back.
  await abalone.pushOffTheSixth();
  await expect(pushed('black')).toHaveText('6');
  await page.getByTestId('study-back').click();
  await expect(pushed('black')).toHaveText('5');
});
