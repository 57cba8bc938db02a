/**
 * While the modal is open and lists builds not offered yet (running, finalising), asks every
 * UPDATES_INTERVAL_MS which of them changed (`POST /api/v2/test_runs/updates`, spec 002
 * 'Compare-run modal') and patches the answers into every cached page of runs, so a build that
 * completes appears in the list without a reload. Each call sends the previous answer's `checkedAt`
 * as `last_checked` (first: when the first page was read). Closing the modal cancels the call on its
 * way; a cancelled or failed call changes nothing and the next tick asks again. Builds only: a
 * website scan run's progress lives in its scan run, which the updates call does not watch.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { getTestRunUpdates, testRunQueryKeys, type ApiClient } from '@curbcut/client';
import type { TestRunRow, TestRunsPage } from '@curbcut/core';
import type { CompareCurrentRun } from './props';

/** How often the listed builds in progress are checked (ms). */
export const UPDATES_INTERVAL_MS = 10_000;
/** Most builds one updates call may name (the body's limit): the newest listed ones. */
const MAX_WATCHED = 200;

/** `pages` with each row of `changed` in place of the row of the same id. */
function patchPages(data: InfiniteData<TestRunsPage> | undefined, changed: ReadonlyMap<string, TestRunRow>): InfiniteData<TestRunsPage> | undefined {
  if (!data || !data.pages.some((page) => page.testRuns.some((row) => changed.has(row.thBuildId)))) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, testRuns: page.testRuns.map((row) => changed.get(row.thBuildId) ?? row) })) };
}

/**
 * Polls the updates of `waiting` (the listed builds not offered yet) from `checkedAt` on, while the
 * calling component is mounted and there is any to watch.
 */
export function useRunUpdates(client: ApiClient, run: CompareCurrentRun, waiting: readonly string[], checkedAt: string | undefined): void {
  const queryClient = useQueryClient();
  // Read at each tick, so new pages or a new search change what is watched without restarting the clock.
  const watched = useRef(waiting);
  watched.current = waiting;
  const since = useRef<string | undefined>(undefined);
  since.current ??= checkedAt;
  const active = run.product === 'automatedTest' && waiting.length > 0 && since.current !== undefined;
  const { id, projectId } = run;

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      const builds = watched.current.slice(0, MAX_WATCHED);
      const lastChecked = since.current;
      if (builds.length > 0 && lastChecked !== undefined) {
        try {
          const answer = await getTestRunUpdates(
            { th_build_id: id, ...(projectId ? { project_id: projectId } : {}), last_checked: lastChecked, builds },
            client,
            { signal: controller.signal },
          );
          since.current = answer.checkedAt;
          const changed = new Map(answer.testRuns.map((row) => [row.thBuildId, row]));
          if (changed.size > 0) queryClient.setQueriesData<InfiniteData<TestRunsPage>>({ queryKey: testRunQueryKeys.all }, (data) => patchPages(data, changed));
        } catch {
          // Cancelled (the modal closed) or failed: the list stays as it is; the next tick asks again.
        }
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void tick(), UPDATES_INTERVAL_MS);
    };
    timer = setTimeout(() => void tick(), UPDATES_INTERVAL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, client, id, projectId, queryClient]);
}
