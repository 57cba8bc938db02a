/**
 * A comparison of two runs as the read pool computes it (docs/decisions/0039-compare-status.md):
 * both runs read from their stored datasets (compare/runInput.ts), fingerprints paired on their
 * columns, core's compareRunStatus over the rows left over, and what the compare calls answer
 * reduced to small, structured-cloneable figures and a byte per issue, so a million-issue compare
 * sends about two megabytes back to the event loop, not records.
 */
import {
  COMPARE_STATUSES,
  COMPARE_TOP_ITEMS,
  buildPairColumns,
  compareRowStatuses,
  compareRunStatus,
  pairFingerprintColumns,
  placeOf,
  type CompareNotComparedPage,
  type CompareNotComparedRule,
  type CompareRowStatuses,
  type CompareTopLists,
  type Impact,
  type KeyedStatusTally,
  type PairColumns,
  type StatusTally,
} from '@curbcut/core';
import type { ReadSources } from '../db/readConnection';
import { countRows, type SeverityCounts } from './rowCounts';
import { leftoverInput, openRun, recordsOf, type StoredRunData } from './runInput';

export type { SeverityCounts };

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
  topTests: CompareTopLists;
  /** Each run's confirmed issues per severity (the severity series). */
  severity: { base: SeverityCounts; next: SeverityCounts };
  /** Every issue's status by dataset row of each run (a byte a row): what the compare views filter by. */
  rows: CompareRowStatuses;
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

/**
 * What the task answers: the facts, and each run's filter pair columns, which the views' first
 * filter call would otherwise build on the event loop (a pass over every row of both runs).
 */
export interface ComputedComparison {
  facts: ComparisonFacts;
  pairs: { base: PairColumns; next: PairColumns };
}

/** The rows of a run the first pass left unpaired. */
function unpaired(count: number, paired: (row: number) => boolean): Uint32Array {
  const out: number[] = [];
  for (let r = 0; r < count; r++) if (!paired(r)) out.push(r);
  return Uint32Array.from(out);
}

/**
 * Compares run `base` (the older) with run `next`; runs on a read-pool worker. The first pass pairs
 * fingerprints on the datasets' columns; core's compareRunStatus then sorts the leftovers (moved,
 * not compared, new, resolved), and every row gets its byte.
 */
export async function computeComparison(sources: ReadSources, base: StoredRunData, next: StoredRunData): Promise<ComputedComparison> {
  const [b, n] = await Promise.all([openRun(sources.blobs, base), openRun(sources.blobs, next)]);
  const { nextMatch, baseMatched } = pairFingerprintColumns(b.fingerprints, n.fingerprints);
  const baseRecords = recordsOf(b, unpaired(b.dataset.rowCount, (r) => baseMatched[r] === 1));
  const nextRecords = recordsOf(n, unpaired(n.dataset.rowCount, (r) => (nextMatch[r] as number) >= 0));
  const [baseLeft, nextLeft] = await Promise.all([
    leftoverInput(sources, b, baseRecords, new Set(nextRecords.map(placeOf))),
    leftoverInput(sources, n, nextRecords, new Set(baseRecords.map(placeOf))),
  ]);
  const result = compareRunStatus(baseLeft, nextLeft);
  const rows = compareRowStatuses(result, b.dataset.rowCount, n.dataset.rowCount);
  const retained = COMPARE_STATUSES.indexOf('retained');
  for (let r = 0; r < n.dataset.rowCount; r++) if ((nextMatch[r] as number) >= 0) rows.next[r] = retained;
  for (let r = 0; r < b.dataset.rowCount; r++) if (baseMatched[r] === 1) rows.base[r] = retained;
  const counts = countRows(b, n, rows);
  const facts: ComparisonFacts = {
    notComparedRules: result.notComparedRules,
    notComparedPages: result.notComparedPages,
    total: counts.total,
    moved: counts.moved,
    bySeverity: counts.bySeverity,
    topRules: topLists(counts.byRule),
    topPages: topLists(counts.byPage),
    topComponents: topLists(counts.byComponent),
    topTests: topLists(counts.byTest),
    severity: counts.severity,
    rows,
  };
  const pairs = { base: buildPairColumns(b.dataset), next: buildPairColumns(n.dataset) };
  return { facts, pairs };
}
