/**
 * The compare-run modal's calls (spec 002 'Compare-run modal'): the runs a build or a website scan
 * run can be compared with, a page at a time (`info.next`), a search over build names, and the
 * listed runs that changed since the modal last looked.
 */
import type { TestRunSearchQuery, TestRunsPage, TestRunsQuery, TestRunUpdates, TestRunUpdatesBody } from '@curbcut/core';
import type { ApiClient } from './apiClient';
import { getDefaultApiClient } from './defaultClient';
import type { CallOptions } from './routes';

/** One page of runs: a project's builds, or with `central_scanner` a website scan's runs. */
export function listTestRuns(query: TestRunsQuery, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<TestRunsPage> {
  return client.request<TestRunsPage>('/test_runs', { ...options, query: { ...query } });
}

/** One page of the builds whose name contains `query.query`. */
export function searchTestRuns(query: TestRunSearchQuery, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<TestRunsPage> {
  return client.request<TestRunsPage>('/v2/test_runs/search', { ...options, query: { ...query } });
}

/**
 * The listed runs whose status or summary changed since `body.last_checked`. A read sent as a POST:
 * it leaves the client's read cache alone and is tried once (a poller asks again at its next tick).
 */
export function getTestRunUpdates(body: TestRunUpdatesBody, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<TestRunUpdates> {
  return client.request<TestRunUpdates>('/v2/test_runs/updates', { ...options, method: 'POST', invalidates: false, body });
}

/** Query keys of the run list and the build search, under `['curbcut', 'test_runs']` (`all`: every one of them). */
export const testRunQueryKeys = {
  all: ['curbcut', 'test_runs'] as const,
  list: (query: Omit<TestRunsQuery, 'page'>) => ['curbcut', 'test_runs', { ...query }] as const,
  search: (query: Omit<TestRunSearchQuery, 'page'>) => ['curbcut', 'test_runs', 'search', { ...query }] as const,
};
