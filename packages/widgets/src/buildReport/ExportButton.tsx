/** The header's Export button: CSV of the current view, with a progress bar and the spec's toast. */
import { useState } from 'react';
import { Button, Label, ProgressBar } from 'react-aria-components';
import { showToast } from '../ui/toasts';
import { TEXTS } from '../ui/texts';
import { viewOf } from '../store/viewStore';
import type { ReportWorkerApi } from '../worker/engineHost';
import { exportViewCsv } from './exportCsv';
import { useWidget } from './widgetContext';

/**
 * The engine as the export sees it, with the Issue link cells filled: each row links to its issue
 * in this report (`issueLinkBase` followed by the issue id). Without a base the cells stay empty.
 */
function linkingEngine(engine: ReportWorkerApi, issueLinkBase: string | undefined): ReportWorkerApi {
  if (issueLinkBase === undefined) return engine;
  const csv: Pick<ReportWorkerApi, 'csvStart' | 'csvNext' | 'csvCancel'> = {
    csvStart: (view, options) => engine.csvStart(view, { ...options, issueLinkBase }),
    csvNext: () => engine.csvNext(),
    csvCancel: () => engine.csvCancel(),
  };
  // exportViewCsv calls only these three.
  return csv as ReportWorkerApi;
}

/** Props of the Export button. */
export interface ExportButtonProps {
  /** The start of each row's Issue link (the report's URL opening one issue, its id appended). */
  issueLinkBase?: () => string;
}

/** Exports the All issues view's filters as CSV. */
export function ExportButton({ issueLinkBase }: ExportButtonProps = {}) {
  const { engine, store, toasts, meta, supportHref } = useWidget();
  const [progress, setProgress] = useState<{ written: number; total: number } | null>(null);
  const run = async () => {
    setProgress({ written: 0, total: 0 });
    try {
      await exportViewCsv(linkingEngine(engine, issueLinkBase?.()), viewOf(store.getState()), {
        reportName: `${meta.name}#${meta.buildNumber}`,
        onStarted: () => showToast(toasts, { title: TEXTS.csvStarted, tone: 'info' }),
        onProgress: (written, total) => setProgress({ written, total }),
      });
    } catch {
      showToast(toasts, { title: TEXTS.failureTitle, description: TEXTS.failureDescription, supportHref, tone: 'error' });
    } finally {
      setProgress(null);
    }
  };
  return (
    <span className="cc-export">
      <Button className="cc-button" isDisabled={progress !== null} onPress={() => void run()}>
        Export CSV
      </Button>
      {progress !== null ? (
        <ProgressBar className="cc-progress" value={progress.written} maxValue={Math.max(1, progress.total)}>
          {({ percentage }) => (
            <>
              <Label className="cc-visually-hidden">Exporting CSV</Label>
              <span className="cc-progress-track" aria-hidden="true">
                <span className="cc-progress-fill" style={{ width: `${percentage ?? 0}%` }} />
              </span>
            </>
          )}
        </ProgressBar>
      ) : null}
    </span>
  );
}
