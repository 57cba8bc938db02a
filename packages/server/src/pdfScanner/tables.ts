/**
 * Kysely row types of the PDF scanner (migration `db/migrations/2026-11-28T0011-pdf.ts`,
 * docs/decisions/0029-pdf-scanner-pipeline.md). A PDF report is a `pdfScanner` row of the one
 * reports table plus a `pdf_reports` row (the file and the check); rules and issues are its child
 * rows. Portable column types: ids TEXT, times TEXT ISO-8601 UTC, booleans INTEGER 0/1, JSON TEXT.
 */
import type { Impact, IssueStatus, PdfReportStatus } from '@curbcut/core';

/** The project that holds a group's PDF reports (the reports table requires one). */
export interface PdfScannerProjectsTable {
  group_id: string;
  project_id: string;
}

/**
 * A file PUT to an upload URL or fetched from a linked URL, before and after validation. A report
 * claims it (`report_id`) at creation; a file is used by one report at most, since deleting the
 * report deletes the blob.
 */
export interface PdfUploadsTable {
  /** `pdu_...`: the key of the upload URL, or a fresh one for a linked file. */
  key: string;
  group_id: string;
  user_id: string;
  kind: 'uploaded' | 'linked';
  source_url: string | null;
  /** Name given at validation, or derived from the linked URL. */
  name: string | null;
  size: number;
  blob_key: string;
  status: 'uploaded' | 'validated';
  /** JSON PdfFacts, set by validation. */
  facts: string | null;
  report_id: string | null;
  created_at: string;
}

/** The file and the check of one PDF report (its reports row holds group, author, name and times). */
export interface PdfReportsTable {
  report_id: string;
  upload_key: string;
  blob_key: string;
  kind: 'uploaded' | 'linked';
  source_url: string | null;
  file_size: number;
  /** JSON PdfScannerProfile[]: the profiles asked for, in display order. */
  profiles: string;
  /** 1: needs-review issues are kept. */
  needs_review: number;
  status: PdfReportStatus;
  error: string | null;
  pdf_version: string | null;
  page_count: number;
  is_tagged: number;
  encrypted: number;
  /** JSON {profile: {status, reason}} once checked; '{}' before. */
  profile_results: string;
  /** JSON StoredPdfCounts (pdfScanner/counts.ts), recounted with every write of issues or decisions. */
  counts: string;
  attempts: number;
  duration_ms: number | null;
  started_at: string | null;
  completed_at: string | null;
}

/** A rule the check ran (passed ones included), keyed by part and rule id (`ua1:7.1-t10`). */
export interface PdfRulesTable {
  report_id: string;
  rule_key: string;
  rule_id: string;
  scope: 'meta' | 'page';
  impact: Impact;
  description: string;
  how_to_fix: string;
  /** JSON string[] of success criteria (`1.1.1`). */
  wcag: string;
  in_pdfua1: number;
  in_pdfua2: number;
  in_wcag22: number;
  outcome: 'passed' | 'failed' | 'needsReview';
  /** Occurrences the checker counted (stored issues stop at its per-rule cap). */
  count: number;
}

/** One stored issue. Shared by the profiles it belongs to (the in_* flags). */
export interface PdfIssuesTable {
  report_id: string;
  issue_id: string;
  /** The checker's order, for stable paging. */
  seq: number;
  rule_key: string;
  in_pdfua1: number;
  in_pdfua2: number;
  in_wcag22: number;
  /** 1: a condition only a person can judge. */
  needs_review: number;
  message: string;
  page_number: number | null;
  location: string;
  object: string;
  /** JSON PdfTarget or null. */
  target: string | null;
  issue_status: IssueStatus;
  /** null not reviewed; 1 confirmed; 0 not an issue. */
  confirmed: number | null;
  hide_reason: string | null;
}

/** Every table of the PDF migration, merged into `Database` by db/schema.ts. */
export interface PdfScannerTables {
  pdf_scanner_projects: PdfScannerProjectsTable;
  pdf_uploads: PdfUploadsTable;
  pdf_reports: PdfReportsTable;
  pdf_rules: PdfRulesTable;
  pdf_issues: PdfIssuesTable;
}
