/**
 * Starts a device session and opens it in a new tab. The tab is opened while the click is being
 * handled, before the call: a tab opened after an awaited call is blocked as a pop-up. It gets the
 * session's address when the call answers, and is closed again if the call fails.
 */
import { useMutation } from '@tanstack/react-query';
import { startDeviceSession } from '@curbcut/client';
import type { DeviceCombination } from '@curbcut/core';
import { errorMessageOf, statusOf, toastUncataloguedError } from '../settings/callErrors';

/** The last start: its combination, and the session address or the refusal. */
export type StartOutcome =
  | { kind: 'started'; combination: DeviceCombination; sessionUrl: string; tabOpened: boolean }
  | { kind: 'refused'; combination: DeviceCombination; message: string };

interface StartInput {
  combination: DeviceCombination;
  url: string;
  tab: Window | null;
}

/**
 * Refusals the page explains next to the list instead of the error catalogue's reaction: 400 (the
 * page is not http(s)), 403 (no trial or plan), 404 (a combination removed since the list loaded:
 * not a missing page) and 503 (the provider is gone).
 */
const REFUSALS = new Set([400, 403, 404, 503]);

// The provider's answer becomes a link and a tab address: only web addresses, never javascript: and the like.
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** The start mutation; `start(combination, url)` must be called from the click handler. */
export function useStartDeviceSession(onOutcome: (outcome: StartOutcome) => void) {
  const mutation = useMutation({
    mutationFn: async ({ combination, url, tab }: StartInput): Promise<StartOutcome> => {
      try {
        const session = await startDeviceSession({ combination_id: combination.id, url });
        if (!isWebUrl(session.url)) return { kind: 'refused', combination, message: 'The device provider answered an address that is not a web page.' };
        return { kind: 'started', combination, sessionUrl: session.url, tabOpened: tab !== null };
      } catch (error) {
        const status = statusOf(error);
        if (status !== null && REFUSALS.has(status)) return { kind: 'refused', combination, message: errorMessageOf(error, 'The session could not be started.') };
        throw error;
      }
    },
    meta: { showsOwnErrors: true },
    onSuccess: (outcome, { tab }) => {
      if (outcome.kind === 'started' && tab) tab.location.href = outcome.sessionUrl;
      else tab?.close();
      onOutcome(outcome);
    },
    onError: (error, { tab }) => {
      tab?.close();
      toastUncataloguedError(error, 'The session could not be started.');
    },
  });

  const start = (combination: DeviceCombination, url: string) => {
    const tab = window.open('', '_blank');
    // The session page must not be able to script the dashboard through window.opener.
    if (tab) tab.opener = null;
    mutation.mutate({ combination, url, tab });
  };
  return { start, isPending: mutation.isPending, pendingId: mutation.isPending ? mutation.variables.combination.id : null };
}
