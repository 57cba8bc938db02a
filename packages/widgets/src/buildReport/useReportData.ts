/**
 * Loads what a build report shows, from either kind of source: meta and overview through TanStack
 * Query, the issue set into the engine (the worker fetches the dataset itself), the viewer's profile
 * (author or not), and live refreshes while a build is in progress (client `createLiveUpdates`:
 * each `build_updates` refetches meta, overview and dataset; a token reader refetches on a timer).
 * The scan report passes its own live options (scan_progress events, throttled, its extra queries).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLiveUpdates, getExplorerSummary, getProfile, getReportMeta } from '@curbcut/client';
import type { ApiClient } from '@curbcut/client';
import type { BuildOverview, ExplorerSummary, ReportMeta } from '@curbcut/core';
import type { ReportSource } from '../reportSource';
import { clientForSource, fetchBuildOverview, reportUrl } from '../data/serverApi';
import type { ReportWorkerApi } from '../worker/engineHost';

/** How often a token-read report of a running build is read again (the push messages' own 5000 ms rhythm). */
export const TOKEN_REFRESH_MS = 5000;

/** Statuses of a report in progress (spec 001 section 4). */
export const IN_PROGRESS_STATUSES: readonly string[] = ['running', 'processing', 'finalizing'];

/** Everything the shell needs to render. */
export interface ReportData {
  /**
   * 'error' when the meta or the dataset failed to load: the full-page fallback. 'ready' once the
   * meta and either the dataset or the server's explorer summary are here (the dataset may still
   * be loading then: `datasetVersion` is 0 until it is in the engine).
   */
  status: 'loading' | 'error' | 'ready';
  error: Error | null;
  meta: ReportMeta | undefined;
  overview: BuildOverview | undefined;
  overviewStatus: 'loading' | 'error' | 'ready';
  retryOverview(): void;
  /** Increases each time the engine holds a new dataset. */
  datasetVersion: number;
  /** A finished server report's explorer with no filter, shown until the engine answers; absent otherwise. */
  explorerSummary: ExplorerSummary | undefined;
  isAuthor: boolean;
  /** Read with the viewer's session (no token, not public). */
  signedIn: boolean;
  /** The viewer's organisation allows public links (profile `public_links_enabled`). */
  publicLinksAllowed: boolean;
  /** The server client; null offline. */
  client: ApiClient | null;
}

function queryStatus(q: { isError: boolean; data: unknown }): 'loading' | 'error' | 'ready' {
  return q.isError ? 'error' : q.data === undefined ? 'loading' : 'ready';
}

/** How a report in progress is kept fresh: which live events refresh it, and what they refresh. */
export interface LiveRefreshOptions {
  /** What the get_updates subscription names (informational for the server). */
  topic: { product: string; category: string };
  /** Channel events that mean this report changed (their `build_uuid` must be this report's). */
  events: readonly string[];
  /** Further queries (by the first part of their key, then the report id) refetched with meta, overview and dataset. */
  extraKeys: readonly string[];
  /**
   * At most one refresh per this many milliseconds (the first at once, the last one kept), so a
   * scan logging several pages a second does not reload the dataset for each; 0: every event.
   */
  throttleMs: number;
}

/** The build report's: every build_updates refreshes at once. */
export const BUILD_LIVE_REFRESH: LiveRefreshOptions = {
  topic: { product: 'automate', category: 'build' },
  events: ['build_updates'],
  extraKeys: [],
  throttleMs: 0,
};

/** Calls `run` at most once per `ms`: at once, then once more at the end of the window if asked meanwhile. */
function throttled(run: () => void, ms: number): { call(): void; cancel(): void } {
  if (ms <= 0) return { call: run, cancel: () => undefined };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending = false;
  const open = () => {
    timer = setTimeout(() => {
      timer = null;
      if (pending) {
        pending = false;
        run();
        open();
      }
    }, ms);
  };
  return {
    call() {
      if (timer) {
        pending = true;
        return;
      }
      run();
      open();
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = false;
    },
  };
}

/** Loads a report for the shell. `engine` is null until the worker is up. */
export function useReportData(source: ReportSource, engine: ReportWorkerApi | null, live: LiveRefreshOptions = BUILD_LIVE_REFRESH): ReportData {
  const queryClient = useQueryClient();
  const server = source.kind === 'server' ? source : null;
  const serverKey = server ? `${server.reportId} ${server.token ?? ''}` : '';
  const serverClient = server?.client;
  // Keyed by id and token: hosts pass a new source object on every render.
  const client = useMemo(() => (server ? clientForSource(server) : null), [serverKey, serverClient]); // eslint-disable-line react-hooks/exhaustive-deps
  const reportId = server?.reportId ?? 'offline';
  const versionRef = useRef(0);

  const offline = useQuery({
    queryKey: ['offline', engine !== null],
    enabled: source.kind === 'offline' && engine !== null,
    queryFn: async () => {
      if (source.kind !== 'offline' || !engine) throw new Error('No offline source.');
      const loaded = await engine.load({ kind: 'offline', results: source.results, ...(source.name !== undefined ? { name: source.name } : {}) });
      versionRef.current += 1;
      return loaded.offline;
    },
  });
  const meta = useQuery({
    queryKey: ['meta', reportId],
    enabled: client !== null,
    queryFn: ({ signal }) => getReportMeta(reportId, client as ApiClient, { signal }),
  });
  const overview = useQuery({
    queryKey: ['overview', reportId],
    enabled: client !== null && meta.data !== undefined,
    queryFn: ({ signal }) => fetchBuildOverview(client as ApiClient, reportId, signal),
  });
  const dataset = useQuery({
    queryKey: ['dataset', reportId],
    enabled: client !== null && engine !== null,
    queryFn: async () => {
      if (!engine || !client || !server) throw new Error('No server source.');
      const loaded = await engine.load({
        kind: 'server',
        datasetUrl: reportUrl(client, reportId, '/dataset'),
        slicesUrl: reportUrl(client, reportId, '/dataset/slices'),
        csvUrl: reportUrl(client, reportId, '/dataset/csv'),
        ...(server.token ? { token: server.token } : {}),
      });
      versionRef.current += 1;
      return loaded.rowCount;
    },
  });
  const metaStatus = meta.data?.status;
  // A finished report's first accordions come from the server while the worker loads its dataset
  // (a million issues are 33 MB to download and decode); nothing is lost when the call fails.
  const summary = useQuery({
    queryKey: ['explorerSummary', reportId],
    enabled: client !== null && metaStatus !== undefined && !IN_PROGRESS_STATUSES.includes(metaStatus) && dataset.data === undefined,
    retry: false,
    staleTime: Infinity,
    queryFn: ({ signal }) => getExplorerSummary(reportId, client as ApiClient, { signal }),
  });
  const signedIn = server !== null && !server.token && server.access !== 'public';
  const profile = useQuery({
    queryKey: ['profile'],
    enabled: signedIn && client !== null,
    queryFn: ({ signal }) => getProfile(client as ApiClient, { signal }),
  });

  const metaData = source.kind === 'offline' ? offline.data?.meta : meta.data;
  const inProgress = metaData !== undefined && IN_PROGRESS_STATUSES.includes(metaData.status);
  const userId = profile.data?.user_id;
  const groupId = profile.data?.group_id;

  const liveRef = useRef(live);
  liveRef.current = live;
  const refresh = useMemo(
    () =>
      throttled(() => {
        client?.clearCache();
        for (const key of ['meta', 'overview', 'dataset', ...liveRef.current.extraKeys]) void queryClient.invalidateQueries({ queryKey: [key, reportId] });
      }, live.throttleMs),
    [client, reportId, queryClient, live.throttleMs],
  );
  useEffect(() => () => refresh.cancel(), [refresh]);

  // A server without live updates (or one whose push service is down) refuses the connection: the
  // signed-in reader then falls back to the timer token readers use.
  const [liveDown, setLiveDown] = useState(false);
  useEffect(() => {
    if (!inProgress || !client || !userId || !groupId) return;
    const { topic, events } = liveRef.current;
    const updates = createLiveUpdates({
      userId,
      groupId,
      client,
      onMessage: (message) => {
        if (!events.includes(message.event)) return;
        // The channel is the user's: a listing page open elsewhere subscribes to every report.
        const about = (message.data as { build_uuid?: unknown } | null)?.build_uuid;
        if (typeof about === 'string' && about !== reportId) return;
        refresh.call();
      },
    });
    updates.subscribe({ ...topic, buildIds: [reportId] });
    updates.connect().then(
      () => setLiveDown(false),
      () => setLiveDown(true),
    );
    return () => {
      updates.unsubscribe();
      updates.disconnect();
    };
  }, [inProgress, client, userId, groupId, reportId, refresh]);

  // An embed or public-link token has no user channel to listen on (channels are a signed-in
  // user's, and a token must not hear about other reports): a running build is read again on a
  // timer instead, so an embedded report grows as its build does and says 'Scan complete' once.
  const polled = !signedIn || liveDown;
  useEffect(() => {
    if (!inProgress || !client || !polled) return;
    const timer = setInterval(() => refresh.call(), TOKEN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [inProgress, client, polled, refresh]);

  if (source.kind === 'offline') {
    return {
      status: offline.isError ? 'error' : offline.data ? 'ready' : 'loading',
      error: offline.error,
      meta: offline.data?.meta,
      overview: offline.data?.overview,
      overviewStatus: offline.data ? 'ready' : 'loading',
      retryOverview: () => undefined,
      datasetVersion: versionRef.current,
      explorerSummary: undefined,
      isAuthor: false,
      signedIn: false,
      publicLinksAllowed: false,
      client: null,
    };
  }
  const failed = meta.isError || dataset.isError;
  return {
    status: failed ? 'error' : meta.data !== undefined && (dataset.data !== undefined || summary.data !== undefined) ? 'ready' : 'loading',
    error: meta.error ?? dataset.error,
    meta: meta.data,
    overview: overview.data,
    overviewStatus: queryStatus(overview),
    retryOverview: () => void overview.refetch(),
    datasetVersion: versionRef.current,
    explorerSummary: summary.data,
    isAuthor: signedIn && userId !== undefined && meta.data?.createdBy.id === userId,
    signedIn,
    publicLinksAllowed: profile.data?.public_links_enabled === true,
    client,
  };
}
