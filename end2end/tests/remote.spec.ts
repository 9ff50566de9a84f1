// Play at a distance: each browser context is one device with its own storage. Moves travel as
// the links each device shows, opened on the other as a messenger would open them.
import { type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { test, expect, downloadFrom, stubShareSheet } from './fixtures';
import { AbalonePage } from './abalone-page';

/** Uncaught errors in the other devices' pages: the test fails on any, as on its own page's. */
const otherErrors: string[] = [];
test.beforeEach(() => {
  otherErrors.length = 0;
});
test.afterEach(() => {
  expect(otherErrors, "uncaught errors in the other devices' pages").toEqual([]);
});

/** A device: a page of its own browser context, with its own storage. */
async function device(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => otherErrors.push(error.message));
  return page;
}

/** The link the panel shows for the seats `to` (numbered from 1, "2,3" for a link to both),
 * copied as a player sends it. */
async function linkFor(page: Page, to: number | string): Promise<string> {
  const box = page.locator(`[data-testid=remote-link-to-send][data-to="${to}"]`);
  await expect(box).toHaveCount(1);
  await box.getByTestId('remote-copy').click();
  return box.getByTestId('remote-link').inputValue();
}

/** Opens `link` on `page` and waits for what it shows: what it did, an invitation, or why not. */
async function open(page: Page, link: string) {
  await page.goto(link);
  const shown = ['remote-opened', 'remote-had', 'remote-refused', 'remote-invitation'].map((id) => page.getByTestId(id));
  await expect(shown.reduce((either, next) => either.or(next))).toBeVisible();
}

/** One character of the link's code changed, staying in base64url's alphabet. */
function altered(link: string): string {
  const at = link.length - 20;
  const swap = link[at] === 'A' ? 'B' : 'A';
  return link.slice(0, at) + swap + link.slice(at + 1);
}

/** The first player, Black, sets a table of Abalone for `names` on `page`'s device, and invites
 * the others (White, then Blue). */
async function hostTable(page: Page, names: string[]) {
  await page.goto('./');
  await page.getByTestId('new-abalone').click();
  if (names.length > 2) await page.getByTestId(`players-${names.length}`).check({ force: true });
  for (const [seat, colour] of ['black', 'white', 'blue'].slice(0, names.length).entries()) {
    await page.getByTestId(`name-${colour}`).fill(names[seat]);
  }
  await page.getByTestId('remote').check();
  await expect(page.getByTestId('remote-seat-1')).toBeChecked();
  await page.getByTestId('start').click();
  await expect(page.getByTestId('board')).toBeVisible();
  const invited = names.slice(1).join(' and ');
  const count = names.length - 1;
  await expect(page.getByTestId('remote-status')).toHaveText(count === 1 ? `Send this link to ${invited}.` : `Send these ${count} links to ${invited}.`);
}

test('two devices play Abalone at a distance by links, and no link can cheat', async ({ page, browser }) => {
  // Eva hosts on this page's device, Black; Adam is invited to White.
  const eva = new AbalonePage(page);
  await hostTable(page, ['Eva', 'Adam']);
  const invitation = await linkFor(page, 2);
  await expect(page.getByTestId('remote-status')).toHaveText('Wait for Adam to join: each answers your invitation with a link.');
  await expect(page.getByTestId('undo')).toBeDisabled();
  await expect(page.getByTestId('hint')).toHaveCount(0);

  // Chromium on Linux has no share sheet: the link is copied, or shown as a QR code for a
  // phone's camera.
  await expect(page.getByTestId('remote-share')).toHaveCount(0);
  await page.getByTestId('remote-qr').click();
  await expect(page.getByTestId('remote-qr-code')).toBeVisible();

  // Adam opens the invitation on his device and joins.
  const adamPage = await device(browser);
  const adam = new AbalonePage(adamPage);
  await open(adamPage, invitation);
  await expect(adamPage.getByTestId('remote-invitation')).toContainText('Eva invites you to a game of Abalone');
  await expect(adamPage.getByTestId('remote-invitation')).toContainText('You play Adam, seat 2');
  await adamPage.getByTestId('remote-join').click();
  await expect(adam.board).toBeVisible();
  // Each device shows its own side at the bottom: Adam's board is turned to White.
  await expect(adam.board.locator('.rotor')).toHaveAttribute('data-rotation', /^-?180$/);
  await expect(eva.board.locator('.rotor')).toHaveAttribute('data-rotation', '0');
  await expect(adamPage.getByTestId('remote-status')).toHaveText('Send this link to Eva.');
  const answer = await linkFor(adamPage, 1);
  await expect(adamPage.getByTestId('remote-status')).toHaveText("Wait for Eva's link: it comes once every player has joined.");

  // Before Eva has the answer, nobody can move: Adam's tap selects nothing.
  await adam.cell('I5').click();
  await expect(adam.board.locator('[data-move]')).toHaveCount(0);

  // Eva takes the answer: the game begins, and she moves.
  await open(page, answer);
  await expect(page.getByTestId('remote-opened')).toContainText('Adam joined');
  await expect(page.getByTestId('remote-opened')).toContainText('the game begins');
  await page.getByTestId('open-remote-game').click();
  await expect(page.getByTestId('remote-status')).toContainText('Your move');
  // Before her move, nothing to send: its link comes with it.
  await expect(page.getByTestId('remote-link-to-send')).toHaveCount(0);
  // A move played by mistake is taken back while its link has not left.
  await eva.play(['A5', 'B5', 'C5'], 'A5B5');
  await eva.expectSide('A5', null);
  await expect(page.getByTestId('remote-status')).toHaveText('Send this link to Adam.');
  await page.getByTestId('remote-take-back').click();
  await eva.expectSide('A5', 'black');
  await expect(page.getByTestId('remote-status')).toContainText('Your move');
  await expect(page.getByTestId('remote-link-to-send')).toHaveCount(0);
  await eva.play(['A5', 'B5', 'C5'], 'A5B5');
  await expect(page.getByTestId('undo')).toBeDisabled();
  const firstMove = await linkFor(page, 2);
  // Copied, the move is sent: no taking it back.
  await expect(page.getByTestId('remote-take-back')).toHaveCount(0);
  await expect(page.getByTestId('remote-status')).toHaveText("Wait for Adam's link: it is Adam's move.");

  // A link altered by one character is refused, and changes nothing.
  await open(adamPage, altered(firstMove));
  await expect(adamPage.getByTestId('remote-refused')).toBeVisible();

  // Adam opens Eva's move: his board shows it, and he answers.
  await open(adamPage, firstMove);
  await expect(adamPage.getByTestId('remote-opened')).toContainText('1 move played');
  await adamPage.getByTestId('open-remote-game').click();
  await adam.expectSide('D5', 'black');
  await adam.expectSide('A5', null);
  await expect(adamPage.getByTestId('remote-status')).toContainText('Your move');
  await adam.play(['G5'], 'G5F5');
  const reply = await linkFor(adamPage, 1);

  // The same link again: its move is in the game already, which is no fault.
  await open(adamPage, firstMove);
  await expect(adamPage.getByTestId('remote-had')).toHaveText('You already have this move: it is in the game on this device.');
  await expect(adamPage.getByTestId('remote-refused')).toHaveCount(0);
  await expect(adamPage.getByTestId('open-remote-game')).toBeVisible();

  // A third device holds no seat: Adam's link for Eva is not for it.
  const cyPage = await device(browser);
  await open(cyPage, reply);
  await expect(cyPage.getByTestId('remote-refused')).toContainText('no game on this device takes it');

  // Eva pastes Adam's reply into her panel: his move is on her board, and it is her turn.
  await page.getByTestId('remote-paste').fill(reply);
  await page.getByTestId('remote-open').click();
  await expect(page.getByTestId('remote-opened')).toContainText('1 move played');
  await page.getByTestId('open-remote-game').click();
  await eva.expectSide('F5', 'white');
  await eva.expectSide('G5', null);
  expect(await eva.moves()).toHaveLength(2);

  // A reload loses nothing, and the library marks the game and whose move it is.
  await page.reload();
  await expect(eva.board).toBeVisible();
  expect(await eva.moves()).toHaveLength(2);
  await expect(page.getByTestId('remote-status')).toContainText('Your move');
  // No analysis board while the game goes on: its robot would be a hint against Adam.
  await expect(page.getByTestId('analyse-game')).toHaveCount(0);
  await page.goto('./');
  await expect(page.getByTestId('remote-mark')).toHaveText('At a distance · your move');
  await expect(page.getByTestId('analyse-saved')).toHaveCount(0);
  await adamPage.goto('./');
  await expect(adamPage.getByTestId('remote-mark')).toHaveText('At a distance');

  // Should a device's keys be lost, Adam can finish the game as a copy on his: the same moves,
  // played there alone, nothing signed; the game at a distance stays in his library as it was.
  await adamPage.getByTestId('resume').click();
  const keysLost = adamPage.getByTestId('keys-lost');
  await keysLost.getByText("If a device's keys are lost").click();
  await expect(keysLost).toContainText('from the position as it stands, with nothing signed');
  await adamPage.getByTestId('finish-as-copy').click();
  await adamPage.getByTestId('copy-confirm').click();
  await expect(adamPage.getByTestId('remote-panel')).toHaveCount(0);
  await expect(adam.board).toBeVisible();
  expect(await adam.moves()).toHaveLength(2);
  await adamPage.goto('./');
  await expect(adamPage.getByTestId('saved-game')).toHaveCount(2);
  await expect(adamPage.getByTestId('remote-mark')).toHaveCount(1);

  // A file of the game alone carries no key: whoever it is given to cannot play Eva's seat.
  const file = await downloadFrom(page, page.getByTestId('export'));
  expect(readFileSync(await file.path(), 'utf8')).not.toContain('remote-session');
  // "Export all" asks first whether the backup carries Eva's keys: without them, it does not.
  await page.getByTestId('export-all').click();
  await expect(page.getByTestId('backup-keys')).toContainText('played at a distance');
  const keyless = await downloadFrom(page, page.getByTestId('export-all-no-keys'));
  expect(readFileSync(await keyless.path(), 'utf8')).not.toContain('remote-session');
  // A backup with the keys carries the game with them: restored on a new device, Eva plays on
  // from there.
  await page.getByTestId('export-all').click();
  const backup = await downloadFrom(page, page.getByTestId('export-all-keys'));
  const backupText = readFileSync(await backup.path(), 'utf8');
  expect(backupText).toContain('remote-session');
  const evaAgain = await device(browser);
  const evaNew = new AbalonePage(evaAgain);
  await evaAgain.goto(new URL('./', page.url()).href);
  // A new device has no saves: the library's import panel comes on request.
  await evaAgain.getByTestId('show-import').click();
  await evaAgain.getByTestId('import-file').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(backupText) });
  await expect(evaAgain.getByTestId('remote-mark')).toHaveText('At a distance · your move');
  await evaAgain.getByTestId('resume').click();
  await expect(evaAgain.getByTestId('remote-status')).toContainText('Your move');
  await evaNew.play(['C3'], 'C3D3');
  await open(adamPage, await linkFor(evaAgain, 2));
  await expect(adamPage.getByTestId('remote-opened')).toContainText('1 move played');

  // Adam resigns in his turn, in place of a move; Eva cannot resign in his.
  await adamPage.getByTestId('open-remote-game').click();
  await expect(adamPage.getByTestId('remote-status')).toContainText('Your move');
  await expect(evaAgain.getByTestId('remote-status')).toContainText("Adam's move");
  await expect(evaAgain.getByTestId('resign')).toHaveCount(0);
  const resign = adamPage.getByTestId('resign');
  await resign.click();
  await expect(resign).toHaveText('Sure? Adam resigns');
  await resign.click();
  await expect(adamPage.getByTestId('game-over')).toContainText('Adam resigned: Eva wins');
  await expect(resign).toHaveCount(0);
  // His resignation is signed and sent as that turn's link; Eva's device ends the game too.
  await open(evaAgain, await linkFor(adamPage, 1));
  await expect(evaAgain.getByTestId('remote-opened')).toHaveText(/Adam resigned: the game is over\./);
  await expect(evaAgain.getByTestId('remote-opened')).not.toContainText('move played');
  await evaAgain.getByTestId('open-remote-game').click();
  await expect(evaAgain.getByTestId('game-over')).toContainText('Adam resigned: Eva wins');
  await expect(evaAgain.getByTestId('remote-status')).toHaveText('Eva won');
  await expect(evaAgain.getByTestId('analyse-game').first()).toBeVisible();
});

test("where the browser has a share sheet, a link to send goes to it; closing it says nothing, a refusal says why", async ({ page }) => {
  const sheet = await stubShareSheet(page);
  await hostTable(page, ['Eva', 'Adam']);
  const invitation = await linkFor(page, 2);
  const share = page.getByTestId('remote-share');
  await share.click();
  await expect.poll(sheet.shared).toEqual([{ url: invitation }]);
  // Eva closes the sheet without choosing anyone: nothing went wrong.
  await sheet.answerWith('AbortError');
  await share.click();
  await expect.poll(async () => (await sheet.shared()).length).toBe(2);
  await expect(page.getByTestId('share-outcome')).toHaveText('');
  // A browser that refuses: the reason, and the link is still there to copy.
  await sheet.answerWith('NotAllowedError');
  await share.click();
  await expect(page.getByTestId('share-outcome')).toHaveText('Could not share (Share NotAllowedError). Copy the link instead.');
  await expect(page.getByTestId('remote-copy')).toBeVisible();
});

test("a link whose code cannot arrive says so and opens on Try again; a new language shows what it did, not opening it twice", async ({
  page,
  browser,
}) => {
  await hostTable(page, ['Eva', 'Adam']);
  const invitation = await linkFor(page, 2);
  const adamPage = await device(browser);
  const remoteChunk = /\/split_remote-[0-9a-f]{16}\.wasm$/;
  await adamPage.route(remoteChunk, (route) => route.abort('internetdisconnected'));
  await adamPage.goto(invitation);
  await expect(adamPage.getByRole('alert')).toHaveText('This page could not be loaded. Check the connection and try again.');
  await adamPage.unroute(remoteChunk);
  await adamPage.getByRole('button', { name: 'Try again' }).click();
  await expect(adamPage.getByTestId('remote-invitation')).toContainText('Eva invites you');
  await adamPage.getByTestId('remote-join').click();
  const answer = await linkFor(adamPage, 1);

  await open(page, answer);
  await expect(page.getByTestId('remote-opened')).toContainText('Adam joined');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByTestId('remote-opened')).toContainText('Beigetreten: Adam');
  await expect(page.getByTestId('remote-refused')).toHaveCount(0);
  await page.getByTestId('open-remote-game').click();
  await expect(page.getByTestId('remote-status')).toContainText('Du bist am Zug');
});

test('three devices play at a distance, and a link that never arrived comes with the next player’s', async ({
  page,
  browser,
}) => {
  const eva = new AbalonePage(page);
  await hostTable(page, ['Eva', 'Adam', 'Cy']);

  // Each guest joins from their own invitation, and the host takes both answers.
  const adamPage = await device(browser);
  const cyPage = await device(browser);
  const answers: string[] = [];
  for (const [guest, seat] of [[adamPage, 2], [cyPage, 3]] as const) {
    await open(guest, await linkFor(page, seat));
    await guest.getByTestId('remote-join').click();
    await expect(guest.getByTestId('board')).toBeVisible();
    answers.push(await linkFor(guest, 1));
    // A guest hears of the other's join only with the host's link that starts the game.
    await expect(guest.getByTestId('remote-status')).toHaveText("Wait for Eva's link: it comes once every player has joined.");
  }
  await open(page, answers[0]);
  await expect(page.getByTestId('remote-opened')).toContainText('Adam joined');
  await open(page, answers[1]);
  await expect(page.getByTestId('remote-opened')).toContainText('Every player has joined');
  await page.getByTestId('open-remote-game').click();

  // Black, White and Blue in turn. Eva's first move goes to both guests in one link.
  await eva.play(['H6', 'I6'], 'I6H6');
  const evaFirst = await linkFor(page, '2,3');
  const adam = new AbalonePage(adamPage);
  await open(adamPage, evaFirst);
  await adamPage.getByTestId('open-remote-game').click();
  await adam.play(['A4', 'B5', 'C6'], 'A4C6B4');
  const adamToCy = await linkFor(adamPage, 3);

  // Cy opens Eva's link, then Adam's, which carries Eva's move again and his own.
  const cy = new AbalonePage(cyPage);
  await open(cyPage, evaFirst);
  await expect(cyPage.getByTestId('remote-opened')).toContainText('1 move played');
  await open(cyPage, adamToCy);
  await expect(cyPage.getByTestId('remote-opened')).toContainText('1 move played');
  await cyPage.getByTestId('open-remote-game').click();
  await cy.play(['C1', 'C2'], 'C1C2');

  // Adam's link to Eva never arrived: Cy's brings his move and Cy's to her.
  await open(page, await linkFor(cyPage, 1));
  await expect(page.getByTestId('remote-opened')).toContainText('2 moves played');
  await page.getByTestId('open-remote-game').click();
  expect(await eva.moves()).toHaveLength(3);
  // Cy's link went to Eva alone: her device offers Cy's move on to Adam, then says it is hers.
  await expect(page.getByTestId('remote-status')).toHaveText('Send this link to Adam.');
  await linkFor(page, 2);
  await expect(page.getByTestId('remote-status')).toContainText('Your move');
});

/** Black sets a three-player table at a distance for Eva, Adam and `blue` (left unnamed for a
 * robot), on `page`'s device. */
async function threePlayerTable(page: Page, blue: string) {
  await page.goto('./');
  await page.getByTestId('new-abalone').click();
  await page.getByTestId('players-3').check({ force: true });
  for (const [colour, name] of [['black', 'Eva'], ['white', 'Adam'], ['blue', blue]]) {
    await page.getByTestId(`name-${colour}`).fill(name);
  }
  await page.getByTestId('remote').check();
}

/** Adam joins from his invitation on a device of his own; Eva takes his answer and plays Black's
 * first move, and Adam takes it and plays White's. */
async function adamJoinsAndBothMove(page: Page, browser: Browser): Promise<{ adamPage: Page; adam: AbalonePage }> {
  const adamPage = await device(browser);
  const adam = new AbalonePage(adamPage);
  await open(adamPage, await linkFor(page, 2));
  await adamPage.getByTestId('remote-join').click();
  await open(page, await linkFor(adamPage, 1));
  await expect(page.getByTestId('remote-opened')).toContainText('the game begins');
  await page.getByTestId('open-remote-game').click();
  await new AbalonePage(page).play(['H6', 'I6'], 'I6H6');
  await open(adamPage, await linkFor(page, 2));
  await adamPage.getByTestId('open-remote-game').click();
  await adam.play(['A4', 'B5', 'C6'], 'A4C6B4');
  return { adamPage, adam };
}

test('a robot plays its seat on the host’s device, and the guest sends that device one link', async ({ page, browser }) => {
  const eva = new AbalonePage(page);
  await threePlayerTable(page, '');
  // At a distance, a robot still plays: on this device, so its seat is not this player's.
  await page.getByTestId('seat-player-3').selectOption('easy');
  await expect(page.getByTestId('remote-seat-3')).toBeDisabled();
  // With every other seat a robot's, nobody would be invited.
  await page.getByTestId('seat-player-2').selectOption('easy');
  await page.getByTestId('start').click();
  await expect(page.getByTestId('remote-problem')).toContainText('Invite at least one player');
  await page.getByTestId('seat-player-2').selectOption('person');
  await page.getByTestId('start').click();
  await expect(page.getByTestId('remote-status')).toHaveText('Send this link to Adam.');
  await expect(page.getByTestId('remote-panel')).toContainText('This device plays Eva and Robot 3 (easy).');
  await expect(page.getByTestId('remote-link-to-send')).toHaveCount(1);
  const { adamPage, adam } = await adamJoinsAndBothMove(page, browser);

  // Adam's device sends Eva's one link, for her and the robot beside her.
  await expect(adamPage.getByTestId('remote-link-to-send')).toHaveCount(1);
  await open(page, await linkFor(adamPage, '1,3'));
  await expect(page.getByTestId('remote-opened')).toContainText('1 move played');
  await page.getByTestId('open-remote-game').click();

  // The robot plays Blue on Eva's device, signed there, and its move goes on to Adam.
  await expect(page.getByTestId('remote-status')).toContainText('Send this link to Adam.');
  expect(await eva.moves()).toHaveLength(3);
  await open(adamPage, await linkFor(page, 2));
  await expect(page.getByTestId('remote-status')).toContainText('Your move');
  await expect(adamPage.getByTestId('remote-opened')).toContainText('1 move played');
  await adamPage.getByTestId('open-remote-game').click();
  await expect(adamPage.getByTestId('remote-status')).toContainText("Eva's move");
  expect(await adam.moves()).toEqual(await eva.moves());
});

test('two people pass the host’s device at a distance, the third plays on their own', async ({ page, browser }) => {
  const evaAndCy = new AbalonePage(page);
  await threePlayerTable(page, 'Cy');
  // The device goes round, and its board turns to the player to move.
  await page.getByTestId('turn-board').check({ force: true });
  // Several seats may be this device's; with all of them, nobody would be invited.
  await page.getByTestId('remote-seat-3').check({ force: true });
  await page.getByTestId('remote-seat-2').check({ force: true });
  await page.getByTestId('start').click();
  await expect(page.getByTestId('remote-problem')).toContainText('Invite at least one player');
  await page.getByTestId('remote-seat-2').uncheck({ force: true });
  await expect(page.getByTestId('remote-seat-1')).toBeChecked();
  await page.getByTestId('start').click();
  await expect(page.getByTestId('remote-panel')).toContainText('This device plays Eva and Cy.');
  await expect(page.getByTestId('remote-link-to-send')).toHaveCount(1);
  const { adamPage, adam } = await adamJoinsAndBothMove(page, browser);
  await open(page, await linkFor(adamPage, '1,3'));
  // On the shelf, the game waits for this device: it is Cy's move.
  await page.goto('./');
  await expect(page.getByTestId('remote-mark')).toContainText('your move');
  await page.getByTestId('resume').click();

  // Cy takes the device in turn and moves on its board; the link carries Cy's move to Adam.
  await expect(page.getByTestId('remote-status')).toContainText("Cy's move, on this device");
  await expect(evaAndCy.board.locator('.rotor')).toHaveAttribute('data-rotation', /^(-60|300)$/);
  await evaAndCy.play(['C1', 'C2'], 'C1C2');
  await expect(page.getByTestId('remote-status')).toContainText('Send this link to Adam.');
  await open(adamPage, await linkFor(page, 2));
  await expect(page.getByTestId('remote-status')).toContainText('Your move');
  await expect(adamPage.getByTestId('remote-opened')).toContainText('1 move played');
  await adamPage.getByTestId('open-remote-game').click();
  expect(await adam.moves()).toEqual(await evaAndCy.moves());
  expect(await adam.moves()).toHaveLength(3);
});
