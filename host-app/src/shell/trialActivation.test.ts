import { describe, expect, it } from 'vitest';
import { activationBusy, IDLE_ACTIVATION, trialActivationReducer, type TrialActivation, type TrialActivationEvent } from './trialActivation';

const run = (events: TrialActivationEvent[], from: TrialActivation = IDLE_ACTIVATION) => events.reduce(trialActivationReducer, from);

describe('trial activation', () => {
  it('starts, polls until success and ends enabled', () => {
    const polling = run([{ type: 'start' }, { type: 'started' }, { type: 'polled', success: false }, { type: 'polled', success: false }]);
    expect(polling).toEqual({ phase: 'polling', polls: 2 });
    expect(activationBusy(polling)).toBe(true);
    expect(trialActivationReducer(polling, { type: 'polled', success: true })).toEqual({ phase: 'enabled' });
  });

  it('stops polling on a polling error', () => {
    const failed = run([{ type: 'start' }, { type: 'started' }, { type: 'pollFailed' }]);
    expect(failed).toEqual({ phase: 'failed' });
    expect(trialActivationReducer(failed, { type: 'polled', success: true })).toEqual({ phase: 'failed' });
  });

  it('fails when the POST fails, and can be tried again', () => {
    const failed = run([{ type: 'start' }, { type: 'startFailed' }]);
    expect(failed.phase).toBe('failed');
    expect(activationBusy(failed)).toBe(false);
    expect(trialActivationReducer(failed, { type: 'start' })).toEqual({ phase: 'starting' });
  });

  it('ignores a second start while busy or after success', () => {
    const starting = run([{ type: 'start' }]);
    expect(trialActivationReducer(starting, { type: 'start' })).toBe(starting);
    const enabled = run([{ type: 'start' }, { type: 'started' }, { type: 'polled', success: true }]);
    expect(trialActivationReducer(enabled, { type: 'start' })).toBe(enabled);
  });

  it('ignores answers that arrive out of turn', () => {
    expect(trialActivationReducer(IDLE_ACTIVATION, { type: 'polled', success: true })).toBe(IDLE_ACTIVATION);
    expect(trialActivationReducer(IDLE_ACTIVATION, { type: 'started' })).toBe(IDLE_ACTIVATION);
  });
});
