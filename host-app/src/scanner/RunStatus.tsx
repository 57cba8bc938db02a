/** How a run's state reads in the scanner's tables: status, progress while running, findings after. */
import type { ScanRunItem } from '@curbcut/client';
import { isRunInProgress, pagesProgress, RUN_STATUS_LABELS } from './scannerPaths';

/** Status label, with 'N / T pages' while in progress and the failure reason when it failed. */
export function RunStatus({ run }: { run: Pick<ScanRunItem, 'status' | 'pagesDone' | 'pagesTotal' | 'error'> }) {
  return (
    <span className="run-status">
      <span className={`status status-${run.status}`}>{RUN_STATUS_LABELS[run.status]}</span>
      {isRunInProgress(run.status) ? <span className="run-progress"> {pagesProgress(run)}</span> : null}
      {run.status === 'failed' && run.error ? <span className="run-error muted"> {run.error}</span> : null}
    </span>
  );
}

/** Issue count and score of a finished run; a dash while it runs. */
export function RunFindings({ run }: { run: Pick<ScanRunItem, 'status' | 'issueSummary' | 'score'> }) {
  if (isRunInProgress(run.status)) return <span className="muted">Scanning…</span>;
  const issues = run.issueSummary.issueCount;
  return (
    <span>
      {issues} issue{issues === 1 ? '' : 's'}
      {run.score !== null ? <span className="muted"> · score {run.score}</span> : null}
    </span>
  );
}
