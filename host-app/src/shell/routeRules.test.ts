import { describe, expect, it } from 'vitest';
import { introRedirect, isMinimal, lowCodeRedirect, reportRouteTarget } from './routeRules';

const q = (s: string) => new URLSearchParams(s);

describe('reportRouteTarget', () => {
  it('sends ids to the workflow report with the whole query', () => {
    expect(reportRouteTarget(q('ids=a,b&tab=issues'))).toBe('/workflow-analyzer/report?ids=a%2Cb&tab=issues');
  });
  it('sends ar_ids to the assisted report', () => {
    expect(reportRouteTarget(q('ar_ids=7'))).toBe('/assisted-test/report?ar_ids=7');
  });
  it('prefers ids when both are present', () => {
    expect(reportRouteTarget(q('ar_ids=7&ids=3'))).toMatch(/^\/workflow-analyzer\/report\?/);
  });
  it('leads home without either, or with empty values', () => {
    expect(reportRouteTarget(q(''))).toBe('/home');
    expect(reportRouteTarget(q('ids=&ar_ids=%20'))).toBe('/home');
  });
});

describe('introRedirect', () => {
  const required = { required: true, seen: false, inExperiment: true };
  it('forces a required, unseen intro from any page', () => {
    expect(introRedirect('/home', required)).toBe('/introduction');
    expect(introRedirect('/site-scanner', required)).toBe('/introduction');
  });
  it('stays on the intro for users in the experiment', () => {
    expect(introRedirect('/introduction', required)).toBeNull();
  });
  it('lets a user go anywhere once the intro is seen', () => {
    expect(introRedirect('/home', { ...required, seen: true })).toBeNull();
  });
  it('sends users outside the experiment home from the intro', () => {
    expect(introRedirect('/introduction', { required: false, seen: false, inExperiment: false })).toBe('/home');
  });
  it('does nothing when the growth details are unknown', () => {
    expect(introRedirect('/home', null)).toBeNull();
    expect(introRedirect('/introduction', null)).toBeNull();
  });
});

describe('flags', () => {
  it('reads minimal=true only', () => {
    expect(isMinimal(q('minimal=true'))).toBe(true);
    expect(isMinimal(q('minimal=1'))).toBe(false);
  });
  it('shows /lcnc only with the low-code flag', () => {
    expect(lowCodeRedirect(true)).toBeNull();
    expect(lowCodeRedirect(false)).toBe('/home');
  });
});
