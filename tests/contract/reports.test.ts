/**
 * Contract of the report reads: list, meta (and the spec's `{build#number}` alias), group scoping,
 * and the worker dataset with its string slices, on SQLite and PostgreSQL.
 */
import { beforeAll, expect, it } from 'vitest';
import {
  DATASET_CONTENT_TYPE,
  buildPath,
  buildRunSegment,
  createRemoteStringReader,
  decodeDataset,
  generateLargeReport,
  readDatasetLayout,
  summarizeIssues,
  type StringColumnReader,
} from '@curbcut/core';
import { seedLargeReport } from '../../packages/server/src/reports/seedLarge';
import { axePage as fixturePage, type AxeFinding } from './axeFixtures';
import { describeEachDatabase, signIn, type TestServer } from './harness';

/** One page with one node per violated rule; elements carry an empty alt so snippets are distinct from ingest's. */
function axePage(url: string, violations: AxeFinding[]) {
  return fixturePage(url, { violations, html: ([, , selector]) => `<img src="/${selector}.png" alt="">` });
}

async function fetchDataset(server: TestServer, cookie: string, id: string) {
  const res = await fetch(`${server.url}/api/v1/reports/${id}/dataset`, { headers: { cookie } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** Reads string columns through `GET /dataset/strings`, as the browser's worker does. */
function remoteStrings(server: TestServer, cookie: string, id: string, rowCount: number): StringColumnReader {
  return createRemoteStringReader({
    rowCount,
    fetch: async (column, start, end) => {
      const res = await server.request('GET', `/api/v1/reports/${id}/dataset/strings?column=${column}&start=${start}&end=${end}`, { cookie });
      expect(res.status).toBe(200);
      return res.body.data;
    },
  });
}

describeEachDatabase('reports', (db) => {
  let server: TestServer;
  let cookie: string;
  let freeCookie: string;
  let projectId: string;
  let token: string;
  const ids = { first: '', scan: '', release: '' };

  const ingest = async (buildName: string, pages: ReturnType<typeof axePage>[], type?: string) => {
    const created = await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName, type } });
    const id: string = created.body.data.id;
    await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, { token, json: { batchId: 'b1', results: pages } });
    await server.request('POST', `/api/v1/ingest/builds/${id}/finalize`, { token });
    return id;
  };

  beforeAll(async () => {
    server = await db().start({ demo: true });
    cookie = await signIn(server, 'demo@curbcut.local');
    freeCookie = await signIn(server, 'free@curbcut.local');
    const project = await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'Checkout web' } });
    projectId = project.body.data.project.id;
    token = (await server.request('POST', `/api/v1/projects/${projectId}/upload_tokens`, { cookie, json: {} })).body.data.token;
    ids.first = await ingest('Nightly', [axePage('https://shop.example.com/', [['image-alt', 'critical', 'img.hero']])]);
    ids.scan = await ingest(
      'Weekly scan',
      [
        axePage('https://shop.example.com/a', [['link-name', 'serious', 'a.more']]),
        axePage('https://shop.example.com/b', [['region', 'moderate', 'div.promo']]),
      ],
      'websiteScan',
    );
    ids.release = await ingest('Release #7 (beta)', [axePage('https://shop.example.com/', [['label', 'critical', 'input#q']])]);
  });

  it('lists the group\'s reports newest first with project, author and issue summary', async () => {
    const res = await server.request('GET', '/api/v1/reports', { cookie });
    expect(res.status).toBe(200);
    const reports = res.body.data.reports;
    expect(reports.map((r: { id: string }) => r.id)).toEqual([ids.release, ids.scan, ids.first]);
    expect(reports[2]).toMatchObject({
      type: 'automatedTest',
      name: 'Nightly',
      projectId,
      projectName: 'Checkout web',
      buildName: 'Nightly',
      buildNumber: 1,
      status: 'completed',
      createdBy: { name: 'Demo User' },
      issueSummary: { critical: 1, issueCount: 1, pageCount: 1 },
    });
  });

  it('filters the list by type and project', async () => {
    const scans = await server.request('GET', '/api/v1/reports?type=websiteScan', { cookie });
    expect(scans.body.data.reports.map((r: { id: string }) => r.id)).toEqual([ids.scan]);
    const none = await server.request('GET', '/api/v1/reports?projectId=prj_0000000000000000000000000', { cookie });
    expect(none.body.data.reports).toEqual([]);
    const bad = await server.request('GET', '/api/v1/reports?type=spreadsheet', { cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.error.path).toBe('query.type');
  });

  it('hides another group\'s reports: empty list, 404 on meta and dataset', async () => {
    const list = await server.request('GET', '/api/v1/reports', { cookie: freeCookie });
    expect(list.body.data.reports).toEqual([]);
    const meta = await server.request('GET', `/api/v1/reports/${ids.first}/meta`, { cookie: freeCookie });
    expect(meta.status).toBe(404);
    expect(meta.body.error.code).toBe('not_found');
    expect((await fetchDataset(server, freeCookie, ids.first)).res.status).toBe(404);
    const alias = buildPath('/api/projects/{project}/test_runs/{run}/meta', { project: 'Checkout web', run: 'Nightly#1' });
    expect((await server.request('GET', alias, { cookie: freeCookie })).status).toBe(404);
  });

  it('serves the build meta by project name and {build#number}, with # sent as %23', async () => {
    const path = buildPath('/api/projects/{project}/test_runs/{run}/meta', {
      project: 'Checkout web',
      run: buildRunSegment('Release #7 (beta)', 1),
    });
    expect(path).toContain('Release%20%237%20%28beta%29%231');
    const res = await server.request('GET', path, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: ids.release, buildName: 'Release #7 (beta)', buildNumber: 1, status: 'completed' });
    expect(res.body.data.issueSummary.critical).toBe(1);

    const noNumber = buildPath('/api/projects/{project}/test_runs/{run}/meta', { project: 'Checkout web', run: 'Nightly' });
    const bad = await server.request('GET', noNumber, { cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('#');
    const missing = buildPath('/api/projects/{project}/test_runs/{run}/meta', { project: 'Checkout web', run: 'Nightly#9' });
    expect((await server.request('GET', missing, { cookie })).status).toBe(404);
  });

  it('serves the dataset\'s numeric core and reads its text through string slices', async () => {
    const { res, bytes } = await fetchDataset(server, cookie, ids.scan);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(DATASET_CONTENT_TYPE);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    // Only the core prefix travels: the text stays on the server until a slice asks for it.
    expect(bytes.byteLength).toBe(readDatasetLayout(bytes).coreByteLength);
    const dataset = decodeDataset(bytes);
    expect(dataset.rowCount).toBe(2);
    expect(dataset.localStrings).toEqual({});
    expect([...dataset.pages].sort()).toEqual(['https://shop.example.com/a', 'https://shop.example.com/b']);
    expect(dataset.rules.map((r) => r.id).sort()).toEqual(['link-name', 'region']);

    const html = await server.request('GET', `/api/v1/reports/${ids.scan}/dataset/strings?column=html&start=0&end=2`, { cookie });
    expect(html.status).toBe(200);
    expect(html.body.data).toEqual(['<img src="/a.more.png" alt="">', '<img src="/div.promo.png" alt="">']);
    const checks = await server.request('GET', `/api/v1/reports/${ids.scan}/dataset/strings?column=checks&start=0&end=2`, { cookie });
    expect(checks.body.data.map((c: string) => JSON.parse(c).any[0].message)).toEqual(['link-name fails', 'region fails']);
  });

  it('names the bad parameter of a string slice', async () => {
    const base = `/api/v1/reports/${ids.scan}/dataset/strings`;
    const column = await server.request('GET', `${base}?column=password&start=0&end=1`, { cookie });
    expect(column.status).toBe(400);
    expect(column.body.error.path).toBe('query.column');
    expect(column.body.error.message).toContain('html');
    const range = await server.request('GET', `${base}?column=html&start=0&end=5001`, { cookie });
    expect(range.status).toBe(400);
    expect(range.body.error.path).toBe('query.end');
    expect(range.body.error.message).toContain('5000');
    const start = await server.request('GET', `${base}?column=html&start=-1&end=1`, { cookie });
    expect(start.body.error.path).toBe('query.start');
    const beyond = await server.request('GET', `${base}?column=html&start=0&end=3`, { cookie });
    expect(beyond.body.error.path).toBe('query.end');
    expect(beyond.body.error.message).toContain('2 rows');
  });

  it('streams a seeded report of 7,500 issues across dataset pages, counted like core counts them', async () => {
    const user = await server.context.db.selectFrom('users').select(['id', 'group_id']).where('email', '=', 'demo@curbcut.local').executeTakeFirstOrThrow();
    const seeded = await seedLargeReport(server.context, {
      groupId: user.group_id,
      projectId,
      createdBy: user.id,
      nodes: 7_500,
      seed: 7,
    });
    expect(seeded.issueCount).toBe(7_500);

    const generated = [...generateLargeReport({ nodes: 7_500, seed: 7 }).issues()];
    const expected = summarizeIssues(generated);
    const meta = await server.request('GET', `/api/v1/reports/${seeded.reportId}/meta`, { cookie });
    expect(meta.body.data.issueSummary).toEqual(expected);

    const { bytes } = await fetchDataset(server, cookie, seeded.reportId);
    const dataset = decodeDataset(bytes);
    expect(dataset.rowCount).toBe(7_500);
    expect(dataset.testCases).toHaveLength(200);
    const strings = remoteStrings(server, cookie, seeded.reportId, dataset.rowCount);
    expect(await strings.read('fingerprint', 0, dataset.rowCount)).toEqual(generated.map((i) => i.fingerprint));
    expect(await strings.read('target', 4990, 5010)).toEqual(generated.slice(4990, 5010).map((i) => i.target));
  });
});
