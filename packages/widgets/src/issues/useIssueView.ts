/** Hooks the All issues parts read the view and the engine through. */
import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { viewOf } from '../store/viewStore';
import type { GroupRef, IssueView } from '../data/types';
import type { ReportWorkerApi } from '../worker/engineHost';
import { useView, useWidget } from '../shell/widgetContext';

/** The view the list shows (stable while its parts do not change). */
export function useIssueView(): IssueView {
  const url = useView((s) => s.url);
  const extraFilters = useView((s) => s.extraFilters);
  const hiddenTab = useView((s) => s.hiddenTab);
  return useMemo(() => viewOf({ url, extraFilters, hiddenTab }), [url, extraFilters, hiddenTab]);
}

/** The grouping of the list: by rule or by guideline. */
export function useGroupKind(): GroupRef['kind'] {
  return useView((s) => s.url.activeIssuesTab) === 'guidelines' ? 'guideline' : 'rule';
}

/**
 * A question to the engine, cached per data version (answers go stale after a reload or an
 * action). Asked only once the engine holds the dataset (version 1 on): a finished report's
 * screens show before that, from the server's explorer summary.
 */
export function useEngineQuery<T>(key: readonly unknown[], ask: (engine: ReportWorkerApi) => Promise<T>, enabled = true): UseQueryResult<T> {
  const { engine } = useWidget();
  const version = useView((s) => s.dataVersion);
  return useQuery({
    queryKey: ['engine', version, ...key],
    queryFn: () => ask(engine),
    enabled: enabled && version > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
