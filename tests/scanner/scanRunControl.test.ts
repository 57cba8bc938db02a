/**
 * Controlling scan runs through the API, on SQLite and PostgreSQL: cancelling a running scan keeps
 * what it did, a cancelled queued run never starts, 'Scan now' adds to the run history, and a scan
 * that signs in either gets in or fails with spec 001's login error.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SCAN_ERROR_TEXTS } from '@curbcut/core';
import { describeEachDatabase, signIn, type TestServer } from '../contract/harness';
import { FIXTURE_LOGIN, startFixtureSite, type FixtureSite } from './fixtureSite';
import { createFormLogin, createScan, readScanLogs, readScanMeta, scanNow, waitForRunEnd, waitUntil } from './scanApi';

/** How long each slow page of the fixture site takes: long enough to act on a scan while it runs. */
const SLOW_DELAY_MS = 1500;

describeEachDatabase('scan run control', (db) => {
  let site: FixtureSite;
  let server: TestServer;
  let cookie: string;
  const slowScan = { startUrls: [] as string[], crawl: { enabled: true, maxDepth: 1, maxPages: 20 }, concurrency: 1 };

  beforeAll(async () => {
    site = await startFixtureSite({ slowPages: 8, slowDelayMs: SLOW_DELAY_MS });
    server = await db().start({ demo: true });
    cookie = await signIn(server, 'demo@curbcut.local');
    slowScan.startUrls = [site.at('/slow/')];
  });

  afterAll(async () => {
    await server?.close();
    await site?.close();
  });

  const cancel = (scanId: string, runId: string) => server.request('POST', `/api/v1/scans/${scanId}/runs/${runId}/cancel`, { cookie });

  it('cancels a running scan: it stops, keeps the pages done and completes its report', async () => {
    const { scanId, runId } = await createScan(server, cookie, 'Slow site', slowScan);
    const before = await waitUntil(() => readScanLogs(server, { cookie }, runId), (l) => l.scanLogs.length >= 2, 'two pages scanned');
    expect(before.scanLogs.length).toBeLessThan(9);

    const res = await cancel(scanId, runId);
    expect(res.status).toBe(200);
    expect(res.body.data.run.id).toBe(runId);
    const meta = await waitForRunEnd(server, cookie, runId);
    expect(meta.run.status).toBe('cancelled');
    expect(meta.run.error).toBeNull();

    const kept = await readScanLogs(server, { cookie }, runId);
    expect(kept.scanLogs.length).toBeGreaterThanOrEqual(before.scanLogs.length);
    expect(kept.scanLogs.length).toBeLessThan(9);
    expect(meta.run.pagesDone).toBe(kept.scanLogs.length);
    const report = (await server.request('GET', `/api/v1/reports/${runId}/meta`, { cookie })).body.data;
    expect(report.status).toBe('completed');
    // Every scanned slow page has its image issue in the report.
    expect(report.issueSummary.issueCount).toBe(kept.scanLogs.filter((l) => l.pageUrl.includes('/slow/') && l.pageUrl.endsWith('.html')).length);
    expect((await cancel(scanId, runId)).status).toBe(409);

    // Deleting the run's report takes the run out of the scan's history, with its logs and page snapshots.
    const snapshotKeys = (await server.context.db.selectFrom('page_snapshots').select('html_key').where('report_id', '=', runId).execute()).map((r) => r.html_key);
    expect(snapshotKeys.length).toBeGreaterThan(0);
    expect((await server.request('DELETE', `/api/v1/reports/${runId}`, { cookie })).status).toBe(200);
    expect((await server.request('GET', `/api/v1/scans/${scanId}/runs`, { cookie })).body.data.runs).toEqual([]);
    for (const table of ['scan_logs', 'page_snapshots', 'scan_runs'] as const) {
      expect(await server.context.db.selectFrom(table).select('report_id').where('report_id', '=', runId).execute(), table).toEqual([]);
    }
    for (const key of snapshotKeys) expect(await server.context.blobs.get(key), key).toBeNull();
  });

  it('never starts a run cancelled while it waits in the queue', async () => {
    const first = await createScan(server, cookie, 'Slow site again', slowScan);
    await waitUntil(() => readScanMeta(server, { cookie }, first.runId), (m) => m.run.status === 'running', 'the first run to start');
    // This process runs one scan at a time: the second waits behind the first.
    const second = await createScan(server, cookie, 'Queued behind', slowScan);
    expect((await readScanMeta(server, { cookie }, second.runId)).run.status).toBe('queued');
    expect((await cancel(second.scanId, second.runId)).body.data.run.status).toBe('cancelled');
    await cancel(first.scanId, first.runId);
    await waitForRunEnd(server, cookie, first.runId);

    const ended = await waitForRunEnd(server, cookie, second.runId);
    expect(ended.run).toMatchObject({ status: 'cancelled', startedAt: null, pagesDone: 0 });
    expect((await readScanLogs(server, { cookie }, second.runId)).scanLogs).toEqual([]);
    expect((await server.request('GET', `/api/v1/reports/${second.runId}/meta`, { cookie })).body.data.status).toBe('completed');
  });

  it("signs in with the scan's authentication configuration", async () => {
    const authConfigId = await createFormLogin(server, cookie, 'Fixture login', site.at('/login'), FIXTURE_LOGIN.username, FIXTURE_LOGIN.password);
    const { runId } = await createScan(server, cookie, 'Members area', { startUrls: [site.at('/private.html')], crawl: { enabled: false, maxDepth: 0, maxPages: 1 } }, { authConfigId });
    const meta = await waitForRunEnd(server, cookie, runId);
    expect(meta.run.status).toBe('completed');
    expect(meta.authConfigName).toBe('Fixture login');
    const logs = await readScanLogs(server, { cookie }, runId);
    expect(logs.scanLogs).toHaveLength(1);
    expect(logs.scanLogs[0]).toMatchObject({ pageUrl: site.at('/private.html'), cumulativeStatus: 'success' });
  });

  it("fails a scan whose sign-in fails with 'Login configuration error: Failed to login.', its report still readable", async () => {
    const authConfigId = await createFormLogin(server, cookie, 'Wrong password', site.at('/login'), FIXTURE_LOGIN.username, 'not the password');
    const { scanId, runId } = await createScan(server, cookie, 'Locked out', { startUrls: [site.at('/private.html')] }, { authConfigId });
    const meta = await waitForRunEnd(server, cookie, runId);
    expect(meta.run).toMatchObject({ status: 'failed', error: SCAN_ERROR_TEXTS.login, pagesDone: 0 });
    expect(SCAN_ERROR_TEXTS.login).toBe('Login configuration error: Failed to login.');
    expect((await readScanLogs(server, { cookie }, runId)).scanLogs).toEqual([]);
    const report = await server.request('GET', `/api/v1/reports/${runId}/meta`, { cookie });
    expect(report.status).toBe(200);
    expect(report.body.data.status).toBe('completed');

    // 'Scan now' adds a run; the history lists the newest first and only it is the latest.
    const second = await scanNow(server, cookie, scanId);
    await waitForRunEnd(server, cookie, second);
    const history = await server.request('GET', `/api/v1/scans/${scanId}/runs`, { cookie });
    expect(history.body.data.runs.map((r: { id: string; runNumber: number }) => [r.id, r.runNumber])).toEqual([
      [second, 2],
      [runId, 1],
    ]);
    expect((await readScanMeta(server, { cookie }, runId)).isLatest).toBe(false);
    expect((await readScanMeta(server, { cookie }, second)).isLatest).toBe(true);
  });

  it('resumes a run interrupted by closing the server once a server runs again: every page exactly once', async () => {
    const { runId } = await createScan(server, cookie, 'Interrupted', slowScan);
    const before = await waitUntil(() => readScanLogs(server, { cookie }, runId), (l) => l.scanLogs.length >= 2, 'two pages scanned');
    // Closing interrupts the scan and hands its job back to the queue instead of waiting for it.
    await server.close();
    // Interrupted: the rest of the scan need not be slow (about 10 s less).
    site.setSlowDelay(0);
    let meta: Awaited<ReturnType<typeof waitForRunEnd>>;
    try {
      server = await db().start({ demo: true });
      meta = await waitForRunEnd(server, cookie, runId);
    } finally {
      site.setSlowDelay(SLOW_DELAY_MS);
    }
    expect(meta.run.status).toBe('completed');
    const logs = await readScanLogs(server, { cookie }, runId);
    const expected = [site.at('/slow/'), ...Array.from({ length: 8 }, (_, i) => site.at(`/slow/${i + 1}.html`))];
    expect(logs.scanLogs.map((l) => l.pageUrl).sort()).toEqual(expected.sort());
    for (const row of before.scanLogs) expect(logs.scanLogs.find((l) => l.pageUrl === row.pageUrl)).toEqual(row);
    const report = (await server.request('GET', `/api/v1/reports/${runId}/meta`, { cookie })).body.data;
    expect(report.healthSummary.total).toBe(9);
    expect(report.issueSummary.issueCount).toBe(8);
  });

  it("fails a run that reaches the time limit with 'Scan timed out', keeping its pages", async () => {
    await server.close();
    // Scans may take 5 s here: each attempt stops itself a little before that.
    server = await db().start({ demo: true, scanJobExpireSeconds: 5 });
    const { runId } = await createScan(server, cookie, 'Too slow', slowScan);
    const meta = await waitForRunEnd(server, cookie, runId);
    expect(meta.run).toMatchObject({ status: 'failed', error: SCAN_ERROR_TEXTS.timedOut, buildTimedOutFailure: true });
    expect(SCAN_ERROR_TEXTS.timedOut).toBe('Scan timed out');
    const logs = await readScanLogs(server, { cookie }, runId);
    expect(logs.scanLogs.length).toBe(meta.run.pagesDone);
    expect(logs.scanLogs.length).toBeLessThan(9);
    const failed = (await server.request('GET', `/api/v1/reports/${runId}/failed_pages`, { cookie })).body.data;
    expect(failed.backend_rules_processing_timed_out).toBe(true);
    expect((await server.request('GET', `/api/v1/reports/${runId}/meta`, { cookie })).body.data.status).toBe('completed');
  });
});
