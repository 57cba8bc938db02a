/**
 * Query-option factories for TanStack Query: `useQuery(projectsQuery())`. Plain objects, so this
 * package needs no TanStack dependency. Retries are off at the query level because the client
 * already retries reads (3 tries with backoff); retrying twice would multiply the tries.
 */
import type { ApiClient } from './apiClient';
import { CACHE_TTL_MS } from './responseCache';
import { getProfile, getReportMeta, listProjects, listReports } from './routes';
import type { Profile, ProjectListItem, ReportListItem, ReportListParams, ReportMeta } from './types';

/** Options of one query, assignable to TanStack Query's `useQuery` options. */
export interface CurbcutQueryOptions<T, K extends readonly unknown[]> {
  queryKey: K;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  staleTime: number;
  retry: false;
}

/** Query keys; invalidate `queryKeys.all` after sign-in or sign-out. */
export const queryKeys = {
  all: ['curbcut'] as const,
  profile: () => ['curbcut', 'profile'] as const,
  projects: () => ['curbcut', 'projects'] as const,
  reports: (params: ReportListParams = {}) =>
    ['curbcut', 'reports', { type: params.type ?? null, projectId: params.projectId ?? null }] as const,
  reportMeta: (reportId: string) => ['curbcut', 'report', reportId, 'meta'] as const,
};

/** The signed-in user's profile (401 when signed out). */
export function profileQuery(
  client?: ApiClient,
): CurbcutQueryOptions<Profile, ReturnType<typeof queryKeys.profile>> {
  return {
    queryKey: queryKeys.profile(),
    queryFn: ({ signal }) => getProfile(client, { signal }),
    staleTime: CACHE_TTL_MS,
    retry: false,
  };
}

/** The group's projects with their latest builds. */
export function projectsQuery(
  client?: ApiClient,
): CurbcutQueryOptions<ProjectListItem[], ReturnType<typeof queryKeys.projects>> {
  return {
    queryKey: queryKeys.projects(),
    queryFn: ({ signal }) => listProjects(client, { signal }),
    staleTime: CACHE_TTL_MS,
    retry: false,
  };
}

/** Reports, newest first, filtered by type and project. */
export function reportsQuery(
  params: ReportListParams = {},
  client?: ApiClient,
): CurbcutQueryOptions<ReportListItem[], ReturnType<typeof queryKeys.reports>> {
  return {
    queryKey: queryKeys.reports(params),
    queryFn: ({ signal }) => listReports(params, client, { signal }),
    staleTime: CACHE_TTL_MS,
    retry: false,
  };
}

/** The build meta of one report. */
export function reportMetaQuery(
  reportId: string,
  client?: ApiClient,
): CurbcutQueryOptions<ReportMeta, ReturnType<typeof queryKeys.reportMeta>> {
  return {
    queryKey: queryKeys.reportMeta(reportId),
    queryFn: ({ signal }) => getReportMeta(reportId, client, { signal }),
    staleTime: CACHE_TTL_MS,
    retry: false,
  };
}
