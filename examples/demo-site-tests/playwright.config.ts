import { defineConfig } from '@playwright/test';
import type { CurbcutTestOptions } from '@curbcut/playwright';

/**
 * A small suite over examples/demo-site that reports to Curbcut with @curbcut/playwright. Set
 * CURBCUT_URL, CURBCUT_TOKEN (an upload token of the project) and CURBCUT_PROJECT, then run
 * `npx playwright test -c examples/demo-site-tests`. Without a token the tests run and nothing is sent.
 * Inside this monorepo, either build the SDK (`npm run build -w @curbcut/playwright`) or run it from
 * source with `NODE_OPTIONS=--conditions=@curbcut/source`.
 */
const port = Number(process.env.DEMO_SITE_PORT ?? 4317);

export default defineConfig<CurbcutTestOptions>({
  testDir: 'tests',
  outputDir: '../../test-results/demo-site-tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['@curbcut/playwright/reporter', { project: process.env.CURBCUT_PROJECT ?? 'Demo shop' }]],
  webServer: {
    command: `node serve.mjs ${port}`,
    url: `http://127.0.0.1:${port}/index.html`,
    reuseExistingServer: !process.env.CI,
  },
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
    },
  },
  projects: [
    // Tests call `a11y.check()` where a page state is worth checking.
    { name: 'checks', testMatch: 'shop.spec.ts' },
    // Every test that opens a page is checked once more when it ends.
    { name: 'after-each', testMatch: 'browse.spec.ts', use: { curbcut: { checkAfterEach: true } } },
  ],
});
