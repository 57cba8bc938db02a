/**
 * The Instance tab's data (instance administrators only) and its one save path: each instance write
 * answers the whole tab, which replaces the cached one; the group settings and the profile are read
 * again because the caller's own group may be the one whose plan or trial changed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getInstanceSettings, queryKeys } from '@curbcut/client';
import type { InstanceSettings } from '@curbcut/core';
import { showToast } from '../toasts';
import { toastUncataloguedError } from './callErrors';
import { settingsQueryKey } from './settingsQuery';

/** Query key of the Instance tab; under the settings key, so a settings refresh refreshes it too. */
export const instanceQueryKey = [...settingsQueryKey, 'instance'] as const;

/** Query options of the Instance tab. */
export function instanceQuery() {
  return { queryKey: instanceQueryKey, queryFn: () => getInstanceSettings() };
}

/** A save of the Instance tab: the answer replaces the cached tab, a toast says what changed. */
export function useInstanceSave<V>(save: (value: V) => Promise<InstanceSettings>, successText: (value: V) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    meta: { showsOwnErrors: true },
    onSuccess: async (instance, value) => {
      queryClient.setQueryData(instanceQueryKey, instance);
      showToast({ title: successText(value), tone: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsQueryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile() }),
      ]);
    },
    onError: (error) => toastUncataloguedError(error, 'The change could not be saved.'),
  });
}
