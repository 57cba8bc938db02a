export { summarizeAxeResults } from './summarizeAxeResults';
export { summarizeIssues, isAwaitingReview, emptyIssueSummary } from './summarizeIssues';
export type { AxeSummary } from './summarizeAxeResults';
