/**
 * Filters a Dataset over its typed arrays. Each filter first becomes a lookup table over a
 * dictionary (rules, components, pages, test cases, and every impact x flags value); one pass over
 * all rows applies the impact and flags table, then each dictionary filter refines the matching
 * row ids in place, in a buffer reused between calls.
 */
import { IMPACTS } from '../model';
import type { IssueFilters } from '../model';
import type { Dataset } from '../dataset/decode';
import { DATASET_FLAGS, FLAG_STATES } from '../dataset/format';
import { rowIssueStatus, rowNeedsReview } from '../dataset/rows';
import { normalizeFilters } from './normalize';
import type { NormalizedFilters } from './normalize';
import { compileRuleFilter, flagsPass } from './predicates';
import { countGroups, foldGroupCounts } from '../grouping/groups';
import type { GroupCounts } from '../grouping/groups';

/** A reusable filter over one dataset. */
export interface DatasetFilter {
  readonly dataset: Dataset;
  /**
   * Ids of the matching rows, ascending. Without `out` the result views a buffer owned by the
   * filter and is overwritten by the next call; pass `out` (at least rowCount long) to keep it.
   */
  apply(filters: IssueFilters | NormalizedFilters | undefined, out?: Uint32Array): Uint32Array;
  /**
   * Filters and counts the matching rows by rule and by component into `counts` (see
   * countGroups), in the same pass when no dictionary filter is set: what a view needs after
   * each filter change. Returns the rows, like `apply`.
   */
  applyAndCount(filters: IssueFilters | NormalizedFilters | undefined, counts: GroupCounts, out?: Uint32Array): Uint32Array;
}

/** Creates a filter for a dataset; dictionary indexes are built once, on first use. */
export function createDatasetFilter(dataset: Dataset): DatasetFilter {
  let buffer: Uint32Array | null = null;
  let componentIndex: Map<string, number> | null = null;
  let pageIndex: Map<string, number> | null = null;
  const targetOf = (out: Uint32Array | undefined): Uint32Array => {
    if (!out) buffer ??= new Uint32Array(dataset.rowCount);
    const target = out ?? (buffer as Uint32Array);
    if (target.length < dataset.rowCount) {
      throw new RangeError(`Output buffer holds ${target.length} rows; the dataset has ${dataset.rowCount}.`);
    }
    return target;
  };
  const apply = (filters: IssueFilters | NormalizedFilters | undefined, out?: Uint32Array): Uint32Array => {
    const f = normalizeFilters(filters);
    if (f.components.length > 0) componentIndex ??= indexOf(dataset.components);
    if (f.pages.length > 0) pageIndex ??= indexOf(dataset.pages);
    const target = targetOf(out);
    return target.subarray(0, scan(dataset, f, componentIndex, pageIndex, target));
  };
  return {
    dataset,
    apply,
    applyAndCount(filters, counts, out) {
      const f = normalizeFilters(filters);
      const rowLevelOnly = f.categories.length + f.tags.length + f.components.length + f.pages.length + f.tests.length + f.files.length === 0;
      if (!rowLevelOnly) {
        const rows = apply(f, out);
        countGroups(dataset, rows, counts);
        return rows;
      }
      const target = targetOf(out);
      const { rule, impact, flags, component } = dataset.columns;
      const n = scanAndCount(rule, impact, flags, component, statusTable(f), dataset.rowCount, target, counts.ruleImpactCounts.fill(0), counts.components.fill(0));
      foldGroupCounts(counts);
      return target.subarray(0, n);
    },
  };
}

/** baseScan and countGroups in one pass, for filters that only look at impact and flags. */
function scanAndCount(
  rule: Uint16Array,
  impact: Uint8Array,
  flags: Uint16Array,
  component: Uint32Array,
  ok: Uint8Array,
  rows: number,
  out: Uint32Array,
  ruleImpactCounts: Uint32Array,
  componentCounts: Uint32Array,
): number {
  let n = 0;
  for (let i = 0; i < rows; i++) {
    const im = impact[i] as number;
    if (ok[(im << 9) | (flags[i] as number)] === 1) {
      out[n++] = i;
      const a = ((rule[i] as number) << 2) | im;
      ruleImpactCounts[a] = (ruleImpactCounts[a] as number) + 1;
      const c = component[i] as number;
      componentCounts[c] = (componentCounts[c] as number) + 1;
    }
  }
  return n;
}

/** Filters once and returns a fresh array of matching row ids. */
export function filterDataset(dataset: Dataset, filters?: IssueFilters | NormalizedFilters): Uint32Array {
  return createDatasetFilter(dataset).apply(filters, new Uint32Array(dataset.rowCount)).slice();
}

function scan(
  dataset: Dataset,
  f: NormalizedFilters,
  componentIndex: Map<string, number> | null,
  pageIndex: Map<string, number> | null,
  out: Uint32Array,
): number {
  const { rule, impact, flags, component, page, testCaseOffsets, testCaseIndexes } = dataset.columns;
  // One tight pass over the row-level filters, then one pass per dictionary filter over the rows
  // still in: nullable checks inside a single loop cost more than the extra passes.
  let n = baseScan(impact, flags, statusTable(f), dataset.rowCount, out);
  const ruleOk = ruleTable(dataset, f);
  if (ruleOk !== null) n = refine16(out, n, rule, ruleOk);
  const componentOk = memberTable(dataset.components.length, f.components, componentIndex);
  if (componentOk !== null) n = refine32(out, n, component, componentOk);
  const pageOk = memberTable(dataset.pages.length, f.pages, pageIndex);
  if (pageOk !== null) n = refine32(out, n, page, pageOk);
  if (f.tests.length > 0) {
    const testOk = testTable(dataset, (t) => f.tests.includes(t.id) || f.tests.includes(t.name));
    n = refineMembership(out, n, testCaseOffsets, testCaseIndexes, testOk);
  }
  if (f.files.length > 0) {
    const fileOk = testTable(dataset, (t) => t.file >= 0 && f.files.includes(dataset.files[t.file] as string));
    n = refineMembership(out, n, testCaseOffsets, testCaseIndexes, fileOk);
  }
  return n;
}

// The loops store every candidate and advance by 0 or 1: no branch to mispredict on mixed data.
function baseScan(impact: Uint8Array, flags: Uint16Array, ok: Uint8Array, rows: number, out: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < rows; i++) {
    out[n] = i;
    n += ok[((impact[i] as number) << 9) | (flags[i] as number)] as number;
  }
  return n;
}

function refine16(out: Uint32Array, n: number, column: Uint16Array, ok: Uint8Array): number {
  let m = 0;
  for (let k = 0; k < n; k++) {
    const r = out[k] as number;
    out[m] = r;
    m += ok[column[r] as number] as number;
  }
  return m;
}

function refine32(out: Uint32Array, n: number, column: Uint32Array, ok: Uint8Array): number {
  let m = 0;
  for (let k = 0; k < n; k++) {
    const r = out[k] as number;
    out[m] = r;
    m += ok[column[r] as number] as number;
  }
  return m;
}

function refineMembership(out: Uint32Array, n: number, offsets: Uint32Array, indexes: Uint32Array, ok: Uint8Array): number {
  let m = 0;
  for (let k = 0; k < n; k++) {
    const r = out[k] as number;
    for (let j = offsets[r] as number; j < (offsets[r + 1] as number); j++) {
      if (ok[indexes[j] as number] === 1) {
        out[m++] = r;
        break;
      }
    }
  }
  return m;
}

/**
 * ok[(impact << 9) | flags] for every impact and every flags value: the review, status, best
 * practice, AI and impact filters folded into one lookup per row.
 */
function statusTable(f: NormalizedFilters): Uint8Array {
  const table = new Uint8Array(IMPACTS.length * FLAG_STATES);
  for (let v = 0; v < FLAG_STATES; v++) {
    const pass = flagsPass(f, {
      needsReview: rowNeedsReview(v),
      bestPractice: (v & DATASET_FLAGS.bestPractice) !== 0,
      aiDetected: (v & DATASET_FLAGS.aiDetected) !== 0,
      issueStatus: rowIssueStatus(v),
    });
    if (!pass) continue;
    IMPACTS.forEach((impact, i) => {
      if (f.impact.length === 0 || f.impact.includes(impact)) table[(i << 9) | v] = 1;
    });
  }
  return table;
}

function ruleTable(dataset: Dataset, f: NormalizedFilters): Uint8Array | null {
  const pass = compileRuleFilter(f);
  if (pass === null) return null;
  return Uint8Array.from(dataset.rules, (r) => (pass(r.tags) ? 1 : 0));
}

function memberTable(size: number, wanted: readonly string[], index: Map<string, number> | null): Uint8Array | null {
  if (wanted.length === 0 || index === null) return null;
  const table = new Uint8Array(size);
  for (const w of wanted) {
    const i = index.get(w);
    if (i !== undefined) table[i] = 1;
  }
  return table;
}

function testTable(dataset: Dataset, pass: (t: Dataset['testCases'][number]) => boolean): Uint8Array {
  return Uint8Array.from(dataset.testCases, (t) => (pass(t) ? 1 : 0));
}

function indexOf(values: readonly string[]): Map<string, number> {
  return new Map(values.map((v, i) => [v, i]));
}
