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

/** Keyed tallies in first-seen order, looked up by a run's dictionary index (no string key per row). */
class KeyedTallies {
  readonly list: KeyedStatusTally[] = [];
  private readonly byKey = new Map<string, KeyedStatusTally>();

  /** A lookup for one run's dictionary of `keys`. */
  forKeys(keys: readonly string[]): (index: number) => KeyedStatusTally {
    const cache = new Array<KeyedStatusTally | undefined>(keys.length);
    return (index) => {
      let t = cache[index];
      if (t === undefined) {
        const key = keys[index] as string;
        t = this.byKey.get(key);
        if (t === undefined) {
          t = { key, ...emptyTally() };
          this.byKey.set(key, t);
          this.list.push(t);
        }
        cache[index] = t;
      }
      return t;
    };
  }
}

function severityOf(dataset: Dataset): SeverityCounts {
  const counts = Object.fromEntries(IMPACTS.map((i) => [i, 0])) as SeverityCounts;
  const { flags, impact } = dataset.columns;
  for (let r = 0; r < dataset.rowCount; r++) if (confirmedRow(flags[r] as number)) counts[IMPACTS[impact[r] as number] as Impact] += 1;
  return counts;
}

/** Counts the comparison of `base` and `next` from its row statuses. */
export function countRows(base: CountedRun, next: CountedRun, codes: CompareRowStatuses): RowCounts {
  const total = emptyTally();
  const bySeverity = { critical: emptyTally(), serious: emptyTally(), moderate: emptyTally(), minor: emptyTally() };
  const rules = new KeyedTallies();
  const pages = new KeyedTallies();
  const components = new KeyedTallies();
  const tests = new KeyedTallies();
  let moved = 0;
  const countSide = (run: CountedRun, side: 'base' | 'next', rowCodes: Uint8Array): void => {
    const { dataset } = run;
    const { flags, impact, rule, page, component, testCaseOffsets, testCaseIndexes } = dataset.columns;
    const ruleOf = rules.forKeys(dataset.rules.map((r) => r.id));
    const pageOf = pages.forKeys(run.pagePaths);
    const componentOf = components.forKeys(dataset.components);
    // By name: each run numbers its own test cases.
    const testOf = tests.forKeys(dataset.testCases.map((t) => t.name));
    for (let r = 0; r < dataset.rowCount; r++) {
      const code = rowCodes[r] as number;
      if (!isShownRow(side, code) || !confirmedRow(flags[r] as number)) continue;
      const s = COMPARE_STATUSES[rowStatusIndex(code)] as CompareStatus;
      total[s] += 1;
      bySeverity[IMPACTS[impact[r] as number] as Impact][s] += 1;
      ruleOf(rule[r] as number)[s] += 1;
      pageOf(page[r] as number)[s] += 1;
      componentOf(component[r] as number)[s] += 1;
      for (let k = testCaseOffsets[r] as number; k < (testCaseOffsets[r + 1] as number); k++) testOf(testCaseIndexes[k] as number)[s] += 1;
      if ((code & ROW_MOVED) !== 0) moved++;
    }
  };
  countSide(next, 'next', codes.next);
  countSide(base, 'base', codes.base);
  return {
    total,
    moved,
    bySeverity,
    byRule: rules.list,
    byPage: pages.list,
    byComponent: components.list,
    byTest: tests.list,
    severity: { base: severityOf(base.dataset), next: severityOf(next.dataset) },
  };
}
