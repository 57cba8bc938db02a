/**
 * Contract of the issue actions (spec 001 sections 5-7, docs/decisions/0018): hide/unhide, review
 * and preferred behaviour change the issues and the stored summary, only the author may act, and
 * persisted decisions carry over to the next build of the project. On SQLite and PostgreSQL.
 */
import { beforeAll, expect, it } from 'vitest';
import { createUser } from '../../packages/server/src/accounts/users';
import { computeDecidedSummary } from '../../packages/server/src/decisions/summary';
import { axePage, type AxeFinding } from './axeFixtures';
import { DEMO_PASSWORD, describeEachDatabase, issueIdOf as readIssueId, signIn, type TestServer } from './harness';

describeEachDatabase('issue decisions', (db) => {
  let server: TestServer;
  let cookie: string;
  let memberCookie: string;
  let freeCookie: string;
  let token: string;

  const FINDINGS: AxeFinding[] = [
    ['image-alt', 'critical', 'img.hero'],
    ['image-alt', 'critical', 'img.logo'],
    ['link-name', 'serious', 'a.nav'],
  ];

  /** Uploads a completed build with one test case holding the findings; returns its id. */
  const upload = async (buildName: string, violations: AxeFinding[], incomplete: AxeFinding[] = []): Promise<string> => {
    const created = await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName } });
    const id: string = created.body.data.id;
    const batch = await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, {
      token,
      json: { batchId: 'b1', testCases: [{ key: 'home', name: 'home page', status: 'failed', results: axePage('https://shop.example.com/', { violations, incomplete }) }] },
    });
    expect(batch.status, batch.text).toBe(200);
    expect((await server.request('POST', `/api/v1/ingest/builds/${id}/finalize`, { token })).status).toBe(200);
    return id;
  };

  const issueIdOf = (reportId: string, ruleId: string, componentId: string) => readIssueId(server, cookie, reportId, ruleId, componentId);

  /** The report's meta, after checking that the summary moved by deltas equals a full recount. */
  const meta = async (reportId: string) => {
    const data = (await server.request('GET', `/api/v1/reports/${reportId}/meta`, { cookie })).body.data;
    const recount = await computeDecidedSummary(server.context.db, reportId);
    expect({ issueSummary: data.issueSummary, markedAsNonIssueCount: data.markedAsNonIssueCount }).toEqual({
      issueSummary: recount.issueSummary,
      markedAsNonIssueCount: recount.markedAsNonIssueCount,
    });
    return data;
  };
  const hide = (json: Record<string, unknown>, who = cookie) => server.request('PATCH', '/api/issues/hide', { cookie: who, json });

  beforeAll(async () => {
    server = await db().start({ demo: true });
    cookie = await signIn(server, 'demo@curbcut.local');
    freeCookie = await signIn(server, 'free@curbcut.local');
    const demo = await server.context.db.selectFrom('users').select('group_id').where('email', '=', 'demo@curbcut.local').executeTakeFirstOrThrow();
    await createUser(server.context.db, server.context.clock, { groupId: demo.group_id, email: 'teammate@curbcut.local', name: 'Teammate', password: DEMO_PASSWORD });
    memberCookie = await signIn(server, 'teammate@curbcut.local');
    const projectId: string = (await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'Decisions' } })).body.data.project.id;
    token = (await server.request('POST', `/api/v1/projects/${projectId}/upload_tokens`, { cookie, json: {} })).body.data.token;
  });

  it('hides one issue and restores it with the opposite action; the summary counts follow', async () => {
    const id = await upload('hide-undo', FINDINGS);
    expect((await meta(id)).issueSummary).toMatchObject({ issueCount: 3, critical: 2, hiddenIssuesCount: 0 });
    const issueId = await issueIdOf(id, 'image-alt', 'img.hero');

    const hidden = await hide({ scope: 'issue', reason: 'False positive', hidden: true, issueId, reportId: id, testType: 'Build', persist: false });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body.data).toMatchObject({ changedCount: 1, hiddenIssuesCount: 1, issueSummary: { issueCount: 2, critical: 1 } });
    expect((await meta(id))).toMatchObject({ hiddenIssuesCount: 1, issueSummary: { issueCount: 2 } });
    // The Tests tab counts the test case's issues with the decision applied.
    const tests = await server.request('GET', `/api/v1/reports/${id}/test_cases`, { cookie });
    expect(tests.body.data.testCases[0].summary).toMatchObject({ issueCount: 2, severityBreakdown: { critical: 1, serious: 1 } });

    // The hidden view shows it with its reason.
    const shown = await server.request('POST', `/api/v1/reports/${id}/issue`, { cookie, json: { issueId, filters: { issueStatus: 'hidden' } } });
    expect(shown.body.data).toMatchObject({ issueId, issueStatus: 'hidden', hidden: true, hideReason: 'False positive', hidePersisted: false });

    const restored = await hide({ scope: 'issue', hidden: false, issueId, reportId: id, persist: false });
    expect(restored.body.data).toMatchObject({ changedCount: 1, hiddenIssuesCount: 0, issueSummary: { issueCount: 3 } });
    expect((await meta(id)).issueSummary).toMatchObject({ componentCount: 3, pageCount: 1 });
  });

  it('hides a whole rule and a guideline, and asks for a reason with the spec\'s six', async () => {
    const id = await upload('hide-rule', FINDINGS);
    const noReason = await hide({ scope: 'rule', hidden: true, ruleId: 'image-alt', reportId: id });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toMatch(/Not relevant, Duplicate, Not a priority, False positive, Technical challenges, Others/);
    const rule = await hide({ scope: 'rule', reason: 'Duplicate', hidden: true, ruleId: 'image-alt', reportId: id });
    expect(rule.body.data).toMatchObject({ changedCount: 2, hiddenIssuesCount: 2, issueSummary: { issueCount: 1 } });
    // axeFixtures tag every rule with WCAG 1.1.1: the guideline reaches the remaining link-name issue.
    const guideline = await hide({ scope: 'guideline', reason: 'Not a priority', hidden: true, guidelineTag: 'SC 1.1.1', reportId: id });
    expect(guideline.body.data).toMatchObject({ changedCount: 1, hiddenIssuesCount: 3, issueSummary: { issueCount: 0 } });
    expect((await meta(id)).issueSummary).toMatchObject({ componentCount: 0, pageCount: 0 });
    const notGuideline = await hide({ scope: 'guideline', reason: 'Others', hidden: true, guidelineTag: 'wcag2aa', reportId: id });
    expect(notGuideline.status).toBe(400);
    expect(notGuideline.body.error.path).toBe('body.guidelineTag');
  });

  it('unhides by component, rule and guideline, as the hidden view offers the same scopes as Hide', async () => {
    const id = await upload('unhide-scopes', [...FINDINGS, ['link-name', 'serious', 'img.hero']]);
    expect((await hide({ scope: 'guideline', reason: 'Duplicate', hidden: true, guidelineTag: 'SC 1.1.1', reportId: id })).body.data).toMatchObject({ changedCount: 4, hiddenIssuesCount: 4 });

    // The component scope from a rule's list reaches that component's issues of that rule only.
    const component = await hide({ scope: 'component', hidden: false, componentId: 'img.hero', ruleId: 'image-alt', reportId: id, testType: 'Build', persist: false });
    expect(component.status, component.text).toBe(200);
    expect(component.body.data).toMatchObject({ changedCount: 1, hiddenIssuesCount: 3, issueSummary: { issueCount: 1, critical: 1 } });
    expect((await meta(id)).hiddenIssuesCount).toBe(3);

    const rule = await hide({ scope: 'rule', hidden: false, ruleId: 'image-alt', reportId: id, persist: false });
    expect(rule.body.data).toMatchObject({ changedCount: 1, hiddenIssuesCount: 2, issueSummary: { issueCount: 2, critical: 2 } });
    expect((await meta(id)).issueSummary).toMatchObject({ componentCount: 2, pageCount: 1 });

    const guideline = await hide({ scope: 'guideline', hidden: false, guidelineTag: 'SC 1.1.1', reportId: id, persist: false });
    expect(guideline.body.data).toMatchObject({ changedCount: 2, hiddenIssuesCount: 0, issueSummary: { issueCount: 4 } });
    expect((await meta(id)).issueSummary).toMatchObject({ componentCount: 3, serious: 2 });
    // A scope without its key is refused whichever way it goes.
    const noComponent = await hide({ scope: 'component', hidden: false, ruleId: 'image-alt', reportId: id });
    expect(noComponent.status).toBe(400);
    expect(noComponent.body.error.path).toBe('body.componentId');
  });

  it("gives the issue item the browser and OS of the test that found it and the page's viewport", async () => {
    const created = await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'environment' } });
    const id: string = created.body.data.id;
    const testCase = (key: string, url: string, extra: Record<string, unknown>) => ({
      key, name: key, status: 'failed', ...extra, results: axePage(url, { violations: [['image-alt', 'critical', 'img.hero']] }),
    });
    await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, {
      token,
      json: {
        batchId: 'b1',
        testCases: [
          testCase('home', 'https://shop.example.com/', { browser: { name: 'chromium', version: '156' }, os: { name: 'Linux' } }),
          testCase('cart', 'https://shop.example.com/cart', {}),
        ],
      },
    });
    expect((await server.request('POST', `/api/v1/ingest/builds/${id}/finalize`, { token })).status).toBe(200);
    const item = (pageUrl: string) =>
      server.request('POST', `/api/v1/reports/${id}/issue`, { cookie, json: { ruleId: 'image-alt', filters: { pages: [pageUrl] } } });
    expect((await item('https://shop.example.com/')).body.data.metadata).toEqual({ browser: 'chromium 156', os: 'Linux', viewport: { width: 1280, height: 720 } });
    // A test that names no browser leaves the page's user agent.
    expect((await item('https://shop.example.com/cart')).body.data.metadata).toEqual({ browser: 'Chromium', os: null, viewport: { width: 1280, height: 720 } });
  });

  it('moves component and page counts only as far as a recount does, over several pages', async () => {
    const created = await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'two-pages' } });
    const id: string = created.body.data.id;
    const page = (url: string, violations: AxeFinding[]) => ({ key: url, name: url, status: 'failed', results: axePage(url, { violations }) });
    await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, {
      token,
      json: {
        batchId: 'b1',
        testCases: [
          page('https://shop.example.com/', [['image-alt', 'critical', 'img.hero'], ['link-name', 'serious', 'a.nav']]),
          page('https://shop.example.com/cart', [['image-alt', 'critical', 'img.product'], ['link-name', 'serious', 'a.nav']]),
        ],
      },
    });
    await server.request('POST', `/api/v1/ingest/builds/${id}/finalize`, { token });
    expect((await meta(id)).issueSummary).toMatchObject({ issueCount: 4, componentCount: 3, pageCount: 2 });
    await hide({ scope: 'rule', reason: 'Duplicate', hidden: true, ruleId: 'link-name', reportId: id });
    expect((await meta(id)).issueSummary).toMatchObject({ issueCount: 2, componentCount: 2, pageCount: 2 });
    await hide({ scope: 'component', reason: 'Others', hidden: true, componentId: 'img.product', ruleId: 'image-alt', reportId: id });
    expect((await meta(id)).issueSummary).toMatchObject({ issueCount: 1, componentCount: 1, pageCount: 1 });
    await hide({ scope: 'rule', hidden: false, ruleId: 'link-name', reportId: id });
    expect((await meta(id)).issueSummary).toMatchObject({ issueCount: 3, componentCount: 2, pageCount: 2 });
  });

  it('confirms, dismisses and restores a needs-review issue', async () => {
    const id = await upload('review', FINDINGS.slice(0, 1), [['color-contrast', 'serious', 'p.note']]);
    expect((await meta(id)).issueSummary).toMatchObject({ issueCount: 1, needsReviewCount: 1 });
    const issueId = await issueIdOf(id, 'color-contrast', 'p.note');
    const review = (confirmed: boolean | null, hidden?: boolean) =>
      server.request('PATCH', `/api/issues/${issueId}/needs-review`, { cookie, json: { reportId: id, testType: 'Build', persist: false, confirmed, hidden } });

    expect((await review(true, false)).body.data).toMatchObject({ issueSummary: { issueCount: 2, needsReviewCount: 0 } });
    expect((await meta(id)).issueSummary.componentCount).toBe(2);
    const dismissed = await review(false, true);
    expect(dismissed.body.data).toMatchObject({ markedAsNonIssueCount: 1, issueSummary: { issueCount: 1, needsReviewCount: 0 } });
    expect((await meta(id)).markedAsNonIssueCount).toBe(1);
    const undone = await review(null, false);
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.data).toMatchObject({ markedAsNonIssueCount: 0, issueSummary: { needsReviewCount: 1 } });
    expect((await review(true, true)).status).toBe(400);
    // A non-issue cannot be hidden.
    await review(false, true);
    const refused = await hide({ scope: 'issue', reason: 'Others', hidden: true, issueId, reportId: id });
    expect(refused.status).toBe(409);
  });

  it('refuses actions to anyone but the author (403) and hides the report from another group (404)', async () => {
    const id = await upload('authors', FINDINGS);
    const issueId = await issueIdOf(id, 'image-alt', 'img.hero');
    const calls = (who: string) => [
      hide({ scope: 'issue', reason: 'Others', hidden: true, issueId, reportId: id }, who),
      server.request('PATCH', `/api/issues/${issueId}/needs-review`, { cookie: who, json: { reportId: id, confirmed: true } }),
      server.request('PATCH', `/api/issues/${issueId}/preferred`, { cookie: who, json: { reportId: id, preferred: true } }),
      server.request('DELETE', `/api/v1/reports/${id}`, { cookie: who }),
    ];
    for (const res of await Promise.all(calls(memberCookie))) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Only report authors can perform this action.');
    }
    for (const res of await Promise.all(calls(freeCookie))) expect(res.status).toBe(404);
    // The teammate still reads the report.
    expect((await server.request('POST', `/api/v1/reports/${id}/rules`, { cookie: memberCookie, json: {} })).status).toBe(200);
    expect((await meta(id)).hiddenIssuesCount).toBe(0);
  });

  it('refuses actions on a build still in progress', async () => {
    const created = await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'running' } });
    const id: string = created.body.data.id;
    await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, {
      token,
      json: { batchId: 'b1', testCases: [{ key: 'k', name: 'n', status: 'failed', results: axePage('https://shop.example.com/', { violations: FINDINGS }) }] },
    });
    const res = await hide({ scope: 'rule', reason: 'Others', hidden: true, ruleId: 'image-alt', reportId: id });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Available once scan is complete');
  });

  it('carries a persisted hide to the next build of the project, and not one made without persist', async () => {
    const first = await upload('persist', FINDINGS);
    const hero = await issueIdOf(first, 'image-alt', 'img.hero');
    const logo = await issueIdOf(first, 'image-alt', 'img.logo');
    await hide({ scope: 'issue', reason: 'False positive', hidden: true, issueId: hero, reportId: first, persist: true });
    await hide({ scope: 'issue', reason: 'Duplicate', hidden: true, issueId: logo, reportId: first, persist: false });
    // A wider scope persists by its key: every link-name issue of later builds.
    await hide({ scope: 'rule', reason: 'Not relevant', hidden: true, ruleId: 'link-name', reportId: first, persist: true });

    const second = await upload('persist', FINDINGS);
    const m = await meta(second);
    expect(m.hiddenIssuesCount).toBe(2);
    expect(m.issueSummary.issueCount).toBe(1);
    const item = await server.request('POST', `/api/v1/reports/${second}/issue`, { cookie, json: { issueId: hero, filters: { issueStatus: 'hidden' } } });
    expect(item.body.data).toMatchObject({ issueId: hero, hidden: true, hideReason: 'False positive', hidePersisted: true, persistedDecisionScope: 'issue' });
    // The unpersisted one arrives visible.
    expect((await server.request('POST', `/api/v1/reports/${second}/issue`, { cookie, json: { issueId: logo } })).body.data.issueStatus).toBe('visible');

    // A later persisted unhide of the same issue wins for the build after.
    await hide({ scope: 'issue', hidden: false, issueId: hero, reportId: second, persist: true });
    const third = await upload('persist', FINDINGS);
    expect((await meta(third))).toMatchObject({ hiddenIssuesCount: 1, issueSummary: { issueCount: 2 } });
    const linkName = await server.request('POST', `/api/v1/reports/${third}/issue`, { cookie, json: { ruleId: 'link-name', filters: { issueStatus: 'hidden' } } });
    expect(linkName.body.data).toMatchObject({ hideReason: 'Not relevant', persistedDecisionScope: 'rule' });
  });

  it('keeps a narrow persisted unhide over the wider hide made before it, build after build', async () => {
    const first = await upload('layered', FINDINGS);
    const hero = await issueIdOf(first, 'image-alt', 'img.hero');
    const logo = await issueIdOf(first, 'image-alt', 'img.logo');
    await hide({ scope: 'rule', reason: 'Not relevant', hidden: true, ruleId: 'image-alt', reportId: first, persist: true });
    await hide({ scope: 'issue', hidden: false, issueId: hero, reportId: first, persist: true });
    // Each build inherits both from the one before; the order they were made in must survive the copies.
    for (let build = 2; build <= 5; build++) {
      const id = await upload('layered', FINDINGS);
      const seenAs = async (issueId: string, issueStatus: 'visible' | 'hidden') =>
        (await server.request('POST', `/api/v1/reports/${id}/issue`, { cookie, json: { issueId, filters: { issueStatus } } })).body.data;
      expect(await seenAs(hero, 'visible'), `hero on build ${build}`).toMatchObject({ issueId: hero, issueStatus: 'visible' });
      expect(await seenAs(logo, 'hidden'), `logo on build ${build}`).toMatchObject({ issueId: logo, issueStatus: 'hidden' });
    }
  });

  it('marks a preferred behaviour: its instances leave the count, hidden issues are refused', async () => {
    // Two contrast behaviours on one component: the fixture's check data carries no colours, so
    // the rows get their behaviour straight in the database for this test.
    const id = await upload('preferred', [
      ['color-contrast', 'serious', 'a.nav-link:nth-child(1)'],
      ['color-contrast', 'serious', 'a.nav-link:nth-child(2)'],
      ['color-contrast', 'serious', 'a.nav-link:nth-child(3)'],
    ]);
    const rows = await server.context.db.selectFrom('issues').select(['fingerprint', 'component_id']).where('report_id', '=', id).orderBy('seq').execute();
    expect(new Set(rows.map((r) => r.component_id))).toEqual(new Set(['a.nav-link']));
    const values = ['foreground #777777 on background #ffffff (4.48:1)', 'foreground #777777 on background #ffffff (4.48:1)', 'foreground #999999 on background #eeeeee (2.32:1)'];
    for (const [i, row] of rows.entries()) {
      await server.context.db.updateTable('issues').set({ behaviour: values[i] ?? null }).where('report_id', '=', id).where('fingerprint', '=', row.fingerprint).execute();
    }
    const first = rows[0]?.fingerprint as string;
    const third = rows[2]?.fingerprint as string;
    const mark = (fingerprint: string, preferred: boolean) =>
      server.request('PATCH', `/api/issues/${fingerprint}/preferred`, { cookie, json: { reportId: id, preferred, testType: 'TestCase' } });

    // "Marking removes 1 or N instances from the total issue count": two instances here.
    expect((await mark(first, true)).body.data.issueSummary.issueCount).toBe(1);
    const components = await server.request('POST', `/api/v1/reports/${id}/rules/color-contrast/components`, { cookie, json: {} });
    expect(components.body.data.components).toEqual([
      {
        id: 'a.nav-link', issueCount: 1, pageCount: 1,
        behaviours: [
          { value: values[0], preferred: true, issueCount: 2, ruleCode: 'color-contrast', index: 0 },
          { value: values[2], preferred: false, issueCount: 1, ruleCode: 'color-contrast', index: 1 },
        ],
      },
    ]);
    // Choosing the other behaviour moves the mark: one instance removed instead of two.
    expect((await mark(third, true)).body.data.issueSummary.issueCount).toBe(2);
    await meta(id);
    expect((await mark(third, false)).body.data.issueSummary.issueCount).toBe(3);

    await hide({ scope: 'issue', reason: 'Others', hidden: true, issueId: first, reportId: id });
    const refused = await mark(first, true);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This action is not allowed for a hidden issue.');
    await meta(id);
  });
});
