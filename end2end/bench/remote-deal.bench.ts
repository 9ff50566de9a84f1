// The deal of a game at a distance in Chromium (issue 55): Summy for four seats, the largest
// deck (126 cards), every step proven and checked on each device, in the release bundle. Each
// device is a browser context of its own, as in the remote specs; the links travel as a
// messenger would carry them. `make bench-browser` runs it (bench.config.ts) and
// bench/write-doc.mjs writes the figures into docs/benchmarks.md. It checks that the deal
// happened (every device shows its full rack and one is to move); it never fails on a duration.
import { mkdirSync, writeFileSync } from 'node:fs';
import { test, expect } from '../tests/fixtures';
import { type Device, joinAndDeal, settle, toMove } from '../tests/remote-devices';
import { FIGURES_DIR } from './measure';

const NAMES = ['Eva', 'Adam', 'Cy', 'Dana'];

/** One link opened: on which seat's device, how long its characters run, and the time from the
 * device opening it to the device showing what it did (the steps it carries checked, this
 * device's own step proven, both in `session.open`). */
interface Opening {
  seat: number;
  length: number;
  ms: number;
}

test('Summy for four at a distance: the deal, every step proven, in Chromium', async ({ page, browser }) => {
  test.setTimeout(600_000);
  await page.goto('./');
  await page.getByTestId('new-summy').click();
  await page.getByTestId('players-4').check({ force: true });
  for (const [seat, name] of NAMES.entries()) await page.getByTestId(`name-${seat + 1}`).fill(name);
  await page.getByTestId('remote').check();
  await page.getByTestId('start').click();
  // The invitations are opened untimed; the links that follow (the joins, then the deal's
  // steps) each timed.
  const openings: Opening[] = [];
  const started = Date.now();
  const timed = (device: Device, link: string, ms: number) =>
    openings.push({ seat: device.seat, length: link.length - link.indexOf('#') - 1, ms });
  const devices = await joinAndDeal(page, browser, NAMES, 'Summy', 'summy-board', (devices) => settle(devices, timed));
  const wallMs = Date.now() - started;
  const first = await toMove(devices, 8);
  expect(NAMES).toContain(first.name);
  expect(openings.length).toBeGreaterThan(NAMES.length);

  const total = openings.reduce((sum, opening) => sum + opening.ms, 0);
  const perSeat = NAMES.map((name, index) => ({
    name,
    links: openings.filter((opening) => opening.seat === index + 1).length,
    ms: openings.filter((opening) => opening.seat === index + 1).reduce((sum, opening) => sum + opening.ms, 0),
  }));
  const figure = { seats: NAMES.length, links: openings.length, totalMs: total, wallMs, perSeat, openings };
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(`${FIGURES_DIR}/remote-deal.json`, JSON.stringify(figure, null, 2));
  console.log(`Summy for four, the deal: ${openings.length} links opened, ${total} ms opening them, ${wallMs} ms in all`);
});
