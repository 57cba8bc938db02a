/**
 * Accounts and auth on every database: sign-in, sessions and their 7-day expiry, sign-out, the
 * profile of spec 000 section 3.1, the trial, projects, group isolation, write-only upload tokens,
 * and the HTTP plumbing every route shares (error envelope, 404, 413, OpenAPI, host app).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, ensureDemoAccounts, ManualClock, newId } from '@curbcut/server';
import { describeEachDatabase, sessionCookieOf, signIn, type TestServer } from './harness';

const DAY = 24 * 60 * 60 * 1000;
const EMPTY_SUMMARY = JSON.stringify({
  issueSummary: { critical: 0, serious: 0, moderate: 0, minor: 0, issueCount: 0, componentCount: 0, pageCount: 0, needsReviewCount: 0, hiddenIssuesCount: 0, aiIssuesCount: 0 },
  health: { passed: 0, failed: 0, skipped: 0, total: 0 },
  markedAsNonIssueCount: 0,
});

/** Every profile field of spec 000 section 3.1, plus show_fresh_chat_widget, private_network_scans_allowed and instance_admin. */
const PROFILE_FIELDS = [
  'user_id', 'group_id', 'name', 'email', 'userRole', 'plan', 'plan_type', 'plan_features', 'eft_type',
  'trial_status', 'trial_end_date', 'isPaidUser', 'rft_eligible', 'enterprise_plan', 'feature_flags',
  'show_expiry_sidebar_component', 'priority_notification', 'show_tunnel_vision', 'access_restricted_by_grr',
  'pdf_scanner_enabled', 'issue_snapshot_supported', 'report_comparison_supported', 'public_links_enabled',
  'th_enabled_automation', 'ai_remediation_supported_rules', 'toolkit_on_live', 'product_status',
  'show_fresh_chat_widget', 'private_network_scans_allowed', 'instance_admin',
];

describeEachDatabase('accounts', (db) => {
  let server: TestServer;
  let clock: ManualClock;

  beforeAll(async () => {
    clock = new ManualClock('2026-03-01T09:00:00.000Z');
    server = await db().start({ demo: true, clock });
  });

  describe('sign-in', () => {
    it('signs in with JSON and sets a 7-day HttpOnly SameSite=Lax session cookie', async () => {
      const res = await server.request('POST', '/api/v1/auth/sign-in', { json: { email: 'demo@curbcut.local', password: 'curbcut-demo' } });
      expect(res.status).toBe(200);
      expect(res.body.data.user).toMatchObject({ name: 'Demo User', email: 'demo@curbcut.local' });
      expect(res.body.data.user.id).toMatch(/^usr_[0-9a-z]{25}$/);
      const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('curbcut_session='));
      expect(setCookie).toBeDefined();
      expect(setCookie).toMatch(/; HttpOnly/i);
      expect(setCookie).toMatch(/; SameSite=Lax/i);
      expect(setCookie).toMatch(/; Path=\//);
      expect(setCookie).toMatch(/; Max-Age=604800/);
    });

    it('accepts any letter case in the email', async () => {
      const res = await server.request('POST', '/api/v1/auth/sign-in', { json: { email: ' Demo@Curbcut.Local ', password: 'curbcut-demo' } });
      expect(res.status).toBe(200);
    });

    it('answers a wrong password and an unknown email with the same 401', async () => {
      for (const json of [
        { email: 'demo@curbcut.local', password: 'wrong' },
        { email: 'nobody@curbcut.local', password: 'curbcut-demo' },
      ]) {
        const res = await server.request('POST', '/api/v1/auth/sign-in', { json });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: { code: 'unauthorized', message: 'Email or password is incorrect.' } });
        expect(sessionCookieOf(res)).toBeUndefined();
      }
    });

    it('names the missing field with its JSON path', async () => {
      const res = await server.request('POST', '/api/v1/auth/sign-in', { json: { email: 'demo@curbcut.local' } });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'bad_request', path: '$.password' });
      expect(res.body.error.message).toContain('$.password is required');
    });

    it('signs in from a plain HTML form and redirects to the return path', async () => {
      const ok = await server.request('POST', '/api/v1/auth/sign-in', {
        form: { email: 'demo@curbcut.local', password: 'curbcut-demo', redirect: '/automated-tests' },
      });
      expect(ok.status).toBe(303);
      expect(ok.headers.get('location')).toBe('/automated-tests');
      expect(sessionCookieOf(ok)).toBeDefined();

      const bad = await server.request('POST', '/api/v1/auth/sign-in', {
        form: { email: 'demo@curbcut.local', password: 'nope', redirect: 'https://evil.example/' },
      });
      expect(bad.status).toBe(303);
      expect(bad.headers.get('location')).toBe('/sign-in?redirect=/home&error=invalid_credentials');
    });

    it('start-sso sends the browser to the sign-in page with a same-site return path', async () => {
      const res = await server.request('GET', '/api/v1/auth/start-sso?redirection_url=/home');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/sign-in?redirect=/home');
      const offsite = await server.request('GET', `/api/v1/auth/start-sso?redirection_url=${encodeURIComponent('//evil.example/x')}`);
      expect(offsite.headers.get('location')).toBe('/sign-in?redirect=/home');
    });
  });

  describe('sessions', () => {
    it('expires after 7 days by the server clock', async () => {
      const cookie = await signIn(server, 'free@curbcut.local');
      clock.advance(7 * DAY - 60_000);
      expect((await server.request('GET', '/api/v1/user/get-user-profile', { cookie })).status).toBe(200);
      clock.advance(120_000);
      const expired = await server.request('GET', '/api/v1/user/get-user-profile', { cookie });
      expect(expired.status).toBe(401);
      expect(expired.body.error.message).toBe('Your session has expired. Sign in again.');
    });

    it('sign-out clears the cookie and ends the session on the server', async () => {
      const cookie = await signIn(server, 'demo@curbcut.local');
      const out = await server.request('POST', '/api/v1/auth/sign-out', { cookie, headers: { 'content-type': 'application/json' } });
      expect(out.status).toBe(200);
      const cleared = out.headers.getSetCookie().find((c) => c.startsWith('curbcut_session='));
      expect(cleared).toMatch(/curbcut_session=;/);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
      expect((await server.request('GET', '/api/v1/user/get-user-profile', { cookie })).status).toBe(401);
    });

    it('answers 401 with the envelope when signed out', async () => {
      const res = await server.request('GET', '/api/v1/user/get-user-profile');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: 'unauthorized', message: 'Sign in to continue.' } });
    });
  });

  describe('profile', () => {
    it('has every field of spec 000 section 3.1 for a paid admin with every flag', async () => {
      const res = await server.request('GET', '/api/v1/user/get-user-profile', { cookie: await signIn(server, 'demo@curbcut.local') });
      expect(res.status).toBe(200);
      const p = res.body.data;
      expect(Object.keys(p).sort()).toEqual([...PROFILE_FIELDS].sort());
      expect(p).toMatchObject({
        name: 'Demo User',
        email: 'demo@curbcut.local',
        userRole: 'admin',
        plan: 'Automate & Monitor',
        plan_type: 'paid',
        isPaidUser: true,
        enterprise_plan: false,
        pdf_scanner_enabled: true,
        public_links_enabled: true,
        th_enabled_automation: true,
        toolkit_on_live: true,
        access_restricted_by_grr: false,
        priority_notification: null,
        show_fresh_chat_widget: false,
        // The demo admin is an instance administrator, so the demo shows the Instance tab (docs/decisions/0031).
        instance_admin: true,
      });
      expect(p.user_id).toMatch(/^usr_/);
      expect(p.group_id).toMatch(/^grp_/);
      expect(p.feature_flags).toEqual({
        score: true,
        lca: true,
        ai_remediation: true,
        dashboard_use_first_project: true,
        decision_persistence: true,
        read_from_testhub: true,
        sr_automation_access: true,
      });
      expect(p.ai_remediation_supported_rules).toContain('image-alt');
      expect(p.issue_snapshot_supported).toEqual({ automatedTest: true, websiteScan: true, workflowScan: true, assistedTest: true, pdfScanner: false });
      expect(p.report_comparison_supported).toEqual({ automatedTest: true, websiteScan: true, workflowScan: true, assistedTest: false, pdfScanner: false });
      expect(p.plan_features.pdf_scanner).toBe(true);
    });

    it('shows a free user the free plan with no flags and no AI rules', async () => {
      const res = await server.request('GET', '/api/v1/user/get-user-profile', { cookie: await signIn(server, 'free@curbcut.local') });
      const p = res.body.data;
      expect(p).toMatchObject({ plan: 'Free', plan_type: 'free', isPaidUser: false, pdf_scanner_enabled: false, rft_eligible: false, trial_status: null, instance_admin: false });
      expect(Object.values(p.feature_flags)).toEqual([false, false, false, false, false, false, false]);
      expect(p.ai_remediation_supported_rules).toEqual([]);
    });

    it('answers every field of spec 000 section 3.1, one by one, with the type it names', async () => {
      // The field list of spec 000 section 3.1, as written there.
      const SPEC_3_1 =
        'user_id, group_id, name, email, userRole, plan, plan_type (free or paid), plan_features, eft_type (eft or rft), ' +
        'trial_status, trial_end_date, isPaidUser, rft_eligible, enterprise_plan, feature_flags, show_expiry_sidebar_component, ' +
        'priority_notification (id, events, showOnlyOnce, showUntil, link, ctaText, description, align, modifier, openInSameTab), ' +
        'show_tunnel_vision, access_restricted_by_grr, pdf_scanner_enabled, issue_snapshot_supported (per product), ' +
        'report_comparison_supported (per product), public_links_enabled, th_enabled_automation, ' +
        'ai_remediation_supported_rules (list of rule ids), toolkit_on_live, product_status (has_pdf_scanner_report, ' +
        'has_assisted_test_report, has_website_scanner_report, has_workflow_analyzer_report)';
      const FLAGS = 'score, lca, ai_remediation, dashboard_use_first_project, decision_persistence, read_from_testhub, sr_automation_access';
      const fields = [...SPEC_3_1.replace(/\([^)]*\)/g, '').matchAll(/[A-Za-z_]+/g)].map((m) => m[0]);
      const inner = (field: string) => (new RegExp(`${field} \\(([^)]*)\\)`).exec(SPEC_3_1)?.[1] ?? '').split(', ');
      expect(fields).toHaveLength(27);

      const { groupId } = await ensureDemoAccounts(server.context);
      const notification = {
        id: 'maintenance-1', events: ['dashboard'], showOnlyOnce: true, showUntil: '2026-04-01T00:00:00.000Z', link: '/status',
        ctaText: 'Read more', description: 'Maintenance on Sunday', align: 'center', modifier: 'warning', openInSameTab: false,
      };
      await server.context.db.updateTable('groups').set({ priority_notification: JSON.stringify(notification) }).where('id', '=', groupId).execute();
      try {
        const paid = (await server.request('GET', '/api/v1/user/get-user-profile', { cookie: await signIn(server, 'demo@curbcut.local') })).body.data;
        const free = (await server.request('GET', '/api/v1/user/get-user-profile', { cookie: await signIn(server, 'free@curbcut.local') })).body.data;
        const booleans = ['isPaidUser', 'rft_eligible', 'enterprise_plan', 'show_expiry_sidebar_component', 'show_tunnel_vision',
          'access_restricted_by_grr', 'pdf_scanner_enabled', 'public_links_enabled', 'th_enabled_automation', 'toolkit_on_live'];
        for (const field of fields) {
          expect(paid, field).toHaveProperty(field);
          expect(free, field).toHaveProperty(field);
          if (booleans.includes(field)) expect(typeof paid[field], field).toBe('boolean');
        }
        for (const field of ['user_id', 'group_id', 'name', 'email', 'userRole', 'plan']) expect(typeof paid[field], field).toBe('string');
        expect([paid.plan_type, free.plan_type]).toEqual(['paid', 'free']);
        expect(['eft', 'rft', null]).toContain(paid.eft_type);
        expect(Object.keys(paid.priority_notification).sort()).toEqual(inner('priority_notification').sort());
        expect(paid.priority_notification).toEqual(notification);
        expect(Object.keys(paid.product_status).sort()).toEqual(inner('product_status').sort());
        for (const product of ['automatedTest', 'websiteScan', 'workflowScan', 'assistedTest', 'pdfScanner']) {
          expect(typeof paid.issue_snapshot_supported[product], product).toBe('boolean');
          expect(typeof paid.report_comparison_supported[product], product).toBe('boolean');
        }
        expect(paid.ai_remediation_supported_rules.every((r: unknown) => typeof r === 'string' && /^[a-z-]+$/.test(r))).toBe(true);
        // Every feature flag on for the paid demo user, none for the free one.
        expect(Object.keys(paid.feature_flags).sort()).toEqual(FLAGS.split(', ').sort());
        expect(Object.values(paid.feature_flags).every((on) => on === true)).toBe(true);
        expect(Object.values(free.feature_flags).every((on) => on === false)).toBe(true);
        expect(Object.values(paid.plan_features).every((on) => on === true)).toBe(true);
      } finally {
        await server.context.db.updateTable('groups').set({ priority_notification: null }).where('id', '=', groupId).execute();
      }
    });

    it('reports which products the group has reports of', async () => {
      const { users } = await ensureDemoAccounts(server.context);
      const cookie = await signIn(server, 'demo@curbcut.local');
      const before = (await server.request('GET', '/api/v1/user/get-user-profile', { cookie })).body.data.product_status;
      expect(before).toEqual({ has_pdf_scanner_report: false, has_assisted_test_report: false, has_website_scanner_report: false, has_workflow_analyzer_report: false });
      const project = await createProject(server.context, users.demo.groupId, 'Marketing site');
      const now = clock.now().toISOString();
      await server.context.db
        .insertInto('reports')
        .values({
          id: newId('report'), type: 'websiteScan', group_id: users.demo.groupId, project_id: project.id,
          name: 'Weekly scan', build_name: 'Weekly scan', build_number: 1, run_key: null, status: 'completed',
          created_by: users.demo.id, created_at: now, updated_at: now, completed_at: now, meta: '{}', summary: EMPTY_SUMMARY,
        })
        .execute();
      const after = (await server.request('GET', '/api/v1/user/get-user-profile', { cookie })).body.data.product_status;
      expect(after).toEqual({ has_pdf_scanner_report: false, has_assisted_test_report: false, has_website_scanner_report: true, has_workflow_analyzer_report: false });
    });
  });

  describe('trial', () => {
    it('activates a 14-day trial, then reads expired after the end date', async () => {
      const cookie = await signIn(server, 'trial@curbcut.local');
      const start = clock.now();
      const profile = (await server.request('GET', '/api/v1/user/get-user-profile', { cookie })).body.data;
      expect(profile).toMatchObject({ trial_status: 'not_started', rft_eligible: true, eft_type: 'rft', show_expiry_sidebar_component: false });

      const started = await server.request('POST', '/api/v1/group/free-trial', { cookie });
      expect(started.status).toBe(202);
      expect(started.body.data.trial_status).toBe('processing');

      let status = started.body.data;
      for (let i = 0; i < 50 && !status.success; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await server.request('GET', '/api/v1/group/free-trial-status', { cookie })).body.data;
      }
      expect(status).toEqual({ success: true, trial_status: 'enabled', trial_end_date: new Date(start.getTime() + 14 * DAY).toISOString() });
      expect((await server.request('POST', '/api/v1/group/free-trial', { cookie })).status).toBe(409);

      clock.advance(14 * DAY);
      const later = await server.request('GET', '/api/v1/user/get-user-profile', { cookie: await signIn(server, 'trial@curbcut.local') });
      expect(later.body.data).toMatchObject({ trial_status: 'expired', show_expiry_sidebar_component: true });
      clock.advance(46 * DAY);
      const tileGone = await server.request('GET', '/api/v1/user/get-user-profile', { cookie: await signIn(server, 'trial@curbcut.local') });
      expect(tileGone.body.data.show_expiry_sidebar_component).toBe(false);
    });

    it('starts the trial of a group an instance administrator made eligible (no trial state yet)', async () => {
      const free = await signIn(server, 'free@curbcut.local');
      const groupId = (await server.request('GET', '/api/v1/user/get-user-profile', { cookie: free })).body.data.group_id;
      const admin = await signIn(server, 'demo@curbcut.local');
      expect((await server.request('PATCH', `/api/v1/settings/instance/groups/${groupId}/trial`, { cookie: admin, json: { rft_eligible: true } })).status).toBe(200);
      const res = await server.request('POST', '/api/v1/group/free-trial', { cookie: free });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      // Put back for the test below.
      await server.request('PATCH', `/api/v1/settings/instance/groups/${groupId}/trial`, { cookie: admin, json: { reset: true, rft_eligible: false } });
    });

    it('refuses a trial to a group that is not eligible', async () => {
      const res = await server.request('POST', '/api/v1/group/free-trial', { cookie: await signIn(server, 'free@curbcut.local') });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('Your group is not eligible for a free trial.');
    });
  });

  describe('projects and upload tokens', () => {
    it('creates a project, refuses a duplicate name in the group and lists it', async () => {
      const cookie = await signIn(server, 'demo@curbcut.local');
      const created = await server.request('POST', '/api/v1/projects', { cookie, json: { name: '  Checkout  ' } });
      expect(created.status).toBe(201);
      expect(created.body.data.project).toMatchObject({ name: 'Checkout' });
      expect(created.body.data.project.id).toMatch(/^prj_/);

      const dup = await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'Checkout' } });
      expect(dup.status).toBe(409);
      expect(dup.body.error.message).toBe('A project named "Checkout" already exists in your group.');

      const blank = await server.request('POST', '/api/v1/projects', { cookie, json: { name: '   ' } });
      expect(blank.status).toBe(400);
      expect(blank.body.error.path).toBe('$.name');

      const list = await server.request('GET', '/api/v1/projects', { cookie });
      expect(list.body.data.projects).toContainEqual({ ...created.body.data.project, product: 'automatedTest', buildCount: 0, latestBuild: null });
    });

    it('keeps groups apart: another group neither sees nor reaches the project', async () => {
      const demo = await signIn(server, 'demo@curbcut.local');
      const free = await signIn(server, 'free@curbcut.local');
      const { project } = (await server.request('POST', '/api/v1/projects', { cookie: demo, json: { name: 'Private' } })).body.data;

      const theirs = await server.request('GET', '/api/v1/projects', { cookie: free });
      expect(theirs.body.data.projects.map((p: { id: string }) => p.id)).not.toContain(project.id);
      const token = await server.request('POST', `/api/v1/projects/${project.id}/upload_tokens`, { cookie: free, json: {} });
      expect(token.status).toBe(404);
      expect(token.body.error).toEqual({ code: 'not_found', message: 'Project not found.' });
      // The same name is free in another group.
      expect((await server.request('POST', '/api/v1/projects', { cookie: free, json: { name: 'Private' } })).status).toBe(201);
    });

    it('issues a cct_ token once, stores only its hash, and lets it write but never read', async () => {
      const cookie = await signIn(server, 'demo@curbcut.local');
      const { project } = (await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'CI' } })).body.data;
      const issued = await server.request('POST', `/api/v1/projects/${project.id}/upload_tokens`, { cookie, json: { label: 'GitHub Actions' } });
      expect(issued.status).toBe(201);
      const { token, id, label } = issued.body.data;
      expect(token).toMatch(/^cct_[A-Za-z0-9_-]{43}$/);
      expect(id).toMatch(/^upt_/);
      expect(label).toBe('GitHub Actions');

      const stored = await server.context.db.selectFrom('upload_tokens').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(JSON.stringify(stored)).not.toContain(token.slice(4));

      for (const path of ['/api/v1/projects', '/api/v1/user/get-user-profile', '/api/v1/reports']) {
        const read = await server.request('GET', path, { token });
        expect(read.status).toBe(401);
        expect(read.body.error.message).toBe('Upload tokens can only send results; sign in to read or manage anything.');
      }
      const write = await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'main' } });
      expect(write.status).toBe(201);

      const revoked = await server.request('DELETE', `/api/v1/projects/${project.id}/upload_tokens/${id}`, { cookie });
      expect(revoked.status).toBe(200);
      const after = await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'main' } });
      expect(after.status).toBe(401);
    });

    it('lists the newest build of a project and counts its builds', async () => {
      const cookie = await signIn(server, 'demo@curbcut.local');
      const { project } = (await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'Storefront' } })).body.data;
      const { token } = (await server.request('POST', `/api/v1/projects/${project.id}/upload_tokens`, { cookie })).body.data;
      await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'nightly', buildNumber: 1 } });
      clock.advance(60_000);
      const second = await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'nightly', buildNumber: 2 } });
      const list = (await server.request('GET', '/api/v1/projects', { cookie })).body.data.projects;
      const row = list.find((p: { id: string }) => p.id === project.id);
      expect(row.buildCount).toBe(2);
      expect(row.latestBuild).toMatchObject({ id: second.body.data.id, buildName: 'nightly', buildNumber: 2, projectName: 'Storefront', createdBy: { name: 'Demo User' } });
    });
  });

  describe('HTTP plumbing', () => {
    it('answers unknown API routes with the 404 envelope', async () => {
      const res = await server.request('GET', '/api/v1/nothing-here');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'No API route GET /api/v1/nothing-here.' } });
    });

    it('answers malformed JSON with a 400 envelope', async () => {
      const res = await server.request('POST', '/api/v1/auth/sign-in', { raw: '{"email":', headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('bad_request');
      expect(res.body.error.message).toMatch(/^The request body is not valid JSON/);
    });

    it('serves the OpenAPI document generated from the route schemas', async () => {
      const res = await server.request('GET', '/api/openapi.json');
      expect(res.status).toBe(200);
      const doc = JSON.parse(res.text) as { openapi: string; paths: Record<string, unknown> };
      expect(doc.openapi).toBe('3.0.3');
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/auth/sign-in', '/api/v1/user/get-user-profile', '/api/v1/projects']));
      expect(doc.paths['/api/openapi.json']).toBeUndefined();
    });
  });
});

describeEachDatabase('server limits and host app', (db) => {
  let staticDir: string;

  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'curbcut-static-'));
    await mkdir(join(staticDir, 'assets'));
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Curbcut</title>');
    await writeFile(join(staticDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  });
  afterAll(() => rm(staticDir, { recursive: true, force: true }));

  it('refuses a body over the limit with 413 naming the limit in MB', async () => {
    const server = await db().start({ bodyLimit: 1024 * 1024 });
    const res = await server.request('POST', '/api/v1/auth/sign-in', { json: { email: 'a@b.c', password: 'x'.repeat(1100 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
    expect(res.body.error.message).toBe('The request body is larger than the 1 MB limit.');
  });

  it('serves the host app with an index.html fallback for client routes but not for /api or assets', async () => {
    const server = await db().start({ staticDir });
    const page = await server.request('GET', '/automated-tests/projects/Shop/builds/main/3', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Curbcut</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');

    const asset = await server.request('GET', '/assets/app-1a2b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');

    expect((await server.request('GET', '/assets/missing-9z.js')).status).toBe(404);
    const api = await server.request('GET', '/api/v1/missing', { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(api.body.error.code).toBe('not_found');
  });
});
