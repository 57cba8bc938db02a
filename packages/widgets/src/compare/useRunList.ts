/**
 * The runs the modal offers, a page at a time (`info.next`): the run's list (`GET /api/test_runs`)
 * or, for a build with search text, the builds of its project whose name or number matches
 * (`GET /api/v2/test_runs/search`). Only completed runs with a summary are offered, never the
 * current run (spec 002 'Compare modal'); the listed runs not offered yet (running, queued) are kept
 * apart, so the updates poll can watch them. A cancelled request leaves the list empty
 * ('cancelled'); any other failure is 'error', with a retry.
 */
import { useCallback } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { isApiRequestError, listTestRuns, searchTestRuns, testRunQueryKeys, type ApiClient } from '@curbcut/client';
import type { TestRunRow, TestRunSearchQuery, TestRunsQuery } from '@curbcut/core';
import type { CompareCurrentRun } from './props';

/** A run the modal lists: one with a summary. */
export type OfferedRun = TestRunRow & { summary: NonNullable<TestRunRow['summary']> };

/** What the table shows. */
export interface RunList {
  state: 'loading' | 'ready' | 'error' | 'cancelled';
  runs: OfferedRun[];
  /** Listed runs that cannot be offered yet (not completed, or no summary), newest first; never the current run. */
  waiting: string[];
  /** When the first page was read (the server's clock when it says so): where the updates poll starts. */
  checkedAt: string | undefined;
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

/** The search query of a build: the builds of its project (every name) matching `text`. */
export function runSearchQuery(run: CompareCurrentRun, text: string): Omit<TestRunSearchQuery, 'page'> {
  return { query: text, th_build_id: run.id, ...(run.projectId ? { project_id: run.projectId } : {}) };
}

/** Whether a run row can be offered: completed, with a summary, not the current run. */
function isOffered(row: TestRunRow, currentId: string): row is OfferedRun {
  return row.thBuildId !== currentId && row.status === 'completed' && row.summary !== null;
}

/**
 * The offered runs of `run`'s list, or of the builds matching `search` when it is not blank (builds
 * only). Read while the modal is open: the modal's body calls it.
 */
export function useRunList(client: ApiClient, run: CompareCurrentRun, search: string): RunList {
  const text = run.product === 'automatedTest' ? search.trim() : '';
  const listQuery = runListQuery(run);
  const searchQuery = runSearchQuery(run, text);
  const list = useInfiniteQuery({
    queryKey: text === '' ? testRunQueryKeys.list(listQuery) : testRunQueryKeys.search(searchQuery),
    queryFn: ({ pageParam, signal }) =>
      text === '' ? listTestRuns({ ...listQuery, page: pageParam }, client, { signal }) : searchTestRuns({ ...searchQuery, page: pageParam }, client, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.info.next ?? undefined,
    staleTime: 0,
  });
  const cancelled = list.isError && isApiRequestError(list.error) && list.error.kind === 'aborted';
  const rows = cancelled ? [] : (list.data?.pages ?? []).flatMap((page) => page.testRuns);
  const runs = rows.filter((row) => isOffered(row, run.id));
  const waiting = rows.filter((row) => row.thBuildId !== run.id && !isOffered(row, run.id)).map((row) => row.thBuildId);
  const first = list.data?.pages[0];
  // A server that does not say when it read the page: the time the page arrived.
  const checkedAt = first ? (first.checkedAt ?? new Date(list.dataUpdatedAt).toISOString()) : undefined;
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
    waiting,
    checkedAt,
    loadingMore: list.isFetchingNextPage,
    hasMore: list.hasNextPage,
    loadMore,
    retry,
  };
}
