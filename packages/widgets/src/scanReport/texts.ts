/**
 * The website scan report's texts (spec 001 sections 2.6 and 8, and ours where the spec gives none),
 * in one place so tests read the same strings.
 */
import { SCAN_ERROR_TEXTS, formatInteger, pluralize } from '@curbcut/core';
import type { PageStatus } from '@curbcut/core';

/** Fixed texts of the scan report. */
export const SCAN_TEXTS = {
  breadcrumbRoot: 'Website Scan',
  latestRun: 'Latest run',
  scanDetails: 'Scan details',
  publicTitlePrefix: 'Website scan: ',
  noIssuesOnPage: 'No issues found on this page',
  goToHomepage: 'Go to homepage',
  quickSnapshot: 'Quick snapshot compared to last scan',
  topComponents: 'Top Affected components',
  topUrls: 'Top Affected URLs',
  failedPagesIntro: 'Some advanced issues might not be detected in the following pages. Please retry the scan or contact support.',
  failedPagesTitle: 'Pages with failed checks',
  failedPagesBanner: 'Some pages could not be fully checked, so some advanced issues might be missing from this report.',
  viewFailedPages: 'View affected pages',
  loadLimitBanner:
    'This scan reached its page limit before every page it found was checked. Raise the maximum number of pages in the scan settings to check the rest.',
  timedOutBanner:
    'This scan ran out of time before every page was checked. The results cover the pages checked so far; run the scan again, or scan fewer pages at a time.',
  scanTimedOut: SCAN_ERROR_TEXTS.timedOut,
  scanTimedOutDetail: SCAN_ERROR_TEXTS.timedOutDetail,
  scanLogsLoadFailed: 'The scan logs could not be loaded.',
  failedPagesLoadFailed: 'The pages with failed checks could not be loaded.',
  summaryLoadFailed: "We couldn't load the summary of this scan.",
  noStatusChosen: 'Choose at least one status to see pages.',
  noScanLogs: 'No pages have been checked yet.',
} as const;

/** The status names of the scan logs filter and icons (spec 001 section 2.6). */
export const PAGE_STATUS_LABELS: Readonly<Record<PageStatus, string>> = {
  success: 'Success',
  failure: 'Failures',
  redirect: 'Redirects',
};

/** A row's status as its icon's text alternative says it. */
export const PAGE_STATUS_ROW_LABELS: Readonly<Record<PageStatus, string>> = {
  success: 'Scanned',
  failure: 'Failed',
  redirect: 'Redirected',
};

/** The description of a page checked without trouble, as the server writes it ('Scanned: 12 issues found'). */
export function scannedDescription(issueCount: number): string {
  return `Scanned: ${formatInteger(issueCount)} ${pluralize(issueCount, 'issue')} found`;
}

/** The heading: the scan name, or 'Website scan: name' on a public report. */
export function scanHeading(name: string, isPublic: boolean): string {
  return isPublic ? `${SCAN_TEXTS.publicTitlePrefix}${name}` : name;
}
