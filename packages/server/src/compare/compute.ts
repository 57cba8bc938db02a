/**
 * A comparison of two runs as the read pool computes it (docs/decisions/0039-compare-status.md):
 * both runs read from the database, core's compareRunStatus over them, and what the compare calls
 * answer from it reduced to small, structured-cloneable figures, so a million-issue compare sends
 * a few kilobytes back to the event loop.
 */
import {
  COMPARE_TOP_ITEMS,
  IMPACTS,
  compareRunStatus,
  countCompareItems,
  reportTabOf,
  shownRecord,
  type CompareIssueRecord,
  type CompareNotComparedPage,
  type CompareNotComparedRule,
  type CompareTopLists,
  type Impact,
  type KeyedStatusTally,
  type StatusTally,
} from '@curbcut/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readComparedRuns } from './runInput';

/** What the compare engine needs of a run besides its stored issues. */
export interface CompareRunRef {
  id: string;
  engineVersion: string;
}

/** Confirmed issues of one run per severity. */
export type SeverityCounts = Record<Impact, number>;

/** The figures of a comparison the compare calls answer with. */
export interface ComparisonFacts {
  notComparedRules: CompareNotComparedRule[];
  notComparedPages: CompareNotComparedPage[];
  /** Over the confirmed tab, as a report's summary counts. */
  total: StatusTally;
  moved: number;
  bySeverity: Record<Impact, StatusTally>;
  topRules: CompareTopLists;
  topPages: CompareTopLists;
  topComponents: CompareTopLists;
  /** Each run's confirmed issues per severity (the severity series). */
  severity: { base: SeverityCounts; next: SeverityCounts };
}

function top(list: readonly KeyedStatusTally[], by: 'new' | 'resolved'): KeyedStatusTally[] {
  // Array.prototype.sort is stable: ties keep the order keys first occur in (the newer run's order).
  return list
    .filter((t) => t[by] > 0)
    .sort((a, b) => b[by] - a[by])
    .slice(0, COMPARE_TOP_ITEMS)
    .map((t) => ({ ...t }));
}

function topLists(list: readonly KeyedStatusTally[]): CompareTopLists {
  return { byNew: top(list, 'new'), byResolved: top(list, 'resolved') };
}

function severityOf(issues: readonly CompareIssueRecord[]): SeverityCounts {
  const counts = Object.fromEntries(IMPACTS.map((i) => [i, 0])) as SeverityCounts;
  for (let k = 0; k < issues.length; k++) {
    const r = issues[k] as CompareIssueRecord;
    if (reportTabOf(r) === 'confirmed') counts[r.impact] += 1;
  }
  return counts;
}

/** Compares run `base` (the older) with run `next`; runs on a read-pool worker. */
export async function computeComparison(db: Kysely<Database>, base: CompareRunRef, next: CompareRunRef): Promise<ComparisonFacts> {
  const [baseRun, nextRun] = await readComparedRuns(db, base, next);
  const result = compareRunStatus(baseRun, nextRun);
  const counts = countCompareItems(result.items, ['confirmed']);
  let moved = 0;
  for (let k = 0; k < result.items.length; k++) {
    const item = result.items[k];
    if (item?.moved === true && reportTabOf(shownRecord(item)) === 'confirmed') moved++;
  }
  return {
    notComparedRules: result.notComparedRules,
    notComparedPages: result.notComparedPages,
    total: counts.total,
    moved,
    bySeverity: counts.bySeverity,
    topRules: topLists(counts.byRule),
    topPages: topLists(counts.byPage),
    topComponents: topLists(counts.byComponent),
    severity: { base: severityOf(baseRun.issues), next: severityOf(nextRun.issues) },
  };
}
