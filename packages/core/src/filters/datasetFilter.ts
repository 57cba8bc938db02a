/**
 * Filters a Dataset over its typed arrays. Each filter first becomes a 0/1 lookup table over a
 * dictionary (rules, components, pages, test cases, and every impact x flags value). The status,
 * rule and component tables decide each distinct (rule, impact, flags, component) pair once; one
 * pass over the rows' pair ids (only the runs of the selected pages when pages are filtered) then
 * writes the matching row ids into a buffer reused between calls. Test and file filters, rare and per row a list,
 * refine the ids afterwards.
 */
import { IMPACTS } from '../model';
import type { IssueFilters } from '../model';
import type { Dataset } from '../dataset/decode';
import { DATASET_FLAGS, FLAG_STATES } from '../dataset/format';
import { rowIssueStatus, rowNeedsReview } from '../dataset/rows';
import { normalizeFilters } from './normalize';
import type { NormalizedFilters } from './normalize';
import { compileRuleFilter, flagsPass } from './predicates';
import { foldGroupCounts } from '../grouping/groups';
import { buildPageRuns, buildPairColumns } from './filterColumns';
import type { PageRuns, PairColumns } from './filterColumns';
import { countRows, decideAndCountPairs, decidePairs, refineMembership, scanPairs, scanPairsAndPages } from './scanLoops';

/**
 * A page filter scans only the runs of its pages unless the rows are so mixed that there is more
 * than one run per this many rows (then one pass reads the page of every row).
 */
const PAGE_RUNS_PER_ROW = 16;
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
   * countGroups): what a view needs after each filter change. Returns the rows, like `apply`.
   */
  applyAndCount(filters: IssueFilters | NormalizedFilters | undefined, counts: GroupCounts, out?: Uint32Array): Uint32Array;
  /**
   * Takes pair columns built elsewhere from this same dataset (buildPairColumns on a worker
   * thread), unless the filter has built its own: the first call then skips that pass over every
   * row. A RangeError when they are for another row count.
   */
  usePairColumns(pairs: PairColumns): void;
}

/** The lookup tables of one filter call; null where the filter does not restrict. */
interface FilterTables {
  status: Uint8Array;
  rule: Uint8Array | null;
  component: Uint8Array | null;
  page: Uint8Array | null;
  tests: Uint8Array | null;
  files: Uint8Array | null;
}

/**
 * Creates a filter for a dataset. The dictionary indexes and the pair columns (see filterColumns)
 * are built on first use and kept with the filter.
 */
export function createDatasetFilter(dataset: Dataset): DatasetFilter {
  const rowCount = dataset.rowCount;
  let buffer: Uint32Array | null = null;
  let componentIndex: Map<string, number> | null = null;
  let pageIndex: Map<string, number> | null = null;
  let columns: { pairs: PairColumns; pass: Uint8Array } | null = null;
  let runs: PageRuns | null = null;
  let allRules: Uint8Array | null = null;
  let allComponents: Uint8Array | null = null;
  let lastStatus: { signature: string; table: Uint8Array } = { signature: '', table: new Uint8Array(0) };
  const targetOf = (out: Uint32Array | undefined): Uint32Array => {
    if (!out) buffer ??= new Uint32Array(rowCount);
    const target = out ?? (buffer as Uint32Array);
    if (target.length < rowCount) throw new RangeError(`Output buffer holds ${target.length} rows; the dataset has ${rowCount}.`);
    return target;
  };
  const tablesOf = (f: NormalizedFilters): FilterTables => {
    if (f.components.length > 0) componentIndex ??= indexOf(dataset.components);
    if (f.pages.length > 0) pageIndex ??= indexOf(dataset.pages);
    // Views recount after every click, mostly with the same review and status settings.
    const signature = `${f.needsReviewFilter} ${f.bestPracticesFilter} ${f.aiDetectedIssuesFilter} ${f.issueStatus} ${f.impact.join()}`;
    if (signature !== lastStatus.signature) lastStatus = { signature, table: statusTable(f) };
    return {
      status: lastStatus.table,
      rule: ruleTable(dataset, f),
      component: memberTable(dataset.components.length, f.components, componentIndex),
      page: memberTable(dataset.pages.length, f.pages, pageIndex),
      tests: f.tests.length > 0 ? testTable(dataset, (t) => f.tests.includes(t.id) || f.tests.includes(t.name)) : null,
      files: f.files.length > 0 ? testTable(dataset, (t) => t.file >= 0 && f.files.includes(dataset.files[t.file] as string)) : null,
    };
  };
  const pairColumns = (): { pairs: PairColumns; pass: Uint8Array } => {
    if (columns === null) {
      const pairs = buildPairColumns(dataset);
      columns = { pairs, pass: new Uint8Array(pairs.pairCount) };
    }
    return columns;
  };
  /** Writes the rows whose pair passes (see decidePairs) and that pass the page, test and file tables. */
  const scan = (t: FilterTables, pair: Uint32Array, pass: Uint8Array, out: Uint32Array): number => {
    const { page, testCaseOffsets, testCaseIndexes } = dataset.columns;
    let n = 0;
    if (t.page === null) {
      n = scanPairs(pair, pass, 0, rowCount, out, 0);
    } else {
      runs ??= buildPageRuns(page, rowCount);
      if (runs.count * PAGE_RUNS_PER_ROW > rowCount) {
        n = scanPairsAndPages(pair, page, pass, t.page, rowCount, out);
      } else {
        for (let r = 0; r < runs.count; r++) {
          if (t.page[runs.page[r] as number] === 1) n = scanPairs(pair, pass, runs.start[r] as number, runs.start[r + 1] as number, out, n);
        }
      }
    }
    if (t.tests !== null) n = refineMembership(out, n, testCaseOffsets, testCaseIndexes, t.tests);
    if (t.files !== null) n = refineMembership(out, n, testCaseOffsets, testCaseIndexes, t.files);
    return n;
  };
  const ruleOf = (t: FilterTables): Uint8Array => t.rule ?? (allRules ??= allOnes(dataset.rules.length));
  const componentOf = (t: FilterTables): Uint8Array => t.component ?? (allComponents ??= allOnes(dataset.components.length));
  return {
    dataset,
    usePairColumns(pairs) {
      if (pairs.pair.length !== rowCount) throw new RangeError(`Pair columns of ${pairs.pair.length} rows given for a dataset of ${rowCount}.`);
      columns ??= { pairs, pass: new Uint8Array(pairs.pairCount) };
    },
    apply(filters, out) {
      const t = tablesOf(normalizeFilters(filters));
      const target = targetOf(out);
      const { pairs, pass } = pairColumns();
      decidePairs(pairs, t.status, ruleOf(t), componentOf(t), pass);
      return target.subarray(0, scan(t, pairs.pair, pass, target));
    },
    applyAndCount(filters, counts, out) {
      const t = tablesOf(normalizeFilters(filters));
      const target = targetOf(out);
      const { pairs, pass } = pairColumns();
      const ruleImpactCounts = counts.ruleImpactCounts.fill(0);
      const componentCounts = counts.components.fill(0);
      // Without a page, test or file filter every row of a passing pair matches: the counts are
      // sums over the pairs, taken while deciding them. Otherwise count the matching rows.
      const byPairs = t.page === null && t.tests === null && t.files === null;
      if (byPairs) decideAndCountPairs(pairs, t.status, ruleOf(t), componentOf(t), pass, ruleImpactCounts, componentCounts);
      else decidePairs(pairs, t.status, ruleOf(t), componentOf(t), pass);
      const n = scan(t, pairs.pair, pass, target);
      if (!byPairs) countRows(target, n, pairs, ruleImpactCounts, componentCounts);
      foldGroupCounts(counts);
      return target.subarray(0, n);
    },
  };
}

/** Filters once and returns a fresh array of matching row ids. */
export function filterDataset(dataset: Dataset, filters?: IssueFilters | NormalizedFilters): Uint32Array {
  return createDatasetFilter(dataset).apply(filters, new Uint32Array(dataset.rowCount)).slice();
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

function allOnes(size: number): Uint8Array {
  return new Uint8Array(size).fill(1);
}

function indexOf(values: readonly string[]): Map<string, number> {
  return new Map(values.map((v, i) => [v, i]));
}
