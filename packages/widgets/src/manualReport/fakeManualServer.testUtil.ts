/**
 * The build report's fake server (fakeServer.testUtil.ts) as a manual report: rep_1 is a workflow
 * report (or an assisted test) 'Checkout flow' by usr_author, answered by `GET /tests/consolidate`
 * alone or, with `consolidated`, merged with rep_2 into con_1 (whose calls read rep_1's data). It
 * answers the two delete calls and the failed pages, and records every call.
 */
import { createApiClient } from '@curbcut/client';
import type { ApiClient } from '@curbcut/client';
import type { BuildOverview, ConsolidatedReport, FailedPages, ManualReportType, ReportMeta } from '@curbcut/core';
import { createFakeServer } from '../buildReport/fakeServer.testUtil';
import type { FakeCall, FakeServerOptions } from '../buildReport/fakeServer.testUtil';

/** Options of the manual fake. */
export interface FakeManualServerOptions extends FakeServerOptions {
  type?: ManualReportType;
  /** The report's name; default 'Checkout flow'. */
  name?: string;
  /** Fields laid over the report meta (failure flags, createdAt, testEngine). */
  meta?: Partial<ReportMeta>;
  /** Answer `GET /tests/consolidate` with the consolidation con_1 of rep_1 and rep_2. */
  consolidated?: boolean;
  /** Answer the delete calls with 500. */
  failDelete?: boolean;
  /** What `GET /v1/reports/rep_1/failed_pages` answers; default none failed. */
  failedPages?: FailedPages;
}

/** The manual fake. */
export interface FakeManualServer {
  fetch: typeof fetch;
  client: ApiClient;
  calls: FakeCall[];
  /** Id (fingerprint) of the issue on `pageUrl` whose selector is `target`. */
  issueId(target: string, pageUrl: string): string;
}

const CREATED_AT = '2026-11-29T20:41:07.000Z';

/** Creates the fake. */
export function createFakeManualServer(options: FakeManualServerOptions = {}): FakeManualServer {
  const base = createFakeServer(options);
  const type = options.type ?? 'workflowScan';
  const name = options.name ?? 'Checkout flow';
  const calls: FakeCall[] = [];
  const json = (data: unknown, code = 200): Response =>
    new Response(JSON.stringify(code < 400 ? { data } : { error: { code: 'x', message: 'failed' } }), {
      status: code,
      headers: { 'content-type': 'application/json' },
    });
  const reportMeta = (): ReportMeta => ({ ...base.meta, type, name, buildName: name, buildNumber: 1, createdAt: CREATED_AT, ...options.meta });
  const consolidatedName = 'Consolidated report across 2 reports';
  // The server names no author of a consolidation; this one keeps rep_1's, so a test shows that
  // being consolidated alone is what keeps the author's actions away.
  const consolidationMeta = (): ReportMeta => ({ ...reportMeta(), id: 'con_1', thBuildId: 'con_1', name: consolidatedName, buildName: consolidatedName });
  const source = (id: string, sourceName: string) => ({ id, type, name: sourceName, createdBy: { id: 'usr_author', name: 'Ada Author' }, createdAt: CREATED_AT, issueCount: 4 });
  const fakeFetch: typeof fetch = async (input, init = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({ method, path: url.pathname + url.search, body: null, authorization: new Headers(init.headers).get('authorization') });
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/tests/consolidate') {
      const overview = ((await (await base.fetch('/api/v1/reports/rep_1/overview')).json()) as { data: BuildOverview }).data;
      const answer: ConsolidatedReport = options.consolidated
        ? { id: 'con_1', consolidated: true, name: consolidatedName, reports: [source('rep_1', name), source('rep_2', 'Returns flow')], meta: consolidationMeta(), overview, datasetPath: '/api/v1/consolidations/con_1/dataset' }
        : { id: 'rep_1', consolidated: false, name, reports: [source('rep_1', name)], meta: reportMeta(), overview, datasetPath: '/api/v1/reports/rep_1/dataset' };
      return json(answer);
    }
    if (method === 'DELETE' && (path === '/tests/rep_1' || path === '/assistive_reports/rep_1')) {
      return options.failDelete ? json(null, 500) : json({ id: 'rep_1', deleted: true });
    }
    if (path === '/v1/reports/rep_1/meta') return json(reportMeta());
    if (path === '/v1/consolidations/con_1/meta') return json(consolidationMeta());
    if (path === '/v1/reports/rep_1/steps') return json({ steps: [] });
    if (path === '/v1/reports/rep_1/checks') return json({ checks: [], screenshots: [] });
    if (path === '/v1/reports/rep_1/failed_pages') return json(options.failedPages ?? { items: [], totalConfiguredPages: 0, backend_rules_processing_timed_out: false });
    // A consolidation's other reads are rep_1's.
    const rewritten = url.pathname.replace('/api/v1/consolidations/con_1/', '/api/v1/reports/rep_1/');
    return base.fetch(`${rewritten}${url.search}`, init);
  };
  return { fetch: fakeFetch, client: createApiClient({ fetch: fakeFetch, readTries: 1 }), calls, issueId: base.issueId };
}
