/** The PDF report viewer's exact texts (spec 002 sections 2.2 and 8), in one place so tests read the same strings. */
import { PDF_SCANNER_PROFILE_LABELS } from '@curbcut/core';
import type { PdfScannerProfile } from '@curbcut/core';

export const PDF_TEXTS = {
  breadcrumbRoot: 'PDF Scanner',
  pageContent: 'Page Content',
  metadata: 'Metadata',
  allIssues: 'All Issues',
  viewHidden: 'View Hidden issues',
  issueSource: 'Issue Source',
  issueFound: 'Issue Found',
  documentWide: 'Document wide',
  highlightUnavailable: 'Highlight is not available for this issue.',
  untagged: 'This PDF contains untagged elements... you may see a high issue count.',
  loadFailureTitle: 'Unable to load PDF',
  loadFailureDescription: "We couldn't load the requested PDF. Refresh the page or try again later.",
  rulesFailure: 'The rules of this report could not be loaded.',
  noIssuesFound: 'No issues found',
  noIssues: 'No issues',
  noIssuesToShow: 'No issues to show',
  noHiddenIssues: 'No hidden issues',
  noHiddenExplanation: 'There are no hidden issues in this report.',
  nonIssueExplanation: 'Issues marked as non-issues after review will be appear here.',
  noIssuesForPdf: 'No issues found for this PDF',
  needsReviewBanner: 'This issue needs to be reviewed manually as the scanner is unable to confirm its validity',
  backToPdfScanner: 'Back to PDF Scanner',
} as const;

/** 'PDF/UA-2 scan failed'. */
export function profileFailedText(profile: PdfScannerProfile): string {
  return `${PDF_SCANNER_PROFILE_LABELS[profile]} scan failed`;
}

/** 'No issues found for PDF/UA-1'. */
export function noIssuesForProfileText(profile: PdfScannerProfile): string {
  return `No issues found for ${PDF_SCANNER_PROFILE_LABELS[profile]}`;
}

/** The hidden banner: 'This issue was hidden as “{reason}”'. */
export function hiddenBannerText(reason: string): string {
  return `This issue was hidden as “${reason}”`;
}

/** The detail header: 'Page N, Issue X of Y' for a page, 'Issue X of Y' otherwise (X from 1). */
export function issuePositionText(pageNumber: number | null, position: number, total: number): string {
  const issue = `Issue ${position} of ${total}`;
  return pageNumber === null ? issue : `Page ${pageNumber}, ${issue}`;
}
