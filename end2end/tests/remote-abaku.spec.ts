// Abaku at a distance: each browser context is one device with its own storage. The tiles are
// dealt by links (every device shuffles and locks the deck) and moves travel the same way, each
// link opened on the device it is for (see ./remote-devices).
import { type Browser, type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { type Device, exchangeOne, playWithRobot, settle, tableAtEva, toMove, watchOtherDevices, joinAndDeal } from './remote-devices';

watchOtherDevices();

/** Abaku's rack. */
const RACK = 5;

/** The first player sets a match of Abaku for `names` on `page` and invites the others; every
 * other device joins by its invitation; the links of the deal travel until every rack is dealt. */
async function dealTable(page: Page, browser: Browser, names: string[]): Promise<Device[]> {
  await page.goto('./');
  await page.getByTestId('new-abaku').click();
  // A solo game is not played at a distance: the choice is a match's.
  await page.getByTestId('mode-solo-score').check({ force: true });
  await expect(page.getByTestId('at-a-distance')).toHaveCount(0);
  await page.getByTestId('mode-match').check({ force: true });
  if (names.length > 2) await page.getByTestId(`players-${names.length}`).check({ force: true });
  for (const [seat, name] of names.entries()) await page.getByTestId(`name-${seat + 1}`).fill(name);
  await expect(page.getByTestId('remote-dealt')).toBeVisible();
  await page.getByTestId('remote').check();
  // A robot would play on this device; with no one left to invite, the table is refused.
  await page.getByTestId('seat-player-2').selectOption('easy');
  await expect(page.getByTestId('remote-seat-2')).toBeDisabled();
  if (names.length === 2) {
    await page.getByTestId('start').click();
    await expect(page.getByTestId('remote-problem')).toContainText('Invite at least one player');
  }
  await page.getByTestId('seat-player-2').selectOption('person');
  await expect(page.getByTestId('remote-seat-2')).toBeEnabled();
  await expect(page.getByTestId('remote-seat-1')).toBeChecked();
  await page.getByTestId('start').click();
  return joinAndDeal(page, browser, names, 'Abaku', 'abaku-board');
}

test('2 devices deal and play Abaku at a distance to its end, and the deal is checked', async ({ page, browser }) => {
  const names = ['Eva', 'Adam'];
  const devices = await dealTable(page, browser, names);
  // Exactly one device is to move; the other shows whose move it is, and plays nothing.
  const first = await toMove(devices, RACK);
  const other = devices.find((device) => device !== first)!;
  await expect(other.page.getByTestId('remote-status')).toContainText(`${first.name}'s move`);
  await expect(other.page.getByTestId('rack')).toHaveCount(0);
  // Its own rack shows, to look at while waiting.
  await expect(other.page.getByTestId('rack-waiting').locator('[data-tile]')).toHaveCount(RACK);
  await expect(other.page.getByTestId('pass')).toHaveCount(0);
  // Nothing is taken back or hinted at a distance.
  await expect(first.page.getByTestId('undo')).toHaveCount(0);
  await expect(first.page.getByTestId('hint')).toHaveCount(0);

  // The first player gives up two tiles and draws at once; the other sees the exchange only.
  await first.page.getByTestId('exchange').click();
  const tiles = first.page.getByTestId('rack').getByTestId('rack-tile');
  for (const index of [0, 1]) await tiles.nth(index).click();
  await first.page.getByTestId('confirm-exchange').click();
  await expect(first.page.getByTestId('sheet-row')).toHaveText([new RegExp(`${first.name}.*Exchanged 2 tiles`)]);
  await settle(devices);
  for (const device of devices) {
    await expect(device.page.getByTestId('sheet-row')).toHaveText([new RegExp(`${first.name}.*Exchanged 2 tiles`)]);
  }

  // Everyone passes in turn: the game ends; the last to pass sees its end before the racks
  // left are revealed and counted.
  let last: Device | undefined;
  for (let turn = 0; turn < names.length; turn++) {
    last = await toMove(devices, RACK);
    const pass = last.page.getByTestId('pass');
    await pass.click();
    await pass.click();
    if (turn < names.length - 1) await settle(devices);
  }
  await expect(last!.page.getByTestId('status')).toHaveText('The game is over.');
  await expect(last!.page.getByTestId('racks-being-revealed')).toContainText('the racks left are being revealed');
  await expect(last!.page.getByTestId('announcer')).toContainText('Game over: the racks left are being revealed, then counted.');
  await expect(last!.page.getByTestId('game-over')).toHaveCount(0);

  // The secrets travel: every device reads the racks left, counts the same end and finds the
  // deal honest.
  await settle(devices);
  const ranking = await devices[0].page.getByTestId('ranking-row').allTextContents();
  expect(ranking).toHaveLength(names.length);
  for (const device of devices) {
    await expect(device.page.getByTestId('sheet-row')).toHaveCount(names.length + 1);
    await expect(device.page.getByTestId('status')).toHaveText('The game is over.');
    await expect(device.page.getByTestId('remote-status')).toContainText('it was honest');
    await expect(device.page.getByTestId('racks-being-revealed')).toHaveCount(0);
    await expect(device.page.getByTestId('game-over')).toContainText('Everyone passed');
    await expect(device.page.getByTestId('ranking-row')).toHaveText(ranking);
  }
});

test('a robot plays its seat of Abaku on the host’s device from its own rack, and the guest takes its moves', async ({ page, browser }) => {
  const [eva, adam] = await tableAtEva(page, browser, 'abaku', 'Abaku', 'abaku-board', 'robot');
  // Each person exchanges a tile, the robot plays from its own rack; every turn reaches the
  // other device.
  await playWithRobot(eva, adam, 5, exchangeOne);
  const sheet = (device: Device) => device.page.getByTestId('sheet-row');
  const rows = await sheet(eva).allTextContents();
  expect(rows.filter((row) => row.includes('Robot 3'))).not.toHaveLength(0);
  await expect(sheet(adam)).toHaveText(rows);
  expect(await adam.page.getByTestId('score').allTextContents()).toEqual(await eva.page.getByTestId('score').allTextContents());
});
