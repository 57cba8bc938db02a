/**
 * What the PDF scanner's list shows (spec 002 section 2.2): reports found by name, a page of them,
 * each one's status in words and its counts per profile; the consolidated selection kept in the URL;
 * and the Summary tab's figures over the selected or every completed report: per profile, and the
 * documents with the most issues.
 */
import {
  PDF_CONSOLIDATED_MAX_REPORTS,
  PDF_SCANNER_PROFILE_LABELS,
  PDF_SCANNER_PROFILES,
  type PdfBreakdownRule,
  type PdfReport,
  type PdfScannerProfile,
} from '@curbcut/core';

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

/** The URL parameter of the consolidated selection: `selected=id,id`. */
export const SELECTION_PARAM = 'selected';

/** The selection as the URL holds it: ids in order, once each, at most the cap (the rest ignored). */
export function parseSelection(value: string | null): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return [...new Set(ids)].slice(0, PDF_CONSOLIDATED_MAX_REPORTS);
}

/** The URL value of a selection; null for none (the parameter is then left out). */
export function selectionParam(selected: readonly string[]): string | null {
  return selected.length === 0 ? null : selected.join(',');
}

/** Whether the selection holds as many reports as a consolidated view takes. */
export function selectionFull(selected: readonly string[]): boolean {
  return selected.length >= PDF_CONSOLIDATED_MAX_REPORTS;
}

/** `selected` with `id` turned on or off; turning one more on at the cap is ignored. */
export function toggleSelection(selected: readonly string[], id: string, on: boolean): string[] {
  if (!on) return selected.filter((s) => s !== id);
  if (selected.includes(id) || selectionFull(selected)) return [...selected];
  return [...selected, id];
}

/** The selected reports that are listed and completed, in the list's order (a deleted one drops out). */
export function selectedReports(reports: readonly PdfReport[], selected: readonly string[]): PdfReport[] {
  return reports.filter((r) => r.status === 'completed' && selected.includes(r.id));
}

/** How many rules the Issue Breakdown's chart shows. */
export const BREAKDOWN_CHART_RULES = 10;

/** The rules with the most issues, most first, for the Issue Breakdown's chart. */
export function mostIssues(rules: readonly PdfBreakdownRule[], count = BREAKDOWN_CHART_RULES): PdfBreakdownRule[] {
  return [...rules].sort((a, b) => b.issueCount - a.issueCount || a.id.localeCompare(b.id, 'en', { numeric: true })).slice(0, count);
}
