/**
 * Running a CSV export from the widget (the header's Export button, a test case's Export CSV): the
 * spec's toast and the progress bar at once, before the save dialog opens; progress while the
 * worker writes rows (the browser shows its own for a file it downloads from the server), the
 * failure toast, and Issue links when the widget owns the page's URL.
 */
import { useCallback, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { exportReportName } from '@curbcut/core';
import type { IssueView } from '../data/types';
import { TEXTS } from '../ui/texts';
import { failureToast, showToast } from '../ui/toasts';
import { exportViewCsv } from './exportCsv';
import { issueLinkBase } from './pageLinks';
import { useWidget } from '../shell/widgetContext';
import type { ViewState } from '../store/viewStore';

/**
 * Resolves once the engine holds the dataset: a finished report shows from the server's summary
 * before that, and an Export pressed meanwhile starts when the rows are there.
 */
function datasetLoaded(store: StoreApi<ViewState>): Promise<void> {
  if (store.getState().dataVersion > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = store.subscribe((s) => {
      if (s.dataVersion === 0) return;
      stop();
      resolve();
    });
  });
}

/** Rows written of the total while an export runs; null otherwise. */
export type CsvProgress = { written: number; total: number } | null;

/** The export of this widget: `run(view)` exports that view; `progress` follows the running one. */
export function useCsvExport(): { progress: CsvProgress; run: (view: IssueView) => Promise<void> } {
  const { engine, store, toasts, meta, supportHref, ownsPageUrl, client, permissions } = useWidget();
  // Only a session's file goes to the browser's downloads: a token would be kept in their list.
  const serverClient = permissions.signedIn ? client : null;
  const [progress, setProgress] = useState<CsvProgress>(null);
  const run = useCallback(
    async (view: IssueView) => {
      // At once: the save dialog and the server's job can take a while, and the click must show it was heard.
      setProgress({ written: 0, total: 0 });
      showToast(toasts, { title: TEXTS.csvStarted, tone: 'info' });
      try {
        await exportViewCsv(engine, view, {
          datasetLoaded: () => datasetLoaded(store),
          reportName: exportReportName(meta),
          ...(ownsPageUrl ? { issueLinkBase: issueLinkBase(store) } : {}),
          onProgress: (written, total) => setProgress({ written, total }),
          ...(serverClient ? { server: { client: serverClient, meta } } : {}),
        });
      } catch {
        showToast(toasts, failureToast(supportHref));
      } finally {
        setProgress(null);
      }
    },
    [engine, store, toasts, meta, supportHref, ownsPageUrl, serverClient],
  );
  return { progress, run };
}
