/**
 * Security contract on every database. The route table walks every route the server registers
 * (read from the running instance, so a new route without a row fails here) against every kind of
 * caller: signed out, a user of another group, upload tokens (this project's, another group's,
 * revoked), a member of the owner's group who is not the report's author, the owner (the author of
 * every build of the project), an embed token and a public-link token of the report the call
 * names, an expired or signed-out session, and the owner's cookie sent by another site. The
 * website scanner's rows are in securityScanRows.ts (run by securityScans.test.ts; this suite checks
 * that the two tables together cover every route). Sessions and tokens are in
 * securitySessions.test.ts; input handling and headers in securityInput.test.ts.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildPath, buildRunSegment } from '@curbcut/core';
import { createManualReportToken, createUploadToken, createUser, ensureDemoAccounts, ManualClock } from '@curbcut/server';
import { axePage as fixturePage } from './axeFixtures';
import { DEMO_PASSWORD, describeEachDatabase, signIn, type TestServer } from './harness';
import { growthRows } from './securityGrowthRows';
import { instanceRows } from './securityInstanceRows';
import { memberRows } from './securityMemberRows';
import { pdfRows } from './securityPdfRows';
import { manualRows } from './securityManualRows';
import { SCAN_ROWS } from './securityScanRows';
import { SETTINGS_ROWS } from './securitySettingsRows';
import {
  LIVE,
  authorOnly,
  axePage,
  checkRow,
  groupResource,
  ownAccount,
  publicRoute,
  reportRead,
  routeTable,
  type Expected,
  type Owner,
  type Row as TableRow,
} from './securityShared';

/**
 * One failed test case: a visible violation (hidden by the hide row), a contrast violation (its
 * behaviour is set by the preferred row) and a needs-review finding (reviewed by its row).
 */
const TEST_CASE = {
  key: 'home',
  name: 'Home page',
  status: 'failed',
  results: fixturePage('https://a.example/home', {
    violations: [['image-alt', 'critical', 'img.logo'], ['color-contrast', 'serious', 'p.low']],
    incomplete: [['label', 'serious', 'input.search']],
  }),
};

/** What group A (the demo group, the owner) holds. */
interface Owned extends Owner {
  groupId: string;
  projectName: string;
  buildName: string;
  buildNumber: number;
  /** The report's one test case. */
  testCaseId: string;
  /** A CSV export of the report. */
  exportId: string;
}

type Row = TableRow<Owned>;

/** Upload-token calls on a build of group A's project. */
const ingestBuild: Expected = { none: 401, other: 401, otherToken: 404, token: 200, member: 401, own: 401, embed: 401, public: 401 };

describeEachDatabase('security', (db) => {
  let server: TestServer;
  let clock: ManualClock;
  let a: Owned;
  let otherToken: string;
  let staticDir: string;
  let unique = 0;
  const next = (prefix: string) => `${prefix} ${++unique}`;

  const runningBuild = async (): Promise<string> =>
    (await server.request('POST', '/api/v1/ingest/builds', { token: a.token, json: { buildName: next('Fresh') } })).body.data.id;

  /** A completed build of group A's project holding TEST_CASE, for calls that change or delete it. */
  const completedBuild = async (): Promise<string> => {
    const id = await runningBuild();
    const batch = await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, { token: a.token, json: { batchId: 'b1', testCases: [TEST_CASE] } });
    expect(batch.status, batch.text).toBe(200);
    const finalized = await server.request('POST', `/api/v1/ingest/builds/${id}/finalize`, { token: a.token });
    expect(finalized.status, finalized.text).toBe(200);
    return id;
  };

  /** The fingerprint of a build's issue of `ruleId`. */
  const issueOf = async (reportId: string, ruleId: string): Promise<string> =>
    (
      await server.context.db
        .selectFrom('issues')
        .select('fingerprint')
        .where('report_id', '=', reportId)
        .where('rule_id', '=', ruleId)
        .executeTakeFirstOrThrow()
    ).fingerprint;

  /** `{project}/test_runs/{build#number}` of group A's build, encoded for a path. */
  const run = (o: Owned) => buildPath('{project}/test_runs/{run}', { project: o.projectName, run: buildRunSegment(o.buildName, o.buildNumber) });
  const testCasePath = (o: Owned, what: string) =>
    `/api/v2/projects/${run(o)}/test_cases/${encodeURIComponent(o.testCaseId)}/${what}?th_build_id=${o.reportId}`;

  /** An export of group A's report that is done; one per row (the clock moves a week between rows, past its expiry). */
  let finished: { at: number; id: string } | undefined;
  const finishedExport = async (author: string): Promise<string> => {
    const at = clock.now().getTime();
    if (finished?.at === at) return finished.id;
    const started = await server.request('POST', '/api/export_reports', { cookie: author, json: { id: a.reportId, type: 'automatedTest' } });
    expect(started.status, started.text).toBe(202);
    for (let i = 0; i < 200; i++) {
      const job = (await server.request('GET', `/api/export_reports/${started.body.data.id}`, { cookie: author })).body.data;
      if (job.status === 'done') {
        finished = { at, id: job.id };
        return job.id;
      }
      if (job.status === 'failed') throw new Error(`Export ${job.id} failed: ${job.error}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`Export ${started.body.data.id} did not finish.`);
  };

  /** A second completed build of group A's project, to compare with the owner's report (made once). */
  let compared: Promise<string> | undefined;
  const compareIds = async (o: Owned) => `${o.reportId},${await (compared ??= completedBuild())}`;

  const ROWS: Row[] = [
    // The host app: every page path answers index.html, signed in or not; the app asks the API who you are.
    { method: 'GET', url: '/*', request: async () => ({ path: '/automated-tests' }), expect: publicRoute(200) },
    { method: 'GET', url: '/api/openapi.json', request: async () => ({ path: '/api/openapi.json' }), expect: publicRoute(200) },
    { method: 'GET', url: '/api/health', request: async () => ({ path: '/api/health' }), expect: publicRoute(200) },
    // The deployment's telemetry script (empty without one), loaded by every page before the app.
    { method: 'GET', url: '/telemetry.js', request: async () => ({ path: '/telemetry.js' }), expect: publicRoute(200), cacheControl: 'no-cache' },
    {
      method: 'GET',
      url: '/api/v1/auth/start-sso',
      request: async () => ({ path: '/api/v1/auth/start-sso?redirection_url=/home' }),
      expect: publicRoute(302),
    },
    {
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      request: async () => ({ path: '/api/v1/auth/sign-in', json: { email: 'trial@curbcut.local', password: DEMO_PASSWORD } }),
      expect: publicRoute(200),
    },
    { method: 'POST', url: '/api/v1/auth/sign-out', request: async () => ({ path: '/api/v1/auth/sign-out' }), expect: publicRoute(200) },
    { method: 'GET', url: '/api/v1/user/get-user-profile', request: async () => ({ path: '/api/v1/user/get-user-profile' }), expect: ownAccount(200) },
    { method: 'GET', url: '/api/v1/projects', request: async () => ({ path: '/api/v1/projects' }), expect: ownAccount(200) },
    {
      method: 'POST',
      url: '/api/v1/projects',
      request: async () => ({ path: '/api/v1/projects', json: { name: next('Project') } }),
      expect: ownAccount(201),
    },
    {
      method: 'POST',
      url: '/api/v1/projects/:projectId/upload_tokens',
      request: async (o) => ({ path: `/api/v1/projects/${o.projectId}/upload_tokens`, json: { label: 'CI' } }),
      expect: groupResource(201),
    },
    {
      method: 'DELETE',
      url: '/api/v1/projects/:projectId/upload_tokens/:tokenId',
      // The owner made the token: another member may not revoke it (its maker or an admin may).
      request: async (o) => {
        const { id } = await createUploadToken(server.context, o.projectId, o.userId);
        return { path: `/api/v1/projects/${o.projectId}/upload_tokens/${id}` };
      },
      expect: authorOnly(200),
    },
    // Personal manual-report tokens: each signed-in user lists and makes their own.
    { method: 'GET', url: '/api/v1/user/manual_report_tokens', request: async () => ({ path: '/api/v1/user/manual_report_tokens' }), expect: ownAccount(200) },
    {
      method: 'POST',
      url: '/api/v1/user/manual_report_tokens',
      request: async () => ({ path: '/api/v1/user/manual_report_tokens', json: { label: 'Laptop' } }),
      expect: ownAccount(201),
    },
    {
      method: 'DELETE',
      url: '/api/v1/user/manual_report_tokens/:tokenId',
      // The owner's token: anyone else, in the group or not, is told it does not exist.
      request: async (o) => {
        const { id } = await createManualReportToken(server.context, o.userId);
        return { path: `/api/v1/user/manual_report_tokens/${id}` };
      },
      expect: { ...groupResource(204), member: 404 },
    },
    // Neither demo group may start a trial (paid; free without eligibility): 409 once signed in.
    { method: 'POST', url: '/api/v1/group/free-trial', request: async () => ({ path: '/api/v1/group/free-trial' }), expect: ownAccount(409) },
    { method: 'GET', url: '/api/v1/group/free-trial-status', request: async () => ({ path: '/api/v1/group/free-trial-status' }), expect: ownAccount(200) },
    { method: 'PATCH', url: '/api/v1/user/disable-tunnel-vision', request: async () => ({ path: '/api/v1/user/disable-tunnel-vision' }), expect: ownAccount(200) },
    {
      method: 'GET',
      url: '/api/v1/reports',
      request: async (o) => ({ path: `/api/v1/reports?type=automatedTest&projectId=${o.projectId}` }),
      expect: ownAccount(200),
    },
    { method: 'GET', url: '/api/v1/reports/:id/meta', request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/meta` }), expect: reportRead(200) },
    // By name and number only: the group is the signed-in user's, so report tokens (which know no group) cannot use it.
    {
      method: 'GET',
      url: '/api/projects/:project/test_runs/:buildRun/meta',
      request: async (o) => ({ path: `/api/projects/${run(o)}/meta` }),
      expect: groupResource(200),
    },
    { method: 'GET', url: '/api/v1/reports/:id/dataset', request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/dataset` }), expect: reportRead(200) },
    {
      method: 'GET',
      url: '/api/v1/reports/:id/explorer_summary',
      request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/explorer_summary` }),
      expect: reportRead(200),
    },
    {
      method: 'GET',
      url: '/api/v1/reports/:id/dataset/csv',
      request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/dataset/csv` }),
      expect: reportRead(200),
    },
    {
      method: 'GET',
      url: '/api/v1/reports/:id/dataset/strings',
      request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/dataset/strings?column=html&start=0&end=1` }),
      expect: reportRead(200),
    },
    {
      method: 'GET',
      url: '/api/v1/reports/:id/dataset/slices',
      request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/dataset/slices?columns=html&start=0&end=1` }),
      expect: reportRead(200),
    },

    // Build report reads (spec 001 section 7): by report id, or by project and build#number with th_build_id.
    { method: 'GET', url: '/api/v1/reports/:id/overview', request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/overview` }), expect: reportRead(200) },
    {
      method: 'GET',
      url: '/api/projects/:project/test_runs/:buildRun/overview',
      request: async (o) => ({ path: `/api/projects/${run(o)}/overview?th_build_id=${o.reportId}` }),
      expect: reportRead(200),
    },
    { method: 'GET', url: '/api/v1/reports/:id/issues', request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/issues` }), expect: reportRead(200) },
    {
      method: 'GET',
      url: '/api/projects/:project/test_runs/:buildRun/issues',
      request: async (o) => ({ path: `/api/projects/${run(o)}/issues?th_build_id=${o.reportId}` }),
      expect: reportRead(200),
    },
    {
      method: 'GET',
      url: '/api/v1/reports/:id/test_cases',
      request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/test_cases?page=1` }),
      expect: reportRead(200),
    },
    {
      method: 'GET',
      url: '/api/v1/reports/:id/test_cases/:testId/overview',
      request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/test_cases/${encodeURIComponent(o.testCaseId)}/overview` }),
      expect: reportRead(200),
    },
    {
      method: 'GET',
      url: '/api/projects/:project/test_runs/:buildRun/test_cases',
      request: async (o) => ({ path: `/api/projects/${run(o)}/test_cases?page=1&th_build_id=${o.reportId}` }),
      expect: reportRead(200),
    },
    {
      method: 'GET',
      url: '/api/v2/projects/:project/test_runs/:buildRun/test_case_filters',
      request: async (o) => ({ path: `/api/v2/projects/${run(o)}/test_case_filters?th_build_id=${o.reportId}` }),
      expect: reportRead(200),
    },
    {
      method: 'POST',
      url: '/api/v2/projects/:project/test_runs/:buildRun/test_case_search',
      request: async (o) => ({ path: `/api/v2/projects/${run(o)}/test_case_search`, json: { th_build_id: o.reportId, query: 'home', page: 1 } }),
      expect: reportRead(200),
    },
    ...(['GET', 'POST'] as const).flatMap((method) =>
      (['meta', 'overview', 'filters'] as const).map(
        (what): Row => ({
          method,
          url: `/api/v2/projects/:project/test_runs/:buildRun/test_cases/:testId/${what}`,
          request: async (o) => ({ path: testCasePath(o, what) }),
          expect: reportRead(200),
        }),
      ),
    ),
    {
      method: 'POST',
      url: '/api/v3/test_runs/rules',
      request: async (o) => ({ path: '/api/v3/test_runs/rules', json: { th_build_id: o.reportId, filters: {} } }),
      expect: reportRead(200),
    },
    {
      method: 'POST',
      url: '/api/v3/test_runs/guidelines',
      request: async (o) => ({ path: '/api/v3/test_runs/guidelines', json: { th_build_id: o.reportId, filters: {} } }),
      expect: reportRead(200),
    },
    {
      method: 'POST',
      url: '/api/v1/reports/:id/rules',
      request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/rules`, json: { filters: {} } }),
      expect: reportRead(200),
    },
    {
      method: 'POST',
      url: '/api/v1/reports/:id/guidelines',
      request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/guidelines`, json: { filters: {} } }),
      expect: reportRead(200),
    },
    {
      method: 'POST',
      url: '/api/v2/projects/:project/test_runs/:buildRun/rules/:id/components',
      request: async (o) => ({ path: `/api/v2/projects/${run(o)}/rules/image-alt/components`, json: { th_build_id: o.reportId } }),
      expect: reportRead(200),
    },
    {
      method: 'POST',
      url: '/api/v2/projects/:project/test_runs/:buildRun/guidelines/:id/components',
      request: async (o) => ({ path: `/api/v2/projects/${run(o)}/guidelines/1.1.1/components`, json: { th_build_id: o.reportId } }),
      expect: reportRead(200),
    },
    {
      method: 'POST',
      url: '/api/v1/reports/:id/rules/:key/components',
      request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/rules/image-alt/components`, json: {} }),
      expect: reportRead(200),
    },
    {
      method: 'POST',
      url: '/api/v1/reports/:id/guidelines/:key/components',
      request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/guidelines/1.1.1/components`, json: {} }),
      expect: reportRead(200),
    },
    {
      method: 'POST',
      url: '/api/v2/projects/:project/test_runs/:buildRun/issue',
      request: async (o) => ({ path: `/api/v2/projects/${run(o)}/issue`, json: { th_build_id: o.reportId, ruleId: 'image-alt' } }),
      expect: reportRead(200),
    },
    {
      method: 'POST',
      url: '/api/v1/reports/:id/issue',
      request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/issue`, json: { ruleId: 'image-alt' } }),
      expect: reportRead(200),
    },
    {
      method: 'GET',
      url: '/api/v1/projects/:projectId/builds',
      request: async (o) => ({ path: `/api/v1/projects/${o.projectId}/builds` }),
      expect: groupResource(200),
    },
    {
      method: 'GET',
      url: '/api/v1/projects/:projectId/trends',
      request: async (o) => ({ path: `/api/v1/projects/${o.projectId}/trends?range=all` }),
      expect: groupResource(200),
    },

    // Author-only changes (spec 001 sections 5-7), each on a fresh completed build; never through a token.
    {
      method: 'PATCH',
      url: '/api/issues/hide',
      request: async () => {
        const reportId = await completedBuild();
        const issueId = await issueOf(reportId, 'image-alt');
        return {
          path: '/api/issues/hide',
          reportId,
          json: { scope: 'issue', hidden: true, reason: 'False positive', issueId, reportId, testType: 'Build', persist: false },
        };
      },
      expect: authorOnly(200),
    },
    {
      method: 'PATCH',
      url: '/api/issues/:id/needs-review',
      request: async () => {
        const reportId = await completedBuild();
        const issueId = await issueOf(reportId, 'label');
        return { path: `/api/issues/${encodeURIComponent(issueId)}/needs-review`, reportId, json: { reportId, confirmed: true, persist: false } };
      },
      expect: authorOnly(200),
    },
    {
      method: 'PATCH',
      url: '/api/issues/:id/preferred',
      request: async () => {
        const reportId = await completedBuild();
        const issueId = await issueOf(reportId, 'color-contrast');
        // The fixture's check data carries no colours, so the behaviour is set straight in the database.
        await server.context.db
          .updateTable('issues')
          .set({ behaviour: 'foreground #777777 on background #ffffff (4.48:1)' })
          .where('report_id', '=', reportId)
          .where('fingerprint', '=', issueId)
          .execute();
        return { path: `/api/issues/${encodeURIComponent(issueId)}/preferred`, reportId, json: { reportId, preferred: true, persist: false } };
      },
      expect: authorOnly(200),
    },
    {
      method: 'DELETE',
      url: '/api/v1/reports/:id',
      request: async () => {
        const reportId = await completedBuild();
        return { path: `/api/v1/reports/${reportId}`, reportId };
      },
      expect: authorOnly(200),
    },

    // Sharing (spec 002 sections 4, 6, 7): public links are the author's; embed tokens any member's.
    {
      method: 'POST',
      url: '/api/public_reports',
      request: async (o) => ({ path: '/api/public_reports', json: { id: o.reportId, type: 'automatedTest' } }),
      expect: authorOnly(200),
    },
    {
      method: 'DELETE',
      url: '/api/public_reports/:id',
      request: async () => {
        const reportId = await completedBuild();
        return { path: `/api/public_reports/${reportId}?type=automatedTest`, reportId };
      },
      expect: authorOnly(200),
    },
    // The public page's first call: only a working public-link token opens its report; anything else is the public 404.
    {
      method: 'GET',
      url: '/api/public_reports/feature_flags',
      request: async () => ({ path: '/api/public_reports/feature_flags' }),
      expect: { ...publicRoute(404), public: 200 },
    },
    {
      method: 'POST',
      url: '/api/v1/auth/session_token',
      request: async (o) => ({ path: '/api/v1/auth/session_token', json: { reportId: o.reportId } }),
      expect: groupResource(200),
    },
    { method: 'GET', url: '/api/v1/group/sharing', request: async () => ({ path: '/api/v1/group/sharing' }), expect: ownAccount(200) },
    // Turning sharing on again changes nothing (the other group's admin switches their own group); admins only.
    {
      method: 'PUT',
      url: '/api/v1/group/sharing',
      request: async () => ({ path: '/api/v1/group/sharing', json: { publicLinksEnabled: true } }),
      expect: { ...ownAccount(200), member: 403 },
    },

    // Exports: any member of the report's group; report tokens cannot export.
    {
      method: 'POST',
      url: '/api/export_reports',
      request: async (o) => ({ path: '/api/export_reports', json: { id: o.reportId, type: 'automatedTest' } }),
      expect: groupResource(202),
    },
    { method: 'GET', url: '/api/export_reports/:id', request: async (o) => ({ path: `/api/export_reports/${o.exportId}` }), expect: groupResource(200) },
    {
      method: 'GET',
      url: '/api/export_reports/:id/download',
      request: async (_o, author) => ({ path: `/api/export_reports/${await finishedExport(author)}/download` }),
      expect: groupResource(200),
    },

    {
      method: 'POST',
      url: '/api/v1/ingest/builds',
      request: async () => ({ path: '/api/v1/ingest/builds', json: { buildName: next('Build') } }),
      expect: { none: 401, other: 401, otherToken: 201, token: 201, member: 401, own: 401, embed: 401, public: 401 },
    },
    {
      method: 'POST',
      url: '/api/v1/ingest/builds/:id/batches',
      request: async () => ({ path: `/api/v1/ingest/builds/${await runningBuild()}/batches`, json: { batchId: 'b1', results: axePage('https://a.example/') } }),
      expect: ingestBuild,
    },
    {
      method: 'POST',
      url: '/api/v1/ingest/builds/:id/finalize',
      request: async () => ({ path: `/api/v1/ingest/builds/${await runningBuild()}/finalize` }),
      expect: ingestBuild,
    },
    {
      method: 'POST',
      url: '/api/v1/ingest/runs/finalize',
      request: async () => {
        const runKey = next('run');
        await server.request('POST', '/api/v1/ingest/builds', { token: a.token, json: { buildName: 'Sharded', runKey } });
        return { path: '/api/v1/ingest/runs/finalize', json: { buildName: 'Sharded', runKey } };
      },
      // Another group's token finds no build with that run key in its own project.
      expect: ingestBuild,
    },
    {
      method: 'GET',
      url: '/api/v1/ingest/builds/:id/comparison',
      request: async () => ({ path: `/api/v1/ingest/builds/${await completedBuild()}/comparison` }),
      expect: ingestBuild,
    },
    {
      method: 'POST',
      url: '/api/pusher_connection/start',
      request: async () => ({ path: '/api/pusher_connection/start', json: { source: 'dashboard' } }),
      expect: ownAccount(200),
    },
    // Live channels are per session: asking for another session's, even the owner's own other session
    // (`author`), is refused outright (403), as Pusher expects; live.test.ts signs the caller's own.
    {
      method: 'POST',
      url: '/api/pusher/auth',
      request: async (_o, author) => {
        const start = await server.request('POST', '/api/pusher_connection/start', { cookie: author, json: {} });
        return { path: '/api/pusher/auth', form: { socket_id: '1234.5678', channel_name: start.body.data.channel } };
      },
      expect: { none: 401, other: 403, otherToken: 401, token: 401, member: 403, own: 403, embed: 401, public: 401 },
    },
    {
      method: 'POST',
      url: '/api/pusher/updates',
      request: async (o) => ({
        path: '/api/pusher/updates',
        json: {
          event: 'get_updates',
          data: { product: 'automate', category: 'build', build_uuid: [o.reportId], user_id: o.userId, group_id: o.groupId, timestamp: 1 },
        },
      }),
      expect: { none: 401, other: 403, otherToken: 401, token: 401, member: 403, own: 200, embed: 401, public: 401 },
    },
    // Compare calls: members of the runs' group only (report tokens read one report, never two).
    { method: 'GET', url: '/api/compare/meta', request: async (o) => ({ path: `/api/compare/meta?product=automatedTest&ids=${await compareIds(o)}` }), expect: groupResource(200) },
    { method: 'GET', url: '/api/compare/summary', request: async (o) => ({ path: `/api/compare/summary?product=automatedTest&ids=${await compareIds(o)}` }), expect: groupResource(200) },
    ...(['filters', 'scan_logs', 'csv'] as const).map((call) => ({
      method: 'GET' as const,
      url: `/api/compare/${call}`,
      request: async (o: Owned) => ({ path: `/api/compare/${call}?product=automatedTest&ids=${await compareIds(o)}` }),
      expect: groupResource(200),
    })),
    ...(['rules', 'guidelines', 'issues'] as const).map((call) => ({
      method: 'POST' as const,
      url: `/api/compare/${call}`,
      request: async (o: Owned) => ({ path: `/api/compare/${call}?product=automatedTest&ids=${await compareIds(o)}`, json: {} }),
      expect: groupResource(200),
    })),
    {
      method: 'POST',
      url: '/api/compare/components',
      request: async (o) => ({ path: `/api/compare/components?product=automatedTest&ids=${await compareIds(o)}`, json: { ruleId: 'image-alt' } }),
      expect: groupResource(200),
    },
    {
      method: 'POST',
      url: '/api/compare/guidelines/:guideline/components',
      request: async (o) => ({ path: `/api/compare/guidelines/1.1.1/components?product=automatedTest&ids=${await compareIds(o)}`, json: {} }),
      expect: groupResource(200),
    },
    // The compare-run modal's run list, search and updates: members; an embed token reads its own run's project only (testRuns.test.ts).
    {
      method: 'GET',
      url: '/api/test_runs',
      request: async (o) => ({ path: `/api/test_runs?th_build_id=${o.reportId}&project_id=${o.projectId}` }),
      expect: { ...groupResource(200), embed: 200 },
    },
    {
      method: 'GET',
      url: '/api/v2/test_runs/search',
      request: async (o) => ({ path: `/api/v2/test_runs/search?query=main&th_build_id=${o.reportId}&project_name=${encodeURIComponent(o.projectName)}` }),
      expect: { ...groupResource(200), embed: 200 },
    },
    {
      method: 'POST',
      url: '/api/v2/test_runs/updates',
      request: async (o) => ({
        path: '/api/v2/test_runs/updates',
        json: { th_build_id: o.reportId, project_name: o.projectName, last_checked: '2026-01-01T00:00:00Z', builds: [o.reportId] },
      }),
      expect: { ...groupResource(200), embed: 200 },
    },
  ];

  const table = routeTable([...ROWS, ...(SETTINGS_ROWS as Row[]), ...growthRows(() => server), ...memberRows(() => server), ...pdfRows(() => server), ...manualRows(() => server), ...instanceRows(() => server)]);

  beforeAll(async () => {
    clock = new ManualClock('2026-11-22T09:00:00.000Z');
    staticDir = await mkdtemp(join(tmpdir(), 'curbcut-security-app-'));
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Curbcut</title>');
    server = await db().start({ demo: true, clock, live: LIVE, staticDir });
    const { users } = await ensureDemoAccounts(server.context);
    await createUser(server.context.db, clock, {
      groupId: users.demo.groupId,
      email: 'member@curbcut.local',
      name: 'Member',
      password: DEMO_PASSWORD,
      role: 'member',
    });
    const cookie = await signIn(server, 'demo@curbcut.local');
    const project = (await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'Security #1 / A' } })).body.data.project;
    const token = (await server.request('POST', `/api/v1/projects/${project.id}/upload_tokens`, { cookie, json: {} })).body.data.token;
    const build = (await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'Nightly #main' } })).body.data;
    await server.request('POST', `/api/v1/ingest/builds/${build.id}/batches`, { token, json: { batchId: 'b1', results: axePage('https://a.example/') } });
    await server.request('POST', `/api/v1/ingest/builds/${build.id}/batches`, { token, json: { batchId: 'b2', testCases: [TEST_CASE] } });
    expect((await server.request('POST', `/api/v1/ingest/builds/${build.id}/finalize`, { token })).status).toBe(200);
    const testCase = await server.context.db.selectFrom('test_cases').select('id').where('report_id', '=', build.id).executeTakeFirstOrThrow();
    const exported = await server.request('POST', '/api/export_reports', { cookie, json: { id: build.id, type: 'automatedTest' } });
    expect(exported.status, exported.text).toBe(202);
    a = {
      userId: users.demo.id,
      groupId: users.demo.groupId,
      projectId: project.id,
      projectName: project.name,
      token,
      reportId: build.id,
      buildName: build.buildName,
      buildNumber: build.buildNumber,
      testCaseId: testCase.id,
      exportId: exported.body.data.id,
    };
    const freeCookie = await signIn(server, 'free@curbcut.local');
    const theirs = (await server.request('POST', '/api/v1/projects', { cookie: freeCookie, json: { name: 'Security B' } })).body.data.project;
    otherToken = (await server.request('POST', `/api/v1/projects/${theirs.id}/upload_tokens`, { cookie: freeCookie, json: {} })).body.data.token;
  });

  afterAll(() => rm(staticDir, { recursive: true, force: true }));

  it('has a row for every route the server registers (the scanner\'s in securityScanRows.ts)', () => {
    const registered = server.routes.map((r) => `${r.method} ${r.url}`).sort();
    const scanner = routeTable(SCAN_ROWS);
    const missing = registered.filter((key) => !table.has(key) && !scanner.has(key));
    expect(missing, 'routes without a row in the security table: add one with the status each caller gets').toEqual([]);
    expect([...table.keys(), ...scanner.keys()].sort()).toEqual(registered);
  });

  for (const row of table.values()) {
    it(`${row.method} ${row.url}: answers each caller as the table says`, () => checkRow({ server, clock, a, otherToken }, row));
  }

  it('shows another group none of group A\'s projects or reports in its lists', async () => {
    const cookie = await signIn(server, 'free@curbcut.local');
    const projects = (await server.request('GET', '/api/v1/projects', { cookie })).body.data.projects;
    expect(projects.map((p: { id: string }) => p.id)).not.toContain(a.projectId);
    const reports = (await server.request('GET', `/api/v1/reports?projectId=${a.projectId}`, { cookie })).body.data.reports;
    expect(reports).toEqual([]);
  });
});
