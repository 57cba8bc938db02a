/**
 * Contract of the stored worker dataset (docs/decisions/0017): a finished report's dataset is built
 * once, stored as a blob and served from it (core prefix, ETag, 304), string slices are read from
 * the stored file, invalidation rebuilds, concurrent first requests share one build, and reports
 * still running are built per request. On SQLite and PostgreSQL.
 */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import {
  STRING_COLUMNS,
  STRING_SLICE_CONTENT_TYPE,
  concatBytes,
  createRemoteStringReader,
  decodeDataset,
  decodeStringSlices,
  explorerSummary,
  CSV_ROWS_HEADER,
  csvChunks,
  datasetCsvSource,
  issueLinksFrom,
  sliceSection,
  readDatasetLayout,
  readStringRange,
  rowEnvironment,
  rowIssueStatus,
  type Dataset,
} from '@curbcut/core';
import { buildReportDataset } from '../../packages/server/src/reports/dataset';
import { datasetBlobKey, invalidateReportDataset } from '../../packages/server/src/reports/datasetCache';
import { seedLargeReport } from '../../packages/server/src/reports/seedLarge';
import { selectExportRows } from '../../packages/server/src/exports/selection';
import { describeEachDatabase, signIn, type TestServer } from './harness';

/** One page of axe-core 4.10 output with one node per violated rule; `html` may be any text. */
function axePage(url: string, violations: [ruleId: string, html: string][]) {
  return {
    testEngine: { name: 'axe-core', version: '4.10.2' },
    timestamp: '2026-11-22T10:00:00.000Z',
    url,
    violations: violations.map(([id, html]) => ({
      id,
      impact: 'serious',
      tags: ['cat.text-alternatives', 'wcag2a', 'wcag111'],
      description: `Ensures ${id} is satisfied`,
      help: `${id} help`,
      helpUrl: `https://dequeuniversity.com/rules/axe/4.10/${id}`,
      nodes: [
        {
          any: [{ id: `${id}-check`, data: null, relatedNodes: [], impact: 'serious', message: `${id} fails` }],
          all: [],
          none: [],
          impact: 'serious',
          html,
          target: [`#${id}`],
          failureSummary: `Fix any of the following:\n  ${id} fails`,
        },
      ],
    })),
    incomplete: [],
    passes: [],
    inapplicable: [],
  };
}

function statusOf(dataset: Dataset, row: number): string {
  return rowIssueStatus(dataset.columns.flags[row] as number);
}

describeEachDatabase('stored dataset', (db) => {
  let server: TestServer;
  let cookie: string;
  let freeCookie: string;
  let token: string;
  let owner: { id: string; group_id: string };
  let projectId: string;

  const seed = async (nodes: number, seedNumber: number) =>
    (await seedLargeReport(server.context, { groupId: owner.group_id, projectId, createdBy: owner.id, nodes, seed: seedNumber }))
      .reportId;

  const getDataset = async (id: string, headers: Record<string, string> = {}, who = cookie) => {
    const res = await fetch(`${server.url}/api/v1/reports/${id}/dataset`, { headers: { cookie: who, ...headers } });
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  const slice = async (id: string, column: string, start: number, end: number): Promise<string[]> => {
    const res = await server.request('GET', `/api/v1/reports/${id}/dataset/strings?column=${column}&start=${start}&end=${end}`, { cookie });
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };

  /** The complete dataset (text included) built straight from the database. */
  const fullBuild = async (id: string): Promise<Dataset> => decodeDataset(concatBytes(await buildReportDataset(server.context.db, id)));

  /** Counts queries that read the issues table from now on. */
  /**
   * Reads of issues: on the server's connection, or dataset builds on its read pool (background
   * jobs also compute other reports' overview facts there: those are not reads of the dataset).
   */
  const countIssueReads = () => {
    const spy = vi.spyOn(server.context.db, 'selectFrom');
    const pool = vi.spyOn(server.context.reads, 'run');
    return () =>
      spy.mock.calls.filter(([from]) => String(from).startsWith('issues')).length +
      (pool.mock.calls as unknown as unknown[][]).filter(([task]) => task === 'buildDataset').length;
  };

  const datasetPuts = () => {
    const spy = vi.spyOn(server.context.blobs, 'put');
    return () => spy.mock.calls.filter(([key]) => key.endsWith('.ccds')).map(([key]) => key);
  };

  beforeAll(async () => {
    server = await db().start({ demo: true });
    cookie = await signIn(server, 'demo@curbcut.local');
    freeCookie = await signIn(server, 'free@curbcut.local');
    owner = await server.context.db.selectFrom('users').select(['id', 'group_id']).where('email', '=', 'demo@curbcut.local').executeTakeFirstOrThrow();
    projectId = (await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'Storefront' } })).body.data.project.id;
    token = (await server.request('POST', `/api/v1/projects/${projectId}/upload_tokens`, { cookie, json: {} })).body.data.token;
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('builds a finished report\'s dataset on the first request, stores it, and serves the next one from the blob', async () => {
    const id = await seed(6_000, 11);
    const puts = datasetPuts();
    const first = await getDataset(id);
    expect(first.res.status).toBe(200);
    expect(puts()).toEqual([datasetBlobKey(id, '0')]);
    expect(first.res.headers.get('etag')).toBe(`"${id}.v1.0"`);
    const stored = await server.context.blobs.stat(datasetBlobKey(id, '0'));
    const layout = readDatasetLayout(first.bytes);
    // The blob holds the whole dataset; the answer only its core prefix.
    expect(stored?.size).toBe(layout.totalByteLength);
    expect(first.bytes.byteLength).toBe(layout.coreByteLength);
    expect(Number(first.res.headers.get('content-length'))).toBe(layout.coreByteLength);
    expect(decodeDataset(first.bytes).rowCount).toBe(6_000);

    const issueReads = countIssueReads();
    const second = await getDataset(id);
    expect(second.res.status).toBe(200);
    expect(second.bytes).toEqual(first.bytes);
    expect(issueReads()).toBe(0);
    expect(puts()).toHaveLength(1);
  });

  it('answers 304 to If-None-Match with the current ETag, and 404 to another group whatever it sends', async () => {
    const id = await seed(300, 12);
    const { res } = await getDataset(id);
    const etag = res.headers.get('etag') as string;
    const unchanged = await getDataset(id, { 'if-none-match': etag });
    expect(unchanged.res.status).toBe(304);
    expect(unchanged.bytes.byteLength).toBe(0);
    expect(unchanged.res.headers.get('etag')).toBe(etag);
    expect(unchanged.res.headers.get('cache-control')).toBe('no-store');
    expect((await getDataset(id, { 'if-none-match': `"other", W/${etag}` })).res.status).toBe(304);
    expect((await getDataset(id, { 'if-none-match': `"${id}.v1.stale"` })).res.status).toBe(200);
    expect((await getDataset(id, { 'if-none-match': etag }, freeCookie)).res.status).toBe(404);
  });

  it('reads string slices from the stored file exactly as a full build decodes them, text in any script included', async () => {
    const id = await seed(6_000, 13);
    const full = await fullBuild(id);
    await getDataset(id);
    const issueReads = countIssueReads();
    for (const column of STRING_COLUMNS) {
      for (const [start, end] of [[0, 2_000], [2_990, 3_010], [5_999, 6_000], [4_000, 4_000]] as const) {
        expect(await slice(id, column, start, end), `${column} ${start}..${end}`).toEqual(readStringRange(full, column, start, end));
      }
    }
    expect(issueReads()).toBe(0);

    const created = await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'Intl' } });
    const intl: string = created.body.data.id;
    const texts = ['<p>Café crème</p>', '<span title="東京">天気 ☀️</span>', '<b>😀 emoji — dash</b>'];
    const results = texts.map((html, i) => axePage(`https://shop.example.com/${i}`, [[`rule-${i}`, html]]));
    await server.request('POST', `/api/v1/ingest/builds/${intl}/batches`, { token, json: { batchId: 'b1', results } });
    await server.request('POST', `/api/v1/ingest/builds/${intl}/finalize`, { token });
    expect(await slice(intl, 'html', 0, 3)).toEqual(texts);
    expect(await slice(intl, 'html', 1, 3)).toEqual(texts.slice(1));
    const beyond = await server.request('GET', `/api/v1/reports/${intl}/dataset/strings?column=html&start=0&end=4`, { cookie });
    expect(beyond.status).toBe(400);
    expect(beyond.body.error.message).toBe("end (4) is beyond the dataset's 3 rows.");
  });

  it('serves the same rows as bytes through /dataset/slices, several columns at once, for stored and in-progress reports', async () => {
    const bytesSlices = async (id: string, columns: string, start: number, end: number) => {
      const res = await fetch(`${server.url}/api/v1/reports/${id}/dataset/slices?columns=${columns}&start=${start}&end=${end}`, { headers: { cookie } });
      return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
    };
    const id = await seed(70_000, 15);
    const full = await fullBuild(id);
    const stored = await bytesSlices(id, 'html,target', 1_000, 66_536);
    expect(stored.res.status).toBe(200);
    expect(stored.res.headers.get('content-type')).toBe(STRING_SLICE_CONTENT_TYPE);
    expect(Number(stored.res.headers.get('content-length'))).toBe(stored.bytes.byteLength);
    const [html, target] = decodeStringSlices(stored.bytes, 2);
    for (const [column, section] of [['html', html], ['target', target]] as const) {
      const reader = createRemoteStringReader({ rowCount: 65_536, fetchSection: async (_c, s, e) => sliceSection(section!, s, e) });
      expect(await reader.read(column, 0, 65_536), column).toEqual(readStringRange(full, column, 1_000, 66_536));
    }

    const tooLong = await server.request('GET', `/api/v1/reports/${id}/dataset/slices?columns=html&start=0&end=65537`, { cookie });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatchObject({ path: 'query.end', message: 'end - start is 65537 rows; one call returns at most 65536.' });
    const badColumn = await server.request('GET', `/api/v1/reports/${id}/dataset/slices?columns=html,secret&start=0&end=1`, { cookie });
    expect(badColumn.body.error).toMatchObject({ path: 'query.columns' });
    expect(badColumn.body.error.message).toContain('"secret"');
    expect((await fetch(`${server.url}/api/v1/reports/${id}/dataset/slices?columns=html&start=0&end=1`, { headers: { cookie: freeCookie } })).status).toBe(404);

    const created = await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'Running' } });
    const running: string = created.body.data.id;
    const texts = ['<p>Café</p>', '<b>😀</b>'];
    const results = texts.map((html, i) => axePage(`https://shop.example.com/r${i}`, [[`rule-${i}`, html]]));
    await server.request('POST', `/api/v1/ingest/builds/${running}/batches`, { token, json: { batchId: 'b1', results } });
    const [live] = decodeStringSlices((await bytesSlices(running, 'html', 0, 2)).bytes, 1);
    await expect(createRemoteStringReader({ rowCount: 2, fetchSection: async () => live! }).read('html', 0, 2)).resolves.toEqual(texts);
  });

  it('rebuilds under a new ETag after invalidateReportDataset, showing the changed issue', async () => {
    const id = await seed(400, 14);
    const before = await getDataset(id);
    const oldEtag = before.res.headers.get('etag') as string;
    const hiddenRow = 123;
    const row = await server.context.db
      .selectFrom('issues')
      .select('fingerprint')
      .where('report_id', '=', id)
      .orderBy('seq')
      .offset(hiddenRow)
      .limit(1)
      .executeTakeFirstOrThrow();
    await server.context.db
      .updateTable('issues')
      .set({ issue_status: 'hidden' })
      .where('report_id', '=', id)
      .where('fingerprint', '=', row.fingerprint)
      .execute();
    // Until invalidated, the stored dataset still answers.
    expect(statusOf(decodeDataset((await getDataset(id)).bytes), hiddenRow)).toBe('visible');

    await invalidateReportDataset(server.context, id);
    expect(await server.context.blobs.exists(datasetBlobKey(id, '0'))).toBe(false);
    const puts = datasetPuts();
    const after = await getDataset(id, { 'if-none-match': oldEtag });
    expect(after.res.status).toBe(200);
    const newEtag = after.res.headers.get('etag') as string;
    expect(newEtag).not.toBe(oldEtag);
    expect(puts()).toHaveLength(1);
    const dataset = decodeDataset(after.bytes);
    expect(statusOf(dataset, hiddenRow)).toBe('hidden');
    expect(dataset.rowCount).toBe(400);
    expect((await getDataset(id, { 'if-none-match': newEtag })).res.status).toBe(304);
  });

  it('answers the explorer summary of the stored dataset under its ETag, anew after a change, 409 while running', async () => {
    const id = await seed(3_000, 15);
    const summaryOf = (reportId: string, headers: Record<string, string> = {}, who = cookie) =>
      fetch(`${server.url}/api/v1/reports/${reportId}/explorer_summary`, { headers: { cookie: who, ...headers } });
    const first = await summaryOf(id);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') as string;
    expect(etag).toBe((await getDataset(id)).res.headers.get('etag'));
    const body = (await first.json()) as { data: ReturnType<typeof explorerSummary> };
    // What the widget's engine computes from the whole dataset, figure for figure.
    expect(body.data).toEqual(explorerSummary(await fullBuild(id)));
    expect(body.data.counts.confirmed + body.data.counts.needsReview).toBeGreaterThan(0);
    expect(body.data.confirmed.rules.length).toBeGreaterThan(0);
    expect((await summaryOf(id, { 'if-none-match': etag })).status).toBe(304);
    expect((await summaryOf(id, {}, freeCookie)).status).toBe(404);

    const row = await server.context.db.selectFrom('issues').select('fingerprint').where('report_id', '=', id).orderBy('seq').limit(1).executeTakeFirstOrThrow();
    await server.context.db.updateTable('issues').set({ issue_status: 'hidden' }).where('report_id', '=', id).where('fingerprint', '=', row.fingerprint).execute();
    await invalidateReportDataset(server.context, id);
    const after = await summaryOf(id, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const changed = ((await after.json()) as { data: ReturnType<typeof explorerSummary> }).data;
    expect(changed.counts.hidden).toBe(body.data.counts.hidden + 1);
    expect(changed).toEqual(explorerSummary(await fullBuild(id)));

    const running: string = (await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'Still running' } })).body.data.id;
    const refused = await summaryOf(running);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('still in progress');
  });

  it("streams a view's CSV as the export job writes it, with its row count, refusing bad filters and running reports", async () => {
    const id = await seed(2_500, 16);
    const csvOf = (reportId: string, query = '') => fetch(`${server.url}/api/v1/reports/${reportId}/dataset/csv${query}`, { headers: { cookie } });
    const dataset = await fullBuild(id);
    const expected = async (filters: Record<string, unknown>, issueLinkBase?: string) => {
      const selection = { testCaseId: null, filters, ...(issueLinkBase ? { issueLinkBase } : {}) };
      const source = datasetCsvSource(dataset, selectExportRows(dataset, selection), issueLinkBase ? { issueLink: issueLinksFrom(issueLinkBase) } : {});
      const parts: Uint8Array[] = [];
      for await (const chunk of csvChunks(source)) parts.push(chunk);
      return { text: new TextDecoder().decode(concatBytes(parts)), rows: source.total };
    };

    const all = await csvOf(id);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const whole = await expected({});
    expect(Number(all.headers.get(CSV_ROWS_HEADER))).toBe(whole.rows);
    expect(new TextDecoder().decode(new Uint8Array(await all.arrayBuffer())) === whole.text).toBe(true);

    // The widget's Export: the same file as an attachment named as an export is, with the API's headers.
    const saved = await csvOf(id, '?download=true');
    expect(saved.headers.get('content-disposition')).toMatch(/^attachment; filename=".+-\d{2}-\d{2}-\d{4}\.csv"; filename\*=UTF-8''/);
    expect(saved.headers.get('x-content-type-options')).toBe('nosniff');
    expect(saved.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(saved.headers.get('cache-control')).toBe('no-store');
    expect(new TextDecoder().decode(new Uint8Array(await saved.arrayBuffer())) === whole.text).toBe(true);
    expect((await csvOf(id)).headers.get('content-disposition')).toBeNull();

    // A download cancelled after its first piece leaves the server answering.
    const cancelled = new AbortController();
    const partial = await fetch(`${server.url}/api/v1/reports/${id}/dataset/csv`, { headers: { cookie }, signal: cancelled.signal });
    await partial.body?.getReader().read();
    cancelled.abort();
    expect((await csvOf(id)).status).toBe(200);

    const base = 'https://dash.example.com/r?activeIssueId=';
    const filters = { impact: ['critical', 'serious'], needsReviewFilter: 'allIssues' };
    const some = await csvOf(id, `?filters=${encodeURIComponent(JSON.stringify(filters))}&issue_link_base=${encodeURIComponent(base)}`);
    const narrowed = await expected(filters, base);
    expect(narrowed.rows).toBeLessThan(whole.rows);
    expect(Number(some.headers.get(CSV_ROWS_HEADER))).toBe(narrowed.rows);
    expect((await some.text()) === narrowed.text.replace(/^\uFEFF/, '')).toBe(true);

    const bad = await server.request('GET', `/api/v1/reports/${id}/dataset/csv?filters=${encodeURIComponent('{"impact":["urgent"]}')}`, { cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ path: 'query.filters.impact' });
    const notJson = await server.request('GET', `/api/v1/reports/${id}/dataset/csv?filters=%5B1%5D`, { cookie });
    expect(notJson.body.error).toMatchObject({ path: 'query.filters' });
    const running: string = (await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'Still writing' } })).body.data.id;
    expect((await csvOf(running)).status).toBe(409);
  });

  it("serves test cases' browser and OS and pages' environment in the dataset header, as the issue item shows them", async () => {
    const created = await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'Environment' } });
    const id: string = created.body.data.id;
    const environment = { userAgent: 'Mozilla/5.0 HeadlessChrome/156.0', windowWidth: 1280, windowHeight: 720 };
    const results = (url: string) => ({ ...axePage(url, [['image-alt', '<img>']]), testEnvironment: environment });
    await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, {
      token,
      json: {
        batchId: 'b1',
        testCases: [
          { key: 'home', name: 'home', status: 'failed', browser: { name: 'chromium', version: '156' }, os: { name: 'Linux' }, results: results('https://shop.example.com/') },
          { key: 'cart', name: 'cart', status: 'failed', results: results('https://shop.example.com/cart') },
        ],
      },
    });
    expect((await server.request('POST', `/api/v1/ingest/builds/${id}/finalize`, { token })).status).toBe(200);
    const { res, bytes } = await getDataset(id);
    expect(res.status).toBe(200);
    const dataset = decodeDataset(bytes);
    const home = dataset.testCases.find((t) => t.name === 'home');
    expect(home).toMatchObject({ browser: { name: 'chromium', version: '156' }, os: { name: 'Linux' } });
    expect(dataset.testCases.find((t) => t.name === 'cart')).not.toHaveProperty('browser');
    expect(dataset.pageEnvironments).toEqual(dataset.pages.map(() => environment));
    const rowOf = (url: string) => dataset.columns.page.indexOf(dataset.pages.indexOf(url));
    expect(rowEnvironment(dataset, rowOf('https://shop.example.com/'))).toEqual({ browser: 'chromium 156', os: 'Linux', viewport: { width: 1280, height: 720 } });
    expect(rowEnvironment(dataset, rowOf('https://shop.example.com/cart'))).toEqual({
      browser: environment.userAgent,
      os: null,
      viewport: { width: 1280, height: 720 },
    });
  });

  it('builds once for two concurrent first requests', async () => {
    const id = await seed(6_000, 15);
    const puts = datasetPuts();
    // Builds run on the read pool (its worker threads have connections of their own).
    const builds = vi.spyOn(server.context.reads, 'run');
    const [a, b] = await Promise.all([getDataset(id), getDataset(id)]);
    expect([a.res.status, b.res.status]).toEqual([200, 200]);
    expect(a.bytes).toEqual(b.bytes);
    expect(puts()).toEqual([datasetBlobKey(id, '0')]);
    expect((builds.mock.calls as unknown as unknown[][]).filter(([task]) => task === 'buildDataset')).toEqual([['buildDataset', id]]);
    const slices = await Promise.all([slice(id, 'target', 0, 10), slice(id, 'target', 0, 10)]);
    expect(slices[0]).toEqual(slices[1]);
  });

  it('builds a running report per request without storing it, so each batch shows at once', async () => {
    const created = await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'Live' } });
    const id: string = created.body.data.id;
    const puts = datasetPuts();
    const batch = (batchId: string, n: number) =>
      server.request('POST', `/api/v1/ingest/builds/${id}/batches`, {
        token,
        json: { batchId, results: [axePage(`https://shop.example.com/${batchId}`, [[`rule-${n}`, `<i>${batchId}</i>`]])] },
      });
    await batch('b1', 1);
    const one = await getDataset(id);
    expect(one.res.status).toBe(200);
    expect(one.res.headers.get('etag')).toBeNull();
    expect(decodeDataset(one.bytes).rowCount).toBe(1);
    await batch('b2', 2);
    const two = await getDataset(id);
    expect(decodeDataset(two.bytes).rowCount).toBe(2);
    expect(two.bytes.byteLength).toBe(readDatasetLayout(two.bytes).coreByteLength);
    expect(await slice(id, 'html', 0, 2)).toEqual(['<i>b1</i>', '<i>b2</i>']);
    expect(await slice(id, 'html', 1, 2)).toEqual(['<i>b2</i>']);
    expect(puts()).toEqual([]);
  });
});
