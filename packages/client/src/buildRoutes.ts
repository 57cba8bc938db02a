/**
 * Typed functions for the build report calls and the issue actions (spec 001 section 7). Reads by
 * report id use the `/v1/reports/{id}/...` paths, which accept embed and public-link tokens as well
 * as the session. The list calls that the spec makes with POST (rules, guidelines, components,
 * issue, test search) are reads: they neither empty the GET cache nor give up after one try.
 * The issue actions are writes: they empty the cache, so the next read sees the change.
 */
import { encodePathSegment, reportApiPath } from '@curbcut/core';
import type {
  BuildListItem,
  BuildOverview,
  ComponentList,
  DecisionResult,
  GuidelineList,
  HideIssuesBody,
  IssueFilterOptions,
  IssueFilters,
  IssueItem,
  IssueQueryBody,
  IssueSummary,
  NeedsReviewBody,
  PreferredBody,
  RuleList,
  TestCaseFilterOptions,
  TestCaseItem,
  TestCaseOverview,
  TestCaseSearchBody,
  TestCasesPage,
} from '@curbcut/core';
import type { ApiClient } from './apiClient';
import { getDefaultApiClient } from './defaultClient';
import type { CallOptions } from './routes';

const READ_BY_POST = { method: 'POST', invalidates: false, tries: 3 } as const;

function reportPath(reportId: string, rest: string): string {
  return reportApiPath(reportId, rest);
}

function testRunPath(project: string, buildRun: string, rest: string): string {
  return `/v2/projects/${encodePathSegment(project)}/test_runs/${encodePathSegment(buildRun)}/${rest}`;
}

/** The overview tab's data (score, trends, comparison, charts). */
export function getBuildOverview(reportId: string, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<BuildOverview> {
  return client.request<BuildOverview>(reportPath(reportId, 'overview'), options);
}

/** The build's issue summary and the count marked as not an issue. */
export function getBuildIssueSummary(
  reportId: string,
  client: ApiClient = getDefaultApiClient(),
  options: CallOptions = {},
): Promise<{ issueSummary: IssueSummary; markedAsNonIssueCount: number }> {
  return client.request(reportPath(reportId, 'issues'), options);
}

/** One page (from 1) of the build's test cases. */
export function listTestCases(reportId: string, page = 1, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<TestCasesPage> {
  return client.request<TestCasesPage>(reportPath(reportId, 'test_cases'), { ...options, query: { page } });
}

/** Searches test cases by name or error message (server side), status, file and page. */
export function searchTestCases(
  project: string,
  buildRun: string,
  body: TestCaseSearchBody,
  client: ApiClient = getDefaultApiClient(),
  options: CallOptions = {},
): Promise<TestCasesPage> {
  return client.request<TestCasesPage>(testRunPath(project, buildRun, 'test_case_search'), { ...options, ...READ_BY_POST, body });
}

/** Statuses, files and browsers of the build's test cases. */
export function getTestCaseFilters(
  project: string,
  buildRun: string,
  reportId: string,
  client: ApiClient = getDefaultApiClient(),
  options: CallOptions = {},
): Promise<TestCaseFilterOptions> {
  return client.request<TestCaseFilterOptions>(testRunPath(project, buildRun, 'test_case_filters'), { ...options, query: { th_build_id: reportId } });
}

/** What the test-case slide-over reads: `meta` (the test case), `overview` or `filters`. */
export interface TestCaseAnswers {
  meta: TestCaseItem;
  overview: TestCaseOverview;
  filters: IssueFilterOptions;
}

/** One test case's meta, overview or issue filter values. */
export function getTestCase<K extends keyof TestCaseAnswers>(
  project: string,
  buildRun: string,
  reportId: string,
  testId: string,
  part: K,
  client: ApiClient = getDefaultApiClient(),
  options: CallOptions = {},
): Promise<TestCaseAnswers[K]> {
  return client.request<TestCaseAnswers[K]>(testRunPath(project, buildRun, `test_cases/${encodePathSegment(testId)}/${part}`), {
    ...options,
    query: { th_build_id: reportId },
  });
}

/** Rules of the build under the filters, with Confirmed and Needs review counts. */
export function listBuildRules(reportId: string, filters: IssueFilters = {}, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<RuleList> {
  return client.request<RuleList>('/v3/test_runs/rules', { ...options, ...READ_BY_POST, body: { th_build_id: reportId, filters } });
}

/** Guidelines (success criteria) of the build under the filters, with review counts. */
export function listBuildGuidelines(
  reportId: string,
  filters: IssueFilters = {},
  client: ApiClient = getDefaultApiClient(),
  options: CallOptions = {},
): Promise<GuidelineList> {
  return client.request<GuidelineList>('/v3/test_runs/guidelines', { ...options, ...READ_BY_POST, body: { th_build_id: reportId, filters } });
}

/** Components of one rule (by id) or guideline (by key such as `1.4.3`), with behaviours for behaviour-type rules. */
export function listComponents(
  reportId: string,
  kind: 'rules' | 'guidelines',
  id: string,
  filters: IssueFilters = {},
  client: ApiClient = getDefaultApiClient(),
  options: CallOptions = {},
): Promise<ComponentList> {
  return client.request<ComponentList>(reportPath(reportId, `${kind}/${encodePathSegment(id)}/components`), { ...options, ...READ_BY_POST, body: { filters } });
}

/**
 * One issue with 'Issue N of M': `issueId` picks it, `startingAfter` gives the next and
 * `endingBefore` the previous (rejects with 404 past either end).
 */
export function getIssue(
  reportId: string,
  query: Omit<IssueQueryBody, 'th_build_id'>,
  client: ApiClient = getDefaultApiClient(),
  options: CallOptions = {},
): Promise<IssueItem> {
  return client.request<IssueItem>(reportPath(reportId, 'issue'), { ...options, ...READ_BY_POST, body: query });
}

/** Builds of a project, newest first. */
export async function listProjectBuilds(projectId: string, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<BuildListItem[]> {
  const data = await client.request<{ builds: BuildListItem[] }>(`/v1/projects/${encodePathSegment(projectId)}/builds`, options);
  return data.builds;
}

/** Deletes a completed build (author only: rejects with 403 otherwise, 409 while in progress). */
export async function deleteBuild(reportId: string, client: ApiClient = getDefaultApiClient()): Promise<void> {
  await client.request<unknown>(`/v1/reports/${encodePathSegment(reportId)}`, { method: 'DELETE' });
}

/** Hides or unhides issues (author only); undo sends the same body with `hidden` flipped. */
export function hideIssues(body: HideIssuesBody, client: ApiClient = getDefaultApiClient()): Promise<DecisionResult> {
  return client.request<DecisionResult>('/issues/hide', { method: 'PATCH', body });
}

/** Confirms (true), marks as not an issue (false) or undoes (null) the review of an issue. */
export function reviewIssue(issueId: string, body: NeedsReviewBody, client: ApiClient = getDefaultApiClient()): Promise<DecisionResult> {
  return client.request<DecisionResult>(`/issues/${encodePathSegment(issueId)}/needs-review`, { method: 'PATCH', body });
}

/** Marks or unmarks the issue's behaviour as preferred (rejects with 409 for a hidden issue). */
export function markPreferred(issueId: string, body: PreferredBody, client: ApiClient = getDefaultApiClient()): Promise<DecisionResult> {
  return client.request<DecisionResult>(`/issues/${encodePathSegment(issueId)}/preferred`, { method: 'PATCH', body });
}
