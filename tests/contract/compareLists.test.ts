/**
 * Contract of the compare views' calls (spec 000 section 7.1, issue 19): the rules, guidelines,
 * components and issues of a comparison under the report filters and the status filter, the
 * filter options, the scan logs side by side and the CSV with its status column, over the builds
 * of compareFixture.ts (13 issues in the newer build: 11 retained, one of them moved, 1 new, 1 not
 * compared; 1 resolved in the base build); and their refusals. On SQLite and PostgreSQL.
 */
import { beforeAll, expect, it } from 'vitest';
import { CSV_COLUMNS } from '@curbcut/core';
import { ManualClock } from '@curbcut/server';
import { BASE, BASE_PASSES, NEW, NEW_PASSES, PAGE, projectWithToken, scanPage, uploadBuild, uploadScanRun } from './compareFixture';
import { describeEachDatabase, signIn, type TestServer } from './harness';

describeEachDatabase('compare views', (db) => {
  let server: TestServer;
  let cookie: string;
  let token: string;
  let clock: ManualClock;
  let base: string;
  let next: string;
  let query: string;

  const post = (path: string, json: Record<string, unknown>, who: { cookie?: string; token?: string } = { cookie }) =>
    server.request('POST', `/api/compare/${path}?${query}`, { ...who, json });
  const get = (path: string, extra = '', who: { cookie?: string; token?: string } = { cookie }) => server.request('GET', `/api/compare/${path}?${query}${extra}`, who);

  beforeAll(async () => {
    clock = new ManualClock('2026-11-22T09:00:00.000Z');
    server = await db().start({ demo: true, clock });
    cookie = await signIn(server, 'demo@curbcut.local');
    token = await projectWithToken(server, cookie, 'Compare views');
    base = await uploadBuild(server, token, 'main', BASE, BASE_PASSES);
    clock.advance(60_000);
    next = await uploadBuild(server, token, 'main', NEW, NEW_PASSES);
    query = `product=automatedTest&ids=${next},${base}`;
  });

  it('lists the rules with counts per status, and only the statuses asked for', async () => {
    const all = await post('rules', {});
    expect(all.status, all.text).toBe(200);
    const rules = Object.fromEntries(all.body.data.rules.map((r: { id: string; issueCount: number; statusCounts: object }) => [r.id, [r.issueCount, r.statusCounts]]));
    const none = { new: 0, retained: 0, resolved: 0, notCompared: 0 };
    expect(rules).toEqual({
      'image-alt': [10, { ...none, retained: 10 }],
      label: [1, { ...none, new: 1 }],
      'link-name': [1, { ...none, resolved: 1 }],
      region: [1, { ...none, retained: 1 }],
      'aria-text': [1, { ...none, notCompared: 1 }],
    });
    // Severity first, then issue count, as a report's rules.
    expect(all.body.data.rules.map((r: { id: string }) => r.id)).toEqual(['image-alt', 'label', 'link-name', 'region', 'aria-text']);
    expect(all.body.data).toMatchObject({ statusCounts: { new: 1, retained: 11, resolved: 1, notCompared: 1 }, confirmedIssueCount: 14, needsReviewIssueCount: 0 });

    const resolved = await post('rules', { compareStatus: ['resolved'] });
    expect(resolved.body.data.rules.map((r: { id: string; help: string }) => r.id)).toEqual(['link-name']);
    // The status filter narrows the list, not the counts it offers.
    expect(resolved.body.data).toMatchObject({ confirmedIssueCount: 1, statusCounts: { new: 1, retained: 11, resolved: 1, notCompared: 1 } });

    const serious = await post('rules', { filters: { severity: ['serious', 'minor'] }, compareStatus: ['new', 'resolved'] });
    expect(serious.body.data.rules.map((r: { id: string }) => r.id)).toEqual(['link-name']);
    expect(serious.body.data.statusCounts).toEqual({ new: 0, retained: 0, resolved: 1, notCompared: 1 });
  });

  it('lists guidelines and the components of a rule or guideline, across both runs', async () => {
    const guidelines = await post('guidelines', { compareStatus: ['new'] });
    expect(guidelines.status, guidelines.text).toBe(200);
    const total = guidelines.body.data.guidelines.reduce((n: number, g: { statusCounts: { new: number } }) => Math.max(n, g.statusCounts.new), 0);
    expect(total).toBe(1);
    expect(guidelines.body.data.guidelines.every((g: { ruleIds: string[] }) => g.ruleIds.includes('label'))).toBe(true);

    const components = await post('components', { ruleId: 'image-alt' });
    expect(components.status, components.text).toBe(200);
    expect(components.body.data.components).toHaveLength(10);
    expect(components.body.data.components.find((c: { id: string }) => c.id.includes('img.logo'))).toMatchObject({ issueCount: 1, pageCount: 1, statusCounts: { retained: 1 } });

    const resolved = await post('components', { ruleId: 'link-name', compareStatus: ['resolved'] });
    expect(resolved.body.data.components).toEqual([{ id: 'a.nav', issueCount: 1, pageCount: 1, statusCounts: { new: 0, retained: 0, resolved: 1, notCompared: 0 } }]);

    const unknown = await post('components', { ruleId: 'no-such-rule' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toContain('no-such-rule');

    const first = guidelines.body.data.guidelines[0].key as string;
    const byGuideline = await server.request('POST', `/api/compare/guidelines/${encodeURIComponent(first)}/components?${query}`, { cookie, json: { compareStatus: ['new'] } });
    expect(byGuideline.status, byGuideline.text).toBe(200);
    expect(byGuideline.body.data.components.map((c: { id: string }) => c.id)).toEqual(['input.qty']);
    const badKey = await server.request('POST', `/api/compare/guidelines/not-a-criterion/components?${query}`, { cookie, json: {} });
    expect(badKey.status).toBe(400);
    expect(badKey.body.error.path).toBe('params.guideline');
  });

  it('pages through the issues, newer run first, each with its status, run and reason', async () => {
    const all = await post('issues', { limit: 100 });
    expect(all.status, all.text).toBe(200);
    expect(all.body.data.total).toBe(14);
    const issues = all.body.data.issues as { status: string; reportId: string; componentId: string; moved: boolean; reason: string | null; ruleId: string; html: string }[];
    expect(issues.slice(0, 13).every((i) => i.reportId === next)).toBe(true);
    expect(issues[13]).toMatchObject({ status: 'resolved', reportId: base, componentId: 'a.nav', ruleId: 'link-name', moved: false, reason: null });
    expect(issues.find((i) => i.componentId.includes('img.logo'))).toMatchObject({ status: 'retained', moved: true });
    expect(issues.find((i) => i.ruleId === 'aria-text')).toMatchObject({ status: 'notCompared', reason: 'rule not run in the base run' });
    expect(issues.find((i) => i.ruleId === 'label')?.html).toBe('<img alt="" src="/input.qty.png">');

    const page = await post('issues', { offset: 12, limit: 5 });
    expect(page.body.data).toMatchObject({ total: 14, offset: 12 });
    expect(page.body.data.issues.map((i: { status: string }) => i.status)).toEqual(['notCompared', 'resolved']);

    const scoped = await post('issues', { ruleId: 'image-alt', componentId: 'img.hero' });
    expect(scoped.body.data.total).toBe(1);
    const resolved = await post('issues', { compareStatus: ['resolved'], filters: { pages: [PAGE] } });
    expect(resolved.body.data.issues.map((i: { componentId: string }) => i.componentId)).toEqual(['a.nav']);

    const tooMany = await post('issues', { limit: 101 });
    expect(tooMany.status).toBe(400);
    const badStatus = await post('issues', { compareStatus: ['gone'] });
    expect(badStatus.status).toBe(400);
    const badFilter = await post('rules', { filters: { severity: ['urgent'] } });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.error.path).toBe('body.filters.impact');
  });

  it('offers the filter values of both runs with their counts', async () => {
    const res = await get('filters');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.pages).toEqual([{ value: PAGE, label: PAGE, count: 14 }]);
    expect(res.body.data.components).toContainEqual({ value: 'a.nav', label: 'a.nav', count: 1 });
    // Test cases are matched by name: each build numbers its own.
    expect(res.body.data.tests).toEqual([{ value: 'Home', label: 'Home', count: 14 }]);
    const one = await get('filters', '&type=components');
    expect(Object.keys(one.body.data)).toEqual(['components']);
    const bad = await get('filters', '&type=colours');
    expect(bad.status).toBe(400);
    expect(bad.body.error.path).toBe('query.type');
  });

  it('exports the view as CSV with the compare status first', async () => {
    const res = await get('csv', `&compareStatus=resolved,new&filters=${encodeURIComponent(JSON.stringify({ needsReviewFilter: 'allIssues' }))}`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('compare-1-2');
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(['Compare status', ...CSV_COLUMNS].join(','));
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(['New,label', 'Resolved,link-name']);
    expect((await get('csv', '&compareStatus=fixed')).status).toBe(400);
    expect((await get('csv', '&filters=%7Bnope')).status).toBe(400);
  });

  it('puts the pages of two scan runs side by side; builds have none', async () => {
    const scanToken = token;
    const first = await uploadScanRun(server, scanToken, clock, 'Site', [scanPage(`${PAGE}ok`, [['image-alt', 'critical', 'img.a']]), scanPage(`${PAGE}slow`, null), scanPage(`${PAGE}gone`, [])]);
    const second = await uploadScanRun(server, scanToken, clock, 'Site', [scanPage(`${PAGE}ok`, []), scanPage(`${PAGE}slow`, [['link-name', 'serious', 'a.x']]), scanPage(`${PAGE}new`, [])]);
    const res = await server.request('GET', `/api/compare/scan_logs?product=websiteScan&ids=${first},${second}`, { cookie });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.changeCounts).toEqual({ added: 1, removed: 1, fixed: 1, broken: 0, unchanged: 1 });
    expect(res.body.data.pages.map((p: { pageUrl: string; change: string }) => `${p.change} ${p.pageUrl.slice(PAGE.length)}`)).toEqual([
      'fixed slow',
      'added new',
      'removed gone',
      'unchanged ok',
    ]);
    expect(res.body.data.pages[0]).toMatchObject({ base: { status: 'failure' }, next: { status: 'success', issueCount: 1 } });
    const builds = await get('scan_logs');
    expect(builds.body.data).toEqual({ pages: [], changeCounts: { added: 0, removed: 0, fixed: 0, broken: 0, unchanged: 0 } });
  });

  it("refuses tokens and another group's runs on every view call", async () => {
    const other = await signIn(server, 'free@curbcut.local');
    const embed = await server.request('POST', '/api/v1/auth/session_token', { cookie, json: { reportId: base } });
    for (const who of [{ cookie: other }, { token: embed.body.data.token as string }]) {
      const expected = who.cookie ? 404 : 401;
      expect((await post('rules', {}, who)).status).toBe(expected);
      expect((await post('issues', {}, who)).status).toBe(expected);
      expect((await get('filters', '', who)).status).toBe(expected);
      expect((await get('csv', '', who)).status).toBe(expected);
      expect((await get('scan_logs', '', who)).status).toBe(expected);
    }
  });
});
