import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
// One data folder per port, so a run on another port never deletes the data of one in progress.
export const dataDir = port === 3100 ? '.local/e2e' : `.local/e2e-${port}`;

/**
 * End-to-end tests in Debian's Chromium against the real `npm start` server, started on its own
 * port with a fresh data folder so every run begins from the seed.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  // A committed `test.only` would quietly drop every other test from the count.
  forbidOnly: Boolean(process.env.CI) || process.env.npm_lifecycle_event === 'test',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // A failed test keeps its trace (actions, console, network) and a screenshot. DOM snapshots
    // and the screencast cost about a tenth of the suite's time on every passing test too; ask
    // for them with `--trace on` when a failure needs them.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    // The site's theme turns transitions off for reduced motion, so nothing is mid-fade when a
    // test reads contrast or position. A test about motion asks for it with page.emulateMedia.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${dataDir} && npm start`,
    cwd: '..',
    url: `${baseURL}/api/health`,
    env: { PORT: String(port), LOCAL_DATA_DIR: dataDir },
    // A server left on the port would run old code on old data: Playwright stops with
    // "<url> is already used" instead. E2E_REUSE_SERVER=1 opts in while iterating by hand.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 180_000,
    stdout: 'pipe',
  },
});
