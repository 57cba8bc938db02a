/**
 * Run-to-run comparison by issue fingerprint (spec 000 section 3.5 compare summary; spec 001
 * "Snapshot comparison" and the issue resolution trend). An issue is new when the later run has a
 * fingerprint the base run lacks, retained when both have it, resolved when only the base has it.
 */

/** The three sets of a comparison, each without duplicates. */
export interface FingerprintComparison {
  /** In `next` only, in `next` order. */
  newIssues: string[];
  /** In both, in `next` order. */
  retained: string[];
  /** In `base` only, in `base` order. */
  resolved: string[];
}

/** Splits the fingerprints of two runs into new, retained and resolved. */
export function compareFingerprints(base: Iterable<string>, next: Iterable<string>): FingerprintComparison {
  const baseSet = new Set(base);
  const nextSet = new Set(next);
  const newIssues: string[] = [];
  const retained: string[] = [];
  for (const f of nextSet) (baseSet.has(f) ? retained : newIssues).push(f);
  const resolved = [...baseSet].filter((f) => !nextSet.has(f));
  return { newIssues, retained, resolved };
}

/** The snapshot comparison a build report shows (spec 001 section 3): counts and the base build. */
export interface SnapshotComparison {
  new: number;
  retained: number;
  resolved: number;
  /** Id of the base build compared to. */
  comparedTo: string;
}

/** Counts of a comparison against the base build `comparedTo`. */
export function snapshotComparison(
  base: Iterable<string>,
  next: Iterable<string>,
  comparedTo: string,
): SnapshotComparison {
  const c = compareFingerprints(base, next);
  return { new: c.newIssues.length, retained: c.retained.length, resolved: c.resolved.length, comparedTo };
}

/** The issue resolution trend chart (spec 001 section 3, chart data), one entry per run. */
export interface IssueResolutionTrend {
  newIssueTrend: number[];
  issueResolvedTrend: number[];
  openIssueTrend: number[];
}

/**
 * New, resolved and open counts per run, oldest run first. The first run has nothing to compare
 * with, so all of its issues count as new.
 */
export function issueResolutionTrend(runs: readonly Iterable<string>[]): IssueResolutionTrend {
  const trend: IssueResolutionTrend = { newIssueTrend: [], issueResolvedTrend: [], openIssueTrend: [] };
  let previous: string[] = [];
  for (const run of runs) {
    const current = [...new Set(run)];
    const c = compareFingerprints(previous, current);
    trend.newIssueTrend.push(c.newIssues.length);
    trend.issueResolvedTrend.push(c.resolved.length);
    trend.openIssueTrend.push(current.length);
    previous = current;
  }
  return trend;
}
