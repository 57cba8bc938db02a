/**
 * The two runs of a comparison as the compare views read them: each run's stored dataset (decoded
 * once per server, as the report calls read it) with the byte per row the comparison gave it. A
 * view filters each run's rows with core's report filters, keeps the rows that show an issue (every
 * newer-run row; base rows of resolved and not-compared issues) of the statuses asked for, and
 * groups them with core's report grouping, so a filter means in a comparison what it means in a
 * report.
 */
import {
  COMPARE_STATUSES,
  DATASET_FLAGS,
  isShownRow,
  rowNeedsReview,
  rowStatusIndex,
  withoutPreferredRows,
  type CompareStatus,
  type NormalizedFilters,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { loadReportDataset, type LoadedDataset } from '../builds/reportDataset';
import { matchingRows } from '../builds/issueLists';
import type { ComparedPair } from './access';
import { comparisonOf, type StoredComparison } from './service';

/** One run of the comparison. */
export interface CompareSide {
  side: 'base' | 'next';
  reportId: string;
  loaded: LoadedDataset;
  /** The comparison's byte per dataset row. */
  codes: Uint8Array;
}

/** Both runs, the newer first (lists show its issues first), and the stored comparison. */
export interface ComparedSides {
  sides: readonly [CompareSide, CompareSide];
  stored: StoredComparison;
}

/** Rows of one side per status (indexed like COMPARE_STATUSES). */
export type RowsByStatus = readonly Uint32Array[];

/** Loads both runs' datasets beside their comparison. */
export async function comparedSides(ctx: ServerContext, pair: ComparedPair): Promise<ComparedSides> {
  const stored = await comparisonOf(ctx, pair);
  const [next, base] = await Promise.all([loadReportDataset(ctx, pair.next.report), loadReportDataset(ctx, pair.base.report)]);
  const side = (which: 'base' | 'next', loaded: LoadedDataset, codes: Uint8Array): CompareSide => {
    // Compared runs are completed, so their rows never change; a mismatch means a report was rebuilt under us.
    if (loaded.dataset.rowCount !== codes.length) {
      throw new ApiError('conflict', `Report ${pair[which].report.id} changed while it was being compared. Try again.`);
    }
    return { side: which, reportId: pair[which].report.id, loaded, codes };
  };
  return { sides: [side('next', next, stored.facts.rows.next), side('base', base, stored.facts.rows.base)], stored };
}

/** Every status index: a view with no status filter. */
export const ALL_STATUSES: ReadonlySet<number> = new Set(COMPARE_STATUSES.map((_, i) => i));

/** The status filter as a set of status indexes; every status when none is named. */
export function statusSet(statuses: readonly CompareStatus[] | undefined): ReadonlySet<number> {
  const list = statuses === undefined || statuses.length === 0 ? COMPARE_STATUSES : statuses;
  return new Set(list.map((s) => COMPARE_STATUSES.indexOf(s)));
}

/** One run's part of a view: its shown rows under the filters per status, and its review counts. */
export interface SideView {
  /** Rows under the filters (review filter included) per status, in dataset order. */
  byStatus: RowsByStatus;
  /** Rows of the wanted statuses under the filters with the review filter aside, on each review side. */
  confirmed: number;
  needsReview: number;
}

/**
 * The side's rows that show an issue under the filters, without preferred-behaviour instances (as
 * a report counts), split by status, with the review counts of the wanted statuses. The rows are
 * filtered once with the review filter aside, then split by the review flag, so the counts of both
 * review sides cost no second pass.
 */
export function sideView(side: CompareSide, filters: NormalizedFilters, wanted: ReadonlySet<number> = ALL_STATUSES): SideView {
  const { dataset } = side.loaded;
  const rows = withoutPreferredRows(dataset, matchingRows(side.loaded, { ...filters, needsReviewFilter: 'allIssues' }));
  const review = filters.needsReviewFilter;
  const { flags } = dataset.columns;
  const { codes } = side;
  // Per row: its status index, or -1 when the view leaves it out (not shown, or the review filter).
  const kept = new Int8Array(rows.length);
  const counts = new Uint32Array(COMPARE_STATUSES.length);
  let confirmed = 0;
  let needsReview = 0;
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k] as number;
    const code = codes[row] as number;
    if (!isShownRow(side.side, code)) {
      kept[k] = -1;
      continue;
    }
    const s = rowStatusIndex(code);
    const awaiting = rowNeedsReview(flags[row] as number);
    if (wanted.has(s)) {
      if (awaiting) needsReview++;
      else confirmed++;
    }
    if ((review === 'needsReview' && !awaiting) || (review === 'notNeedsReview' && awaiting)) {
      kept[k] = -1;
      continue;
    }
    kept[k] = s;
    counts[s] = (counts[s] as number) + 1;
  }
  const byStatus = Array.from(counts, (n) => new Uint32Array(n));
  counts.fill(0);
  for (let k = 0; k < rows.length; k++) {
    const s = kept[k] as number;
    if (s < 0) continue;
    (byStatus[s] as Uint32Array)[counts[s] as number] = rows[k] as number;
    counts[s] = (counts[s] as number) + 1;
  }
  return { byStatus, confirmed, needsReview };
}

/** The side's rows under the filters, split by status. */
export function rowsByStatus(side: CompareSide, filters: NormalizedFilters): RowsByStatus {
  return sideView(side, filters).byStatus;
}

/** The side's rows of the wanted statuses under the filters, in dataset order (one pass, no sort). */
export function wantedRows(side: CompareSide, filters: NormalizedFilters, wanted: ReadonlySet<number>): Uint32Array {
  const { dataset } = side.loaded;
  const rows = matchingRows(side.loaded, filters);
  const { flags } = dataset.columns;
  const { codes } = side;
  const preferred = DATASET_FLAGS.preferred;
  return rows.filter((row) => {
    const code = codes[row] as number;
    return ((flags[row] as number) & preferred) === 0 && isShownRow(side.side, code) && wanted.has(rowStatusIndex(code));
  });
}
