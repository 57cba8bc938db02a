/** The header's Export button: CSV of the current view, with a progress bar and the spec's toast. */
import { Button, Label, ProgressBar } from 'react-aria-components';
import { viewOf } from '../store/viewStore';
import { useCsvExport } from './useCsvExport';
import { useWidget } from './widgetContext';

/** Exports the All issues view's filters as CSV. */
export function ExportButton() {
  const { store } = useWidget();
  const { progress, run } = useCsvExport();
  return (
    <span className="cc-export">
      <Button className="cc-button" isDisabled={progress !== null} onPress={() => void run(viewOf(store.getState()))}>
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
