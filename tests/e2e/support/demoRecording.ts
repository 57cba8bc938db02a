/**
 * The demo's recorded manual reports, as `npm start` makes them, for e2e specs: `demoSiteTest`
 * serves the demo website (examples/demo-site) from the test process and starts the worker's server
 * with `--demo-site` pointing at it, so the server records the demo workflow report and assisted
 * test from it in Chromium in the background (packages/server/src/demo/demoManualReports.ts).
 * `waitForDemoReport` polls the API until a report is completed, and fails at once, with the
 * server's own words, when the recording failed.
 */
import type { Page } from '@playwright/test';
import { startDemoSite } from '../../../examples/demo-site/serve.mjs';
import type { CurbcutServer } from './curbcutServer';
import { expect, test } from './fixtures';

/** The names the demo recording gives its reports. */
export const DEMO_REPORTS = { workflow: 'Checkout flow', assisted: 'Keyboard and focus audit' } as const;

/** The demo website, served for the worker. */
export interface DemoSite {
  /** Its origin, for example http://127.0.0.1:41234. */
  url: string;
}

/** The suite's `test`, with a worker server that records the demo reports from the demo website. */
export const demoSiteTest = test.extend<object, { demoSite: DemoSite }>({
  demoSite: [
    async ({}, use) => {
      const site = await startDemoSite({ port: 0 });
      await use({ url: site.url });
      await site.close();
    },
    { scope: 'worker' },
  ],
  // Derived from the site, which starts first and stops after the server.
  serverOptions: [async ({ demoSite }, use) => use({ extraArgs: ['--demo-site', demoSite.url] }), { scope: 'worker' }],
});

/** The line `curbcut serve` prints when the demo recording failed (commands/serve.ts). */
const RECORDING_FAILED = /the demo workflow and assisted-test reports were not recorded: .*/;
/** A fresh server records both reports in about 10 s on a quiet machine; a busy CI runner takes longer. */
const RECORDING_TIMEOUT_MS = 120_000;

type ManualReportType = 'workflowScan' | 'assistedTest';

/** The report's status as the API lists it, 'absent' before it exists, or the server's failure line. */
async function recordingState(page: Page, server: CurbcutServer, type: ManualReportType, name: string): Promise<string> {
  const failed = RECORDING_FAILED.exec(server.output());
  if (failed) return failed[0];
  const res = await page.request.get('/api/v1/manual_reports', { params: { type, query: name } });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as { data: { reports: { name: string; status: string }[] } };
  return data.reports.find((r) => r.name === name)?.status ?? 'absent';
}

/** Polls the API, as the signed-in page, until the demo report `name` is completed. */
export async function waitForDemoReport(page: Page, server: CurbcutServer, type: ManualReportType, name: string): Promise<void> {
  let state = '';
  await expect
    .poll(async () => (state = await recordingState(page, server, type, name)), { timeout: RECORDING_TIMEOUT_MS, message: `the demo report '${name}' is recorded` })
    .toMatch(/^(completed|failed|the demo .* not recorded)/);
  expect(state, `the demo report '${name}'`).toBe('completed');
}
