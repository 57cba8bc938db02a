import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createLiveUpdates, getDefaultApiClient, queryKeys, type Profile } from '@curbcut/client';
import { LIVE_EVENTS } from '@curbcut/core';

/** Events after which build lists may have changed. */
const LIST_EVENTS = new Set<string>([LIVE_EVENTS.buildUpdates, LIVE_EVENTS.newBuildUpdates, LIVE_EVENTS.newProjectUpdates]);

/**
 * Keeps build lists current while the shell is open: joins the user's live channel and watches
 * every build of the group (an empty build list). Live updates are an extra: when the server has
 * none configured, the lists still refresh on navigation.
 */
export function useLiveBuildUpdates(profile: Profile | undefined): void {
  const queryClient = useQueryClient();
  const userId = profile?.user_id;
  const groupId = profile?.group_id;
  useEffect(() => {
    if (!userId || !groupId) return;
    const live = createLiveUpdates({
      userId,
      groupId,
      onMessage: ({ event }) => {
        if (!LIST_EVENTS.has(event)) return;
        // The API client's 60 s cache would otherwise answer the refetch with the old list.
        getDefaultApiClient().clearCache();
        void queryClient.invalidateQueries({ queryKey: queryKeys.all });
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
      live.unsubscribe();
      live.disconnect();
    };
  }, [userId, groupId, queryClient]);
}
