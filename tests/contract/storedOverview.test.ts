/**
 * Stored overviews (docs/decisions/0032-stored-overviews.md): a finished build's overview is read
 * from what was stored when it was finalised, moved by the deltas of each decision, and equals the
 * overview counted afresh from the build's dataset and the fingerprints of its series (the oracle
 * below: core's counting over a freshly built dataset, and core's fingerprint comparisons, as the
 * server computed every overview before). Also: the ETag and 304, the later builds of a series
 * following a decision or a deletion, and the counts equal to a full recount after decisions. On
 * SQLite and PostgreSQL.
 */
import { beforeAll, expect, it, vi } from 'vitest';
import {
  concatBytes,
  createDatasetFilter,
  createLocalStringReader,
  decodeDataset,
  issueResolutionTrend,
  snapshotComparison,
  type BuildOverview,
} from '@curbcut/core';
import { buildOverview } from '../../packages/server/src/builds/overview';
import { countedFingerprints } from '../../packages/server/src/builds/countedIssues';
import { buildReportDataset } from '../../packages/server/src/reports/dataset';
import { computeReportFacts } from '../../packages/server/src/overview/facts';
import { axePage, type AxeFinding } from './axeFixtures';
import { describeEachDatabase, signIn, type TestServer } from './harness';

describeEachDatabase('stored overviews', (db) => {
  let server: TestServer;
  let cookie: string;
  let token: string;

  /** Uploads and finalises a build of the series `name`: one test case per page. */
  const upload = async (name: string, pages: Record<string, { violations?: AxeFinding[]; incomplete?: AxeFinding[] }>): Promise<string> => {
    const id: string = (await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: name } })).body.data.id;
    const testCases = Object.entries(pages).map(([url, findings], i) => ({
      key: `page-${i}`,
      name: `page ${i}`,
      status: 'failed',
      results: axePage(url, { ...findings, passes: ['document-title'] }),
    }));
    const batch = await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, { token, json: { batchId: 'b1', testCases } });
    expect(batch.status, batch.text).toBe(200);
    expect((await server.request('POST', `/api/v1/ingest/builds/${id}/finalize`, { token })).status).toBe(200);
    return id;
  };

  /** The overview counted afresh, the way the server did before overviews were stored. */
  const oracle = async (reportId: string): Promise<BuildOverview> => {
    const ctx = server.context;
    const report = await ctx.db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirstOrThrow();
    const bytes = concatBytes(await buildReportDataset(ctx.db, reportId));
    const dataset = decodeDataset(bytes);
    const loaded = { dataset, key: null, reader: createLocalStringReader(dataset), filter: createDatasetFilter(dataset) };
    const counted = await buildOverview(ctx, { ...report, project_name: '', creator_name: '' }, loaded);
    const trendRows = (
      await ctx.db
        .selectFrom('reports')
        .selectAll()
        .where('project_id', '=', report.project_id)
        .where('build_name', '=', report.build_name)
        .where('build_number', '<=', report.build_number)
        .orderBy('build_number', 'desc')
        .limit(10)
        .execute()
    ).reverse();
    const fingerprints = await Promise.all(trendRows.map((r) => countedFingerprints(ctx, r.id)));
    const base = [...trendRows].reverse().find((r) => r.id !== reportId && r.status === 'completed');
    const current = fingerprints[fingerprints.length - 1] ?? [];
    return {
      ...counted,
      issueResolutionTrend: { buildNumbers: trendRows.map((r) => Number(r.build_number)), ...issueResolutionTrend(fingerprints) },
      snapshotComparison: base
        ? { ...snapshotComparison(fingerprints[trendRows.indexOf(base)] ?? [], current, base.id), comparedToBuildNumber: Number(base.build_number) }
        : null,
    };
  };

  const overview = (reportId: string, headers: Record<string, string> = {}) => server.request('GET', `/api/v1/reports/${reportId}/overview`, { cookie, headers });

  /** The served overview equals the oracle (at once, or once the overview job has run). */
  const expectCurrent = async (reportId: string): Promise<void> => {
    const expected = await oracle(reportId);
    await expect.poll(async () => (await overview(reportId)).body.data, { timeout: 15_000 }).toEqual(expected);
  };

  /** The stored counts equal a full recount of the build. */
  const expectCountsRecounted = async (reportId: string): Promise<void> => {
    const fresh = await computeReportFacts(server.context.db, reportId);
    const ctx = server.context;
    const sorted = <T>(rows: T[], key: (r: T) => string) => [...rows].sort((a, b) => (key(a) < key(b) ? -1 : 1));
    const rules = await ctx.db.selectFrom('report_rule_counts').selectAll().where('report_id', '=', reportId).execute();
    const components = await ctx.db.selectFrom('report_component_counts').selectAll().where('report_id', '=', reportId).execute();
    const pages = await ctx.db.selectFrom('report_page_counts').selectAll().where('report_id', '=', reportId).execute();
    const numbers = <T extends object>(row: T) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v]));
    expect(sorted(rules.map(numbers), (r) => String(r.rule_id))).toEqual(sorted(fresh.rules.map(numbers), (r) => String(r.rule_id)));
    expect(sorted(components.map(numbers), (r) => String(r.component_id))).toEqual(sorted(fresh.components.map(numbers), (r) => String(r.component_id)));
    expect(sorted(pages.map(numbers), (r) => String(r.page_url))).toEqual(sorted(fresh.pages.map(numbers), (r) => String(r.page_url)));
  };

  const hide = (json: Record<string, unknown>) => server.request('PATCH', '/api/issues/hide', { cookie, json: { testType: 'Build', persist: false, reason: 'Duplicate', ...json } });

  // Ties on purpose: components and pages with equal counts keep the order the dataset met them in.
  const SHOP = {
    'https://shop.example.com/': {
      violations: [
        ['image-alt', 'critical', 'img.hero'],
        ['image-alt', 'critical', 'img.logo'],
        ['link-name', 'serious', 'a.nav:nth-child(1)'],
        ['link-name', 'serious', 'a.nav:nth-child(2)'],
      ] as AxeFinding[],
      incomplete: [['color-contrast', 'serious', 'p.muted']] as AxeFinding[],
    },
    'https://shop.example.com/cart': {
      violations: [
        ['image-alt', 'critical', 'img.thumb'],
        ['label', 'minor', 'input.qty'],
      ] as AxeFinding[],
    },
    'https://shop.example.com/help': { violations: [['link-name', 'serious', 'a.more']] as AxeFinding[] },
  };

  beforeAll(async () => {
    server = await db().start({ demo: true });
    cookie = await signIn(server, 'demo@curbcut.local');
    const projectId: string = (await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'Stored overviews' } })).body.data.project.id;
    token = (await server.request('POST', `/api/v1/projects/${projectId}/upload_tokens`, { cookie, json: {} })).body.data.token;
  });

  it('answers a finished build from its stored overview, equal to a fresh count, with an ETag and 304', async () => {
    const first = await upload('etag', SHOP);
    await expectCurrent(first);
    const res = await overview(first);
    const etag = res.headers.get('etag') as string;
    expect(etag).toMatch(/^"overview\.[^"]+\.\d+"$/);
    const revalidated = await overview(first, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    // The stored row is what was read: no issue of the build is touched by a read.
    const stored = await server.context.db.selectFrom('report_overviews').select('body').where('report_id', '=', first).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.body)).toEqual(res.body.data);

    const issueId: string = (await server.request('POST', `/api/v1/reports/${first}/issue`, { cookie, json: { ruleId: 'image-alt', componentId: 'img.hero' } })).body.data.issueId;
    expect((await hide({ scope: 'issue', hidden: true, issueId, reportId: first })).status).toBe(200);
    const after = await overview(first, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.body.data.issueSummary.critical).toBe(2);
  });

  it('moves the stored counts by each decision and keeps the series current, equal to a full recount', async () => {
    const series = 'series';
    const a = await upload(series, SHOP);
    const b = await upload(series, {
      ...SHOP,
      'https://shop.example.com/about': { violations: [['image-alt', 'critical', 'img.team'], ['label', 'minor', 'input.search']] },
    });
    const c = await upload(series, { 'https://shop.example.com/': SHOP['https://shop.example.com/'] });
    for (const id of [a, b, c]) await expectCurrent(id);

    // Each kind of decision on the middle build: its own overview at once, the next build's trend after the job.
    const decisions: Record<string, unknown>[] = [
      { scope: 'rule', hidden: true, ruleId: 'link-name', reportId: b },
      { scope: 'component', hidden: true, componentId: 'img.hero', ruleId: 'image-alt', reportId: b },
      { scope: 'rule', hidden: false, ruleId: 'link-name', reportId: b },
    ];
    for (const decision of decisions) {
      const res = await hide(decision);
      expect(res.status, res.text).toBe(200);
      await expectCurrent(b);
      await expectCurrent(c);
      await expectCountsRecounted(b);
    }
    const review = await server.request('POST', `/api/v1/reports/${b}/issue`, {
      cookie,
      json: { ruleId: 'color-contrast', componentId: 'p.muted', filters: { needsReviewFilter: 'needsReview' } },
    });
    const confirmed = await server.request('PATCH', `/api/issues/${review.body.data.issueId}/needs-review`, { cookie, json: { reportId: b, confirmed: true } });
    expect(confirmed.status, confirmed.text).toBe(200);
    await expectCurrent(b);
    await expectCurrent(c);
    await expectCountsRecounted(b);

    // Deleting the first build: the later builds' trends and comparisons no longer show it.
    expect((await server.request('DELETE', `/api/v1/reports/${a}`, { cookie })).status).toBe(200);
    await expectCurrent(b);
    await expectCurrent(c);
    expect(await server.context.db.selectFrom('report_pairs').select('retained').where((eb) => eb.or([eb('report_id', '=', a), eb('other_id', '=', a)])).execute()).toEqual([]);
  });

  it('computes the overview of a finished build that has none stored yet (an upgraded database) on first read, off the server connection', async () => {
    const id = await upload('upgraded', SHOP);
    await expectCurrent(id);
    for (const table of ['report_overviews', 'report_facts', 'report_rule_counts', 'report_component_counts', 'report_page_counts'] as const) {
      await server.context.db.deleteFrom(table).where('report_id', '=', id).execute();
    }
    // Every read of the build's issues goes to the read pool, none to the connection requests share.
    const shared = vi.spyOn(server.context.db, 'selectFrom');
    const pool = vi.spyOn(server.context.reads, 'run');
    expect((await overview(id)).status).toBe(200);
    expect(shared.mock.calls.filter(([from]) => String(from).startsWith('issues'))).toEqual([]);
    expect((pool.mock.calls as unknown as unknown[][]).map(([task]) => task)).toContain('reportFacts');
    vi.restoreAllMocks();
    await expectCurrent(id);
    await expectCountsRecounted(id);
  });

  it('answers the meta of a finished build with an ETag that changes with a decision', async () => {
    const id = await upload('meta', SHOP);
    const meta = (headers: Record<string, string> = {}) => server.request('GET', `/api/v1/reports/${id}/meta`, { cookie, headers });
    const first = await meta();
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"meta\.[A-Za-z0-9_-]+"$/);
    expect(first.body.data.issueSummary.issueCount).toBe(7);
    expect((await meta({ 'if-none-match': etag })).status).toBe(304);
    expect((await hide({ scope: 'rule', hidden: true, ruleId: 'label', reportId: id })).status).toBe(200);
    const after = await meta({ 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.body.data.issueSummary.issueCount).toBe(6);
  });
});
