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

/** One run's part of a view. */
export interface SideView {
  /** Rows of the wanted statuses under the filters (review filter included) per status, in dataset order; the other statuses' are empty. */
  byStatus: RowsByStatus;
  /** Rows under the filters (review filter included) per status, every status. */
  statusCounts: Uint32Array;
  /** Rows of the wanted statuses under the filters with the review filter aside, on each review side. */
  confirmed: number;
  needsReview: number;
}

/** Per byte: the row's status index when the side shows it, else -1. */
function shownStatus(side: CompareSide['side']): Int8Array {
  const table = new Int8Array(256);
  for (let code = 0; code < 256; code++) table[code] = isShownRow(side, code) ? rowStatusIndex(code) : -1;
  return table;
}

/**
 * The side's rows that show an issue under the filters, without preferred-behaviour instances (as
 * a report counts), split by status, with the review counts of the wanted statuses. The rows are
 * filtered once with the review filter aside, then split by the review flag, so the counts of both
 * review sides cost no second pass. Only the wanted statuses' rows are kept (the retained rows of a
 * large comparison, mostly not asked for, are only counted).
 */
export function sideView(side: CompareSide, filters: NormalizedFilters, wanted: ReadonlySet<number> = ALL_STATUSES): SideView {
  const { dataset } = side.loaded;
  // The filter's own buffer, not a copy (4 MB for a million rows): it is read and reused before
  // anything else can call the filter, and what the view keeps is copied out below.
  const rows = side.loaded.filter.apply({ ...filters, needsReviewFilter: 'allIssues' });
  const review = filters.needsReviewFilter;
  const { flags } = dataset.columns;
  const { codes } = side;
  const status = shownStatus(side.side);
  const isWanted = Uint8Array.from(COMPARE_STATUSES, (_, s) => (wanted.has(s) ? 1 : 0));
  const preferred = DATASET_FLAGS.preferred;
  const statusCounts = new Uint32Array(COMPARE_STATUSES.length);
  let confirmed = 0;
  let needsReview = 0;
  // First pass: count, and move the rows of wanted statuses to the front of `rows` (the filter's
  // scratch buffer), each with its status in `kept`.
  const kept = new Int8Array(rows.length);
  let n = 0;
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k] as number;
    const f = flags[row] as number;
    const s = status[codes[row] as number] as number;
    if (s < 0 || (f & preferred) !== 0) continue;
    const awaiting = rowNeedsReview(f);
    const isWantedRow = isWanted[s] === 1;
    if (isWantedRow) {
      if (awaiting) needsReview++;
      else confirmed++;
    }
    if ((review === 'needsReview' && !awaiting) || (review === 'notNeedsReview' && awaiting)) continue;
    statusCounts[s] = (statusCounts[s] as number) + 1;
    if (!isWantedRow) continue;
    kept[n] = s;
    rows[n++] = row;
  }
  const byStatus = Array.from(statusCounts, (count, s) => new Uint32Array(isWanted[s] === 1 ? count : 0));
  const filled = new Uint32Array(COMPARE_STATUSES.length);
  for (let k = 0; k < n; k++) {
    const s = kept[k] as number;
    (byStatus[s] as Uint32Array)[filled[s] as number] = rows[k] as number;
    filled[s] = (filled[s] as number) + 1;
  }
  return { byStatus, statusCounts, confirmed, needsReview };
}

/** The side's rows of the wanted statuses under the filters, split by status. */
export function rowsByStatus(side: CompareSide, filters: NormalizedFilters, wanted: ReadonlySet<number>): RowsByStatus {
  return sideView(side, filters, wanted).byStatus;
}

/** The side's rows of the wanted statuses under the filters, in dataset order (one pass, no sort). */
export function wantedRows(side: CompareSide, filters: NormalizedFilters, wanted: ReadonlySet<number>): Uint32Array {
  const { dataset } = side.loaded;
  const rows = matchingRows(side.loaded, filters);
  const { flags } = dataset.columns;
  const { codes } = side;
  const preferred = DATASET_FLAGS.preferred;
  const keep = statusMask(side.side, wanted);
  // `rows` is this call's own copy: kept rows are moved to its front (no closure a row, no second array).
  let n = 0;
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k] as number;
    if (((flags[row] as number) & preferred) === 0 && keep[codes[row] as number] === 1) rows[n++] = row;
  }
  return rows.subarray(0, n);
}

/** keep[code] is 1 when a row of `side` with that byte shows an issue of a wanted status. */
function statusMask(side: CompareSide['side'], wanted: ReadonlySet<number>): Uint8Array {
  return Uint8Array.from(shownStatus(side), (s) => (s >= 0 && wanted.has(s) ? 1 : 0));
}
