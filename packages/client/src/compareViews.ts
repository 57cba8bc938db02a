/**
 * The compare views' calls (spec 000 section 7.1): the All issues lists of a comparison under the
 * report filter object and the status filter, the filter values, the scan logs side by side and
 * the CSV's address. Every call carries `product` and `ids`; the list calls are POSTs that read.
 */
import type {
  CompareComponentList,
  CompareFilterOptions,
  CompareGuidelineList,
  CompareIssueList,
  CompareProduct,
  CompareRuleList,
  CompareScanLogs,
  CompareStatus,
  IssueFilters,
} from '@curbcut/core';
import type { ApiClient } from './apiClient';
import { getDefaultApiClient } from './defaultClient';
import type { CurbcutQueryOptions } from './queries';
import type { CallOptions } from './routes';

/** The runs of a comparison. */
export interface ComparedIds {
  product: CompareProduct;
  ids: readonly [string, string];
}

/** What a compare view shows: the report filters and the statuses. */
export interface CompareViewBody {
  filters?: IssueFilters;
  compareStatus?: CompareStatus[];
}

function query({ product, ids }: ComparedIds) {
  return { product, ids: ids.join(',') };
}

function post<T>(path: string, pair: ComparedIds, body: object, client: ApiClient, options: CallOptions): Promise<T> {
  return client.request<T>(path, { ...options, method: 'POST', query: query(pair), body, invalidates: false });
}

/** The rules of the view, with counts per status. */
export function getCompareRules(pair: ComparedIds, body: CompareViewBody, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<CompareRuleList> {
  return post('/compare/rules', pair, body, client, options);
}

/** The guidelines of the view, with counts per status. */
export function getCompareGuidelines(pair: ComparedIds, body: CompareViewBody, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<CompareGuidelineList> {
  return post('/compare/guidelines', pair, body, client, options);
}

/** The components of a rule (`{kind: 'rule'}`) or guideline in the view. */
export function getCompareComponents(
  pair: ComparedIds,
  group: { kind: 'rule' | 'guideline'; id: string },
  body: CompareViewBody,
  client: ApiClient = getDefaultApiClient(),
  options: CallOptions = {},
): Promise<CompareComponentList> {
  return group.kind === 'rule'
    ? post('/compare/components', pair, { ...body, ruleId: group.id }, client, options)
    : post(`/compare/guidelines/${encodeURIComponent(group.id)}/components`, pair, body, client, options);
}

/** Where a page of issues is taken from. */
export interface CompareIssuePage extends CompareViewBody {
  ruleId?: string;
  guideline?: string;
  componentId?: string;
  offset?: number;
  limit?: number;
}

/** A page of the view's issues. */
export function getCompareIssues(pair: ComparedIds, body: CompareIssuePage, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<CompareIssueList> {
  return post('/compare/issues', pair, body, client, options);
}

/** The Filters modal's values over both runs. */
export function getCompareFilters(pair: ComparedIds, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<CompareFilterOptions> {
  return client.request<CompareFilterOptions>('/compare/filters', { ...options, query: query(pair) });
}

/** Both runs' pages side by side (scan runs). */
export function getCompareScanLogs(pair: ComparedIds, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<CompareScanLogs> {
  return client.request<CompareScanLogs>('/compare/scan_logs', { ...options, query: query(pair) });
}

/** Both runs' pages side by side, as one query the Scan log tab and the Summary's scan stability share. */
export function compareScanLogsQuery(pair: ComparedIds, client?: ApiClient): CurbcutQueryOptions<CompareScanLogs, readonly [string, string, string, string, string]> {
  return {
    queryKey: ['curbcut', 'compare', pair.product, pair.ids.join(','), 'scan_logs'] as const,
    queryFn: ({ signal }) => getCompareScanLogs(pair, client, { signal }),
    staleTime: 0,
    retry: false,
  };
}

/** The address of the view's CSV (a file the browser downloads with the session cookie). */
export function compareCsvUrl(pair: ComparedIds, body: CompareViewBody, client: ApiClient = getDefaultApiClient()): string {
  const params = new URLSearchParams(query(pair));
  if (body.filters !== undefined) params.set('filters', JSON.stringify(body.filters));
  if (body.compareStatus !== undefined && body.compareStatus.length > 0) params.set('compareStatus', body.compareStatus.join(','));
  return `${client.baseUrl}/compare/csv?${params.toString()}`;
}
