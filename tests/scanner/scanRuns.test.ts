/**
 * Website scan runs end to end, on SQLite and PostgreSQL: a real server runs the scanner in
 * Chromium against a fixture site; everything is created and read through the HTTP API, and live
 * progress arrives through a real soketi to a pusher-js client.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ScanProgressPayload } from '@curbcut/core';
import { CHROMIUM_ARGS, chromiumPath } from '@curbcut/scanner';
import { startSoketi, type RunningSoketi } from '@curbcut/server';
import { chromium } from 'playwright-core';
import { describeEachDatabase, signIn, type TestServer } from '../contract/harness';
import { startFixtureSite, type FixtureSite } from './fixtureSite';
import { createScan, openLiveViewer, readScanLogs, readScanMeta, waitForRunEnd, waitUntil, type LiveViewer } from './scanApi';

describeEachDatabase('scan runs', (db) => {
  let site: FixtureSite;
  let soketi: RunningSoketi;
  let server: TestServer;
  let viewer: LiveViewer;
  /** The demo group's admin, and a user of another group. */
  let cookie: string;
  let outsider: string;
  /** The run of the fixture site's main pages, shared by the read tests. */
  let main = { scanId: '', runId: '' };

  beforeAll(async () => {
    site = await startFixtureSite();
    soketi = await startSoketi({ port: 0 });
    server = await db().start({ demo: true, live: soketi.config });
    cookie = await signIn(server, 'demo@curbcut.local');
    outsider = await signIn(server, 'free@curbcut.local');
    viewer = await openLiveViewer(server, cookie, ['scan_progress', 'build_updates']);
    main = await createScan(server, cookie, 'Fixture shop', { startUrls: [site.url], crawl: { enabled: true, maxDepth: 1, maxPages: 10 }, concurrency: 1 });
    await waitForRunEnd(server, cookie, main.runId);
  });

  afterAll(async () => {
    viewer?.close();
    await server?.close();
    await soketi?.stop();
    await site?.close();
  });

  it('runs a scan to completed with a log row per page: scanned, redirected and failed', async () => {
    const meta = await readScanMeta(server, { cookie }, main.runId);
    expect(meta.run).toMatchObject({ status: 'completed', error: null, pagesDone: 4, hasFailedAdvancedScan: true, buildTimedOutFailure: false });
    expect(meta.run.startedAt).not.toBeNull();
    expect(meta).toMatchObject({ scanName: 'Fixture shop', isLatest: true, isDemoScan: false, authConfigName: null });

    const logs = await readScanLogs(server, { cookie }, main.runId);
    expect(logs.cumulativeStatusCounts).toEqual({ success: 2, redirect: 1, failure: 1 });
    const row = (path: string) => logs.scanLogs.find((r) => r.pageUrl === site.at(path));
    expect(row('/')).toMatchObject({ cumulativeStatus: 'success', pageUrlToFilter: site.at('/'), finalRedirectUrl: null });
    expect(row('/')?.description).toMatch(/^Scanned: \d+ issues? found$/);
    expect(row('/old')).toMatchObject({
      cumulativeStatus: 'redirect',
      description: `Redirected to ${site.at('/new.html')}`,
      finalRedirectUrl: site.at('/new.html'),
      pageUrlToFilter: site.at('/new.html'),
    });
    expect(row('/missing')).toMatchObject({ cumulativeStatus: 'failure', pageUrlToFilter: null, score: null });
    expect(row('/missing')?.description).toMatch(/^Failed: .*404/);
    // Scan order: the start page first.
    expect(logs.scanLogs[0]?.pageUrl).toBe(site.at('/'));

    const failures = await readScanLogs(server, { cookie }, main.runId, 'failure,redirect');
    expect(failures.scanLogs.map((r) => r.cumulativeStatus).sort()).toEqual(['failure', 'redirect']);
    expect(failures.cumulativeStatusCounts).toEqual(logs.cumulativeStatusCounts);
    expect((await server.request('GET', `/api/v1/reports/${main.runId}/scan_logs?status=bogus`, { cookie })).status).toBe(400);
  });

  it('counts in the report meta and overview what the scanned pages hold', async () => {
    const logs = await readScanLogs(server, { cookie }, main.runId);
    const meta = (await server.request('GET', `/api/v1/reports/${main.runId}/meta`, { cookie })).body.data;
    const overview = (await server.request('GET', `/api/v1/reports/${main.runId}/overview`, { cookie })).body.data;
    expect(meta).toMatchObject({ type: 'websiteScan', status: 'completed' });
    const byUrl = new Map<string, number>(overview.issueCountByUrl.map((u: { url: string; count: number }) => [u.url, u.count]));
    for (const r of logs.scanLogs.filter((l) => l.cumulativeStatus === 'success')) {
      const found = Number(/^Scanned: (\d+)/.exec(r.description)?.[1]);
      expect(byUrl.get(r.pageUrlToFilter ?? '') ?? 0, r.pageUrl).toBe(found);
    }
    const pagesWithIssues = [...byUrl.keys()].sort();
    const scannedPages = logs.scanLogs.flatMap((r) => (r.pageUrlToFilter === null ? [] : [r.pageUrlToFilter]));
    for (const url of pagesWithIssues) expect(scannedPages).toContain(url);
    expect([...byUrl.values()].reduce((a, b) => a + b, 0)).toBe(meta.issueSummary.issueCount);
    expect(meta.issueSummary.issueCount).toBeGreaterThan(0);
  });

  it('shows the run\'s failure flags in the report meta', async () => {
    const meta = (await server.request('GET', `/api/v1/reports/${main.runId}/meta`, { cookie })).body.data;
    expect(meta).toMatchObject({ hasFailedAdvancedScan: true, loadLimitReachedFailure: false, buildTimedOutFailure: false });
  });

  it('records the browser, OS and viewport of each issue', async () => {
    const res = await server.request('POST', `/api/v1/reports/${main.runId}/issue`, { cookie, json: { ruleId: 'image-alt' } });
    expect(res.status).toBe(200);
    const { metadata, page } = res.body.data;
    expect(page.url).toBe(site.at('/'));
    expect(metadata.browser).toMatch(/^Chromium \d+/);
    expect(metadata.os).toEqual(expect.any(String));
    expect(metadata.viewport).toEqual({ width: expect.any(Number), height: expect.any(Number) });
  });

  it('lists the failed pages, also at the spec path', async () => {
    const expected = { items: [{ url: site.at('/missing'), reason: expect.stringContaining('404') }], totalConfiguredPages: 4, backend_rules_processing_timed_out: false };
    const res = await server.request('GET', `/api/v1/reports/${main.runId}/failed_pages`, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(expected);
    const alias = await server.request('GET', `/api/test_runs/advanced_scan_failed_urls?th_build_id=${main.runId}`, { cookie });
    expect(alias.body.data).toEqual(expected);
  });

  it('sent live progress for every page and the end of the run', async () => {
    const progress = () => viewer.seen('scan_progress').filter((p) => (p as ScanProgressPayload).build_uuid === main.runId) as ScanProgressPayload[];
    await waitUntil(async () => progress(), (seen) => seen.some((p) => p.status === 'completed'), 'the last scan_progress', 10_000);
    const pages = progress().flatMap((p) => (p.lastPage ? [p.lastPage.pageUrl] : []));
    expect(pages.sort()).toEqual([site.at('/'), site.at('/about.html'), site.at('/missing'), site.at('/old')].sort());
    expect(progress().some((p) => p.status === 'completed' && p.pagesDone === 4)).toBe(true);
    const counted = progress().filter((p) => p.lastPage !== null).map((p) => p.pagesDone);
    expect(counted).toEqual([1, 2, 3, 4]);
    expect(viewer.seen('build_updates').some((p) => (p as { build_uuid: string; status: string }).build_uuid === main.runId)).toBe(true);
  });

  it('serves the snapshot of an issue sandboxed, with its stylesheet and images from stored copies', async () => {
    const issue = (await server.request('POST', `/api/v1/reports/${main.runId}/issue`, { cookie, json: { ruleId: 'image-alt' } })).body.data;
    const res = await server.request('GET', `/api/v1/reports/${main.runId}/snapshot?issueId=${encodeURIComponent(issue.issueId)}`, { cookie });
    expect(res.status).toBe(200);
    const snapshot = res.body.data;
    expect(snapshot.status).toBe('ready');
    expect(snapshot.target).toEqual([issue.target]);
    const stylesheet: string = snapshot.proxyMap[site.at('/style.css')];
    expect(stylesheet).toMatch(/^\/api\/v1\/snapshot_resources\/[0-9a-f]{64}\.css$/);
    expect(snapshot.proxyMap[site.at('/logo.png')]).toMatch(/^\/api\/v1\/snapshot_resources\/[0-9a-f]{64}\.png$/);

    const alias = await server.request('GET', `/api/tests/issue_snapshot?id=${encodeURIComponent(issue.issueId)}&scan_run_id=${main.runId}`, { cookie });
    expect(alias.body.data).toEqual(snapshot);

    const page = await server.request('GET', snapshot.snapshotUrl, { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = page.headers.get('content-security-policy') ?? '';
    // Scripts run in an opaque origin, and only the viewer's own, named by its hash.
    expect(policy).toMatch(/(^|; )sandbox allow-scripts(;|$)/);
    expect(policy).toMatch(/(^|; )script-src 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
    expect(policy).toContain("default-src 'none'");
    expect(page.text).toContain(`href="${stylesheet}"`);
    expect(page.text).toContain(snapshot.proxyMap[site.at('/logo.png')]);
    expect(page.text).not.toMatch(/<base\b/i);
    // The page's own scripts are inert husks; the one that runs is the viewer's, at the end.
    expect(page.text.match(/<script>/gi)).toHaveLength(1);
    expect(page.text).not.toMatch(/<script\b(?![^>]*type="application\/x-curbcut-removed")[^>]*\ssrc=/i);

    const css = await server.request('GET', stylesheet);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.text).toMatch(/url\("\/api\/v1\/snapshot_resources\/[0-9a-f]{64}\.png"\)/);
    expect(css.text).toMatch(/url\("\/api\/v1\/snapshot_resources\/[0-9a-f]{64}\.woff2"\)/);
    const png = await server.request('GET', snapshot.proxyMap[site.at('/logo.png')]);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect((await server.request('GET', `/api/v1/snapshot_resources/${'0'.repeat(64)}.png`)).status).toBe(404);

    expect((await server.request('GET', snapshot.snapshotUrl, { cookie: outsider })).status).toBe(404);
    expect((await server.request('GET', snapshot.snapshotUrl)).status).toBe(401);
  });

  it('renders the snapshot in a sandboxed frame from the stored copies only, and highlights the issue on request', async () => {
    const issue = (await server.request('POST', `/api/v1/reports/${main.runId}/issue`, { cookie, json: { ruleId: 'image-alt' } })).body.data;
    const { snapshotUrl } = (await server.request('GET', `/api/v1/reports/${main.runId}/snapshot?issueId=${encodeURIComponent(issue.issueId)}`, { cookie })).body.data;
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
    try {
      const context = await browser.newContext();
      const [name = '', value = ''] = cookie.split('=');
      await context.addCookies([{ name, value, url: server.url }]);
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (r) => requested.push(r.url()));
      // A same-origin viewer page framing the snapshot the way the dashboard does.
      await page.route(`${server.url}/snapshot-viewer`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<script>window.answers = []; addEventListener('message', (e) => window.answers.push(e.data));</script>
            <iframe sandbox="allow-scripts" src="${snapshotUrl}" width="800" height="600"></iframe>`,
        }),
      );
      await page.goto(`${server.url}/snapshot-viewer`);
      const frame = page.frames()[1];
      if (!frame) throw new Error('The snapshot frame did not load.');
      await frame.waitForLoadState('load');
      const rendered = await frame.evaluate(() => ({
        brand: getComputedStyle(document.querySelector('.brand') as Element).backgroundColor,
        image: (document.querySelector('img') as HTMLImageElement).naturalWidth,
      }));
      expect(rendered).toEqual({ brand: 'rgb(136, 136, 136)', image: 1 });
      expect(requested.filter((url) => url.startsWith(site.url))).toEqual([]);

      const answers = () => page.evaluate(() => (window as unknown as { answers: { type: string; detail: unknown }[] }).answers);
      const ask = (target: string[]) =>
        page.evaluate((t) => document.querySelector('iframe')?.contentWindow?.postMessage({ source: 'curbcut-snapshot-viewer', type: 'highlight', target: t }, '*'), target);
      await expect.poll(answers).toEqual([{ source: 'curbcut-snapshot', type: 'ready', detail: null }]);
      await ask(issue.target.split(' >>> '));
      await expect.poll(async () => (await answers()).at(-1)?.type).toBe('highlighted');
      // The outline sits over the element it names.
      const placed = await frame.evaluate(() => {
        const mark = document.querySelector('[data-curbcut-highlight]')!.getBoundingClientRect();
        const image = document.querySelector('img')!.getBoundingClientRect();
        return mark.left <= image.left && mark.top <= image.top && mark.right >= image.right && mark.bottom >= image.bottom;
      });
      expect(placed).toBe(true);
      await ask(['#not-in-this-page']);
      await expect.poll(async () => (await answers()).at(-1), { timeout: 10_000 }).toEqual({ source: 'curbcut-snapshot', type: 'domError', detail: 'Element Not Found' });
      await ask(['a[[broken']);
      await expect.poll(async () => (await answers()).at(-1)).toEqual({ source: 'curbcut-snapshot', type: 'domError', detail: 'Snapshot Not Available' });
    } finally {
      await browser.close();
    }
  });

  it('lets a public-link token read the scan meta, logs, failed pages and snapshot; another group cannot', async () => {
    const shared = await server.request('POST', '/api/public_reports', { cookie, json: { id: main.runId, type: 'websiteScan' } });
    expect(shared.status).toBe(200);
    const token = /token=([A-Za-z0-9_-]+)/.exec(shared.body.data.link)?.[1] ?? '';
    expect(token).not.toBe('');

    const asOwner = await readScanLogs(server, { cookie }, main.runId);
    expect(await readScanLogs(server, { token }, main.runId)).toEqual(asOwner);
    const byQuery = await server.request('GET', `/api/v1/reports/${main.runId}/scan_logs?status=success&token=${token}`);
    expect(byQuery.status).toBe(200);
    expect(byQuery.body.data.scanLogs).toHaveLength(2);
    expect((await server.request('GET', `/api/v1/reports/${main.runId}/failed_pages`, { token })).status).toBe(200);
    expect((await readScanMeta(server, { token }, main.runId)).run.id).toBe(main.runId);

    const issue = (await server.request('POST', `/api/v1/reports/${main.runId}/issue`, { token, json: { ruleId: 'image-alt' } })).body.data;
    const snapshot = (await server.request('GET', `/api/v1/reports/${main.runId}/snapshot?issueId=${encodeURIComponent(issue.issueId)}`, { token })).body.data;
    // The iframe sends no Authorization header: the address carries the token.
    expect((await server.request('GET', snapshot.snapshotUrl)).status).toBe(200);

    expect((await server.request('GET', `/api/v1/reports/${main.runId}/scan_logs`, { cookie: outsider })).status).toBe(404);
    expect((await server.request('GET', `/api/v1/reports/${main.runId}/scan`, { cookie: outsider })).status).toBe(404);
    expect((await server.request('GET', `/api/v1/reports/${main.runId}/failed_pages`, { cookie: outsider })).status).toBe(404);
    expect((await server.request('GET', `/api/v1/reports/${main.runId}/scan_logs`)).status).toBe(401);
    expect((await server.request('GET', `/api/v1/scans/${main.scanId}/runs`, { cookie: outsider })).status).toBe(404);
  });

  // Last: it removes a stored snapshot the tests above read.
  it("says a checked page's snapshot failed to capture when none was stored", async () => {
    const issue = (await server.request('POST', `/api/v1/reports/${main.runId}/issue`, { cookie, json: { ruleId: 'image-alt' } })).body.data;
    await server.context.db.deleteFrom('page_snapshots').where('report_id', '=', main.runId).execute();
    const snapshot = await server.request('GET', `/api/v1/reports/${main.runId}/snapshot?issueId=${encodeURIComponent(issue.issueId)}`, { cookie });
    expect(snapshot.body.data).toMatchObject({ status: 'failed', snapshotUrl: null });
  });
});
