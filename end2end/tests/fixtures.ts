// The test function every spec uses: each test also fails on an uncaught error in the page.
import { test as base, expect, type Download, type Locator, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A file from end2end/fixtures, such as a saved game record. */
export function fixture(name: string): string {
  return readFileSync(join(__dirname, '..', 'fixtures', name), 'utf8');
}

/** Clicks `button` and returns the download it starts. */
export async function downloadFrom(page: Page, button: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return download;
}

export function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** Keeps a measurement in end2end/artifacts/NAME.json and prints it. */
export function report(name: string, figures: object) {
  mkdirSync('artifacts', { recursive: true });
  writeFileSync(`artifacts/${name}.json`, JSON.stringify(figures, null, 2));
  console.log(`${name}: ${JSON.stringify(figures)}`);
}
