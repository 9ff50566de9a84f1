// Summy at a distance: each browser context is one device with its own storage. The tiles are
// dealt by links (every device shuffles and locks the deck) and moves travel the same way, each
// link opened on the device it is for as a messenger would open it.
import { type Browser, type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  type Device,
  exchangeOne,
  linksToSend,
  newPage,
  nextAtSharedTable,
  open,
  settle,
  playWithRobot,
  tableAtEva,
  toMove as toMoveWith,
  watchOtherDevices,
  joinAndDeal,
} from './remote-devices';

watchOtherDevices();

/** The first player sets a table of Summy for `names` on `page` and invites the others; every
 * other device joins by its invitation; the links of the deal travel until every rack is dealt. */
async function dealTable(page: Page, browser: Browser, names: string[]): Promise<Device[]> {
  await page.goto('./');
  await page.getByTestId('new-summy').click();
  if (names.length > 2) await page.getByTestId(`players-${names.length}`).check({ force: true });
  for (const [seat, name] of names.entries()) await page.getByTestId(`name-${seat + 1}`).fill(name);
  await expect(page.getByTestId('remote-dealt')).toBeVisible();
  await page.getByTestId('remote').check();
  await expect(page.getByTestId('remote-seat-1')).toBeChecked();
  await page.getByTestId('start').click();
  return joinAndDeal(page, browser, names, 'Summy', 'summy-board');
}

/** The device whose seat is to move: its panel says so, and shows its rack, full once read. */
async function toMove(devices: Device[]): Promise<Device> {
  return toMoveWith(devices, 8);
}

/** The scores every player panel shows on `page`, in seat order. */
async function scores(page: Page): Promise<string[]> {
  return page.getByTestId('score').allTextContents();
}

for (const names of [
  ['Eva', 'Adam'],
  ['Eva', 'Adam', 'Cy'],
]) {
  test(`${names.length} devices deal and play Summy at a distance to its end, and every rack stays on its device`, async ({ page, browser }) => {
    const devices = await dealTable(page, browser, names);
    // Exactly one device is to move; every other shows whose move it is.
    const first = await toMove(devices);
    for (const other of devices.filter((device) => device !== first)) {
      await expect(other.page.getByTestId('remote-status')).toContainText(`${first.name}'s move`);
      // Its own rack shows, to look at while waiting, with nothing to play it with.
      await expect(other.page.getByTestId('rack')).toHaveCount(0);
      await expect(other.page.getByTestId('rack-waiting').locator('[data-tile]')).toHaveCount(8);
      await expect(other.page.getByTestId('pass')).toHaveCount(0);
    }
    await expect(first.page.getByTestId('undo')).toHaveCount(0);
    await expect(first.page.getByTestId('hint')).toHaveCount(0);

    // The first player gives up two tiles; the others see the exchange, not the tiles.
    await first.page.getByTestId('exchange').click();
    const tiles = first.page.getByTestId('rack').getByTestId('rack-tile');
    for (const index of [0, 1]) await tiles.nth(index).click();
    await first.page.getByTestId('confirm-exchange').click();
    await expect(first.page.getByTestId('sheet-row')).toHaveText([new RegExp(`${first.name}.*Exchanged 2 tiles`)]);

    // A device that holds no seat of this game opens the exchange's link: refused.
    const stranger = await newPage(browser);
    const [exchange] = await linksToSend(first);
    await open(stranger, exchange.link);
    await expect(stranger.getByTestId('remote-refused')).toContainText('no game on this device takes it');

    await settle(devices);
    for (const device of devices) {
      await expect(device.page.getByTestId('sheet-row')).toHaveText([new RegExp(`${first.name}.*Exchanged 2 tiles`)]);
    }

    // Everyone passes in turn, the exchanger's new tiles read once the others' keys come: the
    // game ends the same on every device, and each checks the whole deal.
    for (let turn = 0; turn < names.length; turn++) {
      const player = await toMove(devices);
      const pass = player.page.getByTestId('pass');
      await pass.click();
      await pass.click();
      await settle(devices);
    }
    const final = await scores(devices[0].page);
    expect(final).toHaveLength(names.length);
    for (const device of devices) {
      await expect(device.page.getByTestId('sheet-row')).toHaveCount(names.length + 1);
      await expect(device.page.getByTestId('status')).toHaveText('The game is over.');
      await expect(device.page.getByTestId('remote-status')).toContainText('it was honest');
      expect(await scores(device.page)).toEqual(final);
    }
  });
}

test('a robot plays its seat of Summy on the host’s device from its own rack, and the guest takes its moves', async ({ page, browser }) => {
  const [eva, adam] = await tableAtEva(page, browser, 'summy', 'Summy', 'summy-board', 'robot');
  // Each person exchanges a tile; the robot, whose rack only its seat reads, plays from it: its
  // turns come to Adam in Eva's device's links.
  await playWithRobot(eva, adam, 6, exchangeOne);
  const sheet = (device: Device) => device.page.getByTestId('sheet-row');
  const rows = await sheet(eva).allTextContents();
  expect(rows.length).toBeGreaterThanOrEqual(6);
  // The robot played its turns in the round (an easy robot may exchange rather than lay).
  expect(rows.filter((row) => row.includes('Robot 3')).length).toBeGreaterThanOrEqual(2);
  await expect(adam.page.getByTestId('sheet-row')).toHaveText(rows);
  expect(await scores(adam.page)).toEqual(await scores(eva.page));
});

test('two people pass the host’s device at a distance, each rack shown only to its player after the hand-over', async ({ page, browser }) => {
  const [evaAndCy, adam] = await tableAtEva(page, browser, 'summy', 'Summy', 'summy-board', 'Cy');

  // Whoever is to move exchanges a tile: Adam on his device; Eva or Cy on theirs once the
  // hand-over names them and they show their rack, which nothing shows before.
  const sheet = (device: Device) => device.page.getByTestId('sheet-row');
  const movedHere: string[] = [];
  while ((await sheet(adam).count()) < 6) {
    const { device: mover, name } = await nextAtSharedTable(evaAndCy, adam);
    if (mover === evaAndCy) {
      expect(['Eva', 'Cy']).toContain(name);
      movedHere.push(name);
      await expect(page.getByTestId('rack')).toHaveCount(0);
      await expect(page.getByTestId('rack-waiting')).toHaveCount(0);
      // A move sent is not taken back.
      await expect(page.getByTestId('handover-undo')).toHaveCount(0);
      await page.getByTestId('reveal').click();
      if (name === 'Cy') await expect(page.getByTestId('remote-status')).toContainText("Cy's move, on this device");
    } else {
      // While another device is to move, the shared device shows no one's rack.
      await expect(page.getByTestId('rack-waiting')).toHaveCount(0);
    }
    await expect(mover.page.getByTestId('rack').getByTestId('rack-tile')).toHaveCount(8);
    await exchangeOne(mover);
    await settle([evaAndCy, adam]);
  }
  expect(movedHere.filter((name) => name === 'Eva')).toHaveLength(2);
  expect(movedHere.filter((name) => name === 'Cy')).toHaveLength(2);
  await expect(sheet(adam)).toHaveText(await sheet(evaAndCy).allTextContents());
});
