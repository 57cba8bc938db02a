/**
 * Loads what a build report shows, from either kind of source: meta and overview through TanStack
 * Query, the issue set into the engine (the worker fetches the dataset itself), the viewer's profile
 * (author or not), and live refreshes while a build is in progress (client `createLiveUpdates`:
 * each `build_updates` refetches meta, overview and dataset; a token reader refetches on a timer).
 */
import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLiveUpdates, getProfile, getReportMeta } from '@curbcut/client';
import type { ApiClient } from '@curbcut/client';
import type { BuildOverview, ReportMeta } from '@curbcut/core';
import type { ReportSource } from '../reportSource';
import { clientForSource, fetchBuildOverview, reportUrl } from '../data/serverApi';
import type { ReportWorkerApi } from '../worker/engineHost';

/** How often a token-read report of a running build is read again (the push messages' own 5000 ms rhythm). */
export const TOKEN_REFRESH_MS = 5000;

/** Statuses of a report in progress (spec 001 section 4). */
export const IN_PROGRESS_STATUSES: readonly string[] = ['running', 'processing', 'finalizing'];

/** Everything the shell needs to render. */
export interface ReportData {
  /** 'error' when the meta or the dataset failed to load: the full-page fallback. */
  status: 'loading' | 'error' | 'ready';
  error: Error | null;
  meta: ReportMeta | undefined;
  overview: BuildOverview | undefined;
  overviewStatus: 'loading' | 'error' | 'ready';
  retryOverview(): void;
  /** Increases each time the engine holds a new dataset. */
  datasetVersion: number;
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

/** Loads a report for the shell. `engine` is null until the worker is up. */
export function useReportData(source: ReportSource, engine: ReportWorkerApi | null): ReportData {
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
        ...(server.token ? { token: server.token } : {}),
      });
      versionRef.current += 1;
      return loaded.rowCount;
    },
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

  useEffect(() => {
    if (!inProgress || !client || !userId || !groupId) return;
    const live = createLiveUpdates({
      userId,
      groupId,
      client,
      onMessage: (message) => {
        if (message.event !== 'build_updates') return;
        client.clearCache();
        for (const key of ['meta', 'overview', 'dataset']) void queryClient.invalidateQueries({ queryKey: [key, reportId] });
      },
    });
    live.subscribe({ product: 'automate', category: 'build', buildIds: [reportId] });
    live.connect().catch(() => undefined);
    return () => {
      live.unsubscribe();
      live.disconnect();
    };
  }, [inProgress, client, userId, groupId, reportId, queryClient]);

  // An embed or public-link token has no user channel to listen on (channels are a signed-in
  // user's, and a token must not hear about other reports): a running build is read again on a
  // timer instead, so an embedded report grows as its build does and says 'Scan complete' once.
  useEffect(() => {
    if (!inProgress || !client || signedIn) return;
    const timer = setInterval(() => {
      client.clearCache();
      for (const key of ['meta', 'overview', 'dataset']) void queryClient.invalidateQueries({ queryKey: [key, reportId] });
    }, TOKEN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [inProgress, client, signedIn, reportId, queryClient]);

  if (source.kind === 'offline') {
    return {
      status: offline.isError ? 'error' : offline.data ? 'ready' : 'loading',
      error: offline.error,
      meta: offline.data?.meta,
      overview: offline.data?.overview,
      overviewStatus: offline.data ? 'ready' : 'loading',
      retryOverview: () => undefined,
      datasetVersion: versionRef.current,
      isAuthor: false,
      signedIn: false,
      publicLinksAllowed: false,
      client: null,
    };
  }
  const failed = meta.isError || dataset.isError;
  return {
    status: failed ? 'error' : meta.data !== undefined && dataset.data !== undefined ? 'ready' : 'loading',
    error: meta.error ?? dataset.error,
    meta: meta.data,
    overview: overview.data,
    overviewStatus: queryStatus(overview),
    retryOverview: () => void overview.refetch(),
    datasetVersion: versionRef.current,
    isAuthor: signedIn && userId !== undefined && meta.data?.createdBy.id === userId,
    signedIn,
    publicLinksAllowed: profile.data?.public_links_enabled === true,
    client,
  };
}
