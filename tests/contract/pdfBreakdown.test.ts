/**
 * The Issue Breakdown call of the PDF list (docs/decisions/0037), on SQLite and PostgreSQL: per
 * rule, the rules call's visible counts summed over the reports counted, hidden issues left out,
 * under one profile or all; another group's reports neither counted nor shown; at most 10 ids.
 */
import { beforeAll, expect, it } from 'vitest';
import { PDF_CONSOLIDATED_MAX_REPORTS, type PdfBreakdown, type PdfReportRule, type PdfRules } from '@curbcut/core';
import { createGroup, createUser, ensureDemoAccounts } from '@curbcut/server';
import { DEMO_PASSWORD, describeEachDatabase, signIn, type TestServer } from './harness';
import { completedReport, pdfForReview, pdfWithFigures } from './pdfScannerFixtures';

interface Expected {
  issueCount: number;
  reports: Map<string, number>;
}

describeEachDatabase('pdf scanner breakdown', (db) => {
  let server: TestServer;
  let own: string;
  let other: string;
  /** Completed reports of the demo group: 3 figures, 2 figures, 2 figures with alt text (needs review). */
  let three: string;
  let two: string;
  let review: string;
  /** A completed report of another group. */
  let theirs: string;

  const breakdown = (json: object, cookie = own) => server.request<PdfBreakdown>('POST', '/api/pdf_scanner/reports/breakdown', { cookie, json });

  /** Per rule key, the rules call's counts over `ids`: the issues summed, and each report's count. */
  async function fromRulesCall(ids: string[], selectedProfiles: string = 'all'): Promise<Map<string, Expected>> {
    const expected = new Map<string, Expected>();
    for (const id of ids) {
      const res = await server.request<PdfRules>('POST', `/api/pdf_scanner/reports/${id}/rules`, { cookie: own, json: { selectedProfiles } });
      expect(res.status, res.text).toBe(200);
      const rules: PdfReportRule[] = [...res.body.data.metaRules, ...res.body.data.pageRules];
      for (const rule of rules) {
        const e = expected.get(rule.id) ?? { issueCount: 0, reports: new Map<string, number>() };
        e.issueCount += rule.issueCount;
        e.reports.set(id, rule.issueCount);
        expected.set(rule.id, e);
      }
    }
    return expected;
  }

  /** The breakdown agrees with the rules call rule by rule, and its top reports are the rules call's most. */
  function expectAgrees(got: PdfBreakdown, expected: Map<string, Expected>) {
    expect(got.rules.map((r) => r.id).sort()).toEqual([...expected.keys()].sort());
    for (const rule of got.rules) {
      const e = expected.get(rule.id)!;
      expect(rule.issueCount, rule.id).toBe(e.issueCount);
      expect(rule.reportCount, rule.id).toBe(e.reports.size);
      const most = [...e.reports.values()].sort((a, b) => b - a).slice(0, 3);
      expect(rule.topReports.map((t) => t.issueCount), rule.id).toEqual(most);
      for (const t of rule.topReports) expect(t.issueCount).toBe(e.reports.get(t.id));
    }
    expect(got.totals.issues).toBe([...expected.values()].reduce((n, e) => n + e.issueCount, 0));
    expect(got.totals.rules).toBe(expected.size);
  }

  beforeAll(async () => {
    server = await db().start({ demo: true });
    const { users } = await ensureDemoAccounts(server.context);
    const team = await createGroup(server.context.db, server.context.clock, { name: 'Other team', planId: 'team' });
    await createUser(server.context.db, server.context.clock, { groupId: team, email: 'other@team.local', name: 'Other', password: DEMO_PASSWORD, role: 'admin' });
    expect(users.demo.groupId).not.toBe(team);
    own = await signIn(server, 'demo@curbcut.local');
    other = await signIn(server, 'other@team.local');
    [three, two, review, theirs] = await Promise.all([
      completedReport(server, own, await pdfWithFigures(3), 'Three figures.pdf'),
      completedReport(server, own, await pdfWithFigures(2), 'Two figures.pdf'),
      completedReport(server, own, await pdfForReview(2), 'Review.pdf'),
      completedReport(server, other, await pdfWithFigures(1), 'Theirs.pdf'),
    ]);
  });

  it("sums the rules call's counts per rule over the selected reports, most severe first, under all profiles and one", async () => {
    const ids = [three, two, review];
    const res = await breakdown({ reports: ids });
    expect(res.status, res.text).toBe(200);
    const got = res.body.data;
    expect([...got.reports].sort()).toEqual([...ids].sort());
    expect(got.totals.reports).toBe(3);
    expectAgrees(got, await fromRulesCall(ids));
    // The figures rule: 3 + 2 failures and 2 figures to review; the report with 3 first, ties by name.
    // Failed in one report and needs review in another, it is failed.
    const figures = got.rules.find((r) => r.ruleId === '7.3-t01' && r.id.startsWith('ua1:'));
    expect(figures).toMatchObject({ issueCount: 7, reportCount: 3, outcome: 'failed', wcag: ['1.1.1'] });
    expect(figures?.topReports).toEqual([
      { id: three, name: 'Three figures.pdf', issueCount: 3 },
      { id: review, name: 'Review.pdf', issueCount: 2 },
      { id: two, name: 'Two figures.pdf', issueCount: 2 },
    ]);
    const order = got.rules.map((r) => ['critical', 'serious', 'moderate', 'minor'].indexOf(r.impact));
    expect(order).toEqual([...order].sort((a, b) => a - b));

    const wcag = await breakdown({ reports: ids, selectedProfiles: 'wcag22' });
    expect(wcag.status, wcag.text).toBe(200);
    expectAgrees(wcag.body.data, await fromRulesCall(ids, 'wcag22'));
    expect(wcag.body.data.rules.every((r) => r.profiles.includes('wcag22'))).toBe(true);
  });

  it('leaves hidden issues out', async () => {
    const before = (await breakdown({ reports: [three, two] })).body.data;
    const rule = before.rules.find((r) => r.ruleId === '7.3-t01' && r.id.startsWith('ua1:'))!;
    const issues = await server.request<{ issues: { id: string }[] }>('POST', `/api/pdf_scanner/reports/${three}/rules/${encodeURIComponent(rule.id)}/issues`, { cookie: own, json: {} });
    const hide = await server.request('PATCH', `/api/pdf_scanner/reports/${three}/issues/hide`, {
      cookie: own,
      json: { scope: 'issue', issueId: issues.body.data.issues[0]!.id, hidden: true, reason: 'False positive' },
    });
    expect(hide.status, hide.text).toBe(200);
    const after = (await breakdown({ reports: [three, two] })).body.data;
    expect(after.rules.find((r) => r.id === rule.id)?.issueCount).toBe(rule.issueCount - 1);
    expect(after.totals.issues).toBe(before.totals.issues - 1);
    expectAgrees(after, await fromRulesCall([three, two]));
  });

  it("counts every completed report of the caller's group when none are selected, and never another group's", async () => {
    const all = await breakdown({});
    expect(all.status, all.text).toBe(200);
    expect(all.body.data.reports).toEqual(expect.arrayContaining([three, two, review]));
    expect(all.body.data.reports).not.toContain(theirs);
    expectAgrees(all.body.data, await fromRulesCall(all.body.data.reports));

    // Another group's id is ignored, as the updates call ignores it: the answer lists what it counted.
    const mixed = await breakdown({ reports: [two, theirs, 'rep_unknown'] });
    expect(mixed.status, mixed.text).toBe(200);
    expect(mixed.body.data.reports).toEqual([two]);
    expect(mixed.body.data.rules.flatMap((r) => r.topReports.map((t) => t.id))).not.toContain(theirs);
    const byThem = await breakdown({ reports: [three, two] }, other);
    expect(byThem.body.data).toEqual({ rules: [], totals: { reports: 0, rules: 0, issues: 0 }, reports: [] });
    const theirAll = (await breakdown({}, other)).body.data;
    expect(theirAll.reports).toEqual([theirs]);
  });

  it(`refuses more than ${PDF_CONSOLIDATED_MAX_REPORTS} reports with a 400 naming the field, and a profile it does not know`, async () => {
    const eleven = Array.from({ length: PDF_CONSOLIDATED_MAX_REPORTS + 1 }, (_, i) => (i === 0 ? three : `rep_${i}`));
    const res = await breakdown({ reports: eleven });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', path: '$.reports' });
    expect((await breakdown({ selectedProfiles: 'pdfua3' })).body.error).toMatchObject({ path: '$.selectedProfiles' });
    expect((await server.request('POST', '/api/pdf_scanner/reports/breakdown', { json: {} })).status).toBe(401);
  });
});
