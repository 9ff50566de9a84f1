// Abalone's analysis board in the release bundle, in Chromium (issue 19's targets): how long the
// analysis takes to reach depth 8 from each two-player layout's start, and how fast the page
// answers a click while the engine thinks. `make bench-browser` runs it (bench.config.ts);
// bench/write-doc.mjs writes the figures into docs/benchmarks.md. It checks that it measured what
// it says (the depth was reached, the click selected a marble); it never fails on a duration.
import { mkdirSync, writeFileSync } from 'node:fs';
import { test, expect } from '../tests/fixtures';
import { AbalonePage } from '../tests/abalone-page';
import { tapTime, FIGURES_DIR, keep, type FrameSample } from './measure';

/** The depth issue 19 asks for within 5 s. */
const DEPTH = 8;
/** How long a layout may take before its figure says "not reached" rather than holding the bench up. */
const CAP_MS = 60_000;

test('Abalone analysis: the time to depth 8 from every two-player layout', async ({ page }) => {
  test.setTimeout(40 * CAP_MS);
  await page.goto('./#/abalone/editor');
  // The editor is a chunk of its own: its layouts are listed once it has arrived.
  const options = page.getByTestId('editor-layout').locator('option');
  await expect(options).toHaveCount(15);
  const layouts = await options.evaluateAll((options) =>
    options.map((option) => [(option as HTMLOptionElement).value, option.textContent ?? '']),
  );
  expect(layouts.length).toBe(15);
  const rows: { layout: string; ms: number | null; depth: number }[] = [];
  for (const [value, name] of layouts) {
    await page.goto('./#/abalone/editor');
    await page.getByTestId('editor-layout').selectOption(value);
    await page.getByTestId('load-layout').click();
    const started = Date.now();
    await page.getByTestId('analyse-position').click();
    const depth = page.getByTestId('analysis-depth');
    const reached = await page
      .waitForFunction(
        (wanted) => Number(/\d+/.exec(document.querySelector('[data-testid=analysis-depth]')?.textContent ?? '')?.[0] ?? 0) >= wanted,
        DEPTH,
        { timeout: CAP_MS, polling: 'raf' },
      )
      .then(() => true, () => false);
    const ms = reached ? Date.now() - started : null;
    const shown = Number(/\d+/.exec((await depth.textContent()) ?? '')?.[0] ?? 0);
    rows.push({ layout: name, ms, depth: shown });
    console.log(`${name}: ${ms === null ? `depth ${shown} after ${CAP_MS / 1000} s` : `depth ${DEPTH} in ${(ms / 1000).toFixed(2)} s`}`);
  }
  expect(rows.some((row) => row.depth > 0)).toBe(true);
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(`${FIGURES_DIR}/analysis-depth.json`, JSON.stringify({ depth: DEPTH, capMs: CAP_MS, rows }, null, 2));
});

test('Abalone analysis: a tap on the board answered while the engine thinks', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await page.goto('./#/abalone/editor');
  await page.getByTestId('analyse-position').click();
  await expect(page.getByTestId('analysis-depth')).toBeVisible();
  const samples: FrameSample[] = [];
  // Black's A1, tapped to select it and again to let it go: each tap changes the board.
  for (let round = 0; round < 10; round++) {
    samples.push(await tapTime(page, abalone.cell('A1'), abalone.board));
    await expect(abalone.marble('A1')).toHaveClass(round % 2 === 0 ? /selected/ : /^(?!.*selected)/);
  }
  await expect(page.getByTestId('analysis-toggle')).toHaveText('Stop');
  keep('analysis-click', 'Abalone analysis: a tap on the board while the engine thinks', samples);
});
