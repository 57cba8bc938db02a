import { describe, expect, it, vi } from 'vitest';
import { createTelemetry, errorSampleRate, npsSurveyAllowed, sessionReplayAllowed } from './telemetry';

describe('telemetry', () => {
  it('sends nothing without a sink', () => {
    const telemetry = createTelemetry(() => 0);
    expect(() => telemetry.reportError(new Error('x'), '/home')).not.toThrow();
  });

  it('samples errors at 0.7, and none on the issue-snapshot page', () => {
    const reportError = vi.fn();
    let roll = 0.69;
    const telemetry = createTelemetry(() => roll);
    telemetry.setSink({ reportError });
    telemetry.reportError(new Error('kept'), '/home');
    roll = 0.7;
    telemetry.reportError(new Error('dropped'), '/home');
    roll = 0;
    telemetry.reportError(new Error('snapshot'), '/issue-snapshot');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(new Error('kept'), { pathname: '/home' });
    expect(errorSampleRate('/issue-snapshot')).toBe(0);
  });

  it('keeps session replay off on snapshot pages and for excluded groups', () => {
    expect(sessionReplayAllowed('/home', 'grp_1')).toBe(true);
    expect(sessionReplayAllowed('/issue-snapshot', 'grp_1')).toBe(false);
    expect(sessionReplayAllowed('/api/v1/reports/r/snapshot_pages/p', null)).toBe(false);
    expect(sessionReplayAllowed('/home', '2')).toBe(false);
    expect(npsSurveyAllowed('2')).toBe(false);
    expect(npsSurveyAllowed('grp_9', ['grp_9'])).toBe(false);
    expect(npsSurveyAllowed('grp_1')).toBe(true);
  });
});

describe('page views', () => {
  function sinkSpy() {
    return { reportError: vi.fn(), track: vi.fn(), setSessionReplay: vi.fn(), offerNpsSurvey: vi.fn() };
  }

  it('carry the journeyOrigin and utm parameters of the page the visit arrived on, on later pages too', () => {
    const sink = sinkSpy();
    const telemetry = createTelemetry(() => 0);
    telemetry.setSink(sink);
    telemetry.pageView({ pathname: '/home', search: '?journeyOrigin=scanner_onboarding&utm_source=newsletter&other=x', groupId: 'grp_1' });
    telemetry.pageView({ pathname: '/site-scanner', search: '', groupId: 'grp_1' });
    telemetry.track('trial_activated');
    expect(sink.track.mock.calls).toEqual([
      ['page_view', { journeyOrigin: 'scanner_onboarding', utm_source: 'newsletter', path: '/home' }],
      ['page_view', { journeyOrigin: 'scanner_onboarding', utm_source: 'newsletter', path: '/site-scanner' }],
      ['trial_activated', { journeyOrigin: 'scanner_onboarding', utm_source: 'newsletter' }],
    ]);
  });

  it('switch session replay per page and group, and offer the NPS survey once, never to excluded groups', () => {
    const sink = sinkSpy();
    const telemetry = createTelemetry(() => 0);
    telemetry.setSink(sink, ['grp_excluded']);
    telemetry.pageView({ pathname: '/public_report', search: '', groupId: null });
    telemetry.pageView({ pathname: '/home', search: '', groupId: 'grp_excluded' });
    expect(sink.offerNpsSurvey).not.toHaveBeenCalled();
    telemetry.pageView({ pathname: '/home', search: '', groupId: 'grp_1' });
    telemetry.pageView({ pathname: '/automated-tests', search: '', groupId: 'grp_1' });
    expect(sink.setSessionReplay.mock.calls).toEqual([[true], [false], [true], [true]]);
    expect(sink.offerNpsSurvey).toHaveBeenCalledTimes(1);
  });

  it('remember the attribution without a sink, so a sink installed later still gets it', () => {
    const telemetry = createTelemetry(() => 0);
    telemetry.pageView({ pathname: '/home', search: '?utm_campaign=launch', groupId: 'grp_1' });
    const sink = sinkSpy();
    telemetry.setSink(sink);
    telemetry.track('contact_request_sent', { request_type: 'demo' });
    expect(sink.track).toHaveBeenCalledWith('contact_request_sent', { utm_campaign: 'launch', request_type: 'demo' });
  });
});
