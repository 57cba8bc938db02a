/**
 * A scan run's progress while it is queued or running: 'Scanning 12 of 33 pages' over a progress
 * bar, shown in the scan report's header and on the scan details page for as long as the run goes,
 * so progress does not live only in toasts that pass. The bar is named 'Scan progress'; its value
 * (aria-valuenow) is the pages checked and its text the same words as shown.
 */
import { ProgressBar } from 'react-aria-components';
import { formatInteger } from '@curbcut/core';
import type { ScanRunItem } from '@curbcut/core';
import './scanProgress.css';

/** The fields of a run the progress reads. */
export type ScanProgressRun = Pick<ScanRunItem, 'status' | 'pagesDone' | 'pagesTotal'>;

/** Whether a run is still going (queued or running). */
export function isScanInProgress(status: ScanRunItem['status']): boolean {
  return status === 'queued' || status === 'running';
}

/** 'Scanning 12 of 33 pages'; before any page is known, what the run is doing. */
export function scanProgressText(run: ScanProgressRun): string {
  if (run.status === 'queued') return 'Scan queued, waiting to start';
  if (run.pagesTotal === 0) return 'Scanning, finding pages';
  return `Scanning ${formatInteger(run.pagesDone)} of ${formatInteger(run.pagesTotal)} ${run.pagesTotal === 1 ? 'page' : 'pages'}`;
}

/** The progress of a run in progress; nothing once it ended. */
export function ScanProgress({ run, className }: { run: ScanProgressRun; className?: string }) {
  if (!isScanInProgress(run.status)) return null;
  const text = scanProgressText(run);
  const known = run.pagesTotal > 0;
  return (
    <ProgressBar
      className={`cc-scan-progress${className ? ` ${className}` : ''}`}
      aria-label="Scan progress"
      value={Math.min(run.pagesDone, run.pagesTotal)}
      maxValue={Math.max(1, run.pagesTotal)}
      isIndeterminate={!known}
      valueLabel={text}
    >
      {({ percentage }) => (
        <>
          <span className="cc-scan-progress-text">{text}</span>
          <span className="cc-scan-progress-track" aria-hidden="true">
            <span className={`cc-scan-progress-fill${known ? '' : ' cc-scan-progress-fill-unknown'}`} style={known ? { width: `${percentage ?? 0}%` } : undefined} />
          </span>
        </>
      )}
    </ProgressBar>
  );
}
