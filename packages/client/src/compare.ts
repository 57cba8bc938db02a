/**
 * The compare calls (spec 000 section 7.1): the meta and summary of two runs of one project. Both
 * carry `product` and `ids=base,new`; the server makes the older run the base whatever the order.
 */
import type { CompareMeta, CompareProduct, CompareSummary } from '@curbcut/core';
import type { ApiClient } from './apiClient';
import { getDefaultApiClient } from './defaultClient';
import type { CurbcutQueryOptions } from './queries';
import type { CallOptions } from './routes';

function compareQuery(product: CompareProduct, ids: readonly [string, string]) {
  return { product, ids: ids.join(',') };
}

/** The two runs (older first), their engines, and the rules and pages not compared. */
export function getCompareMeta(product: CompareProduct, ids: readonly [string, string], client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<CompareMeta> {
  return client.request<CompareMeta>('/compare/meta', { ...options, query: compareQuery(product, ids) });
}

/** New, retained and resolved counts, per severity, the top rules, pages and components, the severity series. */
export function getCompareSummary(product: CompareProduct, ids: readonly [string, string], client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<CompareSummary> {
  return client.request<CompareSummary>('/compare/summary', { ...options, query: compareQuery(product, ids) });
}

/** Query keys of the compare calls, under `['curbcut']`. */
export const compareQueryKeys = {
  meta: (product: CompareProduct, ids: readonly [string, string]) => ['curbcut', 'compare', product, ids.join(','), 'meta'] as const,
  summary: (product: CompareProduct, ids: readonly [string, string]) => ['curbcut', 'compare', product, ids.join(','), 'summary'] as const,
};

/** The meta of a comparison. */
export function compareMetaQuery(product: CompareProduct, ids: readonly [string, string], client?: ApiClient): CurbcutQueryOptions<CompareMeta, ReturnType<typeof compareQueryKeys.meta>> {
  return { queryKey: compareQueryKeys.meta(product, ids), queryFn: ({ signal }) => getCompareMeta(product, ids, client, { signal }), staleTime: 0, retry: false };
}

/** The summary of a comparison. */
export function compareSummaryQuery(product: CompareProduct, ids: readonly [string, string], client?: ApiClient): CurbcutQueryOptions<CompareSummary, ReturnType<typeof compareQueryKeys.summary>> {
  return { queryKey: compareQueryKeys.summary(product, ids), queryFn: ({ signal }) => getCompareSummary(product, ids, client, { signal }), staleTime: 0, retry: false };
}
