/**
 * Row types of the scanner tables (migration `db/migrations/2026-11-24T0006-scans.ts`). Portable
 * columns: times ISO-8601 UTC text, booleans 0/1, JSON text.
 */
import type { AuthConfigType, PageStatus, ScanRunStatus } from '@curbcut/core';

/** Credentials a scan signs in with; the password is AES-256-GCM encrypted and never returned. */
export interface AuthConfigsTable {
  id: string;
  group_id: string;
  name: string;
  type: AuthConfigType;
  url: string;
  username: string;
  password_enc: string;
  /** JSON {username, password, submit} CSS selectors for the form type; null for basic. */
  selectors: string | null;
  created_by: string;
  created_at: string;
}

/** A scan configuration. Its runs are websiteScan reports in its own project. */
export interface ScanConfigsTable {
  id: string;
  group_id: string;
  project_id: string;
  name: string;
  /** JSON ScanSettings of @curbcut/core, defaults filled in. */
  settings: string;
  /** Five-field cron in UTC; null for on-demand scans. */
  schedule_cron: string | null;
  schedule_enabled: number;
  /** Next scheduled run (UTC); null when not scheduled. */
  next_run_at: string | null;
  auth_config_id: string | null;
  /** 1 for the demo site's scan made by `npm start`. */
  is_demo: number;
  created_by: string;
  created_at: string;
  updated_at: string;
  last_scan_at: string | null;
}

/** One run of a scan: the scanner side of a websiteScan report. */
export interface ScanRunsTable {
  report_id: string;
  scan_id: string;
  run_number: number;
  status: ScanRunStatus;
  trigger: 'manual' | 'schedule' | 'cli' | 'demo';
  /** JSON ScanSettings the run used (a copy: later edits of the configuration do not change it). */
  settings: string;
  auth_config_id: string | null;
  pages_done: number;
  pages_total: number;
  cancel_requested: number;
  /** Spec 001's error text when the run failed. */
  error: string | null;
  has_failed_pages: number;
  load_limit_reached: number;
  timed_out: number;
  /** Job attempts that started this run (a retry after a crashed worker adds one). */
  attempts: number;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
}

/** One page of a run, written with its issues; its presence means the page is done. */
export interface ScanLogsTable {
  report_id: string;
  page_url: string;
  /** Order of completion within the run. */
  seq: number;
  time: string;
  status: PageStatus;
  description: string;
  final_url: string | null;
  reason: string | null;
  http_status: number | null;
  score: number | null;
  issue_count: number;
  depth: number;
  duration_ms: number;
}

/** Where a page's snapshot is stored: the HTML blob and its resource proxy map. */
export interface PageSnapshotsTable {
  report_id: string;
  page_url: string;
  html_key: string;
  /** JSON {original URL: served URL}. */
  proxy_map: string;
  created_at: string;
}

/** Every table of the scans migration, merged into `Database` by db/schema.ts. */
export interface ScanTables {
  auth_configs: AuthConfigsTable;
  scan_configs: ScanConfigsTable;
  scan_runs: ScanRunsTable;
  scan_logs: ScanLogsTable;
  page_snapshots: PageSnapshotsTable;
}
