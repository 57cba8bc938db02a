/**
 * Contract of the compare calls (spec 000 sections 3.5 and 7.1, issue 19, decision 0039):
 * `GET /api/compare/meta` and `/summary` over two builds of one project where one issue is fixed,
 * one is new, one retained, one moved (same snippet, another selector), one hidden in the newer
 * run and one of a rule the base run did not run; two runs of one website scan where a page failed
 * in the newer run; a second read answered from the server's store; and every refusal. On SQLite
 * and PostgreSQL.
 */
import { beforeAll, expect, it } from 'vitest';
import { pagePathOf } from '@curbcut/core';
import { ManualClock } from '@curbcut/server';
import { BASE, BASE_PASSES, NEW, NEW_PASSES, PAGE, projectWithToken, scanPage, uploadBuild, uploadScanRun } from './compareFixture';
import { describeEachDatabase, issueIdOf as readIssueId, signIn, type TestServer } from './harness';

const noCompare = { new: 0, retained: 0, resolved: 0, notCompared: 0 };

describeEachDatabase('compare calls', (db) => {
  let server: TestServer;
  let clock: ManualClock;
  let cookie: string;
  let token: string;
  let base: string;
  let next: string;

  const upload = (buildName: string, violations: typeof BASE, passes: string[], uploadToken = token): Promise<string> =>
    uploadBuild(server, uploadToken, buildName, violations, passes);

  const get = (call: 'meta' | 'summary', ids: string, who: { cookie?: string; token?: string } = { cookie }, product = 'automatedTest') =>
    server.request('GET', `/api/compare/${call}?product=${encodeURIComponent(product)}&ids=${encodeURIComponent(ids)}`, who);

  const issueIdOf = (reportId: string, ruleId: string, componentId: string) => readIssueId(server, cookie, reportId, ruleId, componentId);

  beforeAll(async () => {
    clock = new ManualClock('2026-11-22T09:00:00.000Z');
    server = await db().start({ demo: true, clock });
    cookie = await signIn(server, 'demo@curbcut.local');
    token = await projectWithToken(server, cookie, 'Compare');
    base = await upload('main', BASE, BASE_PASSES);
    clock.advance(60_000);
    next = await upload('main', NEW, NEW_PASSES);
  });

  it('makes the older run the base whatever the order, and says both engines and what is not compared', async () => {
    const res = await get('meta', `${next},${base}`);
    expect(res.status, res.text).toBe(200);
    const meta = res.body.data;
    expect(meta).toMatchObject({
      product: 'automatedTest',
      reordered: true,
      baseReport: { id: base, name: 'main', number: 1, status: 'completed', engineVersion: '4.10.2', createdAt: '2026-11-22T09:00:00.000Z' },
      newReport: { id: next, name: 'main', number: 2, status: 'completed', engineVersion: '4.10.2', createdAt: '2026-11-22T09:01:00.000Z' },
      notComparedRules: [{ ruleId: 'aria-text', reason: 'rule not run in the base run', issues: 1 }],
      notComparedPages: [],
    });
    const inOrder = await get('meta', `${base},${next}`);
    expect(inOrder.body.data.reordered).toBe(false);
    expect(inOrder.body.data.baseReport.id).toBe(base);
  });

  it('counts new, retained (one moved), resolved and not compared issues, per severity, with the top lists and the series', async () => {
    // Nothing hidden yet: the region issue is retained and counted.
    const before = await get('summary', `${base},${next}`);
    expect(before.status, before.text).toBe(200);
    expect(before.body.data).toMatchObject({ newIssues: 1, retainedIssues: 11, resolvedIssues: 1, notComparedIssues: 1, movedIssues: 1 });

    // Hidden in the newer run only: still retained, but no longer among the confirmed issues counted.
    const regionId = await issueIdOf(next, 'region', 'div.banner');
    const hidden = await server.request('PATCH', '/api/issues/hide', {
      cookie,
      json: { scope: 'issue', reason: 'False positive', hidden: true, issueId: regionId, reportId: next, testType: 'Build', persist: false },
    });
    expect(hidden.status, hidden.text).toBe(200);
    clock.advance(1_000);

    const res = await get('summary', `${base},${next}`);
    expect(res.status, res.text).toBe(200);
    const page = pagePathOf(PAGE);
    expect(res.body.data).toEqual({
      newIssues: 1,
      retainedIssues: 10,
      resolvedIssues: 1,
      notComparedIssues: 1,
      movedIssues: 1,
      bySeverity: {
        critical: { ...noCompare, new: 1, retained: 10 },
        serious: { ...noCompare, resolved: 1 },
        moderate: noCompare,
        minor: { ...noCompare, notCompared: 1 },
      },
      topRules: {
        byNew: [{ key: 'label', ...noCompare, new: 1 }],
        byResolved: [{ key: 'link-name', ...noCompare, resolved: 1 }],
      },
      topPages: {
        byNew: [{ key: page, new: 1, retained: 10, resolved: 1, notCompared: 1 }],
        byResolved: [{ key: page, new: 1, retained: 10, resolved: 1, notCompared: 1 }],
      },
      topComponents: {
        byNew: [{ key: 'input.qty', ...noCompare, new: 1 }],
        byResolved: [{ key: 'a.nav', ...noCompare, resolved: 1 }],
      },
      // One test reported every issue of both builds.
      topTests: {
        byNew: [{ key: 'Home', new: 1, retained: 10, resolved: 1, notCompared: 1 }],
        byResolved: [{ key: 'Home', new: 1, retained: 10, resolved: 1, notCompared: 1 }],
      },
      severitySeries: [
        { reportId: base, date: '2026-11-22T09:00:00.000Z', critical: 10, serious: 1, moderate: 1, minor: 0 },
        { reportId: next, date: '2026-11-22T09:01:00.000Z', critical: 11, serious: 0, moderate: 0, minor: 1 },
      ],
      computedAt: res.body.data.computedAt,
    });
    // The decision made the comparison be computed again.
    expect(res.body.data.computedAt).not.toBe(before.body.data.computedAt);
  });

  it('answers a second read from its store, and shares it between meta and summary', async () => {
    const first = await get('meta', `${base},${next}`);
    clock.advance(5_000);
    const [again, summary] = await Promise.all([get('meta', `${next},${base}`), get('summary', `${base},${next}`)]);
    expect(again.body.data.computedAt).toBe(first.body.data.computedAt);
    expect(summary.body.data.computedAt).toBe(first.body.data.computedAt);
  });

  it('refuses ids that are not two distinct ids, an unknown product and runs of another product', async () => {
    for (const ids of [base, `${base},${base}`, `${base},${next},${base}`, `${base},`]) {
      const res = await get('meta', ids);
      expect(res.status, ids).toBe(400);
      expect(res.body.error.path).toBe('query.ids');
    }
    const product = await get('summary', `${base},${next}`, { cookie }, 'pdfScanner');
    expect(product.status).toBe(400);
    expect(product.body.error).toMatchObject({ path: 'query.product', message: expect.stringContaining('automatedTest, websiteScan') });
    const scan = await get('meta', `${base},${next}`, { cookie }, 'websiteScan');
    expect(scan.status).toBe(400);
    expect(scan.body.error.message).toContain('not websiteScan');
  });

  it("answers 404 for another group's run or an unknown one, 400 for runs of different projects, 409 for a run not completed", async () => {
    const other = await signIn(server, 'free@curbcut.local');
    expect((await get('meta', `${base},${next}`, { cookie: other })).status).toBe(404);
    expect((await get('summary', `${base},rep_unknown`)).status).toBe(404);

    const elsewhereToken = await projectWithToken(server, cookie, 'Compare elsewhere');
    const foreign = await upload('main', BASE, [], elsewhereToken);
    const projects = await get('meta', `${base},${foreign}`);
    expect(projects.status).toBe(400);
    expect(projects.body.error.message).toContain('different projects');

    const running: string = (await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'main' } })).body.data.id;
    const notDone = await get('summary', `${base},${running}`);
    expect(notDone.status).toBe(409);
    expect(notDone.body.error.message).toContain(running);
    expect(notDone.body.error.message).toContain('not completed');
  });

  it('compares two runs of one website scan, setting apart the issues of a page that failed in one run', async () => {
    const scanRun = (name: string, pages: ReturnType<typeof scanPage>[]) => uploadScanRun(server, token, clock, name, pages);
    const first = await scanRun('Site', [scanPage(`${PAGE}ok`, [['image-alt', 'critical', 'img.a']]), scanPage(`${PAGE}slow`, [['link-name', 'serious', 'a.x']])]);
    const second = await scanRun('Site', [scanPage(`${PAGE}ok`, [['image-alt', 'critical', 'img.a']]), scanPage(`${PAGE}slow`, null)]);

    const meta = await get('meta', `${first},${second}`, { cookie }, 'websiteScan');
    expect(meta.status, meta.text).toBe(200);
    expect(meta.body.data).toMatchObject({
      product: 'websiteScan',
      baseReport: { id: first, number: 1 },
      newReport: { id: second, number: 2 },
      notComparedRules: [],
      notComparedPages: [{ pagePath: pagePathOf(`${PAGE}slow`), reason: 'page failed in the newer run', issues: 1 }],
    });
    const summary = await get('summary', `${first},${second}`, { cookie }, 'websiteScan');
    expect(summary.body.data).toMatchObject({ newIssues: 0, retainedIssues: 1, resolvedIssues: 0, notComparedIssues: 1 });

    const otherScan = await scanRun('Other site', [scanPage(`${PAGE}ok`, [])]);
    const scans = await get('meta', `${first},${otherScan}`, { cookie }, 'websiteScan');
    expect(scans.status).toBe(400);
    expect(scans.body.error.message).toContain('different website scans');
    const builds = await get('meta', `${first},${base}`, { cookie }, 'websiteScan');
    expect(builds.status).toBe(400);
    expect(builds.body.error.message).toContain(`Report ${base} is of product automatedTest, not websiteScan`);
  });

  it('refuses report tokens (members only) and a plan without report comparison', async () => {
    const embed = await server.request('POST', '/api/v1/auth/session_token', { cookie, json: { reportId: base } });
    expect(embed.status, embed.text).toBe(200);
    expect((await get('meta', `${base},${next}`, { token: embed.body.data.token })).status).toBe(401);
    const shared = await server.request('POST', '/api/public_reports', { cookie, json: { id: base, type: 'automatedTest' } });
    const publicToken = new URLSearchParams(String(shared.body.data.link).split('?')[1]).get('token') as string;
    expect((await get('summary', `${base},${next}`, { token: publicToken })).status).toBe(401);

    const { db: database } = server.context;
    const enabled = await database.selectFrom('plan_features').select('plan_id').where('feature', '=', 'report_comparison').where('enabled', '=', 1).execute();
    await database.updateTable('plan_features').set({ enabled: 0 }).where('feature', '=', 'report_comparison').execute();
    try {
      const off = await get('meta', `${base},${next}`);
      expect(off.status).toBe(403);
      expect(off.body.error.message).toContain('report_comparison_supported is off for automatedTest');
    } finally {
      for (const { plan_id } of enabled) {
        await database.updateTable('plan_features').set({ enabled: 1 }).where('feature', '=', 'report_comparison').where('plan_id', '=', plan_id).execute();
      }
    }
    expect((await get('meta', `${base},${next}`)).status).toBe(200);
  });
});
