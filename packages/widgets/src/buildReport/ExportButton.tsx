/** The header's Export button: CSV of the current view, with a progress bar and the spec's toast. */
import { useState } from 'react';
import { Button, Label, ProgressBar } from 'react-aria-components';
import { showToast } from '../ui/toasts';
import { TEXTS } from '../ui/texts';
import { viewOf } from '../store/viewStore';
import { exportViewCsv } from './exportCsv';
import { useWidget } from './widgetContext';

/** Exports the All issues view's filters as CSV. */
export function ExportButton() {
  const { engine, store, toasts, meta, supportHref } = useWidget();
  const [progress, setProgress] = useState<{ written: number; total: number } | null>(null);
  const run = async () => {
    setProgress({ written: 0, total: 0 });
    try {
      await exportViewCsv(engine, viewOf(store.getState()), {
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
