/**
 * The ticket a 'File a bug' dialog opens with for one issue of a PDF report: the rule (its clause
 * and test number, such as PDF/UA's '7.1-t03'), the profiles it counts in, the severity, the
 * document and where in it, and how to fix it. Plain text, like the web issues' draft
 * (./bugDraft), with the same limits.
 */
import { PDF_SCANNER_PROFILE_LABELS, severityLabel } from '@curbcut/core';
import type { PdfReportIssue, PdfReportRule } from '@curbcut/core';
import { assembleDraft, criterionText, type BugDraft } from './bugDraft';

/** 'Page 3' of a page's issue as 'page 3' in a title; 'Document wide' and 'Metadata' in brackets. */
function placeInTitle(issue: Pick<PdfReportIssue, 'pageNumber' | 'location'>): string {
  return issue.pageNumber === null ? `(${issue.location})` : `page ${issue.pageNumber}`;
}

/**
 * The draft of a ticket for `issue` of `rule` in the document `documentName`: title '{rule
 * description}: {document} page {n}', and a description naming the rule, profiles, severity, WCAG
 * criteria, document, place, object, what was found and how to fix it, then `issueLink` (the issue
 * in Curbcut) when the widget can give one.
 */
export function pdfIssueBugDraft(
  issue: Pick<PdfReportIssue, 'pageNumber' | 'location' | 'object' | 'failureSummary' | 'profiles' | 'needsReview' | 'confirmed'>,
  rule: Pick<PdfReportRule, 'ruleId' | 'description' | 'howToFix' | 'impact' | 'wcag'>,
  documentName: string,
  issueLink: string | null,
): BugDraft {
  const profiles = issue.profiles.map((profile) => PDF_SCANNER_PROFILE_LABELS[profile]);
  const unreviewed = issue.needsReview && issue.confirmed === null;
  const sections = [
    [
      `Rule: ${rule.ruleId} (${rule.description})`,
      ...(profiles.length > 0 ? [`Profiles: ${profiles.join(', ')}`] : []),
      `Severity: ${severityLabel(rule.impact)}`,
      ...(rule.wcag.length > 0 ? [`WCAG: ${rule.wcag.map(criterionText).join(', ')}`] : []),
      ...(unreviewed ? ['Needs review: the scanner cannot confirm this issue'] : []),
    ],
    [`Document: ${documentName}`, `Location: ${issue.location}`, `Object: ${issue.object}`, `Found: ${issue.failureSummary}`],
  ];
  return assembleDraft(`${rule.description}: ${documentName} ${placeInTitle(issue)}`, sections, rule.howToFix, issueLink);
}
