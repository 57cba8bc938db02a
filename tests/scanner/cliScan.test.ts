/**
 * `curbcut scan` from the command line, on SQLite and PostgreSQL: standalone it prints one JSON line
 * per page; with --server it uploads the run with the project's upload token, and the run reads like
 * any scan run (scan logs, meta, run history) at the address the command prints.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ScanLogs, ScanRunMeta } from '@curbcut/core';
import { describeEachDatabase, signIn, type TestServer } from '../contract/harness';
import { runCli } from '../unit/fixtures/runCli';
import { startFixtureSite, type FixtureSite } from './fixtureSite';

describeEachDatabase('curbcut scan', (db) => {
  let site: FixtureSite;
  let server: TestServer;
  let cookie: string;
  let token: string;

  beforeAll(async () => {
    site = await startFixtureSite();
    server = await db().start({ demo: true, scanWorker: false });
    cookie = await signIn(server, 'demo@curbcut.local');
    const { project } = (await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'Marketing site' } })).body.data;
    token = (await server.request('POST', `/api/v1/projects/${project.id}/upload_tokens`, { cookie, json: {} })).body.data.token;
  });

  afterAll(async () => {
    await server?.close();
    await site?.close();
  });

  it('prints one JSON line per page with its status and violation nodes per rule', async () => {
    const run = await runCli(['scan', site.url, '--max-pages', '3', '--json']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as { url: string; status: string; violations: Record<string, number> });
    expect(lines).toHaveLength(3);
    const home = lines.find((line) => line.url === site.url);
    expect(home?.status).toBe('success');
    expect(home?.violations['image-alt']).toBeGreaterThan(0);
  });

  it('uploads the run with --server and prints where the report is', async () => {
    const run = await runCli(['scan', site.url, '--max-pages', '3', '--server', server.url, '--project', 'Marketing site', '--name', 'Fixture site'], {
      CURBCUT_TOKEN: token,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const printed = /Report: (\S+)/.exec(run.stdout)?.[1] ?? '';
    const report = new URL(printed);
    expect(report.pathname).toMatch(/^\/site-scanner\/projects\/prj_[^/]+\/builds\/$/);
    const runId = report.searchParams.get('thBuildId') ?? '';

    const meta = await server.request<ScanRunMeta>('GET', `/api/v1/reports/${runId}/scan`, { cookie });
    expect(meta.status).toBe(200);
    expect(meta.body.data.scanName).toBe('Fixture site');
    expect(meta.body.data.run).toMatchObject({ status: 'completed', trigger: 'cli', pagesDone: 3 });
    const logs = await server.request<ScanLogs>('GET', `/api/v1/reports/${runId}/scan_logs`, { cookie });
    expect(logs.body.data.scanLogs.map((row) => row.pageUrl)).toContain(site.url);
    const reportMeta = await server.request('GET', `/api/v1/reports/${runId}/meta`, { cookie });
    expect(reportMeta.body.data).toMatchObject({ type: 'websiteScan', status: 'completed' });
    expect(reportMeta.body.data.issueSummary.issueCount).toBeGreaterThan(0);
    // An uploaded run carries no page snapshots: the viewer says so instead of a capture failure.
    const issue = await server.request<{ issueId: string }>('POST', `/api/v1/reports/${runId}/issue`, { cookie, json: {} });
    const snapshot = await server.request('GET', `/api/v1/reports/${runId}/snapshot?issueId=${encodeURIComponent(issue.body.data.issueId)}`, { cookie });
    expect(snapshot.body.data).toMatchObject({ status: 'unavailable', snapshotUrl: null });

    // A second upload of the same name is the scan's next run.
    const again = await runCli(['scan', site.url, '--max-pages', '1', '--server', server.url, '--project', 'Marketing site', '--name', 'Fixture site'], {
      CURBCUT_TOKEN: token,
    });
    expect(again.code).toBe(0);
    const runs = await server.request('GET', `/api/v1/scans/${meta.body.data.run.scanId}/runs`, { cookie });
    expect(runs.body.data.runs.map((r: { runNumber: number }) => r.runNumber)).toEqual([2, 1]);
  });

  it('refuses a bad address before scanning anything', async () => {
    const run = await runCli(['scan', 'ftp://example.com/']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("is not a website address: only http and https URLs can be scanned.");
  });
});
