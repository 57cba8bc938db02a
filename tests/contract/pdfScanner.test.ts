/**
 * The PDF scanner end to end (docs/decisions/0029), on SQLite and PostgreSQL: upload through a
 * presigned URL, validate, create, the check's statuses seen live by a pusher-js client on soketi,
 * the list, meta, file, rules and paged issues with their filters, hide / review with their counts,
 * the updates poll, delete, and who may do what (another group 404, a member who is not the author
 * 403 on changes, a plan without the PDF scanner 403). The check itself is in pdfScannerChecks.test.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type Pusher from 'pusher-js';
import { PDF_SCANNER_LIVE_EVENT, type BuildUpdatePayload, type PdfScannerUpdatePayload } from '@curbcut/core';
import { createGroup, createUser, ensureDemoAccounts, type DemoUser } from '@curbcut/server';
import { startSoketi, type RunningSoketi } from '../../packages/server/src/live/soketi';
import { DEMO_PASSWORD, describeEachDatabase, signIn, type TestServer } from './harness';
import { connectLiveClient } from './liveClient';
import { completedReport, pdfForReview, pdfWithFigures, put, presign } from './pdfScannerFixtures';

/** Collects a channel's events and waits for one matching a test. */
function recorder<P>(channel: ReturnType<Pusher['subscribe']>, event: string) {
  const seen: P[] = [];
  channel.bind(event, (payload: P) => seen.push(payload));
  return {
    seen,
    async next(test: (p: P) => boolean, timeoutMs = 20_000): Promise<P> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = seen.find(test);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no ${event} matching within ${timeoutMs} ms (seen ${JSON.stringify(seen.map((s) => (s as { status?: string }).status))})`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

const STATUS_ORDER = ['queued', 'processing', 'completed'];

describeEachDatabase('pdf scanner', (db) => {
  let soketi: RunningSoketi;
  let server: TestServer;
  let client: Pusher | undefined;
  let own: string;
  let member: string;
  let other: string;
  let free: string;
  let me: DemoUser;
  /** A completed report of 12 figures without alt text, by the owner. */
  let figures: string;
  /** A completed report of 2 figures with alt text (needs review), by the owner. */
  let review: string;

  const rules = (id: string, body: object = {}, cookie = own) => server.request('POST', `/api/pdf_scanner/reports/${id}/rules`, { cookie, json: body });
  const issues = (id: string, ruleId: string, body: object = {}, cookie = own) =>
    server.request('POST', `/api/pdf_scanner/reports/${id}/rules/${encodeURIComponent(ruleId)}/issues`, { cookie, json: body });
  const meta = (id: string, cookie = own) => server.request('GET', `/api/pdf_scanner/reports/${id}`, { cookie });

  beforeAll(async () => {
    soketi = await startSoketi({ port: 0 });
    server = await db().start({ demo: true, live: soketi.config });
    const { users } = await ensureDemoAccounts(server.context);
    me = users.demo;
    await createUser(server.context.db, server.context.clock, { groupId: users.demo.groupId, email: 'member@curbcut.local', name: 'Member', password: DEMO_PASSWORD, role: 'member' });
    // Another paying group, with the PDF scanner: it must see nothing of the demo group.
    const team = await createGroup(server.context.db, server.context.clock, { name: 'Other team', planId: 'team' });
    await createUser(server.context.db, server.context.clock, { groupId: team, email: 'other@team.local', name: 'Other', password: DEMO_PASSWORD, role: 'admin' });
    own = await signIn(server, 'demo@curbcut.local');
    member = await signIn(server, 'member@curbcut.local');
    other = await signIn(server, 'other@team.local');
    free = await signIn(server, 'free@curbcut.local');
    figures = await completedReport(server, own, await pdfWithFigures(12), 'figures.pdf');
    review = await completedReport(server, own, await pdfForReview(2), 'review.pdf');
  });

  afterAll(async () => {
    client?.disconnect();
    await server?.close();
    await soketi?.stop();
  });

  it('uploads through a presigned URL, validates, creates, and sees the check go queued -> processing -> completed live', async () => {
    const live = await connectLiveClient(server, own);
    client = live.client;
    const pdfUpdates = recorder<PdfScannerUpdatePayload>(live.channel, PDF_SCANNER_LIVE_EVENT);
    const buildUpdates = recorder<BuildUpdatePayload>(live.channel, 'build_updates');
    const sub = await server.request('POST', '/api/pusher/updates', {
      cookie: own,
      json: { event: 'get_updates', data: { product: 'pdf_scanner', category: 'report', build_uuid: [], user_id: me.id, group_id: me.groupId, timestamp: Date.now() } },
    });
    expect(sub.status, sub.text).toBe(200);

    const urls = await server.request('GET', '/api/pdf_scanner/reports/presigned_upload_urls?count=2', { cookie: own });
    expect(urls.status, urls.text).toBe(200);
    const uploads = urls.body.data.uploads;
    expect(uploads).toHaveLength(2);
    expect(new Set(uploads.map((u: { key: string }) => u.key)).size).toBe(2);
    expect(uploads[0]).toMatchObject({ method: 'PUT', contentType: 'application/pdf', maxBytes: 100 * 1024 * 1024 });
    expect(uploads[0].url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/pdf_scanner\/uploads\/pdu_[0-9a-z]{25}\?user=usr_\w+&expires=\d+&signature=[\w-]{43}$/);
    const ttl = Date.parse(uploads[0].expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);

    const bytes = await pdfWithFigures(3);
    const sent = await put(server, uploads[0].url, bytes);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.data).toEqual({ key: uploads[0].key, size: bytes.byteLength });

    const checked = await server.request('POST', '/api/pdf_scanner/reports/validate_pdf', { cookie: own, json: { type: 'uploaded', key: uploads[0].key, url: '', name: 'Three figures.pdf' } });
    expect(checked.status, checked.text).toBe(200);
    expect(checked.body.data).toMatchObject({ key: uploads[0].key, type: 'uploaded', name: 'Three figures.pdf', size: bytes.byteLength, pdfVersion: '1.7', pageCount: 1, isTagged: true, readable: true, reason: null });
    expect(checked.body.data.profiles).toEqual([
      { profile: 'pdfua2', label: 'PDF/UA-2', compatible: false, reason: 'PDFs v1.7 and below are not compatible for scanning with PDF/UA-2 specification' },
      { profile: 'pdfua1', label: 'PDF/UA-1', compatible: true, reason: null },
      { profile: 'wcag22', label: 'WCAG 2.2', compatible: true, reason: null },
    ]);

    const started = Date.now();
    const created = await server.request('POST', '/api/pdf_scanner/reports', { cookie: own, json: { files: [{ key: uploads[0].key }] } });
    expect(created.status, created.text).toBe(201);
    const report = created.body.data.reports[0];
    expect(report).toMatchObject({ name: 'Three figures.pdf', type: 'uploaded', profiles: ['pdfua1', 'wcag22'], createdBy: { id: me.id, name: 'Demo User' }, error: null });
    expect(['queued', 'processing']).toContain(report.status);
    // The group's PDF project is not an automated-test project: Home and the upload token picker leave it out.
    const projects = (await server.request('GET', '/api/v1/projects', { cookie: own })).body.data.projects;
    expect(projects).toContainEqual(expect.objectContaining({ name: 'PDF Scanner', product: 'pdfScanner' }));

    const done = await pdfUpdates.next((p) => p.build_uuid === report.id && p.status === 'completed');
    const elapsed = Date.now() - started;
    expect(done.report).toMatchObject({ id: report.id, status: 'completed', totalIssues: 5, pageCount: 1 });
    const statuses = pdfUpdates.seen.filter((p) => p.build_uuid === report.id).map((p) => p.status);
    expect(statuses).toContain('processing');
    // Each event's status is at least as far along as the one before it.
    expect(statuses.map((s) => STATUS_ORDER.indexOf(s))).toEqual([...statuses.map((s) => STATUS_ORDER.indexOf(s))].sort());
    const generic = await buildUpdates.next((p) => p.build_uuid === report.id && p.status === 'completed');
    expect(generic.metadata.type).toBe('pdfScanner');
    const after = await meta(report.id);
    console.info(`pdf scanner [${db().dialect}]: created -> completed seen live in ${elapsed} ms (report ${after.body.data.timestamp} -> ${after.body.data.completedAt})`);
  });

  it('lists reports newest first with the spec\'s fields, and serves the PDF inline', async () => {
    const list = await server.request('GET', '/api/pdf_scanner/reports', { cookie: own });
    expect(list.status, list.text).toBe(200);
    const reports = list.body.data.reports;
    expect(reports.map((r: { name: string }) => r.name).slice(-2)).toEqual(['review.pdf', 'figures.pdf']);
    const item = reports.find((r: { id: string }) => r.id === figures);
    expect(Object.keys(item).sort()).toEqual(
      ['bestPractices', 'completedAt', 'createdBy', 'error', 'fileSize', 'hiddenIssuesCount', 'id', 'isTagged', 'issueSummary', 'name', 'needsReview', 'pageCount', 'pdfUrl', 'pdfVersion', 'profiles', 'sourceUrl', 'status', 'timestamp', 'totalIssues', 'type'].sort(),
    );
    // 12 figures (PDF/UA-1 and WCAG 2.2), the title not displayed (both) and the unembedded font (PDF/UA-1 only).
    expect(item).toMatchObject({ status: 'completed', pdfVersion: '1.7', pageCount: 1, isTagged: true, totalIssues: 14, hiddenIssuesCount: 0, needsReview: true, bestPractices: false });
    expect(item.issueSummary.profile.pdfua1).toEqual({ status: 'completed', reason: null, isFailed: false, issueCount: 14, needsReviewCount: 0, totalIssues: 14, hiddenIssuesCount: 0, markedAsNonIssueCount: 0 });
    expect(item.issueSummary.profile.wcag22.issueCount).toBe(13);
    expect(item.issueSummary.profile.pdfua2).toBeUndefined();

    const one = await meta(figures);
    expect(one.body.data).toMatchObject({ ...item, publicLink: { isEnabled: false, link: null }, isAuthor: true });
    expect((await meta(figures, member)).body.data.isAuthor).toBe(false);

    const file = await fetch(`${server.url}${item.pdfUrl}`, { headers: { cookie: own } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`inline; filename="figures.pdf"; filename*=UTF-8''figures.pdf`);
    expect(file.headers.get('cache-control')).toBe('no-store');
    const whole = Buffer.from(await file.arrayBuffer());
    expect(whole.subarray(0, 5).toString()).toBe('%PDF-');
    expect(whole.length).toBe(item.fileSize);
    const part = await fetch(`${server.url}${item.pdfUrl}`, { headers: { cookie: own, range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe(whole.subarray(0, 8).toString());
  });

  it('answers rules under the filters, and pages through a rule\'s issues with counts per page', async () => {
    const all = await rules(figures);
    expect(all.status, all.text).toBe(200);
    const page = all.body.data.pageRules.map((r: { id: string; issueCount: number }) => [r.id, r.issueCount]);
    expect(page).toEqual([['ua1:7.3-t01', 12]]);
    expect(all.body.data.metaRules.map((r: { id: string }) => r.id).sort()).toEqual(['ua1:7.1-t10', 'ua1:7.21.4.1-t01']);
    expect(all.body.data.pageRules[0]).toMatchObject({ ruleId: '7.3-t01', impact: 'critical', profiles: ['pdfua1', 'wcag22'], tags: ['pdfua1', 'wcag22', 'wcag111'], outcome: 'failed', truncated: false });
    expect(all.body.data).toMatchObject({ issueCount: 14, counts: { visible: 14, needsReview: 0, hidden: 0, nonIssue: 0 } });
    expect(all.body.data.profiles).toEqual([
      { profile: 'pdfua1', status: 'completed', reason: null },
      { profile: 'wcag22', status: 'completed', reason: null },
    ]);
    const wcag = await rules(figures, { selectedProfiles: 'wcag22' });
    expect(wcag.body.data.metaRules.map((r: { id: string }) => r.id)).toEqual(['ua1:7.1-t10']);
    expect(wcag.body.data.profiles).toEqual([{ profile: 'wcag22', status: 'completed', reason: null }]);
    const notChecked = await rules(figures, { selectedProfiles: 'pdfua2' });
    expect(notChecked.status).toBe(400);
    expect(notChecked.body.error).toMatchObject({ path: '$.selectedProfiles', message: 'This report does not check pdfua2; it checks pdfua1, wcag22.' });
    expect((await rules(figures, { issueStatus: 'hidden' })).body.data).toMatchObject({ metaRules: [], pageRules: [], issueCount: 0 });

    const first = await issues(figures, 'ua1:7.3-t01');
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({ total: 12, page: 1, pageSize: 10, hasMore: true, issueCountByPage: [{ location: 'Page 1', pageNumber: 1, count: 12 }] });
    expect(first.body.data.issues).toHaveLength(10);
    const issue = first.body.data.issues[0];
    expect(issue).toMatchObject({
      pageNumber: 1,
      location: 'Page 1',
      failureSummary: 'The Figure has neither Alt nor ActualText',
      url: `/api/pdf_scanner/reports/${figures}/file`,
      type: 'page',
      ruleData: { id: 'ua1:7.3-t01', ruleId: '7.3-t01', impact: 'critical', tags: ['pdfua1', 'wcag22', 'wcag111'] },
      profiles: ['pdfua1', 'wcag22'],
      hidden: false,
      isHidden: false,
      hideReason: null,
      issueStatus: 'visible',
      confirmed: null,
      needsReview: false,
    });
    expect(issue.object).toMatch(/^Figure at /);
    expect(issue.target.page).toBe(1);
    expect(issue.target.rect).toHaveLength(4);
    const second = await issues(figures, 'ua1:7.3-t01', { page: 2 });
    expect(second.body.data).toMatchObject({ total: 12, page: 2, hasMore: false });
    expect(second.body.data.issues).toHaveLength(2);
    const ids = [...first.body.data.issues, ...second.body.data.issues].map((i: { id: string }) => i.id);
    expect(new Set(ids).size).toBe(12);
    const small = await issues(figures, 'ua1:7.3-t01', { pageSize: 5, page: 3, location: 'Page 1' });
    expect(small.body.data).toMatchObject({ total: 12, page: 3, pageSize: 5, hasMore: false });
    expect(small.body.data.issues.map((i: { id: string }) => i.id)).toEqual(ids.slice(10));
    expect((await issues(figures, 'ua1:7.3-t01', { location: 'Page 2' })).body.data).toMatchObject({ total: 0, issues: [] });
    const metaIssues = await issues(figures, 'ua1:7.1-t10');
    expect(metaIssues.body.data.issues[0]).toMatchObject({ pageNumber: null, type: 'meta', target: null });
    expect(metaIssues.body.data.issueCountByPage[0].pageNumber).toBeNull();
    expect((await issues(figures, 'ua1:9.9-t99')).status).toBe(404);
    expect((await issues(figures, 'ua1:7.3-t01', { pageSize: 101 })).body.error.path).toBe('$.pageSize');

    // Needs review: figures with alt text.
    const toReview = await rules(review, { needsReviewFilter: 'needsReview' });
    expect(toReview.body.data.pageRules.map((r: { id: string; outcome: string; issueCount: number }) => [r.id, r.outcome, r.issueCount])).toEqual([['ua1:7.3-t01', 'needsReview', 2]]);
    expect(toReview.body.data.metaRules).toEqual([]);
    const notReview = await rules(review, { needsReviewFilter: 'notNeedsReview' });
    expect(notReview.body.data.pageRules).toEqual([]);
    expect(notReview.body.data.metaRules.length).toBeGreaterThan(0);
    const reviewIssues = await issues(review, 'ua1:7.3-t01');
    expect(reviewIssues.body.data.issues.map((i: { needsReview: boolean; failureSummary: string }) => [i.needsReview, i.failureSummary])).toEqual([
      [true, 'Check that the alternative text describes the figure: "Chart 1"'],
      [true, 'Check that the alternative text describes the figure: "Chart 2"'],
    ]);
  });

  it('hides and unhides issues by issue and by rule, with the counts, by the author only', async () => {
    const [target] = (await issues(figures, 'ua1:7.3-t01')).body.data.issues as { id: string }[];
    const hideOne = (cookie: string, body: object) => server.request('PATCH', `/api/pdf_scanner/reports/${figures}/issues/hide`, { cookie, json: body });
    expect((await hideOne(member, { scope: 'issue', issueId: target?.id, hidden: true, reason: 'False positive' })).status).toBe(403);
    const noReason = await hideOne(own, { scope: 'issue', issueId: target?.id, hidden: true });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.path).toBe('$.reason');
    const hidden = await hideOne(own, { scope: 'issue', issueId: target?.id, hidden: true, reason: 'False positive' });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body.data).toMatchObject({ changedCount: 1, totalIssues: 13, hiddenIssuesCount: 1 });
    expect(hidden.body.data.issueSummary.profile.pdfua1).toMatchObject({ issueCount: 13, totalIssues: 13, hiddenIssuesCount: 1 });
    expect(hidden.body.data.summary).toMatchObject({ issueCount: 13, hiddenIssuesCount: 1, critical: 11 });
    const inHidden = await issues(figures, 'ua1:7.3-t01', { issueStatus: 'hidden' });
    expect(inHidden.body.data.issues).toEqual([expect.objectContaining({ id: target?.id, hidden: true, isHidden: true, hideReason: 'False positive', issueStatus: 'hidden' })]);
    expect((await rules(figures)).body.data.counts).toEqual({ visible: 13, needsReview: 0, hidden: 1, nonIssue: 0 });
    expect((await meta(figures)).body.data).toMatchObject({ totalIssues: 13, hiddenIssuesCount: 1 });

    const rule = await hideOne(own, { scope: 'rule', ruleId: 'ua1:7.3-t01', hidden: true, reason: 'Not a priority' });
    expect(rule.body.data).toMatchObject({ changedCount: 11, totalIssues: 2, hiddenIssuesCount: 12 });
    const restored = await hideOne(own, { scope: 'rule', ruleId: 'ua1:7.3-t01', hidden: false });
    expect(restored.body.data).toMatchObject({ changedCount: 12, totalIssues: 14, hiddenIssuesCount: 0 });
    expect((await hideOne(own, { scope: 'rule', ruleId: 'ua1:0-t00', hidden: false })).status).toBe(404);
    expect((await hideOne(own, { scope: 'issue', issueId: 'nope', hidden: false })).status).toBe(404);
    const decisions = await server.context.db.selectFrom('issue_decisions').select(['kind', 'persist']).where('report_id', '=', figures).execute();
    expect(decisions).toHaveLength(3);
  });

  it('confirms, dismisses and restores needs-review issues, with the counts', async () => {
    const [a, b] = (await issues(review, 'ua1:7.3-t01')).body.data.issues as { id: string }[];
    const decide = (issueId: string | undefined, confirmed: boolean | null, cookie = own) =>
      server.request('PATCH', `/api/pdf_scanner/reports/${review}/issues/${issueId}/needs-review`, { cookie, json: { confirmed } });
    const before = (await meta(review)).body.data.issueSummary.profile.pdfua1;
    expect(before).toMatchObject({ needsReviewCount: 2 });
    expect((await decide(a?.id, true, member)).status).toBe(403);
    const confirmed = await decide(a?.id, true);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.data.issueSummary.profile.pdfua1).toMatchObject({ issueCount: before.issueCount + 1, needsReviewCount: 1 });
    const dismissed = await decide(b?.id, false);
    expect(dismissed.body.data.issueSummary.profile.pdfua1).toMatchObject({ needsReviewCount: 0, markedAsNonIssueCount: 1 });
    expect((await issues(review, 'ua1:7.3-t01', { issueStatus: 'non-issue' })).body.data.issues).toEqual([expect.objectContaining({ id: b?.id, confirmed: false, issueStatus: 'non-issue' })]);
    // A non-issue cannot be hidden.
    const hide = await server.request('PATCH', `/api/pdf_scanner/reports/${review}/issues/hide`, { cookie: own, json: { scope: 'issue', issueId: b?.id, hidden: true, reason: 'Duplicate' } });
    expect(hide.body.data.changedCount).toBe(0);
    const undone = await decide(b?.id, null);
    expect(undone.body.data.issueSummary.profile.pdfua1).toMatchObject({ needsReviewCount: 1, markedAsNonIssueCount: 0 });
    await decide(a?.id, null);
    expect((await meta(review)).body.data.issueSummary.profile.pdfua1).toEqual(before);
    const failure = (await issues(figures, 'ua1:7.3-t01')).body.data.issues[0].id;
    const notReviewable = await server.request('PATCH', `/api/pdf_scanner/reports/${figures}/issues/${failure}/needs-review`, { cookie: own, json: { confirmed: true } });
    expect(notReviewable.status).toBe(409);
  });

  it('answers the reports changed since last_checked', async () => {
    const first = await server.request('POST', '/api/pdf_scanner/updates', { cookie: own, json: { last_checked: null, reports: [figures, review, 'rep_unknown'] } });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.reports.map((r: { id: string }) => r.id).sort()).toEqual([figures, review].sort());
    const since = first.body.data.last_checked;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const quiet = await server.request('POST', '/api/pdf_scanner/updates', { cookie: own, json: { last_checked: since, reports: [figures, review] } });
    expect(quiet.body.data.reports).toEqual([]);
    await server.request('PATCH', `/api/pdf_scanner/reports/${figures}/issues/hide`, { cookie: own, json: { scope: 'rule', ruleId: 'ua1:7.1-t10', hidden: false } });
    const changed = await server.request('POST', '/api/pdf_scanner/updates', { cookie: own, json: { last_checked: quiet.body.data.last_checked, reports: [figures, review] } });
    expect(changed.body.data.reports.map((r: { id: string }) => r.id)).toEqual([figures]);
    const theirs = await server.request('POST', '/api/pdf_scanner/updates', { cookie: other, json: { reports: [figures] } });
    expect(theirs.body.data.reports).toEqual([]);
    expect((await server.request('POST', '/api/pdf_scanner/updates', { cookie: own, json: { last_checked: 'yesterday', reports: [] } })).body.error.path).toBe('$.last_checked');
  });

  it('shows another group nothing (404), and refuses a plan without the PDF scanner (403)', async () => {
    const ruleId = encodeURIComponent('ua1:7.3-t01');
    const issueId = (await issues(figures, 'ua1:7.3-t01')).body.data.issues[0].id;
    const calls: [string, string, object | undefined][] = [
      ['GET', `/api/pdf_scanner/reports/${figures}`, undefined],
      ['GET', `/api/pdf_scanner/reports/${figures}/file`, undefined],
      ['POST', `/api/pdf_scanner/reports/${figures}/rules`, {}],
      ['POST', `/api/pdf_scanner/reports/${figures}/rules/${ruleId}/issues`, {}],
      ['PATCH', `/api/pdf_scanner/reports/${figures}/issues/hide`, { scope: 'rule', ruleId: 'ua1:7.3-t01', hidden: true, reason: 'Others' }],
      ['PATCH', `/api/pdf_scanner/reports/${figures}/issues/${issueId}/needs-review`, { confirmed: true }],
      ['DELETE', `/api/pdf_scanner/reports/${figures}`, undefined],
    ];
    for (const [method, path, json] of calls) {
      const theirs = await server.request(method, path, { cookie: other, json });
      expect(theirs.status, `${method} ${path}: ${theirs.text}`).toBe(404);
      expect(theirs.body.error.message).toBe(`Report ${figures} was not found.`);
      expect((await server.request(method, path, { cookie: free, json })).status, `${method} ${path} (free plan)`).toBe(403);
    }
    const list = await server.request('GET', '/api/pdf_scanner/reports', { cookie: other });
    expect(list.body.data.reports).toEqual([]);
    // A report of another kind is not a PDF report.
    const build = await server.context.db.selectFrom('reports').select('id').where('type', '!=', 'pdfScanner').executeTakeFirst();
    if (build) expect((await meta(build.id)).status).toBe(404);

    const theirKey = (await presign(server, own)).key;
    const validateTheirs = await server.request('POST', '/api/pdf_scanner/reports/validate_pdf', { cookie: other, json: { type: 'uploaded', key: theirKey } });
    expect(validateTheirs.status).toBe(404);
    for (const [method, path, json] of [
      ['GET', '/api/pdf_scanner/reports', undefined],
      ['GET', '/api/pdf_scanner/reports/presigned_upload_urls?count=1', undefined],
      ['POST', '/api/pdf_scanner/reports/validate_pdf', { type: 'linked', url: 'https://example.com/a.pdf' }],
      ['POST', '/api/pdf_scanner/reports', { files: [{ key: theirKey }] }],
      ['POST', '/api/pdf_scanner/updates', { reports: [] }],
    ] as const) {
      const res = await server.request(method, path, { cookie: free, json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.message).toMatch(/^The PDF scanner is not part of your organisation's plan/);
    }
  });

  it('deletes a report with its rows and its file, by the author only', async () => {
    const id = await completedReport(server, own, await pdfWithFigures(1), 'delete me.pdf');
    const pdf = await server.context.db.selectFrom('pdf_reports').select(['blob_key', 'upload_key']).where('report_id', '=', id).executeTakeFirstOrThrow();
    expect(await server.context.blobs.exists(pdf.blob_key)).toBe(true);
    const byMember = await server.request('DELETE', `/api/pdf_scanner/reports/${id}`, { cookie: member });
    expect(byMember.status).toBe(403);
    expect(byMember.body.error.message).toBe('Only report authors can perform this action.');
    const gone = await server.request('DELETE', `/api/pdf_scanner/reports/${id}`, { cookie: own });
    expect(gone.status, gone.text).toBe(200);
    expect(gone.body.data).toEqual({ id, deleted: true });
    expect((await meta(id)).status).toBe(404);
    expect(await server.context.blobs.exists(pdf.blob_key)).toBe(false);
    for (const table of ['pdf_issues', 'pdf_rules', 'pdf_reports', 'pdf_uploads'] as const) {
      const left = await server.context.db.selectFrom(table).select('report_id').where('report_id', '=', id).execute();
      expect(left, table).toEqual([]);
    }
    expect(await server.context.db.selectFrom('reports').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect((await server.request('DELETE', `/api/pdf_scanner/reports/${id}`, { cookie: own })).status).toBe(404);
  });

  it('the reports delete of builds and scan runs removes a PDF report the same way', async () => {
    const id = await completedReport(server, own, await pdfWithFigures(1), 'deleted as a report.pdf');
    const pdf = await server.context.db.selectFrom('pdf_reports').select('blob_key').where('report_id', '=', id).executeTakeFirstOrThrow();
    const gone = await server.request('DELETE', `/api/v1/reports/${id}`, { cookie: own });
    expect(gone.status, gone.text).toBe(200);
    expect(await server.context.blobs.exists(pdf.blob_key)).toBe(false);
    for (const table of ['pdf_issues', 'pdf_rules', 'pdf_reports'] as const) {
      expect(await server.context.db.selectFrom(table).select('report_id').where('report_id', '=', id).execute(), table).toEqual([]);
    }
  });

  it('refuses the CSV export of a PDF report whose check has not completed, and starts no export', async () => {
    const id = await completedReport(server, own, await pdfWithFigures(1), 'not yet.pdf');
    await server.context.db.updateTable('reports').set({ status: 'processing' }).where('id', '=', id).execute();
    const res = await server.request('POST', '/api/export_reports', { cookie: own, json: { id, type: 'pdfScanner' } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`Export is available once the scan is complete: report ${id} is processing.`);
    expect((await server.request('GET', `/api/v1/reports/${id}/dataset/csv`, { cookie: own })).status).toBe(409);
    expect((await server.request('GET', `/api/export_reports/${id}`, { cookie: own })).status).toBe(404);
  });
});
