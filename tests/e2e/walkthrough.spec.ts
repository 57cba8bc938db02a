/**
 * Defects a walkthrough of the dashboard found (issue 17) that only the real app shows: here, the
 * requests an open report makes while the group's builds progress (a scan or a CI upload sends a
 * live update per page or batch).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInAt, test } from './support/fixtures';
import { axePage, createUploadProject, ingestApi } from './support/ingest';

// As `npm start` runs it: live updates are what the shell and a report listen to.
test.use({ serverOptions: { live: true } });

/** How long the page is watched, and how often it may ask for one thing meanwhile. */
const WATCH_MS = 3000;
const MAX_REQUESTS_PER_URL = 4;

/** Sends a batch to a running build every 150 ms while `watch` runs, each a live build_updates for the group. */
async function whileABuildProgresses<T>(request: APIRequestContext, token: string, watch: () => Promise<T>): Promise<T> {
  const ingest = ingestApi(request, token);
  const build = await ingest.createBuild('busy');
  let done = false;
  const batches = (async () => {
    for (let i = 0; !done; i++) {
      await ingest.appendBatch(build.id, `b${i}`, axePage(`https://shop.example.com/p${i}`, [{ rule: 'image-alt', impact: 'critical', selector: 'img' }]));
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  })();
  try {
    return await watch();
  } finally {
    done = true;
    await batches;
    await ingest.finalize(build.id);
  }
}

/** Counts the page's API requests per URL (path and query) for WATCH_MS. */
async function requestsPerUrl(page: Page): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const count = (request: { url(): string }) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/pusher/updates') counts.set(pathname + search, (counts.get(pathname + search) ?? 0) + 1);
  };
  page.on('request', count);
  await page.waitForTimeout(WATCH_MS);
  page.off('request', count);
  return counts;
}

/** The URLs asked for more than a handful of times. */
function repeated(counts: Map<string, number>): string[] {
  return [...counts].filter(([, n]) => n > MAX_REQUESTS_PER_URL).map(([url, n]) => `${url} ×${n}`);
}

test('an open build report and scan report do not repeat their requests while the group’s builds progress', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await signInAt(page, '/home');
  const ci = await createUploadProject(page.request, 'Busy CI');

  // A build report of the demo.
  const reports = await page.request.get('/api/v1/reports?type=automatedTest');
  type Row = { id: string; projectId: string; buildName: string; buildNumber: number; status: string };
  const build = ((await reports.json()) as { data: { reports: Row[] } }).data.reports.find((r) => r.status === 'completed');
  expect(build, 'a completed demo build').toBeTruthy();
  await page.goto(`/automated-tests/projects/${build!.projectId}/builds/${encodeURIComponent(build!.buildName)}/${build!.buildNumber}?thBuildId=${build!.id}`);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Feedback' })).toBeVisible();
  expect(repeated(await whileABuildProgresses(request, ci.token, () => requestsPerUrl(page))), 'requests of the build report').toEqual([]);

  // A finished scan of one page of this app, and its report.
  const created = await page.request.post('/api/v1/scans', {
    data: { name: 'Quiet scan', scanNow: true, settings: { startUrls: [`${baseURL}/sign-in`], crawl: { enabled: false, maxDepth: 0, maxPages: 1 } } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const scanId = ((await created.json()) as { data: { scan: { id: string } } }).data.scan.id;
  type Run = { id: string; projectId: string; status: string };
  let run: Run | null = null;
  await expect
    .poll(
      async () => {
        run = ((await (await page.request.get(`/api/v1/scans/${scanId}`)).json()) as { data: { scan: { latestRun: Run | null } } }).data.scan.latestRun;
        return run?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');
  await page.goto(`/site-scanner/projects/${run!.projectId}/builds/?thBuildId=${run!.id}`);
  await expect(page.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Feedback' })).toBeVisible();
  expect(repeated(await whileABuildProgresses(request, ci.token, () => requestsPerUrl(page))), 'requests of the scan report').toEqual([]);
});
