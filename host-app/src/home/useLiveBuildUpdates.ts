import { useEffect } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { createLiveUpdates, getDefaultApiClient, type Profile } from '@curbcut/client';
import { LIVE_EVENTS } from '@curbcut/core';

/** Events after which build lists may have changed. */
const LIST_EVENTS = new Set<string>([LIVE_EVENTS.buildUpdates, LIVE_EVENTS.newBuildUpdates, LIVE_EVENTS.newProjectUpdates]);

/**
 * The second part of the keys of the lists a build changes: report lists, projects, a project's
 * builds, scans and their runs; and the PDF reports list (a PDF check sends the same events). Not the profile or a report's own data (rules, meta): a build's
 * progress does not change them, and refetching them on every event repeated them many times a second.
 */
const LIST_KEYS = new Set(['reports', 'projects', 'project', 'scans']);

/** Events arrive per uploaded batch or scanned page: the lists refresh at most this often. */
export const LIST_REFRESH_MS = 1000;

function isBuildList(query: Query): boolean {
  const [root, kind, part] = query.queryKey;
  if (root !== 'curbcut') return false;
  return kind === 'pdf-scanner' ? part === 'list' : typeof kind === 'string' && LIST_KEYS.has(kind);
}

/**
 * Keeps build lists current while the shell is open: joins the user's live channel and watches
 * every build of the group (an empty build list). The events of a second are refreshed together,
 * without cancelling a refetch already under way. Live updates are an extra: when the server has
 * none configured, the lists still refresh on navigation.
 */
export function useLiveBuildUpdates(profile: Profile | undefined): void {
  const queryClient = useQueryClient();
  const userId = profile?.user_id;
  const groupId = profile?.group_id;
  useEffect(() => {
    if (!userId || !groupId) return;
    let timer: number | undefined;
    const refresh = () => {
      // A list being read now may have been read before the event's change: an invalidation that
      // does not cancel it would be spent on it, and the change lost. Wait for it, then read again.
      if (queryClient.isFetching({ predicate: isBuildList }) > 0) {
        timer = window.setTimeout(refresh, LIST_REFRESH_MS);
        return;
      }
      timer = undefined;
      // The API client's 60 s cache would otherwise answer the refetch with the old list.
      getDefaultApiClient().clearCache();
      void queryClient.invalidateQueries({ predicate: isBuildList }, { cancelRefetch: false });
    };
    const live = createLiveUpdates({
      userId,
      groupId,
      onMessage: ({ event }) => {
        if (LIST_EVENTS.has(event) && timer === undefined) timer = window.setTimeout(refresh, LIST_REFRESH_MS);
      },
    });
    let active = true;
    live
      .connect()
      .then(() => {
        if (active) live.subscribe({ product: 'automated-tests', category: 'build_listing', buildIds: [] });
      })
      .catch((error: unknown) => console.info('Live updates are not available:', error));
    return () => {
      active = false;
      window.clearTimeout(timer);
      live.unsubscribe();
      live.disconnect();
    };
  }, [userId, groupId, queryClient]);
}
