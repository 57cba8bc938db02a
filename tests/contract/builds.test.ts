/**
 * Contract of the build report calls (spec 001 section 7): overview, issue summary, test cases and
 * their search, rules, guidelines and components counted as core counts them over the worker
 * dataset, one issue with cursor navigation, the project's build list and deleting a build. On
 * SQLite and PostgreSQL.
 */
import { beforeAll, expect, it } from 'vitest';
import { decodeDataset, filterDataset, groupByComponent, groupByCriterion, groupByRule, rowsOfRule } from '@curbcut/core';
import { axePage, type AxeFinding } from './axeFixtures';
import { describeEachDatabase, signIn, type TestServer } from './harness';

const HOME: AxeFinding[] = [
  ['image-alt', 'critical', 'img.hero'],
  ['image-alt', 'critical', 'img.logo'],
  ['link-name', 'serious', 'a.nav'],
];
const CART: AxeFinding[] = [
  ['image-alt', 'critical', 'img.product'],
  ['link-name', 'serious', 'a.nav'],
  ['region', 'moderate', 'div.banner'],
];

describeEachDatabase('build calls', (db) => {
  let server: TestServer;
  let cookie: string;
  let freeCookie: string;
  let token: string;
  let projectId: string;
  let first: string;
  let second: string;

  const testCases = (extra: AxeFinding[] = []) => [
    { key: 'home', name: 'Home page loads', status: 'failed', file: 'tests/home.spec.ts', scopeList: ['Shop', 'home'], browser: { name: 'chromium', version: '156' }, results: axePage('https://shop.example.com/', { violations: HOME, passes: ['document-title'] }) },
    { key: 'cart', name: 'Cart shows items', status: 'passed', file: 'tests/cart.spec.ts', results: axePage('https://shop.example.com/cart', { violations: [...CART, ...extra], incomplete: [['color-contrast', 'serious', 'p.price']] }) },
    { key: 'skip', name: 'Checkout (flaky)', status: 'skipped', file: 'tests/cart.spec.ts', error: { message: 'Timed out waiting for #pay', backtrace: 'at checkout.spec.ts:12' } },
  ];

  const upload = async (buildName: string, cases: unknown[]): Promise<string> => {
    const id: string = (await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName } })).body.data.id;
    const batch = await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, { token, json: { batchId: 'b1', testCases: cases } });
    expect(batch.status, batch.text).toBe(200);
    expect((await server.request('POST', `/api/v1/ingest/builds/${id}/finalize`, { token })).status).toBe(200);
    return id;
  };

  const post = (path: string, json: unknown, who = cookie) => server.request('POST', path, { cookie: who, json });

  beforeAll(async () => {
    server = await db().start({ demo: true });
    cookie = await signIn(server, 'demo@curbcut.local');
    freeCookie = await signIn(server, 'free@curbcut.local');
    projectId = (await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'Shop' } })).body.data.project.id;
    token = (await server.request('POST', `/api/v1/projects/${projectId}/upload_tokens`, { cookie, json: {} })).body.data.token;
    first = await upload('main', testCases());
    second = await upload('main', testCases([['label', 'critical', 'input.qty']]));
  });

  it('marks the rules whose tags say advanced processing or AI-detected, and filters to the AI-detected ones', async () => {
    const marked = await upload('marked', [
      { key: 'focus', name: 'Focus', status: 'passed', results: axePage('https://shop.example.com/', { violations: [['focus-indicator', 'serious', 'a.nav']], tags: ['cat.keyboard', 'wcag2aa', 'wcag247', 'curbcut-advanced'] }) },
      { key: 'alt', name: 'Alt text', status: 'passed', results: axePage('https://shop.example.com/team', { violations: [['alt-text-quality', 'moderate', 'img.team']], tags: ['cat.text-alternatives', 'wcag2a', 'wcag111', 'curbcut-ai'] }) },
      { key: 'plain', name: 'Plain', status: 'passed', results: axePage('https://shop.example.com/cart', { violations: [['image-alt', 'critical', 'img.logo']] }) },
    ]);
    const all = await post('/api/v3/test_runs/rules', { th_build_id: marked, filters: {} });
    expect(all.status, all.text).toBe(200);
    const marks = all.body.data.rules.map((r: { id: string; isAdvanced: boolean; isAiDetected: boolean }) => [r.id, r.isAdvanced, r.isAiDetected]);
    expect(marks).toEqual([
      ['image-alt', false, false],
      ['focus-indicator', true, false],
      ['alt-text-quality', false, true],
    ]);
    const onlyAi = await post('/api/v3/test_runs/rules', { th_build_id: marked, filters: { aiDetectedIssuesFilter: 'onlyAiDetectedIssues' } });
    expect(onlyAi.body.data.rules.map((r: { id: string }) => r.id)).toEqual(['alt-text-quality']);
    expect(onlyAi.body.data.confirmedIssueCount).toBe(1);
    // The later tests read the project's builds as the two of beforeAll.
    expect((await server.request('DELETE', `/api/v1/reports/${marked}`, { cookie })).status).toBe(200);
  });

  it('counts rules, guidelines and components as core does over the dataset', async () => {
    const res = await fetch(`${server.url}/api/v1/reports/${second}/dataset`, { headers: { cookie } });
    const dataset = decodeDataset(new Uint8Array(await res.arrayBuffer()));
    const rows = filterDataset(dataset);

    const rules = await post('/api/v3/test_runs/rules', { th_build_id: second, filters: {} });
    expect(rules.status, rules.text).toBe(200);
    expect(rules.body.data.rules.map((r: { id: string; issueCount: number }) => [r.id, r.issueCount])).toEqual(
      groupByRule(dataset, rows).map((g) => [g.id, g.issueCount]),
    );
    expect(rules.body.data.rules.map((r: { id: string }) => r.id)).toEqual(['image-alt', 'label', 'link-name', 'region']);
    expect(rules.body.data).toMatchObject({ confirmedIssueCount: 7, needsReviewIssueCount: 1 });

    const guidelines = await post('/api/v3/test_runs/guidelines', { th_build_id: second });
    expect(guidelines.body.data.guidelines.map((g: { label: string; issueCount: number }) => [g.label, g.issueCount])).toEqual(
      groupByCriterion(dataset, rows).map((g) => [g.label, g.issueCount]),
    );
    expect(guidelines.body.data.guidelines[0].label).toBe('SC 1.1.1');

    const components = await post('/api/v2/projects/Shop/test_runs/Build/rules/link-name/components', { th_build_id: second, filters: {} });
    expect(components.status, components.text).toBe(200);
    expect(components.body.data.components).toEqual(
      groupByComponent(dataset, rowsOfRule(dataset, rows, 'link-name')).map((c) => ({ id: c.id, issueCount: c.issueCount, pageCount: c.pageCount, behaviours: [] })),
    );
    expect(components.body.data.components).toEqual([{ id: 'a.nav', issueCount: 2, pageCount: 2, behaviours: [] }]);

    // Filters narrow every count; a wrong filter is a 400 naming it.
    const critical = await post(`/api/v1/reports/${second}/rules`, { filters: { impact: ['critical'] } });
    expect(critical.body.data.rules.map((r: { id: string; issueCount: number }) => [r.id, r.issueCount])).toEqual([['image-alt', 3], ['label', 1]]);
    const wrong = await post(`/api/v1/reports/${second}/rules`, { filters: { impact: ['urgent'] } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.path).toBe('body.filters.impact');
    expect((await post(`/api/v1/reports/${second}/rules/nope/components`, {})).status).toBe(404);
  });

  it('walks the issues of a rule with next and previous, and stops at both ends', async () => {
    const path = '/api/v2/projects/Shop/test_runs/Build/issue';
    const firstIssue = await post(path, { th_build_id: second, ruleId: 'image-alt' });
    expect(firstIssue.status, firstIssue.text).toBe(200);
    expect(firstIssue.body.data).toMatchObject({ ruleId: 'image-alt', issueIndex: 1, total: 3, impact: 'critical', issueStatus: 'visible', confirmed: null, hideReason: null });
    expect(firstIssue.body.data.ruleData.help).toBe('image-alt help');
    expect(firstIssue.body.data.metadata.viewport).toEqual({ width: 1280, height: 720 });
    const ids = [firstIssue.body.data.issueId];
    for (let i = 2; i <= 3; i++) {
      const next = await post(path, { th_build_id: second, ruleId: 'image-alt', startingAfter: ids[ids.length - 1] });
      expect(next.body.data.issueIndex).toBe(i);
      ids.push(next.body.data.issueId);
    }
    const pastEnd = await post(path, { th_build_id: second, ruleId: 'image-alt', startingAfter: ids[2] });
    expect(pastEnd.status).toBe(404);
    expect(pastEnd.body.error.message).toMatch(/no issue after .* it is the last/);
    const back = await post(path, { th_build_id: second, ruleId: 'image-alt', endingBefore: ids[2] });
    expect(back.body.data).toMatchObject({ issueId: ids[1], issueIndex: 2 });
    expect((await post(path, { th_build_id: second, ruleId: 'image-alt', endingBefore: ids[0] })).status).toBe(404);
    // One component, one test case.
    const one = await post(`/api/v1/reports/${second}/issue`, { ruleId: 'link-name', componentId: 'a.nav', th_btcer_id: undefined });
    expect(one.body.data.total).toBe(2);
  });

  it('lists test cases with the Tests tab shape, searches them, and opens one', async () => {
    const list = await server.request('GET', `/api/projects/Shop/test_runs/main%232/test_cases?page=1&th_build_id=${second}`, { cookie });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data).toMatchObject({ page: 1, pageSize: 20, total: 3 });
    const home = list.body.data.testCases.find((t: { name: string }) => t.name === 'Home page loads');
    expect(home).toMatchObject({
      status: 'failed',
      browserData: { name: 'chromium', version: '156' },
      osData: null,
      file: 'tests/home.spec.ts',
      scopeList: ['Shop', 'home'],
      summary: { issueCount: 3, severityBreakdown: { critical: 2, serious: 1, moderate: 0, minor: 0 }, pageCount: 1 },
      error: null,
    });
    const skipped = list.body.data.testCases.find((t: { status: string }) => t.status === 'skipped');
    expect(skipped.error).toEqual({ message: 'Timed out waiting for #pay', backtrace: 'at checkout.spec.ts:12' });

    const search = (body: unknown) => post('/api/v2/projects/Shop/test_runs/main%232/test_case_search', body);
    expect((await search({ query: 'TIMED OUT', th_build_id: second })).body.data.testCases.map((t: { name: string }) => t.name)).toEqual(['Checkout (flaky)']);
    expect((await search({ query: 'cart', filters: { status: ['passed'] } })).body.data.total).toBe(1);
    expect((await search({ filters: { pages: ['https://shop.example.com/cart'] }, th_build_id: second })).body.data.testCases.map((t: { name: string }) => t.name)).toEqual(['Cart shows items']);
    const filters = await server.request('GET', `/api/v2/projects/Shop/test_runs/main%232/test_case_filters?th_build_id=${second}`, { cookie });
    expect(filters.body.data.files).toEqual([{ value: 'tests/cart.spec.ts', count: 2 }, { value: 'tests/home.spec.ts', count: 1 }]);

    const base = `/api/v2/projects/Shop/test_runs/main%232/test_cases/${home.id}`;
    expect((await server.request('GET', `${base}/meta`, { cookie })).body.data.name).toBe('Home page loads');
    const overview = await server.request('GET', `${base}/overview`, { cookie });
    expect(overview.body.data.issueSummary).toMatchObject({ issueCount: 3, critical: 2, serious: 1, pageCount: 1 });
    const issueFilters = await server.request('POST', `${base}/filters`, { cookie });
    expect(issueFilters.body.data).toMatchObject({ impact: ['critical', 'serious'], pages: ['https://shop.example.com/'], components: ['img.hero', 'img.logo', 'a.nav'] });
    expect((await server.request('GET', `/api/v2/projects/Shop/test_runs/main%232/test_cases/tc_unknown/meta`, { cookie })).status).toBe(404);
  });

  it('compares one test case with the same test in the previous completed build of the name', async () => {
    const cases = async (reportId: string) => {
      const res = await server.request('GET', `/api/v1/reports/${reportId}/test_cases?page=1`, { cookie });
      return new Map<string, string>(res.body.data.testCases.map((t: { id: string; name: string }) => [t.name, t.id]));
    };
    const overview = (reportId: string, testId: string | undefined) => server.request('GET', `/api/v1/reports/${reportId}/test_cases/${testId}/overview`, { cookie });
    const now = await cases(second);
    const cart = await overview(second, now.get('Cart shows items'));
    expect(cart.status, cart.text).toBe(200);
    expect(cart.body.data.testCase.name).toBe('Cart shows items');
    expect(cart.body.data.comparison).toMatchObject({
      comparedTo: { reportId: first, buildNumber: 1 },
      newIssues: { critical: 1, serious: 0, moderate: 0, minor: 0 },
      resolvedIssues: { critical: 0, serious: 0, moderate: 0, minor: 0 },
      retainedCount: 3,
    });
    expect(cart.body.data.comparisonUnavailable).toBeNull();
    const skipped = await overview(second, now.get('Checkout (flaky)'));
    expect(skipped.body.data).toMatchObject({ comparison: null, comparisonUnavailable: 'skipped_in_previous' });
    const firstBuild = await overview(first, (await cases(first)).get('Cart shows items'));
    expect(firstBuild.body.data).toMatchObject({ comparison: null, comparisonUnavailable: 'first_build' });
    // The build-run path answers the same comparison.
    const v2 = await server.request('GET', `/api/v2/projects/Shop/test_runs/main%232/test_cases/${now.get('Cart shows items')}/overview`, { cookie });
    expect(v2.body.data.comparison).toEqual(cart.body.data.comparison);

    // Absent from the previous build; a test whose key changed is still matched by name and file.
    const [home, cartCase] = testCases();
    const older = await upload('solo', [cartCase]);
    const newer = await upload('solo', [home, { ...cartCase, key: 'cart-renamed' }]);
    const solo = await cases(newer);
    expect((await overview(newer, solo.get('Home page loads'))).body.data).toMatchObject({ comparison: null, comparisonUnavailable: 'not_in_previous' });
    const renamed = (await overview(newer, solo.get('Cart shows items'))).body.data;
    expect(renamed.comparison).toMatchObject({ comparedTo: { reportId: older }, newIssues: { critical: 0 }, retainedCount: 3 });
    expect((await overview(newer, 'tc_unknown')).status).toBe(404);
    expect((await server.request('GET', `/api/v1/reports/${newer}/test_cases/${solo.get('Home page loads')}/overview`, { cookie: freeCookie })).status).toBe(404);
    // The later tests read the project's builds as the two of beforeAll.
    for (const id of [newer, older]) expect((await server.request('DELETE', `/api/v1/reports/${id}`, { cookie })).status).toBe(200);
  });

  it('answers the overview with trend, comparison and chart data', async () => {
    const res = await server.request('GET', `/api/projects/Shop/test_runs/main%232/overview`, { cookie });
    expect(res.status, res.text).toBe(200);
    const o = res.body.data;
    expect(o.issueSummary).toMatchObject({ issueCount: 7, critical: 4, needsReviewCount: 1 });
    expect(o.trend.map((t: { buildNumber: number; issueSummary: { issueCount: number } }) => [t.buildNumber, t.issueSummary.issueCount])).toEqual([[1, 6], [2, 7]]);
    expect(o.snapshotComparison).toEqual({ new: 1, retained: 6, resolved: 0, comparedTo: first, comparedToBuildNumber: 1 });
    expect(o.issueResolutionTrend).toEqual({ buildNumbers: [1, 2], newIssueTrend: [6, 1], issueResolvedTrend: [0, 0], openIssueTrend: [6, 7] });
    expect(o.issueCountByComponent[0]).toEqual({ componentId: 'a.nav', count: 2, impact: 'serious' });
    expect(o.issueCountByUrl.map((u: { url: string; count: number }) => [u.url, u.count])).toEqual([['https://shop.example.com/cart', 4], ['https://shop.example.com/', 3]]);
    expect(o.score.state).toBe('available');
    expect(o.conformance.outcomes.violated.map((v: { ruleId: string }) => v.ruleId).sort()).toEqual(['image-alt', 'label', 'link-name', 'region']);
    expect((await server.request('GET', `/api/v1/reports/${second}/overview`, { cookie })).body.data.reportId).toBe(second);
    expect((await server.request('GET', `/api/v1/reports/${second}/issues`, { cookie })).body.data.issueSummary.issueCount).toBe(7);
  });

  it('lists a project\'s builds newest first and keeps other groups out', async () => {
    const list = await server.request('GET', `/api/v1/projects/${projectId}/builds`, { cookie });
    expect(list.status).toBe(200);
    expect(list.body.data.builds.slice(0, 2).map((b: { id: string }) => b.id)).toEqual([second, first]);
    expect(list.body.data.builds[0]).toMatchObject({ status: 'completed', createdBy: { name: 'Demo User' }, healthSummary: { passed: 1, failed: 1, skipped: 1, total: 3 } });
    expect((await server.request('GET', `/api/v1/projects/${projectId}/builds`, { cookie: freeCookie })).status).toBe(404);
    expect((await post('/api/v3/test_runs/rules', { th_build_id: second }, freeCookie)).status).toBe(404);
    expect((await server.request('GET', `/api/v1/reports/${second}/overview`, { cookie: freeCookie })).status).toBe(404);
  });

  it('deletes a completed build (author only) and refuses one in progress', async () => {
    const running: string = (await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'doomed' } })).body.data.id;
    const refused = await server.request('DELETE', `/api/v1/reports/${running}`, { cookie });
    expect(refused.status).toBe(409);
    const done = await upload('doomed', testCases());
    const deleted = await server.request('DELETE', `/api/v1/reports/${done}`, { cookie });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.data).toEqual({ id: done, deleted: true });
    expect((await server.request('GET', `/api/v1/reports/${done}/meta`, { cookie })).status).toBe(404);
    const left = await server.context.db.selectFrom('issues').select('fingerprint').where('report_id', '=', done).execute();
    expect(left).toEqual([]);
  });
});
