/**
 * Spec 002 section 4: when a workflow report being processed completes while it is open, the toast
 * 'Advanced processing is complete' says how many issues arrived meanwhile. Assisted tests show no
 * processing (the spec says non-assisted).
 */
import { useEffect, useRef } from 'react';
import type { ManualReportType } from '@curbcut/core';
import { IN_PROGRESS_STATUSES } from '../buildReport/useReportData';
import { showToast, type WidgetToastQueue } from '../ui/toasts';
import { MANUAL_TEXTS, newIssuesText } from './texts';

/** Shows the toast once, on the report's move from in progress (`status`) to completed. */
export function useAdvancedProcessingToast(type: ManualReportType, status: string, issueCount: number, toasts: WidgetToastQueue): void {
  const seen = useRef<{ inProgress: boolean; issueCount: number } | null>(null);
  const inProgress = IN_PROGRESS_STATUSES.includes(status);
  useEffect(() => {
    const before = seen.current;
    // The count the reader last saw while it was in progress.
    if (inProgress || before === null) seen.current = { inProgress, issueCount };
    if (type !== 'workflowScan' || !before?.inProgress || inProgress) return;
    seen.current = { inProgress, issueCount };
    showToast(toasts, { title: MANUAL_TEXTS.advancedDone, description: newIssuesText(Math.max(0, issueCount - before.issueCount)), tone: 'success' });
  }, [type, inProgress, issueCount, toasts]);
}
