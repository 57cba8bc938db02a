/**
 * The hooks the widget shell is made of (`useReportShell` and `<ReportFrame>` call them): one
 * instance's own engine, view store, toast queue and theme; the host's commands; the `ready` /
 * `error` events; and issue actions applied locally first, then sent, rolled back with the spec's
 * toast on failure.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@curbcut/client';
import type { ReportMeta } from '@curbcut/core';
import { sendIssueAction } from '../data/serverApi';
import type { IssueAction } from '../data/types';
import { createViewStore } from '../store/viewStore';
import { windowUrlStateStore } from '../store/urlStateStore';
import { TEXTS } from '../ui/texts';
import { createToastQueue, failureToast, showToast } from '../ui/toasts';
import { connectEngine } from '../worker/connectEngine';
import type { EngineConnection } from '../worker/connectEngine';
import type { AnyWidgetEvent, UrlStateStore, WidgetCommand } from '../buildReport/props';
import type { RunActionOptions } from './widgetContext';

/** The worker-backed engine of one widget instance; null until connected. */
export function useEngine(): EngineConnection | null {
  const [engine, setEngine] = useState<EngineConnection | null>(null);
  useEffect(() => {
    const connection = connectEngine();
    setEngine(connection);
    return () => connection.dispose();
  }, []);
  return engine;
}

/** Options of {@link useWidgetInstance}. */
export interface WidgetInstanceOptions {
  urlState: UrlStateStore | undefined;
  theme: 'light' | 'dark' | undefined;
  onApi: ((api: { command(command: WidgetCommand): void }) => void) | undefined;
  /** The tab that shows the issue explorer ('issues' for both reports). */
  issuesTab: 'issues';
}

/** One widget's engine, URL and view stores, toasts, theme, and the command handler given to `onApi`. */
export function useWidgetInstance({ urlState, theme: initialTheme = 'light', onApi, issuesTab }: WidgetInstanceOptions) {
  const engine = useEngine();
  const [urlStore] = useState(() => urlState ?? windowUrlStateStore());
  const [store] = useState(() => createViewStore(urlStore));
  const [toasts] = useState(createToastQueue);
  const [theme, setTheme] = useState(initialTheme);
  useEffect(() => urlStore.subscribe(() => store.getState().syncFromUrl()), [urlStore, store]);
  useEffect(() => setTheme(initialTheme), [initialTheme]);
  const command = useCallback(
    (c: WidgetCommand) => {
      const s = store.getState();
      if (c.type === 'set-theme') setTheme(c.payload.theme);
      else if (c.type === 'set-filters') {
        s.setTab(issuesTab);
        store.getState().setFilters(c.payload.filters);
      } else {
        s.setTab(issuesTab);
        store.getState().patchUrl({ activeIssueId: c.payload.issueId, activeIssueIndex: undefined });
      }
    },
    [store, issuesTab],
  );
  useEffect(() => {
    onApi?.({ command });
  }, [onApi, command]);
  return { engine, urlStore, store, toasts, theme, command };
}

/** An `emit` that stays the same across renders and calls the latest `onEvent`. */
export function useEmit(onEvent: ((event: AnyWidgetEvent) => void) | undefined): (event: AnyWidgetEvent) => void {
  const ref = useRef(onEvent);
  ref.current = onEvent;
  return useCallback((event: AnyWidgetEvent) => ref.current?.(event), []);
}

/** Emits `ready` once the report is on screen, and `error` when it failed to load. */
export function useLoadEvents(
  data: { status: 'loading' | 'error' | 'ready'; error: Error | null },
  meta: Pick<ReportMeta, 'name'> | undefined,
  reportId: string | null,
  emit: (event: AnyWidgetEvent) => void,
): void {
  const readySent = useRef(false);
  useEffect(() => {
    if (data.status === 'ready' && meta && !readySent.current) {
      readySent.current = true;
      emit({ type: 'ready', payload: { reportId, name: meta.name } });
    }
    if (data.status === 'error') {
      emit({ type: 'error', payload: { code: 'load_failed', message: data.error?.message ?? TEXTS.loadFailure } });
    }
  }, [data.status, data.error, meta, emit, reportId]);
}

/** Options of {@link useRunAction}. */
export interface RunActionDeps {
  engine: EngineConnection | null;
  client: ApiClient | null;
  reportId: string;
  store: ReturnType<typeof createViewStore>;
  toasts: ReturnType<typeof createToastQueue>;
  supportHref: string;
}

function undoTitle(action: IssueAction): string {
  if (action.kind === 'hide') return action.hidden ? TEXTS.hidden : TEXTS.restored;
  return TEXTS.restored;
}

/**
 * Applies an action locally, sends it, and rolls it back with the failure toast when the server
 * refuses; on success refreshes the meta and overview and offers Undo where the caller gives one.
 */
export function useRunAction({ engine, client, reportId, store, toasts, supportHref }: RunActionDeps) {
  const queryClient = useQueryClient();
  const runAction = useCallback(
    async (action: IssueAction, options: RunActionOptions): Promise<boolean> => {
      const api = engine?.api;
      if (!api) return false;
      const failure = () => showToast(toasts, failureToast(supportHref));
      let token: number;
      try {
        token = (await api.applyAction(action)).token;
      } catch {
        failure();
        return false;
      }
      store.getState().bumpData();
      try {
        if (client) await sendIssueAction(client, action, reportId);
        await api.settleAction(token);
      } catch {
        await api.revertAction(token);
        store.getState().bumpData();
        failure();
        return false;
      }
      void queryClient.invalidateQueries({ queryKey: ['meta'] });
      void queryClient.invalidateQueries({ queryKey: ['overview'] });
      const undo = options.undo;
      showToast(toasts, {
        title: options.successTitle,
        tone: 'success',
        ...(undo ? { action: { label: 'Undo', onAction: () => void runAction(undo, { successTitle: undoTitle(undo) }) } } : {}),
      });
      return true;
    },
    [engine, client, reportId, store, toasts, supportHref, queryClient],
  );
  return runAction;
}
