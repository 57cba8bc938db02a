/**
 * Contract of consolidated manual reports (spec 002 section 7 `GET /tests/consolidate`,
 * docs/decisions/0041): several workflow and assisted reports merged by fingerprint, stored and
 * read again as stored, merged again once a source changes; one report answers for itself; the
 * blob sweep removes stored consolidations superseded, orphaned or expired.
 */
import { beforeAll, expect, it } from 'vitest';
import { decodeDataset, rowReportIds, rowTestCases } from '@curbcut/core';
import { ManualClock, sweepBlobs } from '@curbcut/server';
import { axePage } from './axeFixtures';
import { describeEachDatabase, issueIdOf, signIn, type TestServer } from './harness';

describeEachDatabase('consolidated reports', (db) => {
  let server: TestServer;
  let author: string;
  let outsider: string;
  let token: string;
  const clock = new ManualClock(new Date());
  const reports: Record<'checkout' | 'signup' | 'returns' | 'audit', string> = { checkout: '', signup: '', returns: '', audit: '' };

  const ingest = async (path: string, json?: unknown) => {
    // The manual clock moves only when told: a second per call keeps creation and merge times in order.
    clock.advance(1000);
    const res = await server.request('POST', `/api/v1/ingest/manual_reports${path}`, { token, ...(json === undefined ? {} : { json }) });
    expect(res.status, res.text).toBeLessThan(300);
    return res.body.data as { id: string };
  };
  /** A completed workflow whose one step finds `selectors` (image-alt, critical) on the home page. */
  const workflow = async (name: string, selectors: string[]) => {
    const { id } = await ingest('', { type: 'workflowScan', name });
    const results = axePage('https://shop.example/', { violations: selectors.map((s) => ['image-alt', 'critical', s]) });
    await ingest(`/${id}/steps`, { batchId: 's1', step: { index: 1, name: 'Open the shop', url: 'https://shop.example/', action: 'Navigate' }, results });
    await ingest(`/${id}/finalize`);
    return id;
  };
  const consolidate = (query: string, cookie = author) => {
    clock.advance(1000);
    return server.request('GET', `/api/tests/consolidate?${query}`, { cookie });
  };

  beforeAll(async () => {
    server = await db().start({ demo: true, clock });
    author = await signIn(server, 'demo@curbcut.local');
    outsider = await signIn(server, 'free@curbcut.local');
    token = (await server.request('POST', '/api/v1/user/manual_report_tokens', { cookie: author, json: {} })).body.data.token;
    reports.checkout = await workflow('Checkout', ['img.logo', 'img.hero']);
    reports.signup = await workflow('Sign-up', ['img.logo', 'img.badge']);
    reports.returns = await workflow('Returns', ['img.logo']);
    const { id } = await ingest('', { type: 'assistedTest', name: 'Keyboard audit' });
    await ingest(`/${id}/checks`, {
      batchId: 'c1',
      checks: [{ criterion: '2.1.1', outcome: 'fail', instances: [{ pageUrl: 'https://shop.example/', selector: '#menu', html: '<div id="menu">', impact: 'serious' }] }],
    });
    await ingest(`/${id}/finalize`);
    reports.audit = id;
  });

  it('merges one element found by three reports into one issue with three sources; the counts are a recount of the merged set', async () => {
    const res = await consolidate(`ids=${reports.checkout},${reports.signup},${reports.returns}&ar_ids=${reports.audit}`);
    expect(res.status, res.text).toBe(200);
    const view = res.body.data;
    expect(view).toMatchObject({ consolidated: true, name: 'Consolidated report across 4 reports' });
    expect(view.id).toMatch(/^con_/);
    expect(view.reports.map((r: { name: string }) => r.name)).toEqual(['Checkout', 'Sign-up', 'Returns', 'Keyboard audit']);
    // img.logo (3 reports), img.hero, img.badge, #menu: 4 issues, 3 of them critical.
    expect(view.overview.issueSummary).toMatchObject({ issueCount: 4, critical: 3, serious: 1 });
    // No one authors a consolidation, so no viewer gets an author's actions in it.
    expect(view.meta).toMatchObject({ id: view.id, name: view.name, status: 'completed', publicLink: { isEnabled: false }, createdBy: { id: '', name: 'Demo User' } });
    expect(view.overview.score).toMatchObject({ state: 'unavailable', score: null });

    const file = await fetch(`${server.url}${view.datasetPath}`, { headers: { cookie: author } });
    expect(file.status).toBe(200);
    const dataset = decodeDataset(new Uint8Array(await file.arrayBuffer()));
    expect(dataset.rowCount).toBe(4);
    const rows = Array.from({ length: dataset.rowCount }, (_, row) => row);
    expect(rows.map((row) => rowReportIds(dataset, row).length).sort()).toEqual([1, 1, 1, 3]);
    const logoRow = rows.find((row) => rowReportIds(dataset, row).length === 3);
    expect(rowReportIds(dataset, logoRow as number).sort()).toEqual([reports.checkout, reports.signup, reports.returns].sort());
    // Its units are the three reports' "Open the shop" steps.
    expect(rowTestCases(dataset, logoRow as number).map((i) => dataset.testCases[i]?.name)).toEqual(['Open the shop', 'Open the shop', 'Open the shop']);
  });

  let superseded = '';
  let orphaned = '';

  it('answers the same reports named in another order with the stored consolidation, and merges again after a decision in a source', async () => {
    const first = (await consolidate(`ids=${reports.checkout},${reports.signup}`)).body.data;
    const again = (await consolidate(`ids=${reports.signup},${reports.checkout}`)).body.data;
    expect(again.id).toBe(first.id);
    const byId = await server.request('GET', `/api/v1/consolidations/${first.id}`, { cookie: author });
    expect(byId.status, byId.text).toBe(200);
    expect(byId.body.data).toEqual(first);
    // What a report widget reads of any report, at the consolidation's own paths.
    const meta = await server.request('GET', `/api/v1/consolidations/${first.id}/meta`, { cookie: author });
    expect(meta.body.data).toEqual(first.meta);
    const overview = await server.request('GET', `/api/v1/consolidations/${first.id}/overview`, { cookie: author });
    expect(overview.body.data).toEqual(first.overview);
    const explorer = await server.request('GET', `/api/v1/consolidations/${first.id}/explorer_summary`, { cookie: author });
    expect(explorer.status, explorer.text).toBe(200);
    expect(explorer.body.data.counts).toMatchObject({ confirmed: 3, hidden: 0 });
    expect(first.overview.issueSummary.issueCount).toBe(3);

    const issueId = await issueIdOf(server, author, reports.signup, 'image-alt', 'img.badge');
    const hidden = await server.request('PATCH', '/api/issues/hide', {
      cookie: author,
      json: { scope: 'issue', reason: 'Duplicate', hidden: true, issueId, reportId: reports.signup, persist: false },
    });
    expect(hidden.status, hidden.text).toBe(200);
    const after = (await consolidate(`ids=${reports.checkout},${reports.signup}`)).body.data;
    expect(after.id).not.toBe(first.id);
    expect(after.overview.issueSummary).toMatchObject({ issueCount: 2, hiddenIssuesCount: 1 });
    superseded = first.id;
  });

  it('answers one report for itself: its own data and dataset, readable with its public link', async () => {
    const res = await consolidate(`ids=${reports.checkout}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ id: reports.checkout, consolidated: false, name: 'Checkout', datasetPath: `/api/v1/reports/${reports.checkout}/dataset` });
    expect(res.body.data.overview.issueSummary.issueCount).toBe(2);
    const link = await server.request('POST', '/api/public_reports', { cookie: author, json: { id: reports.audit, type: 'assistedTest' } });
    expect(link.status, link.text).toBe(200);
    const publicToken = new URLSearchParams(String(link.body.data.link).split('?')[1]).get('token') as string;
    const signedOut = await server.request('GET', `/api/tests/consolidate?ar_ids=${reports.audit}&token=${publicToken}`);
    expect(signedOut.status, signedOut.text).toBe(200);
    expect(signedOut.body.data).toMatchObject({ name: 'Keyboard audit', consolidated: false });
    // A link to one report reads nothing else.
    expect((await server.request('GET', `/api/tests/consolidate?ids=${reports.checkout}&token=${publicToken}`)).status).toBe(401);
  });

  it('refuses no reports, too many, the wrong kind, another group, a report still recorded, and reads of a consolidation by another group', async () => {
    expect((await consolidate('')).body.error).toMatchObject({ path: 'query.ids' });
    const many = Array.from({ length: 51 }, (_, i) => `rep_${i}`).join(',');
    const tooMany = await consolidate(`ids=${many}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe('51 reports were named; a consolidated report merges at most 50.');
    expect((await consolidate(`ids=${reports.audit},${reports.checkout}`)).status).toBe(404);
    expect((await consolidate(`ids=${reports.checkout},${reports.signup}`, outsider)).status).toBe(404);
    const { id: running } = await ingest('', { type: 'workflowScan', name: 'Still recording' });
    const busy = await consolidate(`ids=${reports.checkout},${running}`);
    expect(busy.status).toBe(409);
    expect(busy.body.error.message).toBe('"Still recording" is still being recorded; consolidate it once it is complete.');
    // Alone, a report still recorded answers with its overview so far.
    const alone = await consolidate(`ids=${running}`);
    expect(alone.status, alone.text).toBe(200);
    expect(alone.body.data).toMatchObject({ id: running, consolidated: false, overview: { reportId: running, issueSummary: { issueCount: 0 } } });

    const view = (await consolidate(`ids=${reports.checkout},${reports.returns}`)).body.data;
    expect((await server.request('GET', view.datasetPath, { cookie: outsider })).status).toBe(404);
    const strings = await server.request('GET', `/api/v1/consolidations/${view.id}/dataset/strings?column=target&start=0&end=2`, { cookie: author });
    expect(strings.status, strings.text).toBe(200);
    expect(strings.body.data).toEqual(['img.logo', 'img.hero']);
  });

  it('exports a consolidated report as CSV named Consolidated_report[N] and the date, one row per merged issue', async () => {
    const view = (await consolidate(`ids=${reports.checkout},${reports.signup},${reports.returns}`)).body.data;
    const res = await fetch(`${server.url}/api/v1/consolidations/${view.id}/dataset/csv?download=true`, { headers: { cookie: author } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="Consolidated_report\[3\]-\d\d-\d\d-\d{4}\.csv"/);
    // img.logo (three reports) and img.hero; img.badge is hidden in Sign-up (an earlier test).
    expect(res.headers.get('x-curbcut-csv-rows')).toBe('2');
    const text = await res.text();
    expect(text.startsWith('Issue type,')).toBe(true);
    expect(text.match(/img\.logo/g)?.length).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('img.badge');
  });

  it('stops serving a consolidation once one of its reports is deleted', async () => {
    const extra = await workflow('Short-lived', ['img.temp']);
    const view = (await consolidate(`ids=${reports.returns},${extra}`)).body.data;
    orphaned = view.id;
    expect((await server.request('DELETE', `/api/tests/${extra}`, { cookie: author })).status).toBe(200);
    const gone = await server.request('GET', view.datasetPath, { cookie: author });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toContain('was deleted');
  });

  it('sweeps stored consolidations superseded by a later merge or left without a source, then the current ones a week after their merge', async () => {
    const stored = async () => (await server.context.db.selectFrom('consolidations').select(['id', 'dataset_key']).execute()).map((r) => r.id);
    const read = await consolidate(`ids=${reports.checkout},${reports.signup}`);
    expect(read.status, read.text).toBe(200);
    const current = read.body.data.id as string;
    expect(await stored()).toEqual(expect.arrayContaining([superseded, orphaned, current]));
    const files = await server.context.db.selectFrom('consolidations').select(['id', 'dataset_key']).where('id', 'in', [superseded, orphaned]).execute();

    const swept = await sweepBlobs(server.context);
    expect(swept.consolidations).toBe(2);
    const left = await stored();
    expect(left).not.toContain(superseded);
    expect(left).not.toContain(orphaned);
    for (const f of files) expect(await server.context.blobs.exists(f.dataset_key)).toBe(false);
    // The current merge is still the one readers get, without merging again.
    expect((await consolidate(`ids=${reports.signup},${reports.checkout}`)).body.data.id).toBe(current);
    expect((await sweepBlobs(server.context)).consolidations).toBe(0);

    clock.advance(8 * 24 * 60 * 60 * 1000);
    expect((await sweepBlobs(server.context)).consolidations).toBe(left.length);
    expect(await stored()).toEqual([]);
    // A reader after the sweep (signed in again: a week outlives the session) gets a fresh merge with the same counts.
    author = await signIn(server, 'demo@curbcut.local');
    const fresh = (await consolidate(`ids=${reports.checkout},${reports.signup}`)).body.data;
    expect(fresh.id).not.toBe(current);
    expect(fresh.overview.issueSummary).toMatchObject({ issueCount: 2, hiddenIssuesCount: 1 });
  });
});
