/**
 * Growth details (spec 000 sections 3.8 and 7.2) through TanStack Query, cached 60 s like the
 * spec's growth-details cache (getGrowthDetails also keeps the experiment arms in session storage).
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { CACHE_TTL_MS, getCsrfToken, getGrowthDetails } from '@curbcut/client';
import type { GrowthDetails, GrowthDetailsQuery } from '@curbcut/core';
import { growthClient } from './growthClient';
import { settle, type GrowthRead } from './growthRead';

/** Query keys of the growth flows. */
export const growthQueryKeys = {
  all: ['growth'] as const,
  details: (params: GrowthDetailsQuery) => ['growth', 'details', params] as const,
  restartPlan: ['growth', 'restart-plan'] as const,
};

/** Query options of the growth details; a failed read is kept only until the next use. */
export function growthDetailsQuery(params: GrowthDetailsQuery = {}) {
  return queryOptions<GrowthRead<GrowthDetails>>({
    queryKey: growthQueryKeys.details(params),
    queryFn: () => settle(() => getGrowthDetails(params, growthClient())),
    staleTime: (query) => (query.state.data?.ok ? CACHE_TTL_MS : 0),
  });
}

/** What a component gets: the details once loaded, or the reason they could not be. */
export interface GrowthDetailsState {
  details: GrowthDetails | undefined;
  error: unknown;
  isPending: boolean;
}

/** The signed-in user's growth details; `enabled: false` waits (a closed dialog asks for nothing). */
export function useGrowthDetails(params: GrowthDetailsQuery = {}, { enabled = true }: { enabled?: boolean } = {}): GrowthDetailsState {
  const query = useQuery({ ...growthDetailsQuery(params), enabled });
  const read = query.data;
  return {
    details: read?.ok ? read.data : undefined,
    error: read && !read.ok ? read.error : null,
    isPending: enabled && read === undefined,
  };
}

/**
 * The CSRF token the growth writes carry: the growth details' own (cached, or read now), else the
 * token call's when the details cannot be had.
 */
export async function growthCsrfToken(queryClient: QueryClient): Promise<string> {
  const read = await queryClient.fetchQuery(growthDetailsQuery());
  return read.ok ? read.data.meta.authenticity_token : getCsrfToken(growthClient());
}
