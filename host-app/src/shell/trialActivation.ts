/**
 * The client side of activating the trial (spec 000 section 4.1) as a reducer: the POST, then a
 * status read every 2 s until it says success. A failed POST, a failed read or a read saying the
 * server gave up (trial_status `failed`) ends it in `failed`
 * (the caller refreshes the profile and shows the error toast); success ends in `enabled` (the
 * caller refreshes the profile and scan configurations, shows the banner and confetti).
 */

/** Where an activation stands. */
export type TrialActivation =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'polling'; polls: number }
  | { phase: 'enabled' }
  | { phase: 'failed' };

/** What happens to it. */
export type TrialActivationEvent =
  | { type: 'start' }
  | { type: 'started' }
  | { type: 'startFailed' }
  | { type: 'polled'; success: boolean }
  | { type: 'pollFailed' };

export const IDLE_ACTIVATION: TrialActivation = { phase: 'idle' };

/** The next state; events that do not apply in a state leave it as it is. */
export function trialActivationReducer(state: TrialActivation, event: TrialActivationEvent): TrialActivation {
  switch (event.type) {
    case 'start':
      // A second click while one runs, or after success, starts nothing.
      return state.phase === 'idle' || state.phase === 'failed' ? { phase: 'starting' } : state;
    case 'started':
      return state.phase === 'starting' ? { phase: 'polling', polls: 0 } : state;
    case 'startFailed':
      return state.phase === 'starting' ? { phase: 'failed' } : state;
    case 'polled':
      if (state.phase !== 'polling') return state;
      return event.success ? { phase: 'enabled' } : { phase: 'polling', polls: state.polls + 1 };
    case 'pollFailed':
      return state.phase === 'polling' ? { phase: 'failed' } : state;
  }
}

/** Whether the activation is under way (the trial button shows progress and is disabled). */
export function activationBusy(state: TrialActivation): boolean {
  return state.phase === 'starting' || state.phase === 'polling';
}
