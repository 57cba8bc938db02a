/**
 * Kysely table shapes of manual reports (migration `db/migrations/2026-11-30T0018-manual-reports.ts`,
 * docs/decisions/0041-manual-reports.md). A step or a check is also a `test_cases` row (its unit);
 * these hold what only a step or a check has.
 */
import type { CheckOutcome, ScreenshotType } from '@curbcut/core';

/** A recorded step of a workflow report. */
export interface ReportStepsTable {
  report_id: string;
  step_index: number;
  /** The test case standing for the step: its issues' `issue_sources.test_case_id`. */
  test_case_id: string;
  url: string;
  action: string;
  screenshot_key: string | null;
  screenshot_type: ScreenshotType | null;
  batch_id: string;
  created_at: string;
}

/** An assisted check: a WCAG criterion and the tester's verdict. */
export interface ReportChecksTable {
  report_id: string;
  criterion: string;
  test_case_id: string;
  outcome: CheckOutcome;
  notes: string;
  page_url: string | null;
  batch_id: string;
  created_at: string;
}

/** A failing instance's own screenshot, by the issue it became. */
export interface IssueAttachmentsTable {
  report_id: string;
  fingerprint: string;
  screenshot_key: string;
  screenshot_type: ScreenshotType;
  created_at: string;
}

/** A stored merge of several reports' datasets. */
export interface ConsolidationsTable {
  id: string;
  group_id: string;
  source_key: string;
  /** JSON string[]: the source reports in the order given. */
  report_ids: string;
  dataset_key: string;
  row_count: number;
  /** JSON of the consolidated overview. */
  overview: string;
  created_at: string;
}

/** Every table of the manual-reports migration, merged into `Database` by db/schema.ts. */
export interface ManualReportTables {
  report_steps: ReportStepsTable;
  report_checks: ReportChecksTable;
  issue_attachments: IssueAttachmentsTable;
  consolidations: ConsolidationsTable;
}
