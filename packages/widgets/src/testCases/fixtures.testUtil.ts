/** Test cases in the server's answer shape, for the Tests tab tests. */
import type { TestCaseItem } from './types';

/** One test case; fields default to a passed Chrome test with 3 issues. */
export function makeTestCase(overrides: Partial<TestCaseItem> & { id: string; name: string }): TestCaseItem {
  return {
    status: 'passed',
    browserData: { name: 'Chrome', version: '120' },
    osData: { name: 'Linux', version: '6.1' },
    file: 'tests/checkout.spec.ts',
    scopeList: ['Checkout', 'Payment'],
    summary: {
      issueCount: 3,
      score: 88,
      severityBreakdown: { critical: 1, serious: 1, moderate: 0, minor: 1 },
      pageCount: 2,
      pageStatesCount: 4,
    },
    createdAt: '2025-08-01T10:00:00.000Z',
    error: null,
    ...overrides,
  };
}

/** Four tests: a plain pass, a failure with an error, a skipped one and one with 1,500 page states. */
export const TEST_CASES: TestCaseItem[] = [
  makeTestCase({ id: 'tc_1', name: 'pays with a card' }),
  makeTestCase({
    id: 'tc_2',
    name: 'applies a coupon',
    status: 'failed',
    error: { message: 'Timeout waiting for #coupon', backtrace: 'Error: Timeout waiting for #coupon\n    at coupon.spec.ts:12:5' },
  }),
  makeTestCase({
    id: 'tc_3',
    name: 'ships abroad',
    status: 'skipped',
    summary: {
      issueCount: 0,
      score: null,
      severityBreakdown: { critical: 0, serious: 0, moderate: 0, minor: 0 },
      pageCount: 0,
      pageStatesCount: 0,
    },
    error: { message: 'Skipped: no stock', backtrace: 'SkipError: no stock\n    at ship.spec.ts:3:1' },
  }),
  makeTestCase({
    id: 'tc_4',
    name: 'Browses the CATALOGUE',
    summary: {
      issueCount: 12,
      score: 64,
      severityBreakdown: { critical: 2, serious: 4, moderate: 5, minor: 1 },
      pageCount: 40,
      pageStatesCount: 1500,
    },
  }),
];
