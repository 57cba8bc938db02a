/**
 * Kysely table shapes of reports and everything ingested into them (migration
 * `db/migrations/2026-11-22T0002-reports.ts`). Portable column types on SQLite and PostgreSQL:
 * ids TEXT, times TEXT ISO-8601 UTC, booleans INTEGER 0/1, JSON TEXT. Counts that PostgreSQL returns
 * as bigint strings are converted with Number() where they are read.
 */
import type { Impact, IssueStatus, ReportStatus, ReportType, TestStatus } from '@curbcut/core';

/** One report of any kind (docs/decisions/0001): builds, scans, manual and PDF reports. */
export interface ReportsTable {
  id: string;
  type: ReportType;
  group_id: string;
  project_id: string;
  /** Display name; the build name for automated-test builds. */
  name: string;
  build_name: string;
  build_number: number;
  /** Shards of one CI run share it; unique per project. */
  run_key: string | null;
  status: ReportStatus;
  created_by: string;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  /** JSON ReportMetaInput: versionControl, ciInfo, hostInfo, testEngine, additionalSettings, wcagVersion... */
  meta: string;
  /** JSON StoredSummary: issue summary and health, refreshed after every batch and at finalisation. */
  summary: string;
}

/** Accepted batches; the primary key (report_id, batch_id) makes replays detectable. */
export interface IngestBatchesTable {
  report_id: string;
  batch_id: string;
  /** Distinct issues the batch carried, returned again on a replay. */
  issue_count: number;
  created_at: string;
}

/** Test cases of automated-test builds (spec 001 section 3, "Test case"). */
export interface TestCasesTable {
  id: string;
  report_id: string;
  /** The uploader's key, unique per report. */
  key: string;
  name: string;
  status: TestStatus;
  file: string | null;
  /** JSON string[] or null. */
  scope_list: string | null;
  /** JSON {name, version?} or null. */
  browser: string | null;
  /** JSON {name, version?} or null. */
  os: string | null;
  /** JSON {message, backtrace?} or null. */
  error: string | null;
  page_states_count: number | null;
  /** JSON TestCaseSummary: issueCount, severity breakdown, pageCount. */
  summary: string;
  batch_id: string;
  created_at: string;
}

/** Pages (URLs) tested in a report; each test of the same URL adds a page state. */
export interface ReportPagesTable {
  report_id: string;
  url: string;
  page_states_count: number;
  /** JSON TestEngine of the first result for this page. */
  engine: string;
  /** JSON PageEnvironment of the first result for this page. */
  environment: string;
  first_tested_at: string;
}

/** Rule facts of a report (help, description, tags, impact): one row per rule seen. */
export interface ReportRulesTable {
  report_id: string;
  rule_id: string;
  help: string;
  description: string;
  help_url: string;
  /** JSON string[]. */
  tags: string;
  impact: Impact | null;
}

/** Outcome of a rule on a page, for the score and conformance (passes and inapplicable included). */
export interface ReportRuleOutcomesTable {
  report_id: string;
  rule_id: string;
  page_url: string;
  outcome: 'passed' | 'failed' | 'incomplete' | 'inapplicable';
  node_count: number;
}

/** Distinct issues of a report: one row per fingerprint. */
export interface IssuesTable {
  report_id: string;
  fingerprint: string;
  /** Arrival order within the report: the dataset's row order (rows of one batch stay together). */
  seq: number;
  fingerprint_version: number;
  rule_id: string;
  impact: Impact;
  needs_review: number;
  component_id: string;
  behaviour: string | null;
  page_url: string;
  html: string;
  target: string;
  failure_summary: string;
  /** JSON {any, all, none} check lists. */
  checks: string;
  tested_at: string;
  issue_status: IssueStatus;
  /** null: not decided; 1 confirmed; 0 not an issue. */
  confirmed: number | null;
  preferred: number;
  created_at: string;
}

/** Where an issue was seen: a test case, a page, a source report (consolidated views). */
export interface IssueSourcesTable {
  report_id: string;
  fingerprint: string;
  test_case_id: string | null;
  page_url: string | null;
  source_report_id: string | null;
  batch_id: string;
}

/** Live-update subscriptions (get_updates), expiring unless resent; see docs/decisions/0014. */
export interface LiveSubscriptionsTable {
  /** The private channel of the live connection that subscribed (one per session). */
  channel: string;
  /** The session that opened the connection: its rows are dropped, and ignored, once it ends. */
  session_id: string;
  user_id: string;
  group_id: string;
  /** A report id, or '*' for every report of the group (listing pages). */
  report_id: string;
  product: string;
  category: string;
  expires_at: string;
}

/** Every table of the reports migration, merged into `Database` by db/schema.ts. */
export interface ReportTables {
  reports: ReportsTable;
  ingest_batches: IngestBatchesTable;
  test_cases: TestCasesTable;
  report_pages: ReportPagesTable;
  report_rules: ReportRulesTable;
  report_rule_outcomes: ReportRuleOutcomesTable;
  issues: IssuesTable;
  issue_sources: IssueSourcesTable;
  live_subscriptions: LiveSubscriptionsTable;
}
