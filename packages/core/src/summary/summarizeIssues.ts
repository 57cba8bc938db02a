/**
 * The issue summary of a report (spec 001 section 3, "Issue summary"), from its distinct issues.
 * The spec's two tabs decide the split: a needs-review issue moves to the confirmed tab once a user
 * confirms it (`confirmed: true`); hidden and not-an-issue items are counted apart.
 */
import type { Issue, IssueSummary } from '../model';

/** Whether an issue is still waiting for a needs-review decision. */
export function isAwaitingReview(issue: Pick<Issue, 'needsReview' | 'confirmed'>): boolean {
  return issue.needsReview && issue.confirmed !== true;
}

/** The summary of a report with no issues: every count 0. */
export function emptyIssueSummary(): IssueSummary {
  return {
    critical: 0,
    serious: 0,
    moderate: 0,
    minor: 0,
    issueCount: 0,
    componentCount: 0,
    pageCount: 0,
    needsReviewCount: 0,
    hiddenIssuesCount: 0,
    aiIssuesCount: 0,
  };
}

/**
 * Severity counts, issueCount, componentCount and pageCount cover visible confirmed issues;
 * needsReviewCount the visible issues awaiting review; hiddenIssuesCount the hidden ones.
 * aiIssuesCount is 0: Curbcut runs no AI-detected rules.
 */
export function summarizeIssues(issues: Iterable<Issue>): IssueSummary {
  const summary = emptyIssueSummary();
  const components = new Set<string>();
  const pages = new Set<string>();
  for (const issue of issues) {
    if (issue.issueStatus === 'hidden') {
      summary.hiddenIssuesCount += 1;
    } else if (issue.issueStatus === 'visible') {
      if (isAwaitingReview(issue)) {
        summary.needsReviewCount += 1;
      } else {
        summary[issue.impact] += 1;
        summary.issueCount += 1;
        components.add(issue.componentId);
        for (const url of [issue.pageUrl, ...issue.sources.map((s) => s.pageUrl)]) {
          if (url !== undefined && url !== '') pages.add(url);
        }
      }
    }
  }
  summary.componentCount = components.size;
  summary.pageCount = pages.size;
  return summary;
}
