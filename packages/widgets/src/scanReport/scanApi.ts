/**
 * The scan report's own calls (schemas in `@curbcut/core` api/scans.ts): the run's scan meta, its
 * scan logs filtered by page status, and the pages whose checks failed. They take the same client
 * (session or report token) as every report read.
 */
import type { ApiClient } from '@curbcut/client';
import { encodePathSegment } from '@curbcut/core';
import type { FailedPages, PageStatus, ScanLogs, ScanRunMeta } from '@curbcut/core';

function runPath(reportId: string, rest: string): string {
  return `/v1/reports/${encodePathSegment(reportId)}/${rest}`;
}

/** `GET /api/v1/reports/{id}/scan`: the scan's name, settings, the run and whether it is the latest. */
export function getScanRunMeta(client: ApiClient, reportId: string, signal?: AbortSignal): Promise<ScanRunMeta> {
  return client.request<ScanRunMeta>(runPath(reportId, 'scan'), signal ? { signal } : {});
}

/** `GET /api/v1/reports/{id}/scan_logs?status=`: rows of the given statuses (all when every one is asked). */
export function getScanLogs(client: ApiClient, reportId: string, statuses: readonly PageStatus[], signal?: AbortSignal): Promise<ScanLogs> {
  return client.request<ScanLogs>(runPath(reportId, 'scan_logs'), {
    query: { status: statuses.join(',') },
    ...(signal ? { signal } : {}),
  });
}

/** `GET /api/v1/reports/{id}/failed_pages`. */
export function getFailedPages(client: ApiClient, reportId: string, signal?: AbortSignal): Promise<FailedPages> {
  return client.request<FailedPages>(runPath(reportId, 'failed_pages'), signal ? { signal } : {});
}
