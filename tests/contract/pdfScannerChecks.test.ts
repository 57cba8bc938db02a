/**
 * The check job of PDF reports (docs/decisions/0029), on SQLite and PostgreSQL: a check run again
 * replaces its rows, of two concurrent writes one wins, a malformed file and a PDF 2.0 file end as the spec says, and the demo's PDF
 * reports are made once.
 */
import { beforeAll, expect, it } from 'vitest';
import { ensureDemoAccounts, ensureDemoPdfReports, type DemoUser } from '@curbcut/server';
import { checkerPool } from '../../packages/server/src/pdfScanner/checker';
import { runCheck } from '../../packages/server/src/pdfScanner/job';
import { writeCheckResult } from '../../packages/server/src/pdfScanner/results';
import { describeEachDatabase, signIn, type TestServer } from './harness';
import { MALFORMED_PDF, buildTestPdf, completedReport, createReport, csvRecords, pdfCsv, pdfWithFigures, validated, waitForCheck } from './pdfScannerFixtures';

describeEachDatabase('pdf scanner checks', (db) => {
  let server: TestServer;
  let own: string;
  let me: DemoUser;

  const rules = (id: string, body: object = {}) => server.request('POST', `/api/pdf_scanner/reports/${id}/rules`, { cookie: own, json: body });

  beforeAll(async () => {
    server = await db().start({ demo: true });
    me = (await ensureDemoAccounts(server.context)).users.demo;
    own = await signIn(server, 'demo@curbcut.local');
  });

  it('replaces the rows when a check runs again, and writes nothing for a report that has ended', async () => {
    const id = await completedReport(server, own, await pdfWithFigures(4), 'retried.pdf');
    const count = async () => Number((await server.context.db.selectFrom('pdf_issues').select((eb) => eb.fn.countAll<string | number>().as('n')).where('report_id', '=', id).executeTakeFirstOrThrow()).n);
    expect(await count()).toBe(6);
    // As after a crash between claiming the report and storing its result: the job runs again.
    await server.context.db.updateTable('pdf_reports').set({ status: 'processing' }).where('report_id', '=', id).execute();
    await runCheck(server.context, id);
    expect(await count()).toBe(6);
    const again = await waitForCheck(server, own, id);
    expect(again).toMatchObject({ status: 'completed', totalIssues: 6 });
    // A duplicate job of an ended report changes nothing.
    await runCheck(server.context, id);
    expect(await count()).toBe(6);
    const attempts = await server.context.db.selectFrom('pdf_reports').select('attempts').where('report_id', '=', id).executeTakeFirstOrThrow();
    expect(Number(attempts.attempts)).toBe(2);
  });

  it('lets exactly one of two concurrent writes of a result through (two attempts of one job)', async () => {
    const bytes = await pdfWithFigures(2);
    const id = await completedReport(server, own, bytes, 'raced.pdf');
    await server.context.db.updateTable('pdf_reports').set({ status: 'processing' }).where('report_id', '=', id).execute();
    const result = await checkerPool(server.context).check(bytes, { profiles: ['pdfua1', 'wcag22'] });
    const written = await Promise.all([1, 2].map(() => writeCheckResult(server.context, id, ['pdfua1', 'wcag22'], true, result)));
    expect(written.filter(Boolean)).toHaveLength(1);
    const rows = await server.context.db.selectFrom('pdf_issues').select('issue_id').where('report_id', '=', id).execute();
    expect(rows).toHaveLength(4);
    expect((await waitForCheck(server, own, id)).totalIssues).toBe(4);
  });

  it("exports a PDF report's visible issues, one row per issue with the PDF columns, by the CSV call and the export job", async () => {
    const id = await completedReport(server, own, await pdfWithFigures(3), 'Export me.pdf');
    const visible = async () =>
      server.context.db.selectFrom('pdf_issues').select(['issue_id', 'location']).where('report_id', '=', id).where('issue_status', '=', 'visible').orderBy('seq').execute();
    const all = await visible();
    const figure = all.find((i) => i.location === 'Page 1');
    const hidden = await server.request('PATCH', `/api/pdf_scanner/reports/${id}/issues/hide`, { cookie: own, json: { scope: 'issue', issueId: figure?.issue_id, hidden: true, reason: 'False positive' } });
    expect(hidden.status, hidden.text).toBe(200);
    const shown = await visible();
    expect(shown).toHaveLength(all.length - 1);

    const base = 'https://dash.example.com/pdf-scanner/report?id=r&issue=';
    const { res, records } = await pdfCsv(server, own, id, `?download=true&issue_link_base=${encodeURIComponent(base)}`);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Export me-\d{2}-\d{2}-\d{4}\.csv"/);
    const [header, ...rows] = records;
    const col = (name: string) => header!.indexOf(name);
    expect(rows).toHaveLength(shown.length);
    expect(rows.map((r) => r[col('Issue link')])).toEqual(shown.map((i) => `${base}${i.issue_id}`));
    const figureRow = rows.find((r) => r[col('Issue type')] === '7.3-t01');
    expect(figureRow?.[col('Component')]).toBe('Figure');
    expect(figureRow?.[col('Affected page')]).toBe('Page 1');
    expect(figureRow?.[col('CSS selector')]).toMatch(/^\/Document\[1\]\/Figure\[\d\]$/);
    expect(figureRow?.[col('Guideline(s)')]).toContain('SC 1.1.1');
    expect(rows.some((r) => r[col('Affected page')] === 'Metadata' || r[col('Affected page')] === 'Document wide')).toBe(true);

    // The export job writes the same rows (without links here).
    const started = await server.request('POST', '/api/export_reports', { cookie: own, json: { id, type: 'pdfScanner' } });
    expect(started.status, started.text).toBe(202);
    let job = started.body.data;
    for (let i = 0; i < 100 && job.status !== 'done' && job.status !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await server.request('GET', `/api/export_reports/${job.id}`, { cookie: own })).body.data;
    }
    expect(job.status).toBe('done');
    const file = await fetch(`${server.url}${job.url}`, { headers: { cookie: own } });
    const [, ...jobRows] = csvRecords(await file.text());
    expect(jobRows.map((r) => r.slice(0, col('Issue link')))).toEqual(rows.map((r) => r.slice(0, col('Issue link'))));

    // The web filters and test cases do not apply to a PDF report.
    const filtered = await server.request('POST', '/api/export_reports', { cookie: own, json: { id, type: 'pdfScanner', filters: { impact: ['serious'] } } });
    expect(filtered.status).toBe(400);
    expect(filtered.body.error).toMatchObject({ path: '$.filters' });
    const viaQuery = await server.request('GET', `/api/v1/reports/${id}/dataset/csv?filters=${encodeURIComponent('{"impact":["serious"]}')}`, { cookie: own });
    expect(viaQuery.body.error).toMatchObject({ path: 'query.filters' });
  });

  it('ends a malformed PDF as a failed report with the reason', async () => {
    const id = await createReport(server, own, MALFORMED_PDF, 'broken.pdf');
    const ended = await waitForCheck(server, own, id);
    expect(ended.status).toBe('failed');
    expect(ended.error).toBe('The file has no readable document catalog');
    expect(ended.issueSummary.profile.wcag22).toMatchObject({ status: 'failed', isFailed: true });
    const res = await rules(id);
    expect(res.body.data).toMatchObject({ metaRules: [], pageRules: [], issueCount: 0 });
    expect(res.body.data.profiles.every((p: { status: string }) => p.status === 'failed')).toBe(true);
  });

  it('adds the demo PDF reports once, checked like any upload', async () => {
    const ids = await ensureDemoPdfReports(server.context, { ...me, role: 'admin' });
    expect(ids).toHaveLength(2);
    const [annual, prices] = await Promise.all(ids.map((id) => waitForCheck(server, own, id)));
    expect(annual).toMatchObject({ name: 'Demo annual report.pdf', status: 'completed', isTagged: true, profiles: ['pdfua1', 'wcag22'] });
    expect(annual?.totalIssues).toBeGreaterThan(0);
    expect(prices).toMatchObject({ name: 'Demo price list.pdf', status: 'completed', isTagged: false, pdfVersion: '1.4', profiles: ['wcag22'] });
    // Its export holds its 13 issues (it held the header alone before).
    const [, ...priceRows] = (await pdfCsv(server, own, prices.id)).records;
    expect(priceRows).toHaveLength(13);
    expect(await ensureDemoPdfReports(server.context, { ...me, role: 'admin' })).toEqual([]);
  });

  it('checks a PDF 2.0 file against PDF/UA-2 and WCAG 2.2, with the rules of both parts apart', async () => {
    const bytes = await buildTestPdf({ version: '2.0', elements: [{ type: 'Document', kids: [{ type: 'Figure', image: true }] }], displayDocTitle: false });
    const facts = await validated(server, own, bytes, 'two.pdf');
    expect(facts.profiles.map((p: { profile: string; reason: string | null }) => [p.profile, p.reason])).toEqual([
      ['pdfua2', null],
      ['pdfua1', 'PDFs v2.0 and above are not compatible for scanning with PDF/UA-1 specification'],
      ['wcag22', null],
    ]);
    const made = await server.request('POST', '/api/pdf_scanner/reports', { cookie: own, json: { files: [{ key: facts.key }] } });
    const ended = await waitForCheck(server, own, made.body.data.reports[0].id);
    expect(ended).toMatchObject({ status: 'completed', pdfVersion: '2.0', profiles: ['pdfua2', 'wcag22'] });
    const ua2 = await rules(ended.id, { selectedProfiles: 'pdfua2' });
    expect(ua2.body.data.pageRules.map((r: { id: string }) => r.id)).toEqual(['ua2:8.2.5.28.2-t01']);
    const wcag = await rules(ended.id, { selectedProfiles: 'wcag22' });
    expect(wcag.body.data.pageRules.map((r: { id: string }) => r.id)).toEqual(['ua1:7.3-t01']);
    const all = await rules(ended.id);
    expect(all.body.data.issueCount).toBe(ended.issueSummary.profile.pdfua2.totalIssues + ended.issueSummary.profile.wcag22.totalIssues);
  });
});
