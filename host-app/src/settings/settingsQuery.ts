/**
 * The group's settings as the settings pages read them, and the one save path every control uses:
 * each update call answers the whole settings object, which replaces the cached one, so the page
 * always shows what the server stored.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSettings, queryKeys } from '@curbcut/client';
import type { Settings } from '@curbcut/core';
import { showToast } from '../toasts';
import { toastUncataloguedError } from './callErrors';

/** What `GET /api/v1/settings` answers (and every settings update). */
export type GroupSettings = Settings;

/** Query key of the settings; under `curbcut`, so sign-out and live updates clear it with the rest. */
export const settingsQueryKey = ['curbcut', 'settings'] as const;

/** Query options of the group's settings. */
export function settingsQuery() {
  return { queryKey: settingsQueryKey, queryFn: () => getSettings() };
}

/**
 * A save of some settings: on success the answer replaces the cached settings, a toast says what
 * changed, and the profile is refetched (plan, flags and trial shape what the shell shows).
 */
export function useSettingsSave<V>(save: (value: V) => Promise<GroupSettings>, successText: (value: V) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    meta: { showsOwnErrors: true },
    onSuccess: async (settings, value) => {
      queryClient.setQueryData(settingsQueryKey, settings);
      showToast({ title: successText(value), tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile() });
    },
    onError: (error) => toastUncataloguedError(error, 'The settings could not be saved.'),
  });
}
