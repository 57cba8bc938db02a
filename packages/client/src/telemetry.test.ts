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
