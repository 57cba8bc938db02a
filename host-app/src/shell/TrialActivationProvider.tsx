/**
 * Activating the trial (spec 000 section 4.1) for the whole shell: the sidebar entry, the offer
 * banner and the paywalls all call `start`. After the POST the status is read every 2 s; on success
 * the profile and the scan configurations are read again, the trial-started banner is due again
 * and confetti falls (not for users who ask for reduced motion); a failed read refreshes the
 * profile, shows the error toast and stops.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import confetti from 'canvas-confetti';
import {
  getDefaultApiClient,
  getFreeTrialStatus,
  queryKeys,
  scanQueryKeys,
  startFreeTrial,
  TRIAL_POLL_INTERVAL_MS,
} from '@curbcut/client';
import { showToast } from '../toasts';
import { activationBusy, IDLE_ACTIVATION, trialActivationReducer, type TrialActivation } from './trialActivation';
import { readTrialBannerMemory, writeTrialBannerMemory } from './bannerMemory';
import { trackEvent } from '../telemetry';

interface TrialActivationApi {
  state: TrialActivation;
  busy: boolean;
  start: () => void;
}

const TrialActivationContext = createContext<TrialActivationApi | null>(null);

const FAILURE_TOAST = { title: 'Oops! Something went wrong.', description: 'We were unable to process your free trial. Please try again later.' };

/** Provides `useTrialActivation()` to the signed-in shell. */
export function TrialActivationProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const [state, dispatch] = useReducer(trialActivationReducer, IDLE_ACTIVATION);
  const queryClient = useQueryClient();
  const busyRef = useRef(false);
  busyRef.current = activationBusy(state);

  const refreshProfile = useCallback(async () => {
    getDefaultApiClient().clearCache();
    await queryClient.invalidateQueries({ queryKey: queryKeys.profile() });
  }, [queryClient]);

  const start = useCallback(() => {
    if (busyRef.current) return;
    busyRef.current = true;
    dispatch({ type: 'start' });
    startFreeTrial().then(
      () => {
        showToast({ title: 'Your free trial is being processed', tone: 'info' });
        dispatch({ type: 'started' });
      },
      async () => {
        dispatch({ type: 'startFailed' });
        await refreshProfile();
        showToast({ ...FAILURE_TOAST, tone: 'error' });
      },
    );
  }, [refreshProfile]);

  const polls = state.phase === 'polling' ? state.polls : null;
  useEffect(() => {
    if (polls === null) return;
    let cancelled = false;
    const fail = async () => {
      if (cancelled) return;
      dispatch({ type: 'pollFailed' });
      await refreshProfile();
      showToast({ ...FAILURE_TOAST, tone: 'error' });
    };
    const timer = window.setTimeout(() => {
      getFreeTrialStatus().then((status) => {
        if (cancelled) return;
        // The server gave up on the activation: polling on would never end.
        if (status.trial_status === 'failed') void fail();
        else dispatch({ type: 'polled', success: status.success });
      }, fail);
    }, TRIAL_POLL_INTERVAL_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [polls, refreshProfile]);

  const enabled = state.phase === 'enabled';
  useEffect(() => {
    if (!enabled) return;
    writeTrialBannerMemory(userId, { ...readTrialBannerMemory(userId), enabledShown: false });
    void refreshProfile();
    void queryClient.invalidateQueries({ queryKey: scanQueryKeys.all });
    showToast({ title: 'Free trial activated successfully', tone: 'success' });
    trackEvent('trial_activated');
    void confetti({ particleCount: 140, spread: 75, origin: { y: 0.3 }, disableForReducedMotion: true });
  }, [enabled, userId, refreshProfile, queryClient]);

  const api = useMemo(() => ({ state, busy: activationBusy(state), start }), [state, start]);
  return <TrialActivationContext.Provider value={api}>{children}</TrialActivationContext.Provider>;
}

/** The shell's trial activation. */
export function useTrialActivation(): TrialActivationApi {
  const api = useContext(TrialActivationContext);
  if (!api) throw new Error('useTrialActivation needs a TrialActivationProvider (the signed-in shell provides one)');
  return api;
}
