/** The snapshot call of an issue (`GET /api/v1/reports/{id}/snapshot?issueId=`) and its address. */
import type { ApiClient } from '@curbcut/client';
import { encodePathSegment, type IssueSnapshot } from '@curbcut/core';

export function getIssueSnapshot(client: ApiClient, reportId: string, issueId: string, signal?: AbortSignal): Promise<IssueSnapshot> {
  return client.request<IssueSnapshot>(`/v1/reports/${encodePathSegment(reportId)}/snapshot`, { query: { issueId }, ...(signal ? { signal } : {}) });
}

/**
 * The snapshot's address as the browser loads it: the server answers a path on its own origin,
 * which is the client's (a host on another origin gives the client an absolute base URL).
 */
export function snapshotHref(client: ApiClient, snapshotUrl: string): string {
  const base = new URL(client.baseUrl, window.location.href);
  return new URL(snapshotUrl, base).href;
}
