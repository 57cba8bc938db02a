export { summarizeAxeResults } from './summarizeAxeResults';
export { summarizeIssues, isAwaitingReview } from './summarizeIssues';
export type { AxeSummary } from './summarizeAxeResults';
