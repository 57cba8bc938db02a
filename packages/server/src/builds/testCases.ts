/**
 * The Tests tab and the test-case slide-over (spec 001 sections 2.3, 2.4 and 7): a page of test
 * cases, their filter values, the server-side search (name or error message, case-insensitive),
 * and one test case's meta, overview and issue filter values.
 */
import {
  TEST_CASES_PAGE_SIZE,
  groupByComponent,
  groupByPage,
  rowTestCases,
  summarizeRows,
  withoutPreferredRows,
  type IssueFilterOptions,
  type TestCaseFilterOptions,
  type TestCaseItem,
  type TestCaseOverview,
  type TestCaseSearchBody,
  type TestStatus,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import type { TestCaseSummary } from '../ingest/prepare';
import { isStoredDatasetStatus } from '../reports/datasetCache';
import type { ReportsTable, TestCasesTable } from '../reports/tables';
import { filtersOf, matchingRows } from './issueLists';
import type { LoadedDataset } from './reportDataset';
import type { TestCaseComparisonResult } from './testCaseComparison';

function nameVersion(json: string | null): { name: string; version: string | null } | null {
  if (json === null) return null;
  const v = JSON.parse(json) as { name: string; version?: string };
  return { name: v.name, version: v.version ?? null };
}

/** Issue counts of one test case: what the Tests tab shows. */
export type TestCaseCounts = Pick<TestCaseSummary, 'critical' | 'serious' | 'moderate' | 'minor' | 'issueCount' | 'pageCount'>;

/**
 * Counts of every test case of a finished report from its dataset, so decisions (hidden issues,
 * reviews, preferred behaviours, also those carried over at finalisation) show in the Tests tab.
 * One pass over the counted rows.
 */
export function testCaseCounts(loaded: LoadedDataset): Map<string, TestCaseCounts> {
  const { dataset } = loaded;
  const rows = withoutPreferredRows(dataset, matchingRows(loaded, filtersOf(undefined)));
  const severities = new Uint32Array(dataset.testCases.length * 4);
  const pages = dataset.testCases.map(() => new Set<number>());
  const { impact, page, testCaseOffsets, testCaseIndexes } = dataset.columns;
  for (const r of rows) {
    for (let k = testCaseOffsets[r] as number; k < (testCaseOffsets[r + 1] as number); k++) {
      const t = testCaseIndexes[k] as number;
      const at = t * 4 + (impact[r] as number);
      severities[at] = (severities[at] as number) + 1;
      pages[t]?.add(page[r] as number);
    }
  }
  return new Map(
    dataset.testCases.map((t, i) => {
      const [critical = 0, serious = 0, moderate = 0, minor = 0] = severities.subarray(i * 4, i * 4 + 4);
      return [t.id, { critical, serious, moderate, minor, issueCount: critical + serious + moderate + minor, pageCount: pages[i]?.size ?? 0 }];
    }),
  );
}

/** A stored test case as the API shows it; `counts` (from testCaseCounts) replace the ingest-time summary. */
export function toTestCaseItem(row: TestCasesTable, counts?: TestCaseCounts): TestCaseItem {
  const s = { ...(JSON.parse(row.summary) as TestCaseSummary), ...counts };
  const error = row.error === null ? null : (JSON.parse(row.error) as { message: string; backtrace?: string });
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    browserData: nameVersion(row.browser),
    osData: nameVersion(row.os),
    file: row.file,
    scopeList: row.scope_list === null ? [] : (JSON.parse(row.scope_list) as string[]),
    summary: {
      issueCount: s.issueCount,
      score: null,
      severityBreakdown: { critical: s.critical, serious: s.serious, moderate: s.moderate, minor: s.minor },
      pageCount: s.pageCount,
      pageStatesCount: Number(row.page_states_count ?? s.pageStatesCount ?? 0),
    },
    createdAt: row.created_at,
    error: error === null ? null : { message: error.message, backtrace: error.backtrace ?? '' },
  };
}

/** A page number from a query string (default 1); 400 for anything else. */
export function pageNumber(value: string | number | undefined, path: string): number {
  if (value === undefined || value === '') return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new ApiError('bad_request', `page must be a whole number from 1, not "${value}".`, { path });
  return n;
}

/**
 * One page of the report's test cases matching the search (arrival order, then name). With the
 * dataset of a finished report, counts come from it (decisions included); otherwise from ingest.
 */
export async function searchTestCases(
  ctx: ServerContext,
  report: Pick<ReportsTable, 'id' | 'status'>,
  search: TestCaseSearchBody,
  loaded: LoadedDataset | null,
): Promise<{ testCases: TestCaseItem[]; page: number; pageSize: number; total: number }> {
  const page = pageNumber(search.page, 'body.page');
  const status = report.status;
  let query = ctx.db.selectFrom('test_cases').selectAll().where('report_id', '=', report.id);
  const text = search.query?.trim().toLowerCase();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb(eb.fn('lower', ['name']), 'like', like), eb(eb.fn('lower', ['error']), 'like', like)]),
    );
  }
  const statuses: TestStatus[] | undefined = search.filters?.status;
  if (statuses && statuses.length > 0) query = query.where('status', 'in', statuses);
  const files = search.filters?.files;
  if (files && files.length > 0) query = query.where('file', 'in', files);
  let rows = await query.orderBy('created_at').orderBy('name').orderBy('id').execute();
  const pages = search.filters?.pages;
  if (pages && pages.length > 0 && loaded) {
    const ids = testCasesOnPages(loaded, pages);
    rows = rows.filter((r) => ids.has(r.id));
  }
  const counts = loaded && isStoredDatasetStatus(status) ? testCaseCounts(loaded) : null;
  const start = (page - 1) * TEST_CASES_PAGE_SIZE;
  return {
    testCases: rows.slice(start, start + TEST_CASES_PAGE_SIZE).map((r) => toTestCaseItem(r, counts?.get(r.id))),
    page,
    pageSize: TEST_CASES_PAGE_SIZE,
    total: rows.length,
  };
}

function testCasesOnPages(loaded: LoadedDataset, pages: string[]): Set<string> {
  const { dataset } = loaded;
  const rows = matchingRows(loaded, filtersOf({ pages, needsReviewFilter: 'allIssues' }));
  const ids = new Set<string>();
  for (const r of rows) for (const i of rowTestCases(dataset, r)) ids.add(dataset.testCases[i]?.id ?? '');
  return ids;
}

/** Statuses, files and browsers of the report's test cases, with counts (most first, then by name). */
export async function testCaseFilterOptions(ctx: ServerContext, reportId: string): Promise<TestCaseFilterOptions> {
  const rows = await ctx.db.selectFrom('test_cases').select(['status', 'file', 'browser']).where('report_id', '=', reportId).execute();
  const tally = <T extends string>(values: T[]) => {
    const m = new Map<T, number>();
    for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
    return [...m].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  };
  return {
    status: tally(rows.map((r) => r.status)),
    files: tally(rows.flatMap((r) => (r.file === null ? [] : [r.file]))),
    browsers: [...new Set(rows.flatMap((r) => (r.browser === null ? [] : [nameVersion(r.browser)?.name ?? ''])))],
  };
}

/** One test case of the report; 404 when it is not one of this report's. */
export async function getTestCase(ctx: ServerContext, reportId: string, testId: string): Promise<TestCasesTable> {
  const row = await ctx.db.selectFrom('test_cases').selectAll().where('report_id', '=', reportId).where('id', '=', testId).executeTakeFirst();
  if (!row) throw new ApiError('not_found', `Test case ${testId} was not found in this build.`);
  return row;
}

function rowsOfTestCase(loaded: LoadedDataset, testId: string, raw: unknown): Uint32Array {
  const filters = filtersOf(raw, 'query');
  return withoutPreferredRows(loaded.dataset, matchingRows(loaded, { ...filters, tests: [...filters.tests, testId] }));
}

/**
 * The slide-over's overview: the test case and the summary of its issues (decisions included), with
 * the comparison against its previous run (testCaseComparison.ts).
 */
export function testCaseOverview(loaded: LoadedDataset, row: TestCasesTable, compared: TestCaseComparisonResult): TestCaseOverview {
  const rows = rowsOfTestCase(loaded, row.id, undefined);
  const { dataset } = loaded;
  const all = withoutPreferredRows(dataset, matchingRows(loaded, filtersOf({ tests: [row.id], needsReviewFilter: 'allIssues', issueStatus: 'visible' })));
  const summary = summarizeRows(dataset, all);
  const hidden = matchingRows(loaded, filtersOf({ tests: [row.id], needsReviewFilter: 'allIssues', issueStatus: 'hidden' })).length;
  return {
    testCase: toTestCaseItem(row, testCaseCounts(loaded).get(row.id)),
    issueSummary: { ...summary, hiddenIssuesCount: hidden },
    issueCountByComponent: groupByComponent(dataset, rows).slice(0, 100).map((c) => ({ componentId: c.id, count: c.issueCount })),
    issueCountByUrl: groupByPage(dataset, rows).slice(0, 100).map((p) => ({ url: p.url, count: p.issueCount })),
    ...compared,
  };
}

/** Values the issue filters can take, over the given rows. */
export function filterOptionsOf(loaded: LoadedDataset, rows: Uint32Array): IssueFilterOptions {
  const { dataset } = loaded;
  const impacts = new Set<number>();
  const pages = new Set<number>();
  const components = new Set<number>();
  const rules = new Set<number>();
  const tests = new Set<number>();
  for (const r of rows) {
    impacts.add(dataset.columns.impact[r] as number);
    pages.add(dataset.columns.page[r] as number);
    components.add(dataset.columns.component[r] as number);
    rules.add(dataset.columns.rule[r] as number);
    for (const t of rowTestCases(dataset, r)) tests.add(t);
  }
  const categories = new Set<string>();
  for (const ri of rules) for (const ci of dataset.rules[ri]?.categoryIndexes ?? []) categories.add(dataset.categories[ci] ?? '');
  const testCases = [...tests].sort((a, b) => a - b).map((i) => dataset.testCases[i]).filter((t) => t !== undefined);
  const files = new Set(testCases.flatMap((t) => (t.file >= 0 ? [dataset.files[t.file] ?? ''] : [])));
  return {
    impact: (['critical', 'serious', 'moderate', 'minor'] as const).filter((_, i) => impacts.has(i)),
    pages: [...pages].sort((a, b) => a - b).map((i) => dataset.pages[i] ?? ''),
    components: [...components].sort((a, b) => a - b).map((i) => dataset.components[i] ?? ''),
    categories: [...categories].sort(),
    tests: testCases.map((t) => ({ id: t.id, name: t.name })),
    files: [...files].sort(),
  };
}

/** Issue filter values within one test case (every status and review state, so no option is lost). */
export function testCaseIssueFilters(loaded: LoadedDataset, testId: string): IssueFilterOptions {
  const rows = matchingRows(loaded, filtersOf({ tests: [testId], needsReviewFilter: 'allIssues' }));
  return filterOptionsOf(loaded, rows);
}
