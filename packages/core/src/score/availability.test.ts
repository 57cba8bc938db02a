import { describe, expect, it } from 'vitest';
import { SCORE_NOTES, formatScore, scoreAvailability, scoreUnavailableForExtensionNote } from './availability';
import { buildScoreTrend } from './trend';

describe('score availability by report date', () => {
  it('is unavailable before Apr 10, 2025, with the spec note', () => {
    expect(scoreAvailability('2025-04-09T23:59:59Z')).toEqual({
      state: 'unavailable',
      note: 'Accessibility score is now available on reports generated from Apr 10, 2025',
    });
  });

  it('uses the older logic from Apr 10, 2025 until Jul 10, 2025 00:00 UTC, shown as dashes', () => {
    const a = scoreAvailability('2025-04-10T00:00:00Z');
    expect(a.state).toBe('oldLogic');
    expect(a.note).toBe(SCORE_NOTES.oldLogic);
    expect(scoreAvailability(new Date('2025-07-09T23:59:59.999Z')).state).toBe('oldLogic');
    expect(formatScore(87, a)).toBe('--');
  });

  it('is available from Jul 10, 2025 00:00 UTC', () => {
    const a = scoreAvailability('2025-07-10T00:00:00Z');
    expect(a).toEqual({ state: 'available', note: null });
    expect(formatScore(87, a)).toBe('87');
    expect(formatScore(null, a)).toBe('--');
  });

  it('waits for completion while the report is in progress', () => {
    for (const status of ['running', 'processing', 'finalizing'] as const) {
      expect(scoreAvailability('2025-08-01T00:00:00Z', status)).toEqual({
        state: 'pending',
        note: 'Accessibility score will appear after scan completion.',
      });
    }
    expect(scoreAvailability('2025-08-01T00:00:00Z', 'completed').state).toBe('available');
    expect(SCORE_NOTES.trendPending).toBe('Trends data will appear after scan completion');
  });

  it('names the bad value when the date cannot be read', () => {
    expect(() => scoreAvailability('last tuesday')).toThrow('createdAt is not a valid date: last tuesday');
  });

  it('has a variant note for extension versions', () => {
    expect(scoreUnavailableForExtensionNote('2.4.0')).toBe('Accessibility score is now available on reports generated from extension v2.4.0 and above');
  });
});

describe('score trend', () => {
  it('keeps available scores only, as (score, buildNumber) in build order', () => {
    expect(
      buildScoreTrend([
        { buildNumber: 7, createdAt: '2025-08-02T00:00:00Z', score: 81 },
        { buildNumber: 5, createdAt: '2025-06-01T00:00:00Z', score: 60 },
        { buildNumber: 6, createdAt: '2025-07-10T00:00:00Z', score: 75 },
        { buildNumber: 8, createdAt: '2025-08-03T00:00:00Z', score: null },
        { buildNumber: 9, createdAt: '2025-08-04T00:00:00Z', status: 'running', score: 90 },
      ]),
    ).toEqual([
      { score: 75, buildNumber: 6 },
      { score: 81, buildNumber: 7 },
    ]);
  });
});
