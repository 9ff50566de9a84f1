// Playwright configuration for the Gameshelf end-to-end tests (`make e2e`, part of `make test`).
//
// The tests run against the release bundle in ../dist (built by `make dist`; E2E_DIST=DIR for
// another), served by
// serve.py as a plain static host on 127.0.0.1, in Debian's Chromium (/usr/bin/chromium,
// installed by scripts/setup.sh). Playwright never downloads a browser here.
//
// Specs navigate with relative URLs (`page.goto('./')`, `page.goto('./#/abalone')`) so the
// same specs also run under a sub-path: `make dist e2e PUBLIC_URL=/games/`.
// Screenshots and other per-test files: write them to `testInfo.outputPath('name.png')`,
// or to `artifacts/` directly; the directory is emptied at the start of each run.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8081);
const trimmed = (process.env.E2E_BASE_PATH ?? '/').replace(/^\/+|\/+$/g, '');
const basePath = trimmed ? `/${trimmed}/` : '/';
const baseURL = `http://127.0.0.1:${port}${basePath}`;
const seed = Number(process.env.E2E_SEED ?? 1126);

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Three browsers at once on two cores: much of a test is waiting (a robot's thinking time, a
  // notice's 8 s), which the others fill, and on a machine busy with other work (or with `make
  // test`'s Rust checks, which run beside these tests) more workers get more of its time. Each
  // test has its own browser context and storage.
  workers: 3,
  // Caps, not waits: every test waits for the state it needs. They are generous because CI's
  // machine may be busy with other work; a test never fails for being slow short of these. The
  // longest tests (three devices playing a game at a distance to its end) took 3.1 minutes with
  // some forty processes on the two cores, so a test may take ten: the cap catches a hang, and
  // CI's own time limit bounds the whole run.
  timeout: 600_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The machine has no network beyond package registries: keep Chromium from calling home.
      args: [
        // Every page draws its random numbers (a new game's deal, a robot's seed) from V8's
        // Math.random: seeded, a test plays the same deal and meets the same robot's answers in
        // every run. E2E_SEED=N tries the tests over other deals.
        `--js-flags=--random-seed=${seed}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `python3 serve.py --dir ${process.env.E2E_DIST ?? '../dist'} --host 127.0.0.1 --port ${port} --base ${basePath}`,
    url: `${baseURL}index.html`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
