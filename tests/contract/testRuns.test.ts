/**
 * Contract of the compare-run modal's calls (spec 002 'Compare-run modal', issue 19):
 * `GET /api/test_runs` (a project's builds or a website scan's runs, 20 a page, `info.next`),
 * `GET /api/v2/test_runs/search` and `POST /api/v2/test_runs/updates`: the run rows and their
 * counts, paging, the filters, and the refusals (signed out, public-link tokens, another group's
 * project 404, an embed token outside its own run's list). On SQLite and PostgreSQL.
 */
import { beforeAll, expect, it } from 'vitest';
import { TEST_RUNS_PAGE_SIZE } from '@curbcut/core';
import { ManualClock } from '@curbcut/server';
import { axePage } from './axeFixtures';
import { describeEachDatabase, signIn, type TestServer } from './harness';

const PAGE = 'https://shop.example.com/';

describeEachDatabase('test run list', (db) => {
  let server: TestServer;
  let clock: ManualClock;
  let cookie: string;
  let token: string;
  let projectId: string;
  /** Build ids, oldest first: 'main' #1..#21 with 'release' #1 in between. */
  const mains: string[] = [];
  let release: string;
  let running: string;

  const create = async (buildName: string, type?: 'websiteScan'): Promise<string> => {
    clock.advance(60_000);
    const res = await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName, ...(type ? { type } : {}) } });
    expect(res.status, res.text).toBe(201);
    return res.body.data.id as string;
  };
  const finalize = async (id: string) => expect((await server.request('POST', `/api/v1/ingest/builds/${id}/finalize`, { token })).status).toBe(200);
  const list = (query: string, who: { cookie?: string; token?: string } = { cookie }) => server.request('GET', `/api/test_runs?${query}`, who);

  beforeAll(async () => {
    clock = new ManualClock('2026-11-22T09:00:00.000Z');
    server = await db().start({ demo: true, clock });
    cookie = await signIn(server, 'demo@curbcut.local');
    projectId = (await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'Run list' } })).body.data.project.id;
    token = (await server.request('POST', `/api/v1/projects/${projectId}/upload_tokens`, { cookie, json: {} })).body.data.token;
    // The first build has two issues on two components in a failed and a passed test case.
    const first = await create('main');
    const batch = await server.request('POST', `/api/v1/ingest/builds/${first}/batches`, {
      token,
      json: {
        batchId: 'b1',
        testCases: [
          { key: 'home', name: 'Home', status: 'failed', results: axePage(PAGE, { violations: [['image-alt', 'critical', 'img.a'], ['link-name', 'serious', 'a.x']] }) },
          { key: 'about', name: 'About', status: 'passed', results: axePage(`${PAGE}about`, { violations: [] }) },
        ],
      },
    });
    expect(batch.status, batch.text).toBe(200);
    await finalize(first);
    mains.push(first);
    release = await create('Release  Candidate');
    await finalize(release);
    for (let i = 2; i <= TEST_RUNS_PAGE_SIZE + 1; i++) {
      const id = await create('main');
      await finalize(id);
      mains.push(id);
    }
    running = await create('main');
  });

  it('lists a project\'s builds newest first with their counts, 20 a page, and info.next', async () => {
    const first = await list(`project_id=${projectId}`);
    expect(first.status, first.text).toBe(200);
    const rows = first.body.data.testRuns;
    expect(rows).toHaveLength(TEST_RUNS_PAGE_SIZE);
    expect(first.body.data.info).toEqual({ next: 2 });
    // When the page was read: where the modal's updates calls start.
    expect(first.body.data.checkedAt).toBe(clock.now().toISOString());
    // The build still running comes first, without a summary.
    expect(rows[0]).toMatchObject({ thBuildId: running, name: 'main', normalisedName: 'main', buildNumber: 22, status: 'running', summary: null, error: null });
    expect(rows[1]).toMatchObject({ thBuildId: mains[TEST_RUNS_PAGE_SIZE], status: 'completed' });

    const second = await list(`project_id=${projectId}&page=2`);
    expect(second.body.data.info).toEqual({ next: null });
    const last = second.body.data.testRuns;
    expect(last.map((r: { thBuildId: string }) => r.thBuildId)).toEqual([mains[1], release, mains[0]]);
    expect(last[1]).toMatchObject({ name: 'Release  Candidate', normalisedName: 'release candidate' });
    expect(last[2]).toEqual({
      thBuildId: mains[0],
      name: 'main',
      normalisedName: 'main',
      buildNumber: 1,
      createdAt: '2026-11-22T09:01:00.000Z',
      error: null,
      status: 'completed',
      summary: { issueCount: 2, componentCount: 2, health: { failed: 1, passed: 1, total: 2 }, scanStability: { success: 2, failure: 0, redirect: 0 } },
    });
  });

  it('filters by build name and finds the project by name or by the run it is for', async () => {
    const named = await list(`project_name=${encodeURIComponent('Run list')}&build_name=${encodeURIComponent('Release  Candidate')}&source=lcnc`);
    expect(named.status, named.text).toBe(200);
    expect(named.body.data.testRuns.map((r: { thBuildId: string }) => r.thBuildId)).toEqual([release]);
    const ofRun = await list(`th_build_id=${release}&page=2`);
    expect(ofRun.body.data.testRuns).toHaveLength(3);
    expect((await list('page=1')).status).toBe(400);
  });

  it('searches build names and numbers, and answers the listed builds changed since a time', async () => {
    const search = await server.request('GET', `/api/v2/test_runs/search?query=${encodeURIComponent(' CANDIDATE')}&project_name=${encodeURIComponent('Run list')}`, { cookie });
    expect(search.status, search.text).toBe(200);
    expect(search.body.data).toMatchObject({ testRuns: [{ thBuildId: release }], info: { next: null } });
    const numbered = await server.request('GET', `/api/v2/test_runs/search?query=%2321&project_name=${encodeURIComponent('Run list')}`, { cookie });
    expect(numbered.body.data.testRuns.map((r: { buildNumber: number }) => r.buildNumber)).toEqual([21]);
    // % is a character to find, not a wildcard.
    const literal = await server.request('GET', '/api/v2/test_runs/search?query=%25', { cookie });
    expect(literal.body.data.testRuns).toEqual([]);

    const before = clock.now().toISOString();
    clock.advance(60_000);
    await finalize(running);
    const updates = await server.request('POST', '/api/v2/test_runs/updates', {
      cookie,
      json: { project_name: 'Run list', last_checked: before, builds: [running, release, 'rep_unknown'] },
    });
    expect(updates.status, updates.text).toBe(200);
    expect(updates.body.data.testRuns).toMatchObject([{ thBuildId: running, status: 'completed', summary: { issueCount: 0 } }]);
    expect(updates.body.data.checkedAt).toBe(clock.now().toISOString());
    const badDate = await server.request('POST', '/api/v2/test_runs/updates', { cookie, json: { project_name: 'Run list', last_checked: 'yesterday', builds: [] } });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error).toMatchObject({ path: 'body.last_checked', message: expect.stringContaining('"yesterday"') });
  });

  it('searches and answers updates for the project given by id or by the run the modal is for', async () => {
    const search = (query: string) => server.request('GET', `/api/v2/test_runs/search?query=candidate&${query}`, { cookie });
    for (const query of [`project_id=${projectId}`, `th_build_id=${mains[0]}`]) {
      const res = await search(query);
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.testRuns.map((r: { thBuildId: string }) => r.thBuildId), query).toEqual([release]);
    }
    expect((await search('project_id=prj_unknown')).status).toBe(404);

    const updates = (json: Record<string, unknown>) =>
      server.request('POST', '/api/v2/test_runs/updates', { cookie, json: { last_checked: '2026-11-22T09:00:00.000Z', builds: [release], ...json } });
    for (const by of [{ project_id: projectId }, { th_build_id: mains[0] }]) {
      const res = await updates(by);
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.testRuns, JSON.stringify(by)).toMatchObject([{ thBuildId: release, status: 'completed' }]);
    }
    const none = await updates({});
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({ path: 'body.project_name', message: expect.stringMatching(/project_name, project_id or th_build_id/) });
    // The caller is checked first: signed out, the same body is a 401.
    expect((await server.request('POST', '/api/v2/test_runs/updates', { json: { last_checked: 'yesterday', builds: [] } })).status).toBe(401);
  });

  it('lists the runs of a website scan with their page outcomes', async () => {
    const scanPage = (url: string, failed: boolean) => ({
      url,
      finalUrl: url,
      status: failed ? 'failure' : 'success',
      reason: failed ? 'Navigation timeout of 30000 ms exceeded' : null,
      httpStatus: failed ? null : 200,
      score: failed ? null : 90,
      startedAt: '2026-11-22T09:00:00.000Z',
      durationMs: 100,
      depth: 0,
      violations: {},
      ...(failed ? {} : { results: axePage(url, { violations: [] }) }),
    });
    const run = async (failedPages: boolean[]) => {
      const id = await create('Site', 'websiteScan');
      const batch = await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, {
        token,
        json: { batchId: 'b1', scanPages: failedPages.map((failed, i) => scanPage(`${PAGE}p${i}`, failed)) },
      });
      expect(batch.status, batch.text).toBe(200);
      await finalize(id);
      return id;
    };
    const ok = await run([false, true]);
    const failed = await run([true, true]);
    const scanId = (await server.context.db.selectFrom('scan_runs').select('scan_id').where('report_id', '=', ok).executeTakeFirstOrThrow()).scan_id;
    const res = await list(`central_scanner=true&scan_id=${scanId}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.testRuns).toMatchObject([
      { thBuildId: failed, name: 'Site', buildNumber: 2, summary: { scanStability: { success: 0, failure: 2, redirect: 0 } } },
      { thBuildId: ok, buildNumber: 1, summary: { scanStability: { success: 1, failure: 1, redirect: 0 } } },
    ]);
    const ofRun = await list(`central_scanner=true&th_build_id=${ok}`);
    expect(ofRun.body.data.testRuns).toHaveLength(2);
    expect((await list('central_scanner=true')).status).toBe(400);
  });

  it('refuses signed-out callers and public-link tokens, and answers 404 for another group', async () => {
    expect((await list(`project_id=${projectId}`, {})).status).toBe(401);
    expect((await server.request('GET', '/api/v2/test_runs/search?query=main', {})).status).toBe(401);
    expect((await server.request('POST', '/api/v2/test_runs/updates', { json: { project_name: 'Run list', last_checked: '2026-01-01T00:00:00Z', builds: [] } })).status).toBe(401);
    expect((await list(`project_id=${projectId}`, { token })).status).toBe(401);

    const shared = await server.request('POST', '/api/public_reports', { cookie, json: { id: mains[0], type: 'automatedTest' } });
    expect(shared.status, shared.text).toBe(200);
    const publicToken = new URLSearchParams(String(shared.body.data.link).split('?')[1]).get('token') as string;
    expect((await list(`th_build_id=${mains[0]}`, { token: publicToken })).status).toBe(401);

    const other = await signIn(server, 'trial@curbcut.local');
    expect((await list(`project_id=${projectId}`, { cookie: other })).status).toBe(404);
    expect((await list(`th_build_id=${mains[0]}`, { cookie: other })).status).toBe(404);
    expect((await server.request('GET', `/api/v2/test_runs/search?query=main&project_name=${encodeURIComponent('Run list')}`, { cookie: other })).status).toBe(404);
    const updates = await server.request('POST', '/api/v2/test_runs/updates', {
      cookie: other,
      json: { project_name: 'Run list', last_checked: '2026-01-01T00:00:00Z', builds: [mains[0]] },
    });
    expect(updates.status).toBe(404);
    const scanId = (await server.context.db.selectFrom('scan_runs').select('scan_id').executeTakeFirstOrThrow()).scan_id;
    expect((await list(`central_scanner=true&scan_id=${scanId}`, { cookie: other })).status).toBe(404);
  });

  it('lets an embed token list, search and check updates in its own run\'s project and nothing else', async () => {
    const embed = await server.request('POST', '/api/v1/auth/session_token', { cookie, json: { reportId: mains[0] } });
    expect(embed.status, embed.text).toBe(200);
    const own = { token: embed.body.data.token as string };
    const res = await list(`th_build_id=${mains[0]}&project_id=${projectId}`, own);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.testRuns).toHaveLength(TEST_RUNS_PAGE_SIZE);
    const search = (query: string) => server.request('GET', `/api/v2/test_runs/search?query=candidate&${query}`, own);
    const found = await search(`th_build_id=${mains[0]}`);
    expect(found.status, found.text).toBe(200);
    expect(found.body.data.testRuns.map((r: { thBuildId: string }) => r.thBuildId)).toEqual([release]);
    const updates = (json: Record<string, unknown>) =>
      server.request('POST', '/api/v2/test_runs/updates', { ...own, json: { th_build_id: mains[0], last_checked: '2026-11-22T09:00:00.000Z', builds: [release], ...json } });
    const changed = await updates({});
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data.testRuns).toMatchObject([{ thBuildId: release }]);

    // Not for another run, not without naming its run, not for another project.
    expect((await list(`th_build_id=${release}`, own)).status).toBe(401);
    expect((await list(`project_id=${projectId}`, own)).status).toBe(401);
    expect((await search(`th_build_id=${release}`)).status).toBe(401);
    expect((await server.request('GET', '/api/v2/test_runs/search?query=main', own)).status).toBe(401);
    expect((await updates({ th_build_id: undefined, project_id: projectId })).status).toBe(401);
    const otherProject = (await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'Elsewhere' } })).body.data.project.id;
    expect((await list(`th_build_id=${mains[0]}&project_id=${otherProject}`, own)).status).toBe(404);
    expect((await search(`th_build_id=${mains[0]}&project_id=${otherProject}`)).status).toBe(404);
    expect((await search(`th_build_id=${mains[0]}&project_name=Elsewhere`)).status).toBe(404);
    expect((await updates({ project_id: otherProject })).status).toBe(404);
  });
});
