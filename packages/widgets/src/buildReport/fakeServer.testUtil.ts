/**
 * A fake Curbcut server for the widget's DOM tests: answers the report calls from a dataset built
 * from the sample axe results, and records every request.
 */
import { createApiClient } from '@curbcut/client';
import type { ApiClient } from '@curbcut/client';
import {
  CSV_ROWS_HEADER,
  concatBytes,
  csvChunks,
  csvExportRows,
  datasetCsvSource,
  decodeDataset,
  encodeStringSlice,
  explorerSummary,
  issueLinksFrom,
  readStringRange,
  sliceSection,
} from '@curbcut/core';
import type { ReportMeta, ReportStatus, StringColumn } from '@curbcut/core';
import type { BuildOverview, ExportJob } from '@curbcut/core';
import type { TestCaseOverview } from '@curbcut/core';
import { createOfflineReport } from '../data/offlineReport';
import { sampleAxeResults } from '../data/fixtures.testUtil';

/** A recorded request. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/** Options of the fake. */
export interface FakeServerOptions {
  status?: ReportStatus;
  /** The signed-in user; the author is usr_author. */
  userId?: string;
  /** Answer every PATCH with 500. */
  failActions?: boolean;
  /** Answer the meta with 404. */
  missing?: boolean;
  /** Axe results the report is made of; default the sample results. */
  results?: unknown;
  /** Fields laid over the overview (a snapshot comparison, say). */
  overview?: Partial<BuildOverview>;
  /** Answers of `GET /v1/reports/rep_1/test_cases/:testId/overview` by test id; others 404. */
  testCaseOverviews?: Record<string, TestCaseOverview>;
  /** Answer `explorer_summary` from the dataset (otherwise 404, as a server without the call). */
  explorerSummary?: boolean;
  /** The dataset is answered only once this resolves (a large report still downloading). */
  datasetGate?: Promise<void>;
}

/** The fake: its fetch, a client over it, and the calls it saw. */
export interface FakeServer {
  fetch: typeof fetch;
  client: ApiClient;
  calls: FakeCall[];
  meta: ReportMeta;
  /** Id (fingerprint) of the issue on `pageUrl` whose selector is `target`. */
  issueId(target: string, pageUrl: string): string;
}

/** Creates a fake server for report rep_1 ('Checkout#42'). */
export function createFakeServer(options: FakeServerOptions = {}): FakeServer {
  const report = createOfflineReport(options.results ?? sampleAxeResults(), { name: 'Checkout' });
  const dataset = decodeDataset(report.datasetBytes);
  const meta: ReportMeta = {
    ...report.meta,
    id: 'rep_1',
    thBuildId: 'rep_1',
    buildName: 'Checkout',
    buildNumber: 42,
    status: options.status ?? 'completed',
    createdBy: { id: 'usr_author', name: 'Ada Author' },
  };
  const calls: FakeCall[] = [];
  // The export job job_1: running (half done) at its first poll, done with its link after.
  let exportPolls = 0;
  const exportJob = (status: ExportJob['status']): ExportJob => ({
    id: 'job_1',
    reportId: 'rep_1',
    status,
    progress: { rowsDone: status === 'done' ? 8 : status === 'running' ? 4 : 0, rowsTotal: status === 'queued' ? 0 : 8 },
    url: status === 'done' ? '/api/export_reports/job_1/download' : null,
    fileName: 'Checkout-01-09-2025.csv',
    expiresAt: '2025-09-02T10:00:00.000Z',
    error: null,
  });
  const json = (data: unknown, status = 200): Response =>
    new Response(JSON.stringify(status < 400 ? { data } : { error: { code: 'x', message: 'failed' } }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  // As the server's /dataset/csv: core's writer over the view's export rows, with their count.
  const csvAnswer = async (url: URL): Promise<Response> => {
    const filters = JSON.parse(url.searchParams.get('filters') ?? '{}') as Record<string, unknown>;
    const base = url.searchParams.get('issue_link_base');
    const rows = csvExportRows(dataset, filters);
    const source = datasetCsvSource(dataset, rows, base ? { issueLink: issueLinksFrom(base) } : {});
    const parts: Uint8Array[] = [];
    for await (const chunk of csvChunks(source)) parts.push(chunk);
    return new Response(concatBytes(parts) as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: { 'content-type': 'text/csv; charset=utf-8', [CSV_ROWS_HEADER]: String(source.total) },
    });
  };
  const fakeFetch: typeof fetch = async (input, init = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    calls.push({
      method,
      path: url.pathname,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
      authorization: headers.get('authorization'),
    });
    const path = url.pathname.replace(/^\/api/, '');
    if (method === 'PATCH') return options.failActions ? json(null, 500) : json({ ok: true });
    if (path === '/v1/reports/rep_1/meta') return options.missing ? json(null, 404) : json(meta);
    if (path === '/v1/reports/rep_1/overview' && options.overview) return json({ ...report.overview, ...options.overview, reportId: 'rep_1' });
    if (path === '/v1/reports/rep_1/overview') return json({ ...report.overview, reportId: 'rep_1' });
    if (path === '/v1/reports/rep_1/explorer_summary' && options.explorerSummary) return json(explorerSummary(dataset));
    if (path === '/v1/reports/rep_1/dataset') {
      await options.datasetGate;
      return new Response(report.datasetBytes.slice(), { status: 200 });
    }
    if (path === '/v1/reports/rep_1/dataset/slices') {
      const columns = (url.searchParams.get('columns') ?? '').split(',') as StringColumn[];
      const start = Number(url.searchParams.get('start'));
      const end = Number(url.searchParams.get('end'));
      const parts = columns.flatMap((c) => encodeStringSlice(sliceSection(dataset.localStrings[c]!, start, end)));
      return new Response(concatBytes(parts) as Uint8Array<ArrayBuffer>, { status: 200 });
    }
    if (path === '/v1/reports/rep_1/dataset/csv') return csvAnswer(url);
    if (path === '/v1/user/get-user-profile') {
      return json({ user_id: options.userId ?? 'usr_author', group_id: 'grp_1', public_links_enabled: true });
    }
    if (method === 'POST' && path === '/export_reports') return json(exportJob('queued'), 202);
    if (path === '/export_reports/job_1') return json(exportJob(++exportPolls > 1 ? 'done' : 'running'));
    if (path === '/v1/reports/rep_1/test_cases') return json({ testCases: [], page: 1, pageSize: 20, total: 0 });
    const testCase = /^\/v1\/reports\/rep_1\/test_cases\/([^/]+)\/overview$/.exec(path)?.[1];
    const testCaseOverview = testCase === undefined ? undefined : options.testCaseOverviews?.[decodeURIComponent(testCase)];
    if (testCaseOverview) return json(testCaseOverview);
    return json(null, 404);
  };
  const targets = readStringRange(dataset, 'target', 0, dataset.rowCount);
  const fingerprints = readStringRange(dataset, 'fingerprint', 0, dataset.rowCount);
  const issueId = (target: string, pageUrl: string): string => {
    const row = targets.findIndex((t, r) => t === target && dataset.pages[dataset.columns.page[r] as number] === pageUrl);
    if (row < 0) throw new Error(`No issue ${target} on ${pageUrl}.`);
    return fingerprints[row] as string;
  };
  return { fetch: fakeFetch, client: createApiClient({ fetch: fakeFetch, readTries: 1 }), calls, meta, issueId };
}
