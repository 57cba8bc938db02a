/** A compare status as a coloured badge, and a group's counts per status as a short line. */
import { COMPARE_STATUSES, COMPARE_STATUS_LABELS, formatInteger, type CompareStatus, type CompareStatusCounts } from '@curbcut/core';

export function StatusBadge({ status }: { status: CompareStatus }) {
  return <span className={`status compare-status-${status}`}>{COMPARE_STATUS_LABELS[status]}</span>;
}

/** '2 new · 1 resolved': the statuses a group has, in the views' order. */
export function statusLine(counts: CompareStatusCounts): string {
  return COMPARE_STATUSES.filter((s) => counts[s] > 0)
    .map((s) => `${formatInteger(counts[s])} ${COMPARE_STATUS_LABELS[s].toLowerCase()}`)
    .join(' · ');
}
