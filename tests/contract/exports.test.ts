/**
 * Contract of CSV exports (spec 002 section 7 "Sharing and export"), on SQLite and PostgreSQL: a
 * member of the report's group starts an export, polls its progress until done, and downloads the
 * file (header line, one row per visible issue, formulas neutralised, hidden and non-issue rows
 * left out) until the link expires 24 hours later by the server Clock (410 afterwards).
 */
import { beforeAll, expect, it } from 'vitest';
import { CSV_COLUMNS, EXPORT_EXPIRED_MESSAGE, type ExportJob } from '@curbcut/core';
import { createUser, ensureDemoAccounts, invalidateReportDataset, ManualClock } from '@curbcut/server';
import { axePage } from './axeFixtures';
import { DEMO_PASSWORD, describeEachDatabase, signIn, type TestServer } from './harness';

const NOW = '2026-11-22T09:00:00.000Z';
const HOUR = 60 * 60 * 1000;
const FORMULA = '=HYPERLINK("https://evil.example","click")';

/** The CSV without its byte order mark, split into lines (CRLF). */
function csvLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split('\r\n').filter((l) => l !== '');
}

describeEachDatabase('exports', (db) => {
  let server: TestServer;
  let clock: ManualClock;
  let author: string;
  let member: string;
  let outsider: string;
  let reportId: string;
  let testCaseIds: Record<string, string>;

  const exportReport = (json: Record<string, unknown>, cookie = member) => server.request('POST', '/api/export_reports', { cookie, json });
  /** Polls an export until it leaves queued/running; the queue polls every 500 ms on SQLite, 1 s on pg-boss. */
  const waitForExport = async (id: string, cookie = member): Promise<ExportJob> => {
    for (let i = 0; i < 100; i++) {
      const res = await server.request<ExportJob>('GET', `/api/export_reports/${id}`, { cookie });
      expect(res.status).toBe(200);
      if (res.body.data.status === 'done' || res.body.data.status === 'failed') return res.body.data;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Export ${id} did not finish.`);
  };
  const download = (job: ExportJob, cookie = member) => server.request('GET', job.url ?? `/api/export_reports/${job.id}/download`, { cookie });

  beforeAll(async () => {
    clock = new ManualClock(NOW);
    server = await db().start({ demo: true, clock });
    const { users } = await ensureDemoAccounts(server.context);
    await createUser(server.context.db, clock, { groupId: users.demo.groupId, email: 'viewer@curbcut.local', name: 'Viewer', password: DEMO_PASSWORD });
    author = await signIn(server, 'demo@curbcut.local');
    member = await signIn(server, 'viewer@curbcut.local');
    outsider = await signIn(server, 'free@curbcut.local');
    const project = (await server.request('POST', '/api/v1/projects', { cookie: author, json: { name: 'Exports' } })).body.data.project;
    const token = (await server.request('POST', `/api/v1/projects/${project.id}/upload_tokens`, { cookie: author, json: {} })).body.data.token;
    const build = (await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'Checkout: nightly' } })).body.data;
    reportId = build.id;
    const testCases = [
      {
        key: 'basket',
        name: 'basket',
        status: 'failed',
        results: axePage('https://shop.example.com/basket', {
          violations: [['image-alt', 'critical', 'img.logo'], ['link-name', 'serious', 'a.icon']],
          html: ([, , selector]) => (selector === 'a.icon' ? FORMULA : `<img src="/${selector}.png">`),
        }),
      },
      {
        key: 'card',
        name: 'card',
        status: 'failed',
        results: axePage('https://shop.example.com/card', {
          violations: [['label', 'serious', 'input#card'], ['region', 'moderate', 'div.promo']],
        }),
      },
    ];
    await server.request('POST', `/api/v1/ingest/builds/${reportId}/batches`, { token, json: { batchId: 'b1', testCases } });
    await server.request('POST', `/api/v1/ingest/builds/${reportId}/finalize`, { token });
    const rows = await server.context.db.selectFrom('test_cases').select(['id', 'key']).where('report_id', '=', reportId).execute();
    testCaseIds = Object.fromEntries(rows.map((r) => [r.key, r.id]));
  });

  it('lets a member export: progress reaches done, and the file has the header and one row per issue', async () => {
    const started = await exportReport({ th_build_id: reportId, type: 'automatedTest', id: reportId });
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({
      reportId,
      status: 'queued',
      url: null,
      fileName: 'Checkout_ nightly#1-22-11-2026.csv',
      expiresAt: '2026-11-23T09:00:00.000Z',
    });
    const job = await waitForExport(started.body.data.id);
    expect(job.status).toBe('done');
    expect(job.progress).toEqual({ rowsDone: 4, rowsTotal: 4 });
    expect(job.url).toBe(`/api/export_reports/${job.id}/download`);

    const file = await download(job);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toContain('attachment; filename="Checkout_ nightly#1-22-11-2026.csv"');
    const lines = csvLines(file.text);
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines[0]).toBe(
      'Issue type,Severity,Component,Behavior,Issue description,Affected page,Guideline(s),HTML snippet,CSS selector,Needs review,Best practice,How to fix,Timestamp,Issue link',
    );
    expect(lines).toHaveLength(1 + 4);
    expect(lines.map((l) => l.split(',')[0]).slice(1).sort()).toEqual(['image-alt', 'label', 'link-name', 'region']);
  });

  it('neutralises formulas in exported cells', async () => {
    const job = await waitForExport((await exportReport({ type: 'automatedTest', id: reportId })).body.data.id);
    const line = csvLines((await download(job)).text).find((l) => l.startsWith('link-name,'));
    expect(line).toContain(`"'=HYPERLINK(""https://evil.example"",""click"")"`);
    expect(line).not.toContain(',"=HYPERLINK');
  });

  it('exports one test case (test_case_id or th_btcer_id) and the view filters', async () => {
    const basket = await waitForExport((await exportReport({ type: 'automatedTest', id: reportId, test_case_id: testCaseIds.basket })).body.data.id);
    expect(csvLines((await download(basket)).text).slice(1).map((l) => l.split(',')[0]).sort()).toEqual(['image-alt', 'link-name']);
    const card = await waitForExport((await exportReport({ type: 'automatedTest', id: reportId, th_btcer_id: testCaseIds.card })).body.data.id);
    expect(card.progress.rowsTotal).toBe(2);
    const serious = await waitForExport((await exportReport({ type: 'automatedTest', id: reportId, filters: { impact: ['serious'] } })).body.data.id);
    expect(csvLines((await download(serious)).text).slice(1).map((l) => l.split(',')[1])).toEqual(['Serious', 'Serious']);
    // The widget's filters as they are: a category, a test by name, severity by its alias.
    const viewed = await exportReport({ type: 'automatedTest', id: reportId, filters: { severity: 'moderate', tests: ['card'], categories: ['cat.text-alternatives'] } });
    const moderate = await waitForExport(viewed.body.data.id);
    expect(csvLines((await download(moderate)).text).slice(1).map((l) => l.split(',')[0])).toEqual(['region']);
  });

  it('refuses filters it cannot read, naming the field, and fills Issue links from the base given', async () => {
    const bad = await exportReport({ type: 'automatedTest', id: reportId, filters: { impact: ['severe'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'bad_request', path: '$.filters.impact' });
    expect(bad.body.error.message).toContain("Unknown impact 'severe'");
    const scheme = await exportReport({ type: 'automatedTest', id: reportId, issue_link_base: 'javascript:alert(1)//' });
    expect(scheme.status).toBe(400);

    const base = 'https://curbcut.example/automated-tests/projects/prj_1/builds/nightly/1?thBuildId=x&activeTab=issues&activeIssueId=';
    const job = await waitForExport((await exportReport({ type: 'automatedTest', id: reportId, issue_link_base: base })).body.data.id);
    const links = csvLines((await download(job)).text).slice(1).map((l) => l.split(',').at(-1) ?? '');
    expect(links).toHaveLength(4);
    for (const link of links) expect(link.startsWith(base)).toBe(true);
    expect(new Set(links).size).toBe(4);
  });

  it('leaves hidden and non-issue rows out', async () => {
    const [hidden, nonIssue] = ['img.logo', 'div.promo'];
    for (const [target, status] of [[hidden, 'hidden'], [nonIssue, 'non-issue']] as const) {
      await server.context.db.updateTable('issues').set({ issue_status: status }).where('report_id', '=', reportId).where('target', 'like', `%${target}%`).execute();
    }
    await invalidateReportDataset(server.context, reportId);
    const job = await waitForExport((await exportReport({ type: 'automatedTest', id: reportId })).body.data.id);
    expect(job.progress).toEqual({ rowsDone: 2, rowsTotal: 2 });
    expect(csvLines((await download(job)).text).slice(1).map((l) => l.split(',')[0]).sort()).toEqual(['label', 'link-name']);
    await server.context.db.updateTable('issues').set({ issue_status: 'visible' }).where('report_id', '=', reportId).execute();
    await invalidateReportDataset(server.context, reportId);
  });

  it('finds the newest export by report id, and answers 410 with a message once the link expired', async () => {
    const job = await waitForExport((await exportReport({ type: 'automatedTest', id: reportId })).body.data.id);
    const byReport = await server.request<ExportJob>('GET', `/api/export_reports/${reportId}`, { cookie: author });
    expect(byReport.body.data.id).toBe(job.id);
    expect(byReport.body.data.url).toBe(job.url);

    clock.advance(24 * HOUR - 1000);
    expect((await download(job)).status).toBe(200);
    clock.advance(1000);
    const expired = await download(job);
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe(EXPORT_EXPIRED_MESSAGE);
    expect((await server.request<ExportJob>('GET', `/api/export_reports/${job.id}`, { cookie: member })).body.data.url).toBeNull();
    clock.set(NOW);
  });

  it('refuses other groups, signed-out callers, a wrong type, an unknown test case and mismatched ids', async () => {
    expect((await exportReport({ type: 'automatedTest', id: reportId }, outsider)).status).toBe(404);
    expect((await server.request('POST', '/api/export_reports', { json: { type: 'automatedTest', id: reportId } })).status).toBe(401);
    const wrongType = await exportReport({ type: 'websiteScan', id: reportId });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.path).toBe('$.type');
    const unknownCase = await exportReport({ type: 'automatedTest', id: reportId, test_case_id: 'tc_0000000000000000000000000' });
    expect(unknownCase.status).toBe(404);
    expect(unknownCase.body.error.message).toBe(`Test case tc_0000000000000000000000000 was not found in report ${reportId}.`);
    const mismatch = await exportReport({ type: 'automatedTest', id: reportId, th_build_id: 'rep_other' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.path).toBe('$.th_build_id');
    const job = (await exportReport({ type: 'automatedTest', id: reportId })).body.data;
    expect((await server.request('GET', `/api/export_reports/${job.id}`, { cookie: outsider })).status).toBe(404);
    expect((await server.request('GET', `/api/export_reports/${job.id}/download`, { cookie: outsider })).status).toBe(404);
    await waitForExport(job.id);
  });
});
