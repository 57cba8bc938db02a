/**
 * Test case sources, with the search rules of spec 001 section 5. Without the automation flag the
 * search is local: name or error message, case-insensitive; status exactly (the server source
 * pages through the whole list only when a search or filter is active, so plain browsing stays
 * one call a page). With the flag the server searches (`test_case_search`) once the text has at
 * least 3 characters, or is empty while filters are active; shorter text lists every test. The
 * slide-over reads its one test case (and the comparison with its last run) in one call.
 */
import {
  buildPath,
  buildRunSegment,
  encodePathSegment,
  type SeverityCounts,
  type TestCaseOverview as TestCaseOverviewAnswer,
  type TestCaseSearchBody,
} from '@curbcut/core';
import type { ApiClient } from '@curbcut/client';
import type { TestCaseFilters, TestCaseItem, TestCaseOverview, TestCasePage, TestCaseQuery, TestsSource } from './types';

/** Page size of the offline source (the server chooses its own). */
export const OFFLINE_PAGE_SIZE = 25;

/** Whether a test case matches the search text and filters. */
export function matchesTestCase(testCase: TestCaseItem, search: string, filters: TestCaseFilters): boolean {
  if (filters.status && filters.status.length > 0 && !filters.status.includes(testCase.status)) return false;
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return (
    testCase.name.toLowerCase().includes(needle) || (testCase.error?.message.toLowerCase().includes(needle) ?? false)
  );
}

function isActive(query: TestCaseQuery): boolean {
  return query.search.trim() !== '' || (query.filters.status?.length ?? 0) > 0;
}

function assertPage(page: number): void {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`Test case page must be a whole number from 1, got ${page}`);
}

function pageOf(all: readonly TestCaseItem[], page: number, pageSize: number): TestCasePage {
  const start = (page - 1) * pageSize;
  return { testCases: all.slice(start, start + pageSize), page, pageSize, total: all.length };
}

/** Test cases held in memory (an offline report). */
export function offlineTestsSource(testCases: readonly TestCaseItem[], pageSize = OFFLINE_PAGE_SIZE): TestsSource {
  return {
    async listTestCases(query) {
      assertPage(query.page);
      return pageOf(
        testCases.filter((t) => matchesTestCase(t, query.search, query.filters)),
        query.page,
        pageSize,
      );
    },
    async testCaseOverview(id) {
      const testCase = testCases.find((t) => t.id === id);
      if (!testCase) throw new Error(`No test case '${id}' in this report`);
      return { testCase };
    },
  };
}

/** `GET /v1/reports/:id/test_cases/:testId/overview` with the test case in the Tests tab's shape. */
type ServerOverview = Pick<TestCaseOverviewAnswer, 'comparison' | 'comparisonUnavailable'> & { testCase: TestCaseItem };

function severityTotal(counts: SeverityCounts): number {
  return counts.critical + counts.serious + counts.moderate + counts.minor;
}

/**
 * The slide-over's comparison from the server's: none at all (no card) for a first build, since
 * there is no last run; null (the spec's warning) when the previous build lacks or skipped the test.
 */
export function toTestCaseOverview(answer: ServerOverview): TestCaseOverview {
  const { testCase, comparison, comparisonUnavailable } = answer;
  if (comparison) {
    return {
      testCase,
      comparison: { new: severityTotal(comparison.newIssues), retained: comparison.retainedCount, resolved: severityTotal(comparison.resolvedIssues) },
    };
  }
  return comparisonUnavailable === 'first_build' ? { testCase } : { testCase, comparison: null };
}

/** Server search starts at this many characters (spec 001 section 5). */
export const SERVER_SEARCH_MIN_CHARS = 3;

/** The build a server source reads, as its meta names it. */
export interface ServerTestsReport {
  id: string;
  projectName: string;
  buildName: string;
  buildNumber: number;
}

/** Test cases of `report` read from a Curbcut server; `serverSearch` is the automation flag. */
export function serverTestsSource(client: ApiClient, report: ServerTestsReport, options: { serverSearch?: boolean } = {}): TestsSource {
  const path = `/v1/reports/${encodePathSegment(report.id)}/test_cases`;
  const searchPath = buildPath('/v2/projects/{project}/test_runs/{run}/test_case_search', {
    project: report.projectName,
    run: buildRunSegment(report.buildName, report.buildNumber),
  });
  const fetchPage = (page: number) => client.request<TestCasePage>(path, { query: { page } });
  const serverSearch = (query: TestCaseQuery) => {
    const body: TestCaseSearchBody = { query: query.search.trim(), page: query.page, th_build_id: report.id, filters: { ...query.filters } };
    return client.request<TestCasePage>(searchPath, { method: 'POST', body });
  };
  const listTestCases = options.serverSearch
    ? async (query: TestCaseQuery): Promise<TestCasePage> => {
        assertPage(query.page);
        const text = query.search.trim();
        const filtered = (query.filters.status?.length ?? 0) > 0;
        if (text.length >= SERVER_SEARCH_MIN_CHARS || (text === '' && filtered)) return serverSearch(query);
        return fetchPage(query.page);
      }
    : null;
  return {
    async testCaseOverview(id) {
      return toTestCaseOverview(await client.request<ServerOverview>(`${path}/${encodePathSegment(id)}/overview`));
    },
    async listTestCases(query) {
      if (listTestCases) return listTestCases(query);
      assertPage(query.page);
      if (!isActive(query)) return fetchPage(query.page);
      const first = await fetchPage(1);
      const all = [...first.testCases];
      const pages = Math.ceil(first.total / Math.max(first.pageSize, 1));
      for (let p = 2; p <= pages; p += 1) all.push(...(await fetchPage(p)).testCases);
      return pageOf(
        all.filter((t) => matchesTestCase(t, query.search, query.filters)),
        query.page,
        first.pageSize,
      );
    },
  };
}

/**
 * The slide-over's data for test `id`: the source's own overview when it has one, otherwise the
 * test found by paging through the list (without a comparison).
 */
export async function loadTestCaseOverview(source: TestsSource, id: string): Promise<TestCaseOverview> {
  if (source.testCaseOverview) return source.testCaseOverview(id);
  for (let page = 1; ; page += 1) {
    const result = await source.listTestCases({ page, search: '', filters: {} });
    const found = result.testCases.find((t) => t.id === id);
    if (found) return { testCase: found };
    if (page * result.pageSize >= result.total || result.testCases.length === 0) {
      throw new Error(`No test case '${id}' in this report`);
    }
  }
}
