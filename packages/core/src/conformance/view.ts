/** Sorting, grouping and counting conformance rows for the conformance summary grid. */
import { compareScNumbers } from '../wcag/lookup';
import { WCAG_PRINCIPLES } from '../wcag/types';
import type { WcagPrinciple } from '../wcag/types';
import { CONFORMANCE_STATUSES } from './evaluate';
import type { ConformanceRow, ConformanceStatus } from './evaluate';

/** The view's sort options (spec 001 section 9). */
export type ConformanceSort = 'status' | 'sc';

/**
 * Rows sorted by SC number (numeric: 1.4.10 after 1.4.9) or by status in CONFORMANCE_STATUSES
 * order, SC number within a status. Returns a new array.
 */
export function sortConformanceRows(rows: readonly ConformanceRow[], by: ConformanceSort): ConformanceRow[] {
  const rank = (s: ConformanceStatus) => CONFORMANCE_STATUSES.indexOf(s);
  return [...rows].sort((a, b) => (by === 'status' ? rank(a.status) - rank(b.status) : 0) || compareScNumbers(a.sc, b.sc));
}

/** Rows grouped under the four principles, in the standard's order; a principle with no rows is kept, empty. */
export function groupByPrinciple(rows: readonly ConformanceRow[]): { principle: WcagPrinciple; rows: ConformanceRow[] }[] {
  return WCAG_PRINCIPLES.map((principle) => ({ principle, rows: rows.filter((r) => r.principle === principle) }));
}

/** How many criteria have each status. */
export function summarizeConformance(rows: readonly ConformanceRow[]): Record<ConformanceStatus, number> {
  const counts = Object.fromEntries(CONFORMANCE_STATUSES.map((s) => [s, 0])) as Record<ConformanceStatus, number>;
  for (const r of rows) counts[r.status] += 1;
  return counts;
}
