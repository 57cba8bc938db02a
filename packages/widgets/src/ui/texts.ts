/** The spec's exact texts (spec 001 sections 2, 4, 5, 8), kept in one place so tests read the same strings. */
export const TEXTS = {
  inProgressTitle: 'Viewing report for a scan in progress',
  inProgressDescription: "We'll notify you via email once this scan is complete",
  scanComplete: 'Scan complete',
  availableOnceComplete: 'Available once scan is complete',
  loadFailure: "We're sorry, but something went wrong",
  backToAllBuilds: 'Back to All Builds',
  csvStarted: 'CSV download has started.',
  hidden: 'Issue has been hidden',
  restored: 'Issue has been restored',
  /** A hide or unhide of a component's or a rule's issues (spec 002 section 8). */
  hiddenMany: 'Issues hidden successfully',
  restoredMany: 'Issues restored successfully',
  confirmed: 'Issue has been confirmed',
  markedNonIssue: 'Issue has been marked as not an issue',
  failureTitle: 'Oops! Something went wrong.',
  failureDescription: 'Please try again later. If this issue persists',
  authorsOnly: 'Only report authors can perform this action.',
  hiddenNotAllowed: 'This action is not allowed for a hidden issue.',
  preferredConfirm: 'Are you sure you want to update your preferred selection?',
  emptyInProgress: 'No issues found yet. This scan is still in progress. Any issues detected will appear here.',
  emptyNeedsReview: 'No Needs review issues found',
  emptyConfirmed: 'No confirmed issues found',
  emptyHidden: 'No hidden issues',
  emptyNoIssues: 'No issues to show',
  needsReviewDisabled: 'Needs review issues were disabled for this scan',
} as const;

/** Where contact-support links lead when the host gives no link. */
export const DEFAULT_SUPPORT_HREF = 'mailto:support@curbcut.local';
