/**
 * The Workflow Analyzer and Assisted Tests lists (issue 20): one page of a kind of manual report
 * found by name, and the author's delete of one (spec 002 section 7: `DELETE /tests/{id}` for a
 * workflow report, `DELETE /assistive_reports/{id}` for an assisted test).
 */
import { encodePathSegment } from '@curbcut/core';
import type { ManualReportListPage, ManualReportListQuery, ManualReportType } from '@curbcut/core';
import type { ApiClient } from './apiClient';
import { getDefaultApiClient } from './defaultClient';
import type { CurbcutQueryOptions } from './queries';
import type { CallOptions } from './routes';

/** One page of the group's reports of `query.type`, newest first. */
export function listManualReports(query: ManualReportListQuery, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<ManualReportListPage> {
  return client.request<ManualReportListPage>('/v1/manual_reports', { ...options, query: { ...query } });
}

/** Deletes a report its caller wrote; rejects with 403 for another member's, 404 for one not in the group. */
export async function deleteManualReport(report: { id: string; type: ManualReportType }, client: ApiClient = getDefaultApiClient()): Promise<void> {
  const collection = report.type === 'workflowScan' ? 'tests' : 'assistive_reports';
  await client.request<unknown>(`/${collection}/${encodePathSegment(report.id)}`, { method: 'DELETE' });
}

/** Query keys of the lists, under `['curbcut']` so invalidating `queryKeys.all` refreshes them too. */
export const manualReportQueryKeys = {
  all: ['curbcut', 'manual_reports'] as const,
  list: (query: ManualReportListQuery) => ['curbcut', 'manual_reports', { type: query.type, query: query.query ?? '', page: query.page ?? 1 }] as const,
};

/** One page of a list. Read afresh on every visit: a recording may have arrived since. */
export function manualReportsQuery(
  query: ManualReportListQuery,
  client?: ApiClient,
): CurbcutQueryOptions<ManualReportListPage, ReturnType<typeof manualReportQueryKeys.list>> {
  return { queryKey: manualReportQueryKeys.list(query), queryFn: ({ signal }) => listManualReports(query, client, { signal }), staleTime: 0, retry: false };
}
