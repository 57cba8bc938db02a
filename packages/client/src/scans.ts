/**
 * Typed functions and query-option factories for the website scanner calls (spec 000 section 3.6):
 * scan configurations, their runs, authentication configurations and sitemap extraction.
 *
 * Scan and run reads skip the client's 60 s GET cache: a run's progress changes every few seconds
 * and the pages poll while one is in progress, so a cached answer would freeze the progress.
 * Every write still empties the cache, like any other write.
 */
import { encodePathSegment } from '@curbcut/core';
import type {
  AuthConfig,
  CreateAuthConfigBody,
  CreateScanBody,
  ExtractedSitemap,
  ScanConfig,
  ScanListQuery,
  ScanRunItem,
  UpdateScanBody,
} from '@curbcut/core';
import type { ApiClient } from './apiClient';
import { getDefaultApiClient } from './defaultClient';
import { CACHE_TTL_MS } from './responseCache';
import type { CurbcutQueryOptions } from './queries';
import type { CallOptions } from './routes';

const FRESH = { cache: false } as const;

function scanPath(scanId: string, rest = ''): string {
  return `/v1/scans/${encodePathSegment(scanId)}${rest}`;
}

/** Scan configurations of the caller's group, filtered by the list filters (spec 000 section 3.6). */
export async function listScans(query: ScanListQuery = {}, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<ScanConfig[]> {
  const data = await client.request<{ scans: ScanConfig[] }>('/v1/scans', { ...options, ...FRESH, query: { ...query } });
  return data.scans;
}

/** One scan configuration with its latest run. */
export async function getScan(scanId: string, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<ScanConfig> {
  const data = await client.request<{ scan: ScanConfig }>(scanPath(scanId), { ...options, ...FRESH });
  return data.scan;
}

/**
 * Creates a scan (and by default starts its first run). Rejects with status 400 or 422 and the
 * envelope's `path` naming the offending field (`$.settings.startUrls[1]`), 409 for a taken name.
 */
export async function createScan(body: CreateScanBody, client: ApiClient = getDefaultApiClient()): Promise<ScanConfig> {
  const data = await client.request<{ scan: ScanConfig }>('/v1/scans', { method: 'POST', body });
  return data.scan;
}

/** Changes a scan; the fields left out keep their values. Errors as {@link createScan}. */
export async function updateScan(scanId: string, body: UpdateScanBody, client: ApiClient = getDefaultApiClient()): Promise<ScanConfig> {
  const data = await client.request<{ scan: ScanConfig }>(scanPath(scanId), { method: 'PATCH', body });
  return data.scan;
}

/** Deletes a scan configuration (rejects with 409 while a run is in progress); its reports stay readable. */
export async function deleteScan(scanId: string, client: ApiClient = getDefaultApiClient()): Promise<void> {
  await client.request<unknown>(scanPath(scanId), { method: 'DELETE' });
}

/** 'Scan now': queues a run; rejects with status 409 while a run of the scan is in progress. */
export async function startScanRun(scanId: string, client: ApiClient = getDefaultApiClient()): Promise<ScanRunItem> {
  const data = await client.request<{ run: ScanRunItem }>(scanPath(scanId, '/runs'), { method: 'POST', body: {} });
  return data.run;
}

/** The scan's runs, newest first. */
export async function listScanRuns(scanId: string, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<ScanRunItem[]> {
  const data = await client.request<{ runs: ScanRunItem[] }>(scanPath(scanId, '/runs'), { ...options, ...FRESH });
  return data.runs;
}

/** Cancels a queued or running run and answers it as it now is; the pages already checked stay in its report. */
export async function cancelScanRun(scanId: string, runId: string, client: ApiClient = getDefaultApiClient()): Promise<ScanRunItem> {
  const data = await client.request<{ run: ScanRunItem }>(scanPath(scanId, `/runs/${encodePathSegment(runId)}/cancel`), { method: 'POST', body: {} });
  return data.run;
}

/** Authentication configurations of the caller's group (never with passwords). */
export async function listAuthConfigs(client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<AuthConfig[]> {
  const data = await client.request<{ authConfigs: AuthConfig[] }>('/v1/auth_configs', options);
  return data.authConfigs;
}

/** Saves an authentication configuration; the password is stored encrypted and never returned. */
export async function createAuthConfig(body: CreateAuthConfigBody, client: ApiClient = getDefaultApiClient()): Promise<AuthConfig> {
  const data = await client.request<{ authConfig: AuthConfig }>('/v1/auth_configs', { method: 'POST', body });
  return data.authConfig;
}

/** Deletes an authentication configuration. */
export async function deleteAuthConfig(id: string, client: ApiClient = getDefaultApiClient()): Promise<void> {
  await client.request<unknown>(`/v1/auth_configs/${encodePathSegment(id)}`, { method: 'DELETE' });
}

/**
 * Reads a sitemap (or sitemap index) and lists its page URLs. A read sent by POST: it empties no
 * cache. Rejects with 400/422 (path `$.url`) when the URL is refused or the sitemap unreadable.
 */
export function extractSitemap(url: string, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<ExtractedSitemap> {
  return client.request<ExtractedSitemap>('/v1/site-scanner/extract-sitemap', { ...options, method: 'POST', body: { url }, invalidates: false });
}

/** Query keys of the scanner, under `['curbcut']` so invalidating `queryKeys.all` refreshes them too. */
export const scanQueryKeys = {
  all: ['curbcut', 'scans'] as const,
  list: (query: ScanListQuery = {}) => ['curbcut', 'scans', 'list', normaliseQuery(query)] as const,
  detail: (scanId: string) => ['curbcut', 'scans', 'detail', scanId] as const,
  runs: (scanId: string) => ['curbcut', 'scans', 'detail', scanId, 'runs'] as const,
  authConfigs: () => ['curbcut', 'auth-configs'] as const,
};

/** The filters without empty values, so `{}` and `{search: ''}` share one cache entry. */
function normaliseQuery(query: ScanListQuery): ScanListQuery {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string' && value !== '') out[key] = value;
  return out;
}

/** The scan list under the given filters. */
export function scansQuery(
  query: ScanListQuery = {},
  client?: ApiClient,
): CurbcutQueryOptions<ScanConfig[], ReturnType<typeof scanQueryKeys.list>> {
  const normalised = normaliseQuery(query);
  return {
    queryKey: scanQueryKeys.list(normalised),
    queryFn: ({ signal }) => listScans(normalised, client, { signal }),
    staleTime: 0,
    retry: false,
  };
}

/** One scan configuration. */
export function scanQuery(scanId: string, client?: ApiClient): CurbcutQueryOptions<ScanConfig, ReturnType<typeof scanQueryKeys.detail>> {
  return {
    queryKey: scanQueryKeys.detail(scanId),
    queryFn: ({ signal }) => getScan(scanId, client, { signal }),
    staleTime: 0,
    retry: false,
  };
}

/** The run history of a scan, newest first. */
export function scanRunsQuery(scanId: string, client?: ApiClient): CurbcutQueryOptions<ScanRunItem[], ReturnType<typeof scanQueryKeys.runs>> {
  return {
    queryKey: scanQueryKeys.runs(scanId),
    queryFn: ({ signal }) => listScanRuns(scanId, client, { signal }),
    staleTime: 0,
    retry: false,
  };
}

/** The group's authentication configurations. */
export function authConfigsQuery(client?: ApiClient): CurbcutQueryOptions<AuthConfig[], ReturnType<typeof scanQueryKeys.authConfigs>> {
  return {
    queryKey: scanQueryKeys.authConfigs(),
    queryFn: ({ signal }) => listAuthConfigs(client, { signal }),
    staleTime: CACHE_TTL_MS,
    retry: false,
  };
}
