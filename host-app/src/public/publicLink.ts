/**
 * Reading a public report link (spec 000 section 2.2): `/public_report?type=automatedTest&token=...`
 * (or `type=scanner` for a website scan, `type=pdfScanner` for a PDF report),
 * the form core's `publicReportLink` builds, or the same with the `thBuildId` that links copied
 * from older share popovers carry. The token alone names the report; the server says which.
 */
import type { PublicLinkTarget, PublicLinkTargetQuery, ReportType } from '@curbcut/core';

/**
 * Public views this app can show, by the link's `type`, and the report type each shows. The website
 * scan report is the central scanner view; links that name websiteScan are rewritten to it.
 */
const SHOWN_VIEWS: Readonly<Record<string, ReportType>> = {
  automatedTest: 'automatedTest',
  scanner: 'websiteScan',
  websiteScan: 'websiteScan',
  pdfScanner: 'pdfScanner',
  workflowScan: 'workflowScan',
  assistedTest: 'assistedTest',
};

/** A public link this app can open: its view and what the server is asked. */
export interface PublicLink {
  type: ReportType;
  /** The query of `GET /api/public_reports/feature_flags`. */
  query: PublicLinkTargetQuery & { token: string };
}

/** The link in a page's query string, or null when it cannot open anything here (the public 404). */
export function readPublicLink(params: URLSearchParams): PublicLink | null {
  const token = params.get('token');
  const view = params.get('type') ?? '';
  const type = Object.hasOwn(SHOWN_VIEWS, view) ? SHOWN_VIEWS[view] : undefined;
  if (!token || !type) return null;
  const thBuildId = params.get('thBuildId');
  return { type, query: thBuildId ? { token, thBuildId } : { token } };
}

/**
 * The report to show for the server's answer, or null when the token opens a report of another
 * type than the link says: the page would show it in the wrong view, so it is the public 404 too.
 */
export function reportToShow(link: PublicLink, target: PublicLinkTarget): string | null {
  return target.type === link.type ? target.reportId : null;
}
