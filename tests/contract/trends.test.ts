/**
 * Contract of the trends calls (spec 000 section 9, issue 19): `GET /api/v1/projects/{id}/trends`
 * and `GET /api/v1/scans/{id}/trends`. Each range's boundary (a run started exactly at its start is
 * in, one a millisecond earlier is out), the three series (pages, severities, new and resolved per
 * run against the previous completed run of the same build name) over known uploads, a scan's
 * failed pages from its scan logs, and the refusals. On SQLite and PostgreSQL.
 */
import { beforeAll, expect, it } from 'vitest';
import { TREND_MAX_POINTS, TREND_RANGE_MS, TREND_RANGES, type Trends, type TrendRange } from '@curbcut/core';
import { ManualClock } from '@curbcut/server';
import { axePage, type AxeFinding } from './axeFixtures';
import { describeEachDatabase, issueIdOf, signIn, type TestServer } from './harness';

/** When every call of the suite is made. */
const NOW = '2026-11-22T09:00:00.000Z';
const at = (msBefore: number) => new Date(Date.parse(NOW) - msBefore).toISOString();
const PAGE = 'https://shop.example.com/';

describeEachDatabase('trends calls', (db) => {
  let server: TestServer;
  let clock: ManualClock;
  let cookie: string;

  const newProject = async (name: string) => {
    const projectId: string = (await server.request('POST', '/api/v1/projects', { cookie, json: { name } })).body.data.project.id;
    const token: string = (await server.request('POST', `/api/v1/projects/${projectId}/upload_tokens`, { cookie, json: {} })).body.data.token;
    return { projectId, token };
  };

  /** Uploads a build started at `startedAt`: one test case per page, with its violations. */
  const upload = async (token: string, buildName: string, startedAt: string, pages: Record<string, AxeFinding[]>, finalize = true): Promise<string> => {
    clock.set(startedAt);
    const id: string = (await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName } })).body.data.id;
    const testCases = Object.entries(pages).map(([path, violations]) => ({
      key: path,
      name: `Page ${path}`,
      status: violations.length > 0 ? 'failed' : 'passed',
      results: axePage(`${PAGE}${path}`, { violations, passes: ['document-title'] }),
    }));
    const batch = await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, { token, json: { batchId: 'b1', testCases } });
    expect(batch.status, batch.text).toBe(200);
    if (finalize) expect((await server.request('POST', `/api/v1/ingest/builds/${id}/finalize`, { token })).status).toBe(200);
    clock.set(NOW);
    return id;
  };

  const trends = (path: string, range?: string, who: { cookie?: string; token?: string } = { cookie }) =>
    server.request<Trends>('GET', `${path}${range === undefined ? '' : `?range=${encodeURIComponent(range)}`}`, who);

  beforeAll(async () => {
    clock = new ManualClock(NOW);
    server = await db().start({ demo: true, clock });
    cookie = await signIn(server, 'demo@curbcut.local');
  });

  it('includes a run started exactly at the start of each range and leaves out one a millisecond earlier', async () => {
    const { projectId, token } = await newProject('Trend ranges');
    const expected = new Map<TrendRange, string[]>();
    const uploaded: { id: string; startedAt: string }[] = [];
    for (const range of TREND_RANGES) {
      const span = TREND_RANGE_MS[range];
      if (span === null) continue;
      for (const startedAt of [at(span), at(span + 1)]) {
        uploaded.push({ id: await upload(token, 'main', startedAt, { home: [] }), startedAt });
      }
    }
    const start = (range: TrendRange) => (TREND_RANGE_MS[range] === null ? '' : at(TREND_RANGE_MS[range] as number));
    for (const range of TREND_RANGES) {
      expected.set(
        range,
        uploaded.filter((u) => range === 'all' || u.startedAt >= start(range)).sort((a, b) => (a.startedAt < b.startedAt ? -1 : 1)).map((u) => u.id),
      );
    }

    for (const range of TREND_RANGES) {
      const res = await trends(`/api/v1/projects/${projectId}/trends`, range);
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.range).toBe(range);
      expect(res.body.data.to).toBe(NOW);
      expect(res.body.data.from).toBe(range === 'all' ? null : start(range));
      expect(res.body.data.truncated).toBe(false);
      expect(res.body.data.points.map((p) => p.reportId), range).toEqual(expected.get(range));
    }
    // 24 hours: exactly one run, the one started 24 hours ago to the millisecond.
    expect(expected.get('24h')).toHaveLength(1);
    // No range given: the last month.
    const byDefault = await trends(`/api/v1/projects/${projectId}/trends`);
    expect(byDefault.body.data.range).toBe('month');
    expect(byDefault.body.data.points.map((p) => p.reportId)).toEqual(expected.get('month'));
  });

  it('gives per build its pages, confirmed issues per severity and new and resolved issues against the previous build of its name', async () => {
    const { projectId, token } = await newProject('Trend series');
    const first = await upload(token, 'main', at(3 * 86_400_000), {
      home: [
        ['image-alt', 'critical', 'img.a'],
        ['link-name', 'serious', 'a.b'],
      ],
      cart: [['region', 'moderate', 'div.c']],
      about: [],
    });
    const second = await upload(token, 'main', at(2 * 86_400_000), {
      home: [
        ['image-alt', 'critical', 'img.a'],
        ['label', 'critical', 'input.q'],
      ],
      cart: [['region', 'moderate', 'div.c']],
    });
    const nightly = await upload(token, 'nightly', at(36 * 3_600_000), { home: [['aria-text', 'minor', 'span.x']] });
    const third = await upload(token, 'main', at(86_400_000), { home: [['image-alt', 'critical', 'img.a']] });
    // Still running: not a point.
    await upload(token, 'main', at(3_600_000), { home: [] }, false);

    const res = await trends(`/api/v1/projects/${projectId}/trends`, 'week');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.product).toBe('automatedTest');
    expect(res.body.data.points).toEqual([
      {
        reportId: first,
        number: 1,
        name: 'main',
        createdAt: at(3 * 86_400_000),
        pagesTested: 3,
        pagesWithIssues: 2,
        pagesFailed: null,
        critical: 1,
        serious: 1,
        moderate: 1,
        minor: 0,
        issueCount: 3,
        newIssues: null,
        resolvedIssues: null,
        comparedTo: null,
      },
      {
        reportId: second,
        number: 2,
        name: 'main',
        createdAt: at(2 * 86_400_000),
        pagesTested: 2,
        pagesWithIssues: 2,
        pagesFailed: null,
        critical: 2,
        serious: 0,
        moderate: 1,
        minor: 0,
        issueCount: 3,
        newIssues: 1,
        resolvedIssues: 1,
        comparedTo: first,
      },
      {
        reportId: nightly,
        number: 1,
        name: 'nightly',
        createdAt: at(36 * 3_600_000),
        pagesTested: 1,
        pagesWithIssues: 1,
        pagesFailed: null,
        critical: 0,
        serious: 0,
        moderate: 0,
        minor: 1,
        issueCount: 1,
        newIssues: null,
        resolvedIssues: null,
        comparedTo: null,
      },
      {
        reportId: third,
        number: 3,
        name: 'main',
        createdAt: at(86_400_000),
        pagesTested: 1,
        pagesWithIssues: 1,
        pagesFailed: null,
        critical: 1,
        serious: 0,
        moderate: 0,
        minor: 0,
        issueCount: 1,
        newIssues: 0,
        resolvedIssues: 2,
        comparedTo: second,
      },
    ]);

    // One build name; the first build in range is read against the one before the range.
    const main = await server.request<Trends>('GET', `/api/v1/projects/${projectId}/trends?range=24h&build_name=main`, { cookie });
    expect(main.status, main.text).toBe(200);
    expect(main.body.data.points.map((p) => [p.reportId, p.newIssues, p.resolvedIssues, p.comparedTo])).toEqual([[third, 0, 2, second]]);

    // A hidden issue leaves its build's severities and new issues, and the next build's resolved ones.
    const issueId = await issueIdOf(server, cookie, second, 'label', 'input.q');
    const hidden = await server.request('PATCH', '/api/issues/hide', {
      cookie,
      json: { scope: 'issue', reason: 'False positive', hidden: true, issueId, reportId: second, testType: 'Build', persist: false },
    });
    expect(hidden.status, hidden.text).toBe(200);
    const after = await trends(`/api/v1/projects/${projectId}/trends`, 'week');
    const figures = (id: string) => {
      const p = after.body.data.points.find((point) => point.reportId === id);
      return p && [p.critical, p.issueCount, p.newIssues, p.resolvedIssues];
    };
    expect(figures(second)).toEqual([1, 2, 0, 1]);
    expect(figures(third)).toEqual([1, 1, 0, 1]);
  });

  it("gives a website scan's runs with the pages that failed to load, from its scan logs", async () => {
    const { token } = await newProject('Trend scans');
    const scanPage = (path: string, violations: AxeFinding[] | null) => ({
      url: `${PAGE}${path}`,
      finalUrl: `${PAGE}${path}`,
      status: violations === null ? 'failure' : 'success',
      reason: violations === null ? 'Navigation timeout of 30000 ms exceeded' : null,
      httpStatus: violations === null ? null : 200,
      score: violations === null ? null : 90,
      startedAt: NOW,
      durationMs: 100,
      depth: 0,
      violations: Object.fromEntries((violations ?? []).map(([rule]) => [rule, 1])),
      ...(violations === null ? {} : { results: axePage(`${PAGE}${path}`, { violations, passes: ['document-title'] }) }),
    });
    const scanRun = async (startedAt: string, pages: ReturnType<typeof scanPage>[]): Promise<string> => {
      clock.set(startedAt);
      const id: string = (await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'Shop site', type: 'websiteScan' } })).body.data.id;
      const batch = await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, { token, json: { batchId: 'b1', scanPages: pages } });
      expect(batch.status, batch.text).toBe(200);
      expect((await server.request('POST', `/api/v1/ingest/builds/${id}/finalize`, { token })).status).toBe(200);
      clock.set(NOW);
      return id;
    };
    const first = await scanRun(at(40 * 86_400_000), [scanPage('ok', [['image-alt', 'critical', 'img.a']]), scanPage('slow', [['link-name', 'serious', 'a.x']])]);
    const second = await scanRun(at(2 * 86_400_000), [scanPage('ok', [['image-alt', 'critical', 'img.a']]), scanPage('slow', null), scanPage('new', [])]);
    const run = await server.context.db.selectFrom('scan_runs').select('scan_id').where('report_id', '=', second).executeTakeFirstOrThrow();

    const res = await trends(`/api/v1/scans/${run.scan_id}/trends`, 'month');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.product).toBe('websiteScan');
    expect(res.body.data.points).toEqual([
      {
        reportId: second,
        number: 2,
        name: 'Shop site',
        createdAt: at(2 * 86_400_000),
        pagesTested: 3,
        pagesWithIssues: 1,
        pagesFailed: 1,
        critical: 1,
        serious: 0,
        moderate: 0,
        minor: 0,
        issueCount: 1,
        // Against run 1, started before the month: the issue of the page that failed is resolved.
        newIssues: 0,
        resolvedIssues: 1,
        comparedTo: first,
      },
    ]);
    const all = await trends(`/api/v1/scans/${run.scan_id}/trends`, 'all');
    expect(all.body.data.points.map((p) => [p.number, p.pagesTested, p.pagesFailed])).toEqual([
      [1, 2, 0],
      [2, 3, 1],
    ]);
  });

  it(`gives the latest ${TREND_MAX_POINTS} runs of a longer range, and stores what it counted for the next read`, async () => {
    const { projectId, token } = await newProject('Trend truncated');
    const first = await upload(token, 'bulk', at(300 * 86_400_000), { home: [['image-alt', 'critical', 'img.a']] });
    const row = await server.context.db.selectFrom('reports').selectAll().where('id', '=', first).executeTakeFirstOrThrow();
    // Copies of the uploaded build, written straight to the table: an upload each would take minutes.
    const ids = Array.from({ length: TREND_MAX_POINTS + 1 }, (_, i) => `rep_trend_bulk_${String(i + 2).padStart(3, '0')}`);
    await server.context.db
      .insertInto('reports')
      .values(ids.map((id, i) => ({ ...row, id, build_number: i + 2, run_key: null, created_at: at((299 - i) * 86_400_000) })))
      .execute();

    const res = await trends(`/api/v1/projects/${projectId}/trends`, 'all');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.truncated).toBe(true);
    expect(res.body.data.points).toHaveLength(TREND_MAX_POINTS);
    expect(res.body.data.points[0]).toMatchObject({ number: 3, comparedTo: ids[0], critical: 1, newIssues: 0, resolvedIssues: 0 });
    expect(res.body.data.points.at(-1)?.number).toBe(TREND_MAX_POINTS + 2);
    // Each pair's retained count is now stored: the next read counts no issue again.
    const stored = await server.context.db.selectFrom('report_pairs').select('retained').where('report_id', 'in', ids).execute();
    expect(stored.length).toBe(TREND_MAX_POINTS);
    const week = await trends(`/api/v1/projects/${projectId}/trends`, 'week');
    expect(week.body.data).toMatchObject({ truncated: false, points: [] });
  });

  it('refuses an unknown range, another group, report and upload tokens', async () => {
    const { projectId, token } = await newProject('Trend refusals');
    const build = await upload(token, 'main', at(60_000), { home: [['image-alt', 'critical', 'img.a']] });
    const scanId = (await server.context.db.selectFrom('scan_configs').select('id').executeTakeFirstOrThrow()).id;
    const project = `/api/v1/projects/${projectId}/trends`;
    const scan = `/api/v1/scans/${scanId}/trends`;

    for (const path of [project, scan]) {
      const bad = await trends(path, 'fortnight');
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({ path: 'query.range', message: expect.stringContaining('"fortnight"') });
      expect(bad.body.error.message).toContain('24h, week, month, 3months, 6months, year, all');
    }

    const other = await signIn(server, 'free@curbcut.local');
    expect((await trends(project, 'week', { cookie: other })).status).toBe(404);
    expect((await trends(scan, 'week', { cookie: other })).status).toBe(404);
    expect((await trends('/api/v1/projects/prj_unknown/trends', 'week')).status).toBe(404);
    expect((await trends('/api/v1/scans/scn_unknown/trends', 'week')).status).toBe(404);

    expect((await trends(project, 'week', {})).status).toBe(401);
    expect((await trends(project, 'week', { token })).status).toBe(401);
    const embed = await server.request('POST', '/api/v1/auth/session_token', { cookie, json: { reportId: build } });
    expect(embed.status, embed.text).toBe(200);
    expect((await trends(project, 'week', { token: embed.body.data.token })).status).toBe(401);
    expect((await trends(scan, 'week', { token: embed.body.data.token })).status).toBe(401);
  });
});
