/**
 * Security contract of the website scanner on every database: its rows of the route table
 * (securityScanRows.ts) against every kind of caller, then what a row cannot show: a member who
 * created a scan manages it, whoever started a run may cancel it, ended and in-progress runs are a
 * 409 after the permission checks, unknown runs, issues, pages and resources are 404, report tokens
 * open only their own report, and another group's sign-in cannot be attached to a scan.
 *
 * The server runs with `scanWorker: false`: runs stay queued and nothing launches Chromium. The
 * main run's pages are written with the run job's own writer (recordPage) and the run is ended as
 * the job ends it (endRun), which is test set-up, not a path a caller has.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PageResult } from '@curbcut/scanner';
import { createUser, ensureDemoAccounts, ManualClock } from '@curbcut/server';
import { endRun } from '../../packages/server/src/scans/runEnd';
import { recordPage } from '../../packages/server/src/scans/runPages';
import { DEMO_PASSWORD, describeEachDatabase, signIn, type TestServer } from './harness';
import { SCAN_ROWS, type ScanOwned } from './securityScanRows';
import { LIVE, axePage, checkRow, embedToken, publicToken, routeTable } from './securityShared';

const SITE = 'https://shop.example.com';

/** A page of the run as the scanner reports it. */
function page(url: string, fields: Partial<PageResult>): PageResult {
  return {
    url,
    finalUrl: url,
    status: 'success',
    httpStatus: 200,
    reason: null,
    axe: null,
    score: null,
    violations: {},
    snapshot: null,
    depth: 0,
    startedAt: new Date('2026-11-22T09:00:00.000Z'),
    durationMs: 800,
    ...fields,
  };
}

describeEachDatabase('security: website scanner', (db) => {
  let server: TestServer;
  let clock: ManualClock;
  let site: Server;
  let a: ScanOwned;
  let otherToken: string;
  let memberId: string;
  let unique = 0;
  const name = (prefix: string) => `${prefix} ${++unique}`;

  const createScan = async (cookie: string, body: Record<string, unknown> = {}): Promise<string> => {
    const res = await server.request('POST', '/api/v1/scans', {
      cookie,
      json: { name: name('Scan'), scanNow: false, settings: { startUrls: [`${SITE}/`] }, ...body },
    });
    expect(res.status, res.text).toBe(201);
    return res.body.data.scan.id;
  };
  const startRun = async (cookie: string, scanId: string): Promise<string> => {
    const res = await server.request('POST', `/api/v1/scans/${scanId}/runs`, { cookie });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.run.status).toBe('queued');
    return res.body.data.run.id;
  };
  const createAuthConfig = async (cookie: string): Promise<string> => {
    const res = await server.request('POST', '/api/v1/auth_configs', {
      cookie,
      json: { name: name('Sign-in'), type: 'basic', url: 'https://intranet.example.com/', username: 'scanner', password: 'correct horse' },
    });
    expect(res.status, res.text).toBe(201);
    return res.body.data.authConfig.id;
  };

  beforeAll(async () => {
    site = createHttpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${SITE}/</loc></url></urlset>`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));

    clock = new ManualClock('2026-11-22T09:00:00.000Z');
    server = await db().start({ demo: true, clock, live: LIVE, scanWorker: false });
    const { users } = await ensureDemoAccounts(server.context);
    memberId = await createUser(server.context.db, clock, {
      groupId: users.demo.groupId,
      email: 'member@curbcut.local',
      name: 'Member',
      password: DEMO_PASSWORD,
      role: 'member',
    });
    const cookie = await signIn(server, 'demo@curbcut.local');

    // The main scan and its completed run: a scanned page with an issue and a snapshot, and a failed page.
    const scanId = await createScan(cookie);
    const scan = (await server.request('GET', `/api/v1/scans/${scanId}`, { cookie })).body.data.scan;
    const token = (await server.request('POST', `/api/v1/projects/${scan.projectId}/upload_tokens`, { cookie, json: {} })).body.data.token;
    const runId = await startRun(cookie, scanId);
    const home = `${SITE}/`;
    const css = { url: `${SITE}/site.css`, contentType: 'text/css', body: new TextEncoder().encode('body { color: #222; }') };
    const html = `<!doctype html><html><head><link rel="stylesheet" href="${css.url}"></head><body><img class="hero" src="/hero.png"></body></html>`;
    const scanned = page(home, { axe: axePage(home), score: 80, violations: { 'image-alt': 1 }, snapshot: { html, resources: [css] } });
    expect(await recordPage(server.context, runId, scanned)).not.toBeNull();
    const failed = page(`${SITE}/gone`, { status: 'failure', httpStatus: 404, reason: 'HTTP 404 Not Found', depth: 1 });
    expect(await recordPage(server.context, runId, failed)).not.toBeNull();
    expect(await endRun(server.context, runId, { status: 'completed', error: null, timedOut: false, loadLimitReached: false, pagesKnown: 2 })).toBe(true);

    const kysely = server.context.db;
    const issue = await kysely.selectFrom('issues').select('fingerprint').where('report_id', '=', runId).executeTakeFirstOrThrow();
    const snapshot = await kysely.selectFrom('page_snapshots').select(['html_key', 'proxy_map']).where('report_id', '=', runId).executeTakeFirstOrThrow();
    const resource = String(Object.values(JSON.parse(snapshot.proxy_map))[0]);
    a = {
      userId: users.demo.id,
      projectId: scan.projectId,
      token,
      reportId: runId,
      scanId,
      issueId: issue.fingerprint,
      pageId: snapshot.html_key.slice(snapshot.html_key.lastIndexOf('/') + 1, -'.html'.length),
      resourceFile: resource.slice(resource.lastIndexOf('/') + 1),
      sitemapUrl: `http://127.0.0.1:${(site.address() as AddressInfo).port}/sitemap.xml`,
      fresh: {
        name,
        scan: (author) => createScan(author),
        run: async (author) => {
          const fresh = await createScan(author);
          return { scanId: fresh, runId: await startRun(author, fresh) };
        },
        authConfig: createAuthConfig,
      },
    };

    const freeCookie = await signIn(server, 'free@curbcut.local');
    const theirs = (await server.request('POST', '/api/v1/projects', { cookie: freeCookie, json: { name: 'Security scans B' } })).body.data.project;
    otherToken = (await server.request('POST', `/api/v1/projects/${theirs.id}/upload_tokens`, { cookie: freeCookie, json: {} })).body.data.token;
  });

  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  const table = routeTable(SCAN_ROWS);

  it('has only rows of routes the server registers (security.test.ts checks every route has one)', () => {
    const registered = new Set(server.routes.map((r) => `${r.method} ${r.url}`));
    expect([...table.keys()].filter((key) => !registered.has(key))).toEqual([]);
  });

  for (const row of table.values()) {
    it(`${row.method} ${row.url}: answers each caller as the table says`, () => checkRow({ server, clock, a, otherToken }, row));
  }

  it('lets a member manage the scans they created and an admin any scan; a run in progress is a 409', async () => {
    const member = await signIn(server, 'member@curbcut.local');
    const admin = await signIn(server, 'demo@curbcut.local');
    const scanId = await createScan(member);
    const patch = (cookie: string) => server.request('PATCH', `/api/v1/scans/${scanId}`, { cookie, json: { schedule: null } });
    expect((await patch(member)).status).toBe(200);
    expect((await patch(admin)).status).toBe(200);
    const runId = await startRun(member, scanId);
    expect((await server.request('POST', `/api/v1/scans/${scanId}/runs`, { cookie: member })).status).toBe(409);
    expect((await server.request('POST', `/api/v1/scans/${scanId}/runs`, { cookie: admin })).status).toBe(409);
    expect((await server.request('DELETE', `/api/v1/scans/${scanId}`, { cookie: member })).status).toBe(409);
    const cancel = (cookie: string) => server.request('POST', `/api/v1/scans/${scanId}/runs/${runId}/cancel`, { cookie });
    const cancelled = await cancel(admin);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data.run.status).toBe('cancelled');
    // An ended run is a 409 for those who may cancel; the others still learn nothing about it.
    expect((await cancel(member)).status).toBe(409);
    expect((await cancel(await signIn(server, 'free@curbcut.local'))).status).toBe(404);
    expect((await server.request('DELETE', `/api/v1/scans/${scanId}`, { cookie: member })).status).toBe(200);
    expect((await server.request('GET', `/api/v1/scans/${scanId}`, { cookie: admin })).status).toBe(404);
    // A member's sign-in configuration is theirs and the admins' to delete.
    const authConfigId = await createAuthConfig(member);
    expect((await server.request('DELETE', `/api/v1/auth_configs/${authConfigId}`, { cookie: member })).status).toBe(200);
  });

  it('lets whoever started a run cancel it, and refuses other members before telling them a run is in progress', async () => {
    const admin = await signIn(server, 'demo@curbcut.local');
    const member = await signIn(server, 'member@curbcut.local');
    const scanId = await createScan(admin);
    const runId = await startRun(admin, scanId);
    // The member is refused as for any scan they may not manage, not told that a run is in progress.
    expect((await server.request('POST', `/api/v1/scans/${scanId}/runs`, { cookie: member })).status).toBe(403);
    expect((await server.request('DELETE', `/api/v1/scans/${scanId}`, { cookie: member })).status).toBe(403);
    const cancel = () => server.request('POST', `/api/v1/scans/${scanId}/runs/${runId}/cancel`, { cookie: member });
    expect((await cancel()).status).toBe(403);
    // As when the member's upload of this scan started the run: the run's report is credited to them.
    await server.context.db.updateTable('reports').set({ created_by: memberId }).where('id', '=', runId).execute();
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);
  });

  it('answers 404 for runs of other scans, reports that are not runs, and unknown issues, pages and resources', async () => {
    const cookie = await signIn(server, 'member@curbcut.local');
    const admin = await signIn(server, 'demo@curbcut.local');
    const get = async (path: string) => (await server.request('GET', path, { cookie })).status;
    // A run named under another scan of the group, and an unknown run.
    const other = await a.fresh.run(admin);
    expect((await server.request('POST', `/api/v1/scans/${a.scanId}/runs/${other.runId}/cancel`, { cookie: admin })).status).toBe(404);
    expect((await server.request('POST', `/api/v1/scans/${a.scanId}/runs/rep_unknown/cancel`, { cookie: admin })).status).toBe(404);
    // A build report of the group is readable, but it is not a scan run.
    const { project } = (await server.request('POST', '/api/v1/projects', { cookie: admin, json: { name: name('Builds') } })).body.data;
    const token = (await server.request('POST', `/api/v1/projects/${project.id}/upload_tokens`, { cookie: admin, json: {} })).body.data.token;
    const build = (await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'Nightly' } })).body.data.id;
    expect(await get(`/api/v1/reports/${build}/meta`)).toBe(200);
    for (const path of ['scan', 'scan_logs', 'failed_pages']) expect(await get(`/api/v1/reports/${build}/${path}`), path).toBe(404);
    expect(await get(`/api/test_runs/advanced_scan_failed_urls?th_build_id=${build}`)).toBe(404);
    expect(await get(`/api/v1/reports/${build}/snapshot?issueId=${encodeURIComponent(a.issueId)}`)).toBe(404);
    // Unknown issues and pages of the run; the run's page asked for under another report.
    expect(await get(`/api/v1/reports/${a.reportId}/snapshot?issueId=unknown`)).toBe(404);
    expect(await get(`/api/tests/issue_snapshot?id=unknown&scan_run_id=${a.reportId}`)).toBe(404);
    expect(await get(`/api/v1/reports/${a.reportId}/snapshot_pages/${'0'.repeat(64)}`)).toBe(404);
    expect(await get(`/api/v1/reports/${other.runId}/snapshot_pages/${a.pageId}`)).toBe(404);
    // Resources by name only: an unknown hash, a page's blob, a name that is not `<sha256>.<type>`.
    for (const file of [`${'0'.repeat(64)}.css`, `${a.pageId}.html`, a.resourceFile.replace('.css', '.exe'), '..%2F..%2Fsecret.key']) {
      expect((await server.request('GET', `/api/v1/snapshot_resources/${file}`)).status, file).toBe(404);
    }
  });

  it('serves snapshot pages and resources sandboxed, and report tokens open only their own report', async () => {
    const admin = await signIn(server, 'demo@curbcut.local');
    const pagePath = `/api/v1/reports/${a.reportId}/snapshot_pages/${a.pageId}`;
    const shown = await server.request('GET', pagePath, { cookie: admin });
    expect(shown.status).toBe(200);
    // The page runs the viewer script alone (by its hash); a resource opened on its own runs nothing.
    expect(shown.headers.get('content-security-policy')).toMatch(/^sandbox allow-scripts; script-src 'sha256-[A-Za-z0-9+/]+=*'; default-src 'none'/);
    const resource = await server.request('GET', `/api/v1/snapshot_resources/${a.resourceFile}`);
    expect(resource.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);

    // A token reader's snapshot address carries its token (an iframe sends no header), and only that token opens it.
    const embed = await embedToken(server, a.reportId, admin);
    const snapshot = await server.request('GET', `/api/v1/reports/${a.reportId}/snapshot?issueId=${encodeURIComponent(a.issueId)}`, { token: embed });
    expect(snapshot.body.data.status).toBe('ready');
    expect(snapshot.body.data.snapshotUrl).toBe(`${pagePath}?token=${encodeURIComponent(embed)}`);
    expect((await server.request('GET', snapshot.body.data.snapshotUrl)).status).toBe(200);

    // Tokens of another run of the group (cancelled, so completed and shareable) open nothing of this one.
    const { scanId, runId } = await a.fresh.run(admin);
    expect((await server.request('POST', `/api/v1/scans/${scanId}/runs/${runId}/cancel`, { cookie: admin })).status).toBe(200);
    const strangers = [await embedToken(server, runId, admin), await publicToken(server, runId, admin)];
    for (const token of strangers) {
      expect((await server.request('GET', `/api/v1/reports/${runId}/scan`, { token })).status).toBe(200);
      for (const path of [`/api/v1/reports/${a.reportId}/scan`, `/api/v1/reports/${a.reportId}/scan_logs`, `/api/tests/issue_snapshot?id=${encodeURIComponent(a.issueId)}&scan_run_id=${a.reportId}`]) {
        expect((await server.request('GET', path, { token })).status, path).toBe(401);
      }
      expect((await server.request('GET', `${pagePath}?token=${encodeURIComponent(token)}`)).status).toBe(401);
      // Nor are they a session for the scan calls.
      expect((await server.request('GET', `/api/v1/scans/${scanId}/runs`, { token })).status).toBe(401);
    }
  });

  it("refuses another group's sign-in configuration in a scan, and never returns a password", async () => {
    const admin = await signIn(server, 'demo@curbcut.local');
    const theirs = await createAuthConfig(await signIn(server, 'free@curbcut.local'));
    const created = await server.request('POST', '/api/v1/scans', {
      cookie: admin,
      json: { name: name('Scan'), scanNow: false, settings: { startUrls: [`${SITE}/`] }, authConfigId: theirs },
    });
    expect(created.status).toBe(400);
    expect(created.body.error.path).toBe('$.authConfigId');
    const changed = await server.request('PATCH', `/api/v1/scans/${a.scanId}`, { cookie: admin, json: { authConfigId: theirs } });
    expect(changed.status).toBe(400);
    expect((await server.request('GET', '/api/v1/auth_configs', { cookie: admin })).body.data.authConfigs.map((c: { id: string }) => c.id)).not.toContain(theirs);

    const ours = await createAuthConfig(admin);
    const scanId = await createScan(admin, { authConfigId: ours });
    const texts = await Promise.all(
      ['/api/v1/auth_configs', `/api/v1/scans/${scanId}`, '/api/v1/scans'].map(async (path) => (await server.request('GET', path, { cookie: admin })).text),
    );
    for (const text of texts) expect(text).not.toContain('correct horse');
    const stored = await server.context.db.selectFrom('auth_configs').select('password_enc').where('id', '=', ours).executeTakeFirstOrThrow();
    expect(stored.password_enc).not.toContain('correct horse');
  });
});
