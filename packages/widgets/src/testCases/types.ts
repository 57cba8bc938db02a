/**
 * The Tests tab's data: a test case exactly as `GET /api/v1/reports/:id/test_cases?page=` answers
 * it, and the source the tab reads pages from (server or offline).
 */
import type { TestStatus } from '@curbcut/core';

/** Name and version of a browser or operating system. */
export interface EnvironmentInfo {
  name: string;
  version: string;
}

/** Issues per severity of one test case. */
export interface SeverityBreakdown {
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
}

/** One test case of a build (spec 001 section 3, "Test case"). */
export interface TestCaseItem {
  id: string;
  name: string;
  status: TestStatus;
  browserData: EnvironmentInfo | null;
  osData: EnvironmentInfo | null;
  file: string | null;
  /** Describe blocks around the test, outermost first. */
  scopeList: string[];
  summary: {
    issueCount: number;
    score: number | null;
    severityBreakdown: SeverityBreakdown;
    pageCount: number;
    pageStatesCount: number;
  };
  /** ISO 8601. */
  createdAt: string;
  error: { message: string; backtrace: string } | null;
}

/** Filters of the test list; local filters match status exactly (spec 001 section 5). */
export interface TestCaseFilters {
  status?: TestStatus[];
}

/** What the tab asks a source for. */
export interface TestCaseQuery {
  /** From 1. */
  page: number;
  /** Matched case-insensitively against the name and the error message; '' for all. */
  search: string;
  filters: TestCaseFilters;
}

/** One page of test cases. */
export interface TestCasePage {
  testCases: TestCaseItem[];
  page: number;
  pageSize: number;
  /** Test cases matching the query, over every page. */
  total: number;
}

/** New, retained and resolved issues of a test case against the same test in the previous run. */
export interface TestCaseComparison {
  new: number;
  retained: number;
  resolved: number;
}

/** What the slide-over's Overview tab shows. */
export interface TestCaseOverview {
  testCase: TestCaseItem;
  /**
   * Changes since the same test in the previous run: null when it cannot be known (the test was
   * skipped or absent there), undefined when there is no previous run or the source does not
   * compare runs at all.
   */
  comparison?: TestCaseComparison | null;
}

/** Where the Tests tab and the slide-over read test cases from. */
export interface TestsSource {
  /** A page of test cases matching the query. */
  listTestCases(query: TestCaseQuery): Promise<TestCasePage>;
  /**
   * One test case with its comparison. Both built-in sources have it; a host's own source without
   * it still works, the slide-over then finds the test by paging.
   */
  testCaseOverview?(id: string): Promise<TestCaseOverview>;
}
