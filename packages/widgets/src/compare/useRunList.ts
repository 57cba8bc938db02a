/**
 * The runs the modal offers, a page at a time (`GET /api/test_runs`, `info.next`): only completed
 * runs with a summary, never the current run (spec 002 'Compare modal'). A cancelled request leaves
 * the list empty ('cancelled'); any other failure is 'error', with a retry.
 */
import { useCallback } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { isApiRequestError, listTestRuns, testRunQueryKeys, type ApiClient } from '@curbcut/client';
import type { TestRunRow, TestRunsQuery } from '@curbcut/core';
import type { CompareCurrentRun } from './props';

/** A run the modal lists: one with a summary. */
export type OfferedRun = TestRunRow & { summary: NonNullable<TestRunRow['summary']> };

/** What the table shows. */
export interface RunList {
  state: 'loading' | 'ready' | 'error' | 'cancelled';
  runs: OfferedRun[];
  /** A next page is being fetched. */
  loadingMore: boolean;
  /** The server has more pages. */
  hasMore: boolean;
  /** Asks for the next page, if there is one and none is on its way. */
  loadMore: () => void;
  retry: () => void;
}

/** The list query of a run: its project's builds (of its name), or its scan's runs. */
export function runListQuery(run: CompareCurrentRun): Omit<TestRunsQuery, 'page'> {
  if (run.product === 'websiteScan') return { central_scanner: true, th_build_id: run.id, ...(run.scanId ? { scan_id: run.scanId } : {}) };
  return {
    th_build_id: run.id,
    ...(run.projectId ? { project_id: run.projectId } : {}),
    ...(run.buildName ? { build_name: run.buildName } : {}),
    ...(run.source ? { source: run.source } : {}),
  };
}

/** Whether a run row can be offered: completed, with a summary, not the current run. */
function isOffered(row: TestRunRow, currentId: string): row is OfferedRun {
  return row.thBuildId !== currentId && row.status === 'completed' && row.summary !== null;
}

/** The offered runs of `run`'s list (read while the modal is open: the modal's body calls it). */
export function useRunList(client: ApiClient, run: CompareCurrentRun): RunList {
  const query = runListQuery(run);
  const list = useInfiniteQuery({
    queryKey: testRunQueryKeys.list(query),
    queryFn: ({ pageParam, signal }) => listTestRuns({ ...query, page: pageParam }, client, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.info.next ?? undefined,
    staleTime: 0,
  });
  const cancelled = list.isError && isApiRequestError(list.error) && list.error.kind === 'aborted';
  const runs = cancelled ? [] : (list.data?.pages ?? []).flatMap((page) => page.testRuns.filter((row) => isOffered(row, run.id)));
  const { hasNextPage, isFetching, isError, fetchNextPage, refetch } = list;
  // Stable, so the table's effect that fills a short first page runs when the rows change, not on every render.
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [hasNextPage, isFetching, isError, fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);
  // A failed next page fails the list too: 'Try again' reads every page again.
  const state: RunList['state'] = cancelled ? 'cancelled' : list.isError ? 'error' : list.isPending ? 'loading' : 'ready';
  return {
    state,
    runs,
    loadingMore: list.isFetchingNextPage,
    hasMore: list.hasNextPage,
    loadMore,
    retry,
  };
}
