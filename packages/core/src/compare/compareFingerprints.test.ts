import { describe, expect, it } from 'vitest';
import { compareFingerprints, issueResolutionTrend, snapshotComparison } from './compareFingerprints';

describe('compareFingerprints', () => {
  it('splits two runs into new, retained and resolved', () => {
    const base = ['a', 'b', 'c', 'd'];
    const next = ['c', 'a', 'e', 'f', 'g'];
    expect(compareFingerprints(base, next)).toEqual({ newIssues: ['e', 'f', 'g'], retained: ['c', 'a'], resolved: ['b', 'd'] });
  });

  it('counts a fingerprint once however often a run repeats it', () => {
    expect(compareFingerprints(['a', 'a', 'b'], ['b', 'b', 'c', 'c'])).toEqual({ newIssues: ['c'], retained: ['b'], resolved: ['a'] });
  });

  it('treats everything as new against an empty base, and as resolved when the next run is clean', () => {
    expect(compareFingerprints([], ['a', 'b'])).toEqual({ newIssues: ['a', 'b'], retained: [], resolved: [] });
    expect(compareFingerprints(new Set(['a', 'b']), [])).toEqual({ newIssues: [], retained: [], resolved: ['a', 'b'] });
  });

  it('keeps new + retained equal to the next run and resolved + retained equal to the base', () => {
    const base = Array.from({ length: 67 }, (_, i) => `f${i}`);
    const next = Array.from({ length: 60 }, (_, i) => `f${i + 20}`);
    const c = compareFingerprints(base, next);
    expect([c.newIssues.length, c.retained.length, c.resolved.length]).toEqual([13, 47, 20]);
  });
});

describe('snapshotComparison', () => {
  it('gives the counts of the Changes since last run card with the base build', () => {
    expect(snapshotComparison(['a', 'b', 'c'], ['b', 'c', 'd', 'e'], 'rep_base')).toEqual({
      new: 2,
      retained: 2,
      resolved: 1,
      comparedTo: 'rep_base',
    });
  });
});

describe('issueResolutionTrend', () => {
  it('gives new, resolved and open counts per run, oldest first', () => {
    const runs = [['a', 'b', 'c'], ['b', 'c', 'd'], ['d'], ['d', 'e', 'f']];
    expect(issueResolutionTrend(runs)).toEqual({
      newIssueTrend: [3, 1, 0, 2],
      issueResolvedTrend: [0, 1, 2, 0],
      openIssueTrend: [3, 3, 1, 3],
    });
  });
});
