import { describe, expect, it } from 'vitest';
import { allBuildsPath } from './buildPaths';
import { CTA_BUTTONS, ctaUserState } from './ctaState';

describe('ctaUserState (spec 001 section 4)', () => {
  it('paid plans and running trials get Learn how to enable', () => {
    expect(ctaUserState({ plan_type: 'paid', trial_status: null, rft_eligible: false })).toBe('paid');
    expect(ctaUserState({ plan_type: 'free', trial_status: 'enabled', rft_eligible: false })).toBe('paid');
    expect(CTA_BUTTONS.paid).toEqual(['Learn how to enable']);
  });

  it('an exhausted trial with nothing eligible gets Upgrade and Get a demo', () => {
    expect(ctaUserState({ plan_type: 'free', trial_status: 'expired', rft_eligible: false })).toBe('expired');
    expect(CTA_BUTTONS.expired).toEqual(['Upgrade', 'Get a demo']);
  });

  it('otherwise the free trial is available: Start free trial and Get a demo', () => {
    expect(ctaUserState({ plan_type: 'free', trial_status: 'not_started', rft_eligible: true })).toBe('available');
    expect(ctaUserState({ plan_type: 'free', trial_status: 'expired', rft_eligible: true })).toBe('available');
    expect(CTA_BUTTONS.available).toEqual(['Start free trial', 'Get a demo']);
  });

  it('an unknown state is an error', () => {
    expect(() => ctaUserState({ plan_type: 'free', trial_status: 'paused' as never, rft_eligible: true })).toThrow(/Unknown trial status "paused"/);
  });
});

describe('build paths', () => {
  it('lead to a project\'s All builds', () => {
    expect(allBuildsPath('prj_9')).toBe('/automated-tests/projects/prj_9');
  });
});
