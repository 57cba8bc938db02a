/**
 * The scan report's own data, beside what `useReportData` loads for every report: the run's scan
 * meta, its scan logs and its failed pages. Query keys start with a name and the report id, so the
 * live refresh (`SCAN_LIVE_REFRESH`) refetches them with the meta, overview and dataset.
 */
import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@curbcut/client';
import { LIVE_EVENTS, type BuildOverview, type FailedPages, type PageStatus, type ScanLogs, type ScanRunMeta } from '@curbcut/core';
import type { LiveRefreshOptions } from '../buildReport/useReportData';
import type { ReportSource } from '../reportSource';
import { getFailedPages, getScanLogs, getScanRunMeta } from './scanApi';
import { filterScanLogs, offlineScanLogs } from './offlineScanLogs';

/**
 * A scan in progress refreshes on its scan_progress events (one per page checked) and on
 * build_updates, at most once every 3 s: often enough to watch the counts grow, rarely enough that
 * the dataset is not reloaded for every page of a fast scan.
 */
export const SCAN_LIVE_REFRESH: LiveRefreshOptions = {
  topic: { product: 'scanner', category: 'build' },
  events: [LIVE_EVENTS.scanProgress, LIVE_EVENTS.buildUpdates],
  extraKeys: ['scan', 'scanLogs', 'failedPages'],
  throttleMs: 3000,
};

/** A load as the tabs show it. */
export interface Loaded<T> {
  status: 'loading' | 'error' | 'ready';
  data: T | undefined;
  retry(): void;
}

function loaded<T>(q: { isError: boolean; data: T | undefined; refetch: () => unknown }): Loaded<T> {
  return { status: q.isError ? 'error' : q.data === undefined ? 'loading' : 'ready', data: q.data, retry: () => void q.refetch() };
}

/** The run's scan meta; settles (ready or error) before the report shows, so the heading does not change under the reader. */
export function useScanRunMeta(client: ApiClient | null, reportId: string): Loaded<ScanRunMeta> {
  const q = useQuery({
    queryKey: ['scan', reportId],
    enabled: client !== null,
    queryFn: ({ signal }) => getScanRunMeta(client as ApiClient, reportId, signal),
  });
  return loaded(q);
}

/**
 * The scan logs of the chosen statuses: from the server (filtered there), or derived from offline
 * results (filtered here). No status chosen: nothing is loaded.
 */
export function useScanLogs(
  source: ReportSource,
  client: ApiClient | null,
  reportId: string,
  statuses: readonly PageStatus[],
  overview: BuildOverview | undefined,
): Loaded<ScanLogs> {
  const key = statuses.join(',');
  const q = useQuery({
    queryKey: ['scanLogs', reportId, key],
    enabled: client !== null && statuses.length > 0,
    queryFn: ({ signal }) => getScanLogs(client as ApiClient, reportId, statuses, signal),
    // The table keeps its rows while a live refresh or another status choice loads.
    placeholderData: keepPreviousData,
  });
  const results = source.kind === 'offline' ? source.results : undefined;
  const offline = useMemo(() => (results !== undefined && overview ? offlineScanLogs(results, overview) : undefined), [results, overview]);
  const offlineShown = useMemo(() => (offline ? filterScanLogs(offline, statuses) : undefined), [offline, key]); // eslint-disable-line react-hooks/exhaustive-deps
  if (source.kind === 'offline') return { status: offlineShown ? 'ready' : 'loading', data: offlineShown, retry: () => undefined };
  return loaded(q);
}

/** The failed pages, loaded once `enabled` (the slide-over is open). */
export function useFailedPages(client: ApiClient | null, reportId: string, enabled: boolean): Loaded<FailedPages> {
  const q = useQuery({
    queryKey: ['failedPages', reportId],
    enabled: enabled && client !== null,
    queryFn: ({ signal }) => getFailedPages(client as ApiClient, reportId, signal),
  });
  return loaded(q);
}
