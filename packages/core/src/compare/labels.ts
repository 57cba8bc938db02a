/** How a compare status reads in views and exports. */
import type { CompareStatus } from './runStatus';

/** 'New', 'Retained', 'Resolved', 'Not compared'. */
export const COMPARE_STATUS_LABELS: Readonly<Record<CompareStatus, string>> = {
  new: 'New',
  retained: 'Retained',
  resolved: 'Resolved',
  notCompared: 'Not compared',
};
