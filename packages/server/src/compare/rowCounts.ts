/**
 * The counts of a comparison from each run's dataset columns and the byte per row the comparison
 * gave it, as core's countCompareItems counts items: over the issues a report's summary counts
 * (the confirmed tab: visible and not awaiting review), each with the row of the run that shows it
 * (every newer-run row; base rows of resolved and not-compared issues), keyed lists in the order
 * their keys first occur (the newer run's rows, then the base run's).
 */
import {
  COMPARE_STATUSES,
  DATASET_FLAGS,
  IMPACTS,
  ROW_MOVED,
  isShownRow,
  rowNeedsReview,
  rowStatusIndex,
  type CompareRowStatuses,
  type CompareStatus,
  type Dataset,
  type Impact,
  type KeyedStatusTally,
  type StatusTally,
} from '@curbcut/core';

/** Confirmed issues of one run per severity. */
export type SeverityCounts = Record<Impact, number>;

/** What the summary counts. */
export interface RowCounts {
  total: StatusTally;
  moved: number;
  bySeverity: Record<Impact, StatusTally>;
  byRule: KeyedStatusTally[];
  byPage: KeyedStatusTally[];
  byComponent: KeyedStatusTally[];
  /** By test case name (builds; a scan run has none): an issue several tests reported counts in each. */
  byTest: KeyedStatusTally[];
  severity: { base: SeverityCounts; next: SeverityCounts };
}

/** One run's dataset with its normalised page paths (the page key of the counts). */
export interface CountedRun {
  dataset: Dataset;
  pagePaths: readonly string[];
}

function emptyTally(): StatusTally {
  return { new: 0, retained: 0, resolved: 0, notCompared: 0 };
}

/** Whether a row sits in its report's confirmed tab (visible, not awaiting review). */
function confirmedRow(flags: number): boolean {
  return (flags & DATASET_FLAGS.statusMask) === 0 && !rowNeedsReview(flags);
}

/** Keyed tallies in first-seen order, merged from each run's counts by dictionary index. */
class KeyedTallies {
  readonly list: KeyedStatusTally[] = [];
  private readonly byKey = new Map<string, KeyedStatusTally>();

  /** Adds one run's counts over its dictionary `keys`, in the order its indexes first occur. */
  add(keys: readonly string[], run: IndexCounts): void {
    const { counts, order } = run;
    for (let k = 0; k < order.length; k++) {
      const index = order[k] as number;
      const key = keys[index] as string;
      let t = this.byKey.get(key);
      if (t === undefined) {
        t = { key, ...emptyTally() };
        this.byKey.set(key, t);
        this.list.push(t);
      }
      addCounts(t, counts, index);
    }
  }
}

const STATUS_COUNT = COMPARE_STATUSES.length;

function addCounts(tally: StatusTally, counts: Uint32Array, index: number): void {
  for (let s = 0; s < STATUS_COUNT; s++) tally[COMPARE_STATUSES[s] as CompareStatus] += counts[index * STATUS_COUNT + s] as number;
}

/** One run's counts per dictionary index and status, and the indexes in the order they first occur. */
class IndexCounts {
  readonly counts: Uint32Array;
  private readonly seen: Uint8Array;
  private readonly firstSeen: number[] = [];

  constructor(size: number) {
    this.counts = new Uint32Array(size * STATUS_COUNT);
    this.seen = new Uint8Array(size);
  }

  add(index: number, status: number): void {
    this.counts[index * STATUS_COUNT + status] = (this.counts[index * STATUS_COUNT + status] as number) + 1;
    if (this.seen[index] === 0) {
      this.seen[index] = 1;
      this.firstSeen.push(index);
    }
  }

  get order(): Uint32Array {
    return Uint32Array.from(this.firstSeen);
  }
}

/** Counts the comparison of `base` and `next` from its row statuses. */
export function countRows(base: CountedRun, next: CountedRun, codes: CompareRowStatuses): RowCounts {
  const total = emptyTally();
  const bySeverity = { critical: emptyTally(), serious: emptyTally(), moderate: emptyTally(), minor: emptyTally() };
  const rules = new KeyedTallies();
  const pages = new KeyedTallies();
  const components = new KeyedTallies();
  const tests = new KeyedTallies();
  const severity = { base: emptySeverity(), next: emptySeverity() };
  let moved = 0;
  // Per run: counts by dictionary index in typed arrays (a row costs a few increments, no string
  // or object), merged into the keyed lists by key once per dictionary entry.
  const countSide = (run: CountedRun, side: 'base' | 'next', rowCodes: Uint8Array): void => {
    const { dataset } = run;
    const { flags, impact, rule, page, component, testCaseOffsets, testCaseIndexes } = dataset.columns;
    const byRule = new IndexCounts(dataset.rules.length);
    const byPage = new IndexCounts(dataset.pages.length);
    const byComponent = new IndexCounts(dataset.components.length);
    const byTest = new IndexCounts(dataset.testCases.length);
    const byImpact = new Uint32Array(IMPACTS.length * STATUS_COUNT);
    const confirmedByImpact = new Uint32Array(IMPACTS.length);
    const shown = Int8Array.from({ length: 256 }, (_, code) => (isShownRow(side, code) ? rowStatusIndex(code) : -1));
    for (let r = 0; r < dataset.rowCount; r++) {
      if (!confirmedRow(flags[r] as number)) continue;
      const i = impact[r] as number;
      confirmedByImpact[i] = (confirmedByImpact[i] as number) + 1;
      const code = rowCodes[r] as number;
      const s = shown[code] as number;
      if (s < 0) continue;
      byImpact[i * STATUS_COUNT + s] = (byImpact[i * STATUS_COUNT + s] as number) + 1;
      byRule.add(rule[r] as number, s);
      byPage.add(page[r] as number, s);
      byComponent.add(component[r] as number, s);
      for (let k = testCaseOffsets[r] as number; k < (testCaseOffsets[r + 1] as number); k++) byTest.add(testCaseIndexes[k] as number, s);
      if ((code & ROW_MOVED) !== 0) moved++;
    }
    IMPACTS.forEach((name, i) => {
      addCounts(bySeverity[name], byImpact, i);
      addCounts(total, byImpact, i);
      severity[side][name] = confirmedByImpact[i] as number;
    });
    rules.add(dataset.rules.map((r) => r.id), byRule);
    pages.add(run.pagePaths, byPage);
    components.add(dataset.components, byComponent);
    // By name: each run numbers its own test cases.
    tests.add(dataset.testCases.map((t) => t.name), byTest);
  };
  countSide(next, 'next', codes.next);
  countSide(base, 'base', codes.base);
  return { total, moved, bySeverity, byRule: rules.list, byPage: pages.list, byComponent: components.list, byTest: tests.list, severity };
}

function emptySeverity(): SeverityCounts {
  return { critical: 0, serious: 0, moderate: 0, minor: 0 };
}
