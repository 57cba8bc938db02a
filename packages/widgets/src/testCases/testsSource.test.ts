import { describe, expect, it } from 'vitest';
import type { ApiClient, RequestOptions } from '@curbcut/client';
import { loadTestCaseOverview, matchesTestCase, offlineTestsSource, serverTestsSource } from './testsSource';
import { TEST_CASES, makeTestCase } from './fixtures.testUtil';
import type { TestCasePage } from './types';

function fakeClient(all = TEST_CASES, pageSize = 2) {
  const calls: { path: string; query: RequestOptions['query']; method?: string; body?: unknown }[] = [];
  const client: ApiClient = {
    baseUrl: '/api',
    async request<T>(path: string, options?: RequestOptions): Promise<T> {
      calls.push({ path, query: options?.query, ...(options?.method ? { method: options.method, body: options.body } : {}) });
      const page = Number(options?.query?.page ?? 1);
      const answer: TestCasePage = { testCases: all.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: all.length };
      return answer as T;
    },
    clearCache() {},
    dispose() {},
  };
  return { client, calls };
}

describe('local test search', () => {
  it('matches the name or the error message, ignoring case', () => {
    expect(matchesTestCase(TEST_CASES[3]!, 'catalogue', {})).toBe(true);
    expect(matchesTestCase(TEST_CASES[1]!, 'TIMEOUT waiting', {})).toBe(true);
    expect(matchesTestCase(TEST_CASES[0]!, 'timeout', {})).toBe(false);
  });

  it('matches status exactly', () => {
    expect(TEST_CASES.filter((t) => matchesTestCase(t, '', { status: ['skipped'] })).map((t) => t.id)).toEqual(['tc_3']);
  });
});

describe('offlineTestsSource', () => {
  it('pages and filters in memory', async () => {
    const source = offlineTestsSource(TEST_CASES, 3);
    expect(await source.listTestCases({ page: 2, search: '', filters: {} })).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    const found = await source.listTestCases({ page: 1, search: 'COUPON', filters: {} });
    expect(found.testCases.map((t) => t.id)).toEqual(['tc_2']);
    expect(found.total).toBe(1);
  });

  it('rejects a page below 1 by name', async () => {
    await expect(offlineTestsSource(TEST_CASES).listTestCases({ page: 0, search: '', filters: {} })).rejects.toThrow(
      'Test case page must be a whole number from 1, got 0',
    );
  });
});

const REPORT = { id: 'rep_1', projectName: 'Demo shop', buildName: 'main', buildNumber: 3 };

describe('serverTestsSource', () => {
  it('with the automation flag, searches on the server from 3 characters, or with filters and no text', async () => {
    const { client, calls } = fakeClient();
    const source = serverTestsSource(client, REPORT, { serverSearch: true });
    await source.listTestCases({ page: 1, search: 'ca', filters: {} });
    expect(calls).toEqual([{ path: '/v1/reports/rep_1/test_cases', query: { page: 1 } }]);
    await source.listTestCases({ page: 2, search: ' cat ', filters: {} });
    await source.listTestCases({ page: 1, search: '', filters: { status: ['failed'] } });
    expect(calls.slice(1)).toEqual([
      {
        path: '/v2/projects/Demo%20shop/test_runs/main%233/test_case_search',
        query: undefined,
        method: 'POST',
        body: { query: 'cat', page: 2, th_build_id: 'rep_1', filters: {} },
      },
      {
        path: '/v2/projects/Demo%20shop/test_runs/main%233/test_case_search',
        query: undefined,
        method: 'POST',
        body: { query: '', page: 1, th_build_id: 'rep_1', filters: { status: ['failed'] } },
      },
    ]);
  });

  it('asks the server for one page when nothing is searched', async () => {
    const { client, calls } = fakeClient();
    const page = await serverTestsSource(client, REPORT).listTestCases({ page: 2, search: '', filters: {} });
    expect(calls).toEqual([{ path: '/v1/reports/rep_1/test_cases', query: { page: 2 } }]);
    expect(page.testCases.map((t) => t.id)).toEqual(['tc_3', 'tc_4']);
  });

  it('searches across every page of the build', async () => {
    const { client, calls } = fakeClient();
    const page = await serverTestsSource(client, REPORT).listTestCases({ page: 1, search: 'catalogue', filters: {} });
    expect(calls.map((c) => c.query?.page)).toEqual([1, 2]);
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 2 });
    expect(page.testCases[0]?.id).toBe('tc_4');
  });

  it('finds a test for the slide-over by paging when the source has no overview call', async () => {
    const many = Array.from({ length: 7 }, (_, i) => makeTestCase({ id: `tc_${i}`, name: `test ${i}` }));
    const { client } = fakeClient(many, 3);
    const source = { listTestCases: serverTestsSource(client, REPORT).listTestCases };
    expect((await loadTestCaseOverview(source, 'tc_6')).testCase.name).toBe('test 6');
    await expect(loadTestCaseOverview(source, 'tc_99')).rejects.toThrow("No test case 'tc_99' in this report");
  });
});
