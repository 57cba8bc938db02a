/** Short texts built from counts (spec 001 sections 2.5 and 2.6). */
import { formatInteger } from './numbers';

/** `singular` for exactly 1, else `plural` (default: singular + 's'). */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** 'page' or 'pages'. */
export function pageWord(count: number): string {
  return pluralize(count, 'page');
}

/** '1 page', '12 pages', '1,204 pages'. */
export function formatPageCount(count: number): string {
  return `${formatInteger(count)} ${pageWord(count)}`;
}

/** '1 error' or 'n errors'. */
export function formatErrorCount(count: number): string {
  return `${formatInteger(count)} ${pluralize(count, 'error')}`;
}

/** 'Issue N of M' for the issue details header; N is 1-based. */
export function formatIssuePosition(position: number, total: number): string {
  if (!Number.isInteger(position) || !Number.isInteger(total) || position < 1 || position > total) {
    throw new RangeError(`formatIssuePosition: position must be a whole number from 1 to ${total}, got ${position}`);
  }
  return `Issue ${formatInteger(position)} of ${formatInteger(total)}`;
}

/** Inputs of the failed-pages note of the advanced-scan failure banner. */
export interface FailedPagesNoteInput {
  failedCount: number;
  totalPages: number;
  /** backend_rules_processing_timed_out: the failed list may be incomplete. */
  processingTimedOut: boolean;
}

/**
 * The percentage of the note: whole percent, rounded half up, except that a share above 0 never
 * shows as 0 ('<1') and a share below 100 never shows as 100 ('>99').
 */
export function affectedPercent(count: number, total: number): string {
  if (total <= 0) return '0';
  const exact = (count / total) * 100;
  if (exact > 0 && exact < 1) return '<1';
  if (exact > 99 && exact < 100) return '>99';
  return String(Math.round(exact));
}

/**
 * 'At least N pages affected.' when processing timed out (the list is then a lower bound);
 * otherwise 'N/T pages affected (P% pages)'. 'page' when the count (or the total) is 1.
 */
export function failedPagesNote({ failedCount, totalPages, processingTimedOut }: FailedPagesNoteInput): string {
  if (processingTimedOut) return `At least ${formatInteger(failedCount)} ${pageWord(failedCount)} affected.`;
  return `${formatInteger(failedCount)}/${formatInteger(totalPages)} ${pageWord(totalPages)} affected (${affectedPercent(failedCount, totalPages)}% pages)`;
}
