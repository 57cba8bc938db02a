import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never `npx playwright install`: it fails on this kind of
 * machine). Each worker starts a real server from source (tests/e2e/support), so one worker on a
 * 2-core machine keeps the server and the browser from fighting for the CPU.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    // A trace costs a fifth of the suite's time (measured: 4.2 min against 3.3 min on the report and
    // shell specs); a failure still writes the page's aria snapshot. CURBCUT_E2E_TRACE=1 keeps a
    // trace of each failed test.
    trace: process.env.CURBCUT_E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
