import { describe, expect, it } from 'vitest';
import { canUseScreenReaders, trialOfferOf } from './access';

describe('canUseScreenReaders', () => {
  it('lets plans with the toolkit and running trials in', () => {
    expect(canUseScreenReaders({ trial_status: null, toolkit_on_live: true })).toBe(true);
    expect(canUseScreenReaders({ trial_status: 'enabled', toolkit_on_live: false })).toBe(true);
  });

  it('shows groups without the toolkit or a running trial the paywall', () => {
    expect(canUseScreenReaders({ trial_status: 'not_started', toolkit_on_live: false })).toBe(false);
    expect(canUseScreenReaders({ trial_status: 'expired', toolkit_on_live: false })).toBe(false);
  });
});

describe('trialOfferOf', () => {
  it('offers the trial only to eligible groups that have not started it', () => {
    expect(trialOfferOf({ rft_eligible: true, trial_status: 'not_started' })).toBe('start');
    expect(trialOfferOf({ rft_eligible: true, trial_status: null })).toBe('start');
    expect(trialOfferOf({ rft_eligible: false, trial_status: 'not_started' })).toBe('none');
  });

  it('says when a trial is being processed or has ended', () => {
    expect(trialOfferOf({ rft_eligible: true, trial_status: 'processing' })).toBe('processing');
    expect(trialOfferOf({ rft_eligible: false, trial_status: 'expired' })).toBe('ended');
  });
});
