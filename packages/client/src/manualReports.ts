/**
 * Typed functions for what the manual-report viewer reads (docs/decisions/0041): one report or a
 * consolidation of several (`GET /tests/consolidate`), a workflow's steps and an assisted test's
 * checks. A report token (embed or public link) reads through a client that sends it.
 */
import { encodePathSegment } from '@curbcut/core';
import type { ConsolidatedReport, ManualCheckList, ManualStep } from '@curbcut/core';
import type { ApiClient } from './apiClient';
import { getDefaultApiClient } from './defaultClient';

/** The reports a manual view names: workflow reports (`ids`) and assisted tests (`ar_ids`). */
export interface ManualReportIds {
  ids?: readonly string[];
  arIds?: readonly string[];
}

/** One manual report's data, or the consolidation of several (merged and stored by the server on first read). */
export function getConsolidatedReport(reports: ManualReportIds, client: ApiClient = getDefaultApiClient(), init: { signal?: AbortSignal } = {}): Promise<ConsolidatedReport> {
  const query: Record<string, string> = {};
  if (reports.ids?.length) query['ids'] = reports.ids.join(',');
  if (reports.arIds?.length) query['ar_ids'] = reports.arIds.join(',');
  return client.request<ConsolidatedReport>('/tests/consolidate', { query, ...init });
}

/** A workflow report's steps, in order. */
export async function getManualSteps(reportId: string, client: ApiClient = getDefaultApiClient()): Promise<ManualStep[]> {
  return (await client.request<{ steps: ManualStep[] }>(`/v1/reports/${encodePathSegment(reportId)}/steps`)).steps;
}

/** An assisted test's checks, in criterion order, and which failing elements have a screenshot. */
export function getManualChecks(reportId: string, client: ApiClient = getDefaultApiClient()): Promise<ManualCheckList> {
  return client.request<ManualCheckList>(`/v1/reports/${encodePathSegment(reportId)}/checks`);
}
