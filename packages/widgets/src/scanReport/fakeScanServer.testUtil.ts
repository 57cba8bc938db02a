/**
 * The build report's fake server (fakeServer.testUtil.ts) as a website scan run: report rep_1 is a
 * run of scan scn_1 'Shop scan', with the scan meta, scan logs (filtered by `status` as the server
 * does), failed pages, issue snapshots and the scan's runs. Other calls go to the build fake; every call is recorded.
 */
import { createApiClient } from '@curbcut/client';
import type { ApiClient } from '@curbcut/client';
import type { FailedPages, IssueSnapshot, ReportMeta, ReportStatus, ScanLogRow, ScanRunItem, ScanRunMeta } from '@curbcut/core';
import { scanSettingsWithDefaults } from '@curbcut/core';
import { createFakeServer } from '../buildReport/fakeServer.testUtil';
import type { FakeCall, FakeServerOptions } from '../buildReport/fakeServer.testUtil';

/** Options of the scan fake. */
export interface FakeScanServerOptions extends FakeServerOptions {
  /** Fields laid over the report meta (failure flags, createdAt). */
  meta?: Partial<ReportMeta>;
  /** Fields laid over the scan meta (isLatest, authConfigName). */
  scan?: Partial<Omit<ScanRunMeta, 'run'>> & { run?: Partial<ScanRunItem> };
  /** The run's scan logs; default a success, a redirect and a failure. */
  scanLogs?: ScanLogRow[];
  /** Answer the scan logs with 500. */
  failScanLogs?: boolean;
  failedPages?: FailedPages;
  /** Runs of the scan (the compare modal's list, `GET /api/test_runs?central_scanner=true`). */
  runs?: ScanRunItem[];
  /** The answer of every issue's snapshot call, or 'error' for a 500; default none stored. */
  snapshot?: IssueSnapshot | 'error';
}

/** The scan fake: the build fake's parts, and a way to change the run's status between reads. */
export interface FakeScanServer {
  fetch: typeof fetch;
  client: ApiClient;
  calls: FakeCall[];
  setStatus(status: ReportStatus): void;
}

/** A scan log row. */
export function logRow(pageUrl: string, status: ScanLogRow['cumulativeStatus'], extra: Partial<ScanLogRow> = {}): ScanLogRow {
  return {
    time: '2025-09-01T10:00:00.000Z',
    pageUrl,
    description: status === 'failure' ? 'Failed: Page timed out' : status === 'redirect' ? 'Redirected: 2 issues found' : 'Scanned: 5 issues found',
    cumulativeStatus: status,
    pageUrlToFilter: status === 'failure' ? null : pageUrl,
    finalRedirectUrl: status === 'redirect' ? `${pageUrl}/` : null,
    score: status === 'failure' ? null : 80,
    ...extra,
  };
}

/** A run of scan scn_1. */
export function runItem(id: string, runNumber: number, extra: Partial<ScanRunItem> = {}): ScanRunItem {
  return {
    id,
    scanId: 'scn_1',
    projectId: 'prj_1',
    runNumber,
    status: 'completed',
    trigger: 'manual',
    createdAt: '2025-09-01T10:00:00.000Z',
    startedAt: '2025-09-01T10:00:01.000Z',
    completedAt: '2025-09-01T10:05:00.000Z',
    pagesDone: 3,
    pagesTotal: 3,
    issueSummary: { critical: 1, serious: 1, moderate: 0, minor: 0, issueCount: 2, componentCount: 2, pageCount: 1, needsReviewCount: 0, hiddenIssuesCount: 0, aiIssuesCount: 0 },
    score: 80,
    error: null,
    hasFailedAdvancedScan: false,
    loadLimitReachedFailure: false,
    buildTimedOutFailure: false,
    ...extra,
  };
}

/** Creates the fake for run rep_1 (run #3) of scan 'Shop scan'. */
export function createFakeScanServer(options: FakeScanServerOptions = {}): FakeScanServer {
  const base = createFakeServer(options);
  let status: ReportStatus = options.status ?? 'completed';
  const calls: FakeCall[] = [];
  const logs = options.scanLogs ?? [
    logRow('https://shop.example/', 'success'),
    logRow('https://shop.example/old', 'redirect'),
    logRow('https://shop.example/slow', 'failure'),
  ];
  const json = (data: unknown, code = 200): Response =>
    new Response(JSON.stringify(code < 400 ? { data } : { error: { code: 'x', message: 'failed' } }), {
      status: code,
      headers: { 'content-type': 'application/json' },
    });
  const fakeFetch: typeof fetch = async (input, init = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const record = () =>
      calls.push({ method: (init.method ?? 'GET').toUpperCase(), path: url.pathname + url.search, body: null, authorization: new Headers(init.headers).get('authorization') });
    if (path === '/v1/reports/rep_1/meta') {
      record();
      return json({ ...base.meta, type: 'websiteScan', name: 'Shop scan', status, createdAt: '2025-09-01T10:00:00.000Z', ...options.meta });
    }
    if (path === '/v1/reports/rep_1/scan') {
      record();
      const scanMeta: ScanRunMeta = {
        scanName: 'Shop scan',
        isLatest: true,
        isDemoScan: false,
        settings: scanSettingsWithDefaults({ startUrls: ['https://shop.example/'], exclude: ['/admin/*'] }),
        authConfigName: 'Shop login',
        ...options.scan,
        run: runItem('rep_1', 3, { status: status === 'completed' ? 'completed' : 'running', ...options.scan?.run }),
      };
      return json(scanMeta);
    }
    if (path === '/v1/reports/rep_1/scan_logs') {
      record();
      if (options.failScanLogs) return json(null, 500);
      const wanted = (url.searchParams.get('status') ?? 'success,failure,redirect').split(',');
      const count = (s: string) => logs.filter((r) => r.cumulativeStatus === s).length;
      return json({
        scanLogs: logs.filter((r) => wanted.includes(r.cumulativeStatus)),
        cumulativeStatusCounts: { success: count('success'), failure: count('failure'), redirect: count('redirect') },
      });
    }
    if (path === '/v1/reports/rep_1/failed_pages') {
      record();
      return options.failedPages ? json(options.failedPages) : json(null, 404);
    }
    if (path === '/v1/reports/rep_1/snapshot') {
      record();
      const snapshot = options.snapshot ?? { status: 'unavailable', snapshotUrl: null, proxyMap: {}, target: [] };
      return snapshot === 'error' ? json(null, 500) : json(snapshot);
    }
    if (path === '/test_runs' && url.searchParams.get('central_scanner') === 'true') {
      record();
      // The compare modal's list of the scan's runs, as `GET /api/test_runs` answers it.
      const testRuns = (options.runs ?? []).map((run) => ({
        thBuildId: run.id,
        name: 'Shop scan',
        normalisedName: 'shop scan',
        buildNumber: run.runNumber,
        createdAt: run.createdAt,
        error: run.error,
        status: run.status,
        summary:
          run.status === 'completed'
            ? {
                issueCount: run.issueSummary.issueCount,
                componentCount: run.issueSummary.componentCount,
                health: { failed: 0, passed: 0, total: 0 },
                scanStability: { success: run.pagesDone, failure: 0, redirect: 0 },
              }
            : null,
      }));
      return json({ testRuns, info: { next: null } });
    }
    record();
    return base.fetch(input, init);
  };
  return {
    fetch: fakeFetch,
    client: createApiClient({ fetch: fakeFetch, readTries: 1 }),
    calls,
    setStatus: (next) => {
      status = next;
    },
  };
}
