/** The header's Export button: CSV of the current view, with a progress bar and the spec's toast. */
import { Button, Label, ProgressBar } from 'react-aria-components';
import { viewOf } from '../store/viewStore';
import { useCsvExport } from './useCsvExport';
import { useWidget } from '../shell/widgetContext';

/**
 * Exports the All issues view's filters as CSV. Disabled when the report has no issue to export
 * (spec 002 section 5: 'Export is disabled when the issue count is zero'): the file holds visible
 * issues of both review states, so needs-review issues count too.
 */
export function ExportButton() {
  const { store, meta } = useWidget();
  const { progress, run } = useCsvExport();
  const empty = meta.issueSummary.issueCount + meta.issueSummary.needsReviewCount === 0;
  return (
    <span className="cc-export">
      <Button className="cc-button" isDisabled={empty || progress !== null} onPress={() => void run(viewOf(store.getState()))}>
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
