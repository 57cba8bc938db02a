/**
 * A comparison as one byte per row of each run's dataset, so the compare views can filter and group
 * each run's stored dataset with core's report functions (issue 19, docs/decisions/0039): the low
 * bits are the index into COMPARE_STATUSES, {@link ROW_MOVED} marks a retained issue matched by the
 * second pass. A base row of a retained issue says `retained` but is not shown: the newer run's row
 * shows it ({@link isShownRow}).
 */
import { COMPARE_STATUSES, type CompareIssueRecord, type CompareResult, type CompareStatus } from './runStatus';

/** Set on a newer-run row retained by the second pass (same rule, snippet and page; another selector). */
export const ROW_MOVED = 0x80;
const STATUS_BITS = 0x0f;

/** The row statuses of both runs, indexed by dataset row. */
export interface CompareRowStatuses {
  base: Uint8Array;
  next: Uint8Array;
}

/** A compare record that knows its dataset row (its index in the run's issues, which follow dataset order). */
export type RowCompareRecord = CompareIssueRecord & { readonly row: number };

/** The index into COMPARE_STATUSES of a row's byte. */
export function rowStatusIndex(code: number): number {
  return code & STATUS_BITS;
}

/** The status of a row's byte. */
export function rowCompareStatus(code: number): CompareStatus {
  return COMPARE_STATUSES[code & STATUS_BITS] as CompareStatus;
}

/** Whether a row is the one a view shows for its issue: every newer-run row, and base rows of resolved or not-compared issues. */
export function isShownRow(side: 'base' | 'next', code: number): boolean {
  if (side === 'next') return true;
  const s = code & STATUS_BITS;
  return s === COMPARE_STATUSES.indexOf('resolved') || s === COMPARE_STATUSES.indexOf('notCompared');
}

/** One byte per row of each run from a comparison whose records carry their rows. */
export function compareRowStatuses(result: CompareResult<RowCompareRecord>, baseRows: number, nextRows: number): CompareRowStatuses {
  const base = new Uint8Array(baseRows);
  const next = new Uint8Array(nextRows);
  const items = result.items;
  for (let k = 0; k < items.length; k++) {
    const item = items[k];
    if (item === undefined) continue;
    const code = COMPARE_STATUSES.indexOf(item.status);
    if (item.next !== null) next[item.next.row] = code | (item.moved ? ROW_MOVED : 0);
    if (item.base !== null) base[item.base.row] = code;
  }
  return { base, next };
}
