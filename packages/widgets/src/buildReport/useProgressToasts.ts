/** The toasts of a build in progress (spec 001 section 4). */
import { useEffect, useRef } from 'react';
import { TEXTS } from '../ui/texts';
import { showToast } from '../ui/toasts';
import type { WidgetToastQueue } from '../ui/toasts';
import { IN_PROGRESS_STATUSES } from './useReportData';

/** The in-progress toast on arrival, and 'Scan complete' once when the build completes while open. */
export function useProgressToasts(status: string | undefined, toasts: WidgetToastQueue): void {
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (status === undefined) return;
    const before = seen.current;
    seen.current = status;
    const inProgress = IN_PROGRESS_STATUSES.includes(status);
    if (before === undefined && inProgress) {
      showToast(toasts, { title: TEXTS.inProgressTitle, description: TEXTS.inProgressDescription, tone: 'info' });
    } else if (before !== undefined && IN_PROGRESS_STATUSES.includes(before) && status === 'completed') {
      showToast(toasts, { title: TEXTS.scanComplete, tone: 'success' });
    }
  }, [status, toasts]);
}
