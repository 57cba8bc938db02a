/**
 * Contract of the manual-report ingest and reads (docs/decisions/0041): a personal token's user
 * records a workflow step by step and an assisted test check by check; the viewer reads the steps,
 * checks and screenshots; the author alone deletes (spec 002 section 7), on SQLite and PostgreSQL.
 */
import { beforeAll, expect, it } from 'vitest';
import { createUser } from '@curbcut/server';
import { TINY_PNG as PNG, axePage } from './axeFixtures';
import { DEMO_PASSWORD, describeEachDatabase, signIn, type TestServer } from './harness';

const SHOT = { contentType: 'image/png', data: PNG };

describeEachDatabase('manual-report ingest', (db) => {
  let server: TestServer;
  let author: string;
  let teammate: string;
  let outsider: string;
  let token: string;
  let teammateToken: string;

  const makeToken = async (cookie: string) => (await server.request('POST', '/api/v1/user/manual_report_tokens', { cookie, json: { label: 'Recorder' } })).body.data.token as string;
  const create = (json: Record<string, unknown>, t = token) => server.request('POST', '/api/v1/ingest/manual_reports', { token: t, json });
  const step = (id: string, json: Record<string, unknown>, t = token) => server.request('POST', `/api/v1/ingest/manual_reports/${id}/steps`, { token: t, json });
  const checks = (id: string, json: Record<string, unknown>, t = token) => server.request('POST', `/api/v1/ingest/manual_reports/${id}/checks`, { token: t, json });
  const finalize = (id: string, t = token, json?: Record<string, unknown>) =>
    server.request('POST', `/api/v1/ingest/manual_reports/${id}/finalize`, { token: t, ...(json ? { json } : {}) });

  beforeAll(async () => {
    server = await db().start({ demo: true });
    author = await signIn(server, 'demo@curbcut.local');
    outsider = await signIn(server, 'free@curbcut.local');
    const demo = await server.context.db.selectFrom('users').select('group_id').where('email', '=', 'demo@curbcut.local').executeTakeFirstOrThrow();
    await createUser(server.context.db, server.context.clock, { groupId: demo.group_id, email: 'recorder@curbcut.local', name: 'Recorder', password: DEMO_PASSWORD });
    teammate = await signIn(server, 'recorder@curbcut.local');
    token = await makeToken(author);
    teammateToken = await makeToken(teammate);
  });

  /** A workflow of three steps, two with issues, the first with a screenshot; completed. */
  async function recordCheckout(name: string): Promise<string> {
    const made = await create({ type: 'workflowScan', name });
    expect(made.status, made.text).toBe(201);
    const id: string = made.body.data.id;
    const pages = [
      { index: 1, name: 'Open the basket', url: 'https://shop.example/basket', action: 'Navigate', screenshot: SHOT, violations: [['image-alt', 'critical', 'img.hero']] },
      { index: 2, name: 'Enter the address', url: 'https://shop.example/address', action: 'Click "Checkout"', violations: [['label', 'serious', '#street'], ['image-alt', 'critical', 'img.logo']] },
      { index: 3, name: 'Confirm', url: 'https://shop.example/confirm', action: 'Click "Continue"', violations: [] },
    ] as const;
    for (const p of pages) {
      const { violations, ...s } = p;
      const res = await step(id, { batchId: `step-${p.index}`, step: s, results: axePage(p.url, { violations: violations.map((v) => [...v]) }) });
      expect(res.status, res.text).toBe(200);
    }
    expect((await finalize(id)).status).toBe(200);
    return id;
  }

  it('records a workflow step by step into the Manual reports project; the viewer reads its steps and screenshot', async () => {
    const id = await recordCheckout('Checkout flow');
    const meta = await server.request('GET', `/api/v1/reports/${id}/meta`, { cookie: author });
    expect(meta.status, meta.text).toBe(200);
    expect(meta.body.data).toMatchObject({ name: 'Checkout flow', type: 'workflowScan', status: 'completed', issueSummary: { issueCount: 3, critical: 2, serious: 1 } });
    const projects = await server.request('GET', '/api/v1/projects', { cookie: author });
    expect(JSON.stringify(projects.body.data)).toContain('Manual reports');

    const steps = await server.request('GET', `/api/v1/reports/${id}/steps`, { cookie: teammate });
    expect(steps.status, steps.text).toBe(200);
    expect(steps.body.data.steps.map((s: { index: number; name: string; issueCount: number; action: string }) => [s.index, s.name, s.action, s.issueCount])).toEqual([
      [1, 'Open the basket', 'Navigate', 1],
      [2, 'Enter the address', 'Click "Checkout"', 2],
      [3, 'Confirm', 'Click "Continue"', 0],
    ]);
    const [first, second] = steps.body.data.steps;
    expect(first.screenshot).toBe(`/api/v1/reports/${id}/steps/1/screenshot`);
    expect(second.screenshot).toBeNull();
    const image = await server.request('GET', first.screenshot, { cookie: teammate });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await server.request('GET', `/api/v1/reports/${id}/steps/2/screenshot`, { cookie: teammate })).status).toBe(404);
    expect((await server.request('GET', `/api/v1/reports/${id}/steps`, { cookie: outsider })).status).toBe(404);
    expect((await server.request('GET', first.screenshot, { cookie: outsider })).status).toBe(404);
    expect((await server.request('GET', `/api/v1/reports/${id}/checks`, { cookie: author })).status).toBe(404);
  });

  it('answers a replayed step as a duplicate and refuses a step number already sent, a bad screenshot and a finished report', async () => {
    const id: string = (await create({ type: 'workflowScan', name: 'Sign-up' })).body.data.id;
    const body = { batchId: 'b1', step: { index: 1, name: 'Open', url: 'https://shop.example/signup', action: 'Navigate' } };
    expect((await step(id, body)).body.data).toMatchObject({ duplicate: false });
    expect((await step(id, body)).body.data).toMatchObject({ duplicate: true });
    const taken = await step(id, { ...body, batchId: 'b2' });
    expect(taken.status).toBe(400);
    expect(taken.body.error).toMatchObject({ path: '$.step.index', message: 'Step 1 was already sent for this report, in batch "b1".' });
    const notPng = await step(id, { batchId: 'b3', step: { ...body.step, index: 2, screenshot: { contentType: 'image/png', data: Buffer.from('<svg onload=alert(1)>').toString('base64') } } });
    expect(notPng.status).toBe(400);
    expect(notPng.body.error).toMatchObject({ path: '$.step.screenshot.contentType' });
    const notBase64 = await step(id, { batchId: 'b4', step: { ...body.step, index: 2, screenshot: { contentType: 'image/png', data: 'not base64!' } } });
    expect(notBase64.body.error).toMatchObject({ path: '$.step.screenshot.data', message: 'The screenshot is not valid base64.' });
    const checksOnWorkflow = await checks(id, { batchId: 'c1', checks: [{ criterion: '1.4.3', outcome: 'pass' }] });
    expect(checksOnWorkflow.status).toBe(400);
    expect(checksOnWorkflow.body.error.path).toBe('$.checks');
    expect((await finalize(id)).status).toBe(200);
    expect((await step(id, { ...body, batchId: 'b5', step: { ...body.step, index: 5 } })).status).toBe(409);
  });

  it('records what failed in a recording at its finalisation: the meta flags, the failed pages and their total; a repeat changes nothing', async () => {
    const id: string = (await create({ type: 'workflowScan', name: 'Returns' })).body.data.id;
    await step(id, { batchId: 's1', step: { index: 1, name: 'Open', url: 'https://shop.example/returns', action: 'Navigate' } });
    const twice = await finalize(id, token, { failedPages: [{ url: 'https://shop.example/a', reason: 'x' }, { url: 'https://shop.example/a', reason: 'y' }] });
    expect(twice.status).toBe(400);
    expect(twice.body.error).toMatchObject({ path: '$.failedPages[1].url', message: 'https://shop.example/a is named twice (failedPages[0] and failedPages[1]).' });
    const notHttp = await finalize(id, token, { failedPages: [{ url: 'javascript:alert(1)', reason: 'x' }] });
    expect(notHttp.body.error).toMatchObject({ path: '$.failedPages[0].url' });
    const noReason = await finalize(id, token, { failedPages: [{ url: 'https://shop.example/a' }] });
    expect(noReason.status).toBe(400);
    // Nothing of a refused finalisation was kept: the report still runs, with no failure.
    const running = await server.request('GET', `/api/v1/reports/${id}/meta`, { cookie: author });
    expect(running.body.data).toMatchObject({ status: 'running', hasFailedAdvancedScan: false });

    const failures = { failedPages: [{ url: 'https://shop.example/refund', reason: 'Navigation timed out after 30 s' }], loadLimitReached: true, timedOut: true };
    expect((await finalize(id, token, failures)).status).toBe(200);
    const meta = await server.request('GET', `/api/v1/reports/${id}/meta`, { cookie: author });
    expect(meta.body.data).toMatchObject({ status: 'completed', hasFailedAdvancedScan: true, loadLimitReachedFailure: true, buildTimedOutFailure: true });
    const failed = await server.request('GET', `/api/v1/reports/${id}/failed_pages`, { cookie: author });
    expect(failed.status, failed.text).toBe(200);
    expect(failed.body.data).toEqual({
      items: [{ url: 'https://shop.example/refund', reason: 'Navigation timed out after 30 s' }],
      totalConfiguredPages: 2,
      backend_rules_processing_timed_out: true,
    });
    expect((await server.request('GET', `/api/test_runs/advanced_scan_failed_urls?th_build_id=${id}`, { cookie: author })).body.data).toEqual(failed.body.data);
    expect((await server.request('GET', `/api/v1/reports/${id}/failed_pages`, { cookie: outsider })).status).toBe(404);
    expect((await finalize(id, token, { failedPages: [] })).status).toBe(200);
    expect((await server.request('GET', `/api/v1/reports/${id}/failed_pages`, { cookie: author })).body.data.items).toHaveLength(1);
    // A finished report without failures has an empty list.
    const clean = await recordCheckout('Clean checkout');
    expect((await server.request('GET', `/api/v1/reports/${clean}/failed_pages`, { cookie: author })).body.data).toEqual({
      items: [],
      totalConfiguredPages: 0,
      backend_rules_processing_timed_out: false,
    });
  });

  it("keeps a token to its own user's manual reports: another user's report and a build are 404, no token 401", async () => {
    const id: string = (await create({ type: 'workflowScan', name: 'Mine' })).body.data.id;
    const body = { batchId: 'x', step: { index: 1, name: 'Open', url: 'https://shop.example/', action: 'Navigate' } };
    expect((await step(id, body, teammateToken)).status).toBe(404);
    expect((await finalize(id, teammateToken)).status).toBe(404);
    expect((await server.request('POST', `/api/v1/ingest/manual_reports/${id}/steps`, { json: body })).status).toBe(401);
    const unknownProject = await create({ type: 'assistedTest', name: 'Elsewhere', project: 'No such project' });
    expect(unknownProject.status).toBe(404);
    expect(unknownProject.body.error).toMatchObject({ path: '$.project' });
  });

  it('records assisted checks: failing elements become issues of the criterion, with notes and screenshots', async () => {
    const id: string = (await create({ type: 'assistedTest', name: 'Keyboard audit' })).body.data.id;
    const res = await checks(id, {
      batchId: 'c1',
      checks: [
        {
          criterion: '2.1.1',
          outcome: 'fail',
          notes: 'The menu cannot be opened with the keyboard.',
          instances: [
            { pageUrl: 'https://shop.example/', selector: 'nav .menu-toggle', html: '<div class="menu-toggle">Menu</div>', impact: 'critical', notes: 'A div with a click handler only.', screenshot: SHOT },
            { pageUrl: 'https://shop.example/basket', selector: '#promo', html: '<span id="promo">Apply</span>' },
          ],
        },
        { criterion: '2.4.7', outcome: 'pass', pageUrl: 'https://shop.example/' },
        { criterion: '1.2.1', outcome: 'notApplicable', pageUrl: 'https://shop.example/' },
        { criterion: '3.3.1', outcome: 'fail', pageUrl: 'https://shop.example/basket', notes: 'Errors are shown in colour only.' },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ duplicate: false, issueCount: 3 });
    expect((await finalize(id)).status).toBe(200);

    const list = await server.request('GET', `/api/v1/reports/${id}/checks`, { cookie: author });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.checks.map((c: { criterion: string; name: string; outcome: string; issueCount: number }) => [c.criterion, c.name, c.outcome, c.issueCount])).toEqual([
      ['1.2.1', '1.2.1 Audio-only and Video-only (Prerecorded)', 'notApplicable', 0],
      ['2.1.1', '2.1.1 Keyboard', 'fail', 2],
      ['2.4.7', '2.4.7 Focus Visible', 'pass', 0],
      ['3.3.1', '3.3.1 Error Identification', 'fail', 1],
    ]);
    const meta = (await server.request('GET', `/api/v1/reports/${id}/meta`, { cookie: author })).body.data;
    expect(meta).toMatchObject({ type: 'assistedTest', issueSummary: { issueCount: 3, critical: 1, serious: 2 } });

    const issue = await server.request('POST', `/api/v1/reports/${id}/issue`, {
      cookie: author,
      json: { ruleId: 'assisted-2-1-1', componentId: 'div.menu-toggle', filters: { needsReviewFilter: 'allIssues', issueStatus: 'visible' } },
    });
    expect(issue.status, issue.text).toBe(200);
    expect(issue.body.data).toMatchObject({ impact: 'critical', failureSummary: 'A div with a click handler only.' });
    const shot = await server.request('GET', `/api/v1/reports/${id}/issues/${issue.body.data.fingerprint ?? issue.body.data.issueId}/screenshot`, { cookie: teammate });
    expect(shot.status, shot.text).toBe(200);
    expect(shot.headers.get('content-type')).toBe('image/png');
    // The viewer learns from the checks which failing elements have a screenshot: only the one sent with one.
    expect(list.body.data.screenshots).toEqual([issue.body.data.fingerprint ?? issue.body.data.issueId]);
  });

  it('refuses checks that are not WCAG criteria, repeat one, or give elements to anything but a failure', async () => {
    const id: string = (await create({ type: 'assistedTest', name: 'Bad checks' })).body.data.id;
    const cases: Array<[unknown[], string, string]> = [
      [[{ criterion: '9.9.9', outcome: 'pass' }], '$.checks[0].criterion', '9.9.9 is not a WCAG success criterion.'],
      [[{ criterion: '1.4.3', outcome: 'pass' }, { criterion: '1.4.3', outcome: 'fail', pageUrl: 'https://a.example/' }], '$.checks[1].criterion', 'Criterion 1.4.3 appears twice in this batch (checks[0] and checks[1]).'],
      [[{ criterion: '1.4.3', outcome: 'pass', instances: [{ pageUrl: 'https://a.example/', selector: 'p', html: '<p>' }] }], '$.checks[0].instances', 'Only a failed check has failing elements; this one is "pass".'],
      [[{ criterion: '1.4.3', outcome: 'fail' }], '$.checks[0]', 'A failed check names its failing elements (instances) or at least the page (pageUrl).'],
    ];
    for (const [list, path, message] of cases) {
      const res = await checks(id, { batchId: 'bad', checks: list });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error).toMatchObject({ path, message });
    }
    expect((await checks(id, { batchId: 'ok', checks: [{ criterion: '1.4.3', outcome: 'pass' }] })).status).toBe(200);
    const again = await checks(id, { batchId: 'again', checks: [{ criterion: '1.4.3', outcome: 'fail', pageUrl: 'https://a.example/' }] });
    expect(again.body.error).toMatchObject({ path: '$.checks[0].criterion', message: 'Criterion 1.4.3 was already checked in this report, in batch "ok".' });
  });

  it('deletes a workflow report for its author only, with its screenshots; the other kind of path is a 404', async () => {
    const id = await recordCheckout('To delete');
    const screenshotKeys = await server.context.db.selectFrom('report_steps').select('screenshot_key').where('report_id', '=', id).execute();
    const key = screenshotKeys.find((r) => r.screenshot_key)?.screenshot_key as string;
    expect(await server.context.blobs.exists(key)).toBe(true);

    expect((await server.request('DELETE', `/api/tests/${id}`, { cookie: teammate })).status).toBe(403);
    expect((await server.request('DELETE', `/api/tests/${id}`, { cookie: outsider })).status).toBe(404);
    expect((await server.request('DELETE', `/api/assistive_reports/${id}`, { cookie: author })).status).toBe(404);
    const deleted = await server.request('DELETE', `/api/tests/${id}`, { cookie: author });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.data).toEqual({ id, deleted: true });
    expect((await server.request('GET', `/api/v1/reports/${id}/meta`, { cookie: author })).status).toBe(404);
    expect(await server.context.blobs.exists(key)).toBe(false);
    expect(await server.context.db.selectFrom('report_steps').select('report_id').where('report_id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('deletes an assisted test through /assistive_reports for its author', async () => {
    const id: string = (await create({ type: 'assistedTest', name: 'Short audit' })).body.data.id;
    await checks(id, { batchId: 'c', checks: [{ criterion: '1.1.1', outcome: 'fail', pageUrl: 'https://a.example/' }] });
    expect((await server.request('DELETE', `/api/assistive_reports/${id}`, { cookie: author })).status).toBe(409);
    await finalize(id);
    expect((await server.request('DELETE', `/api/tests/${id}`, { cookie: author })).status).toBe(404);
    expect((await server.request('DELETE', `/api/assistive_reports/${id}`, { cookie: author })).status).toBe(200);
  });
});
