/** How a test case's parts read as text, shared by the table and the slide-over. */
import { formatCount, formatPageStateCount, type TestStatus } from '@curbcut/core';
import type { EnvironmentInfo, TestCaseItem } from './types';

/** Shown instead of a skipped test's summary (spec 001 section 2.3). */
export const NOT_AVAILABLE = 'Not available';

/** Status words. */
export const TEST_STATUS_LABELS: Readonly<Record<TestStatus, string>> = {
  passed: 'Passed',
  failed: 'Failed',
  skipped: 'Skipped',
};

/** 'Chrome 120', or 'Unknown' when the uploader sent none. */
export function environmentText(env: EnvironmentInfo | null): string {
  if (!env) return 'Unknown';
  return env.version ? `${env.name} ${env.version}` : env.name;
}

/** The describe blocks around the test, outermost first: 'Checkout › Payment'. */
export function scopeText(scopeList: readonly string[]): string {
  return scopeList.length === 0 ? 'No scope' : scopeList.join(' › ');
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** Summary lines of a test that ran: issues, pages, page states (1K+ above 1000). */
export function summaryLines(testCase: TestCaseItem): string[] {
  const s = testCase.summary;
  return [
    plural(s.issueCount, 'issue', 'issues'),
    plural(s.pageCount, 'page', 'pages'),
    `${formatPageStateCount(s.pageStatesCount)} ${s.pageStatesCount === 1 ? 'page state' : 'page states'}`,
  ];
}
