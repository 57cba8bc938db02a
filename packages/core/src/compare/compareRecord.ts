/**
 * A compare record from a report's issue. Normalising the snippet and page costs about as much as
 * a fingerprint, so a server comparing large runs keeps both from ingest instead of calling this.
 */
import { normalizeHtml, pagePathOf } from '../identity/normalize';
import type { Issue } from '../model';
import type { CompareIssueRecord } from './runStatus';

/** The fields of an issue a compare record is made of. */
export type CompareRecordSource = Pick<
  Issue,
  'fingerprint' | 'ruleId' | 'html' | 'pageUrl' | 'componentId' | 'impact' | 'needsReview' | 'issueStatus' | 'confirmed'
>;

/** The record compareRunStatus reads for `issue`: its fingerprint, normalised snippet and page path, and decision state. */
export function compareRecordOf(issue: CompareRecordSource): CompareIssueRecord {
  return {
    fingerprint: issue.fingerprint,
    ruleId: issue.ruleId,
    snippet: normalizeHtml(issue.html),
    pagePath: pagePathOf(issue.pageUrl),
    componentId: issue.componentId,
    impact: issue.impact,
    needsReview: issue.needsReview,
    issueStatus: issue.issueStatus,
    confirmed: issue.confirmed,
  };
}
