/**
 * What the PDF scanner's list shows (spec 002 section 2.2): reports found by name, a page of them,
 * each one's status in words and its counts per profile; and the Summary tab's figures over every
 * completed report: per profile, and the documents with the most issues.
 */
import { PDF_SCANNER_PROFILE_LABELS, PDF_SCANNER_PROFILES, type PdfReport, type PdfScannerProfile } from '@curbcut/core';

/** Reports per page of the list. */
export const PDF_LIST_PAGE_SIZE = 20;

/** Reports whose name or linked URL holds `query` (any case). */
export function findReports(reports: readonly PdfReport[], query: string): PdfReport[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...reports];
  return reports.filter((r) => r.name.toLowerCase().includes(q) || (r.sourceUrl ?? '').toLowerCase().includes(q));
}

/** Page `page` (from 1, clamped) of `reports`, and the page count. */
export function pageOf<T>(items: readonly T[], page: number): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / PDF_LIST_PAGE_SIZE));
  const at = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { items: items.slice((at - 1) * PDF_LIST_PAGE_SIZE, at * PDF_LIST_PAGE_SIZE), page: at, pages };
}

/** 'Queued', 'Checking…', 'Completed', 'Failed'. */
export function statusText(status: PdfReport['status']): string {
  return { queued: 'Queued', processing: 'Checking…', completed: 'Completed', failed: 'Failed' }[status];
}

/** Each checked profile with its visible issues (null for a profile whose check failed). */
export function profileCounts(report: PdfReport): { profile: PdfScannerProfile; label: string; issues: number | null }[] {
  return report.profiles.map((profile) => {
    const summary = report.issueSummary.profile[profile];
    return { profile, label: PDF_SCANNER_PROFILE_LABELS[profile], issues: summary && !summary.isFailed ? summary.totalIssues : null };
  });
}

/** The Summary tab: per profile over the completed reports, and the documents with the most issues. */
export interface PdfListSummary {
  completed: number;
  inProgress: number;
  failed: number;
  profiles: { profile: PdfScannerProfile; label: string; reports: number; issues: number; needsReview: number; hidden: number }[];
  worst: PdfReport[];
}

/** How many documents the Summary lists as having the most issues. */
export const WORST_DOCUMENTS = 5;

export function summarize(reports: readonly PdfReport[]): PdfListSummary {
  const done = reports.filter((r) => r.status === 'completed');
  const profiles = PDF_SCANNER_PROFILES.map((profile) => {
    const row = { profile, label: PDF_SCANNER_PROFILE_LABELS[profile], reports: 0, issues: 0, needsReview: 0, hidden: 0 };
    for (const r of done) {
      const s = r.issueSummary.profile[profile];
      if (!s || s.isFailed) continue;
      row.reports += 1;
      row.issues += s.issueCount;
      row.needsReview += s.needsReviewCount;
      row.hidden += s.hiddenIssuesCount;
    }
    return row;
  }).filter((p) => p.reports > 0);
  const worst = [...done].filter((r) => r.totalIssues > 0).sort((a, b) => b.totalIssues - a.totalIssues || a.name.localeCompare(b.name)).slice(0, WORST_DOCUMENTS);
  return {
    completed: done.length,
    inProgress: reports.filter((r) => r.status === 'queued' || r.status === 'processing').length,
    failed: reports.filter((r) => r.status === 'failed').length,
    profiles,
    worst,
  };
}
