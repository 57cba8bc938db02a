/**
 * The details pane's own texts (spec 002 section 5 for the read-only actions; spec 001 section 2.5
 * for the zoom note), beside the shared ones in ui/texts.ts, so tests read the same strings.
 */
export const DETAILS_TEXTS = {
  hideAuthorsOnly: 'Only report authors can hide issues',
  hideInSources: 'Issues can be hidden in source reports by the report author',
  zoomCheck: 'Check this issue with the page zoomed to 200%.',
} as const;

/** What a non-author reads where the author confirms or dismisses a needs-review issue. */
export function reviewAuthorOnly(authorName: string): string {
  return `Report author ${authorName} can review potential issues in this report.`;
}

/** Why a consolidated report's issue cannot be marked as preferred here (spec 002 section 5). */
export function preferredInSources(rule: string): string {
  return `${rule} can be marked as preferred in source reports.`;
}
