/**
 * The trends calls (spec 000 section 9, issue 19): one point per completed build of a project, or
 * per completed run of a website scan, within a time range. Read fresh (no 60 s GET cache): a run
 * completed a moment ago belongs in the trend.
 */
import { encodePathSegment, type TrendRange, type Trends } from '@curbcut/core';
import type { ApiClient } from './apiClient';
import { getDefaultApiClient } from './defaultClient';
import type { CurbcutQueryOptions } from './queries';
import type { CallOptions } from './routes';

/** Whose runs a trend covers: a project's builds (optionally of one build name), or a scan's runs. */
export type TrendSubject = { kind: 'project'; projectId: string; buildName?: string } | { kind: 'scan'; scanId: string };

function trendsPath(subject: TrendSubject): string {
  return subject.kind === 'project' ? `/v1/projects/${encodePathSegment(subject.projectId)}/trends` : `/v1/scans/${encodePathSegment(subject.scanId)}/trends`;
}

/** The trend of `subject` over `range`; rejects with 400 for an unknown range, 404 for another group's id. */
export function getTrends(subject: TrendSubject, range: TrendRange, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<Trends> {
  const query: Record<string, string> = { range };
  if (subject.kind === 'project' && subject.buildName !== undefined) query['build_name'] = subject.buildName;
  return client.request<Trends>(trendsPath(subject), { ...options, cache: false, query });
}

/** Query keys of the trends calls, under `['curbcut']`. */
export const trendsQueryKeys = {
  trends: (subject: TrendSubject, range: TrendRange) =>
    ['curbcut', 'trends', subject.kind, subject.kind === 'project' ? subject.projectId : subject.scanId, subject.kind === 'project' ? (subject.buildName ?? '') : '', range] as const,
};

/** The trend of `subject` over `range`. */
export function trendsQuery(subject: TrendSubject, range: TrendRange, client?: ApiClient): CurbcutQueryOptions<Trends, ReturnType<typeof trendsQueryKeys.trends>> {
  return { queryKey: trendsQueryKeys.trends(subject, range), queryFn: ({ signal }) => getTrends(subject, range, client, { signal }), staleTime: 0, retry: false };
}
