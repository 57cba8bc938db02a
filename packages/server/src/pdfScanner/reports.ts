/**
 * PDF reports as the API shows them: a `pdfScanner` row of the reports table joined with its
 * `pdf_reports` row (docs/decisions/0029). The JSON columns of `pdf_reports` are parsed here only.
 */
import {
  PDF_SCANNER_PROFILES,
  type PdfIssueSummary,
  type PdfProfileStatus,
  type PdfReport,
  type PdfScannerProfile,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import type { ReportsTable } from '../reports/tables';
import { emptyPdfCounts, type StoredPdfCounts } from './counts';
import type { PdfReportsTable } from './tables';

/** How each profile's check ended, as `pdf_reports.profile_results` holds it. */
export type ProfileResults = Partial<Record<PdfScannerProfile, { status: Exclude<PdfProfileStatus, 'pending'>; reason: string | null }>>;

/** A report row with what the list shows beside it. */
export type PdfReportRow = Pick<ReportsTable, 'id' | 'name' | 'created_at' | 'created_by'> & { creator_name: string | null } & PdfReportsTable;

/** The API path of a report's PDF, which the viewer loads (never the third-party URL of a linked file). */
export function pdfFilePath(reportId: string): string {
  return `/api/pdf_scanner/reports/${encodeURIComponent(reportId)}/file`;
}

/** The profiles a report checks, in display order. */
export function profilesOf(pdf: Pick<PdfReportsTable, 'profiles'>): PdfScannerProfile[] {
  const stored = JSON.parse(pdf.profiles) as string[];
  return PDF_SCANNER_PROFILES.filter((p) => stored.includes(p));
}

/** The stored per-profile results. */
export function profileResultsOf(pdf: Pick<PdfReportsTable, 'profile_results'>): ProfileResults {
  return JSON.parse(pdf.profile_results) as ProfileResults;
}

/** Each checked profile's status and reason; `pending` while the check has not ended. */
export function profileStatuses(pdf: Pick<PdfReportsTable, 'profiles' | 'profile_results' | 'status'>): { profile: PdfScannerProfile; status: PdfProfileStatus; reason: string | null }[] {
  const results = profileResultsOf(pdf);
  const ended = pdf.status === 'completed' || pdf.status === 'failed';
  return profilesOf(pdf).map((profile) => {
    const r = ended ? results[profile] : undefined;
    return { profile, status: r?.status ?? 'pending', reason: r?.reason ?? null };
  });
}

/** The spec's `issueSummary.profile`. */
export function issueSummaryOf(pdf: Pick<PdfReportsTable, 'profiles' | 'profile_results' | 'status' | 'counts'>): PdfIssueSummary {
  const counts = JSON.parse(pdf.counts) as StoredPdfCounts;
  const summary: PdfIssueSummary = { profile: {} };
  for (const { profile, status, reason } of profileStatuses(pdf)) {
    summary.profile[profile] = { status, reason, isFailed: status === 'failed', ...(counts.profiles[profile] ?? emptyPdfCounts()) };
  }
  return summary;
}

/** A row as the list (and create, and updates) answer it. */
export function toPdfReport(row: PdfReportRow): PdfReport {
  const counts = JSON.parse(row.counts) as StoredPdfCounts;
  return {
    id: row.id,
    name: row.name,
    type: row.kind,
    pdfUrl: pdfFilePath(row.id),
    sourceUrl: row.source_url,
    fileSize: Number(row.file_size),
    pdfVersion: row.pdf_version,
    pageCount: Number(row.page_count),
    totalIssues: counts.all.totalIssues,
    hiddenIssuesCount: counts.all.hiddenIssuesCount,
    needsReview: Number(row.needs_review) === 1,
    bestPractices: false,
    isTagged: Number(row.is_tagged) === 1,
    timestamp: row.created_at,
    completedAt: row.completed_at,
    createdBy: { id: row.created_by, name: row.creator_name ?? 'Deleted user' },
    status: row.status,
    error: row.error,
    profiles: profilesOf(row),
    issueSummary: issueSummaryOf(row),
  };
}

function selectRows(ctx: ServerContext) {
  return ctx.db
    .selectFrom('reports')
    .innerJoin('pdf_reports', 'pdf_reports.report_id', 'reports.id')
    .leftJoin('users', 'users.id', 'reports.created_by')
    .selectAll('pdf_reports')
    .select(['reports.id', 'reports.name', 'reports.created_at', 'reports.created_by', 'users.name as creator_name'])
    .where('reports.type', '=', 'pdfScanner');
}

/** The group's PDF reports, newest first (reports made together in their upload order). */
export async function listPdfReports(ctx: ServerContext, groupId: string, ids?: readonly string[]): Promise<PdfReport[]> {
  let query = selectRows(ctx).where('reports.group_id', '=', groupId);
  if (ids !== undefined) {
    if (ids.length === 0) return [];
    query = query.where('reports.id', 'in', [...ids]);
  }
  const rows = await query.orderBy('reports.created_at', 'desc').orderBy('reports.build_number', 'desc').execute();
  return rows.map(toPdfReport);
}

/** One PDF report of any group (the caller checked access), or null. */
export async function readPdfReport(ctx: ServerContext, reportId: string): Promise<PdfReport | null> {
  const row = await selectRows(ctx).where('reports.id', '=', reportId).executeTakeFirst();
  return row ? toPdfReport(row) : null;
}
