// Playwright configuration for the browser benchmarks (`make bench-browser`): the same browser,
// server and bundle as the end-to-end tests (playwright.config.ts), but the specs in bench/,
// which measure and report and never fail on a duration. bench/write-doc.mjs then writes what
// they kept in artifacts/bench/ into docs/benchmarks.md.
import { defineConfig } from '@playwright/test';
import tests from './playwright.config';

export default defineConfig({
  ...tests,
  testDir: './bench',
  testMatch: '*.bench.ts',
  // Not artifacts/: the figures kept in artifacts/bench/ must survive the run's clean-up.
  outputDir: './artifacts/bench-runs',
  timeout: 300_000,
});
