/**
 * Conversions between stored report rows and API shapes. JSON columns are parsed here and nowhere
 * else, so a change of a stored shape touches one file.
 */
import { emptyIssueSummary } from '@curbcut/core';
import type { HealthSummary, IssueSummary, ReportListItem, ReportMeta } from '@curbcut/core';
import type { ReportsTable } from './tables';

/** The WCAG version a report is checked against when the uploader does not say (spec 000 section 9). */
export const DEFAULT_WCAG_VERSION = '2.1 AA';

/** What the `reports.meta` JSON column holds: the build context given at creation. */
export interface StoredMeta {
  wcagVersion?: string;
  versionControl?: Record<string, unknown>;
  ciInfo?: Record<string, unknown>;
  hostInfo?: Record<string, unknown>;
  testEngine?: { name: string; version: string; changeLog?: string };
  additionalSettings?: Record<string, unknown>;
  sdkVersion?: string;
  autoEnabledBuild?: boolean;
  /** Failure flags of spec 000 section 4.6, written by the scan run job when a run ends. */
  hasFailedAdvancedScan?: boolean;
  loadLimitReachedFailure?: boolean;
  buildTimedOutFailure?: boolean;
  /** What a manual report's recorder said of the recording (docs/decisions/0041). */
  manual?: { bestPractices?: boolean; needsReview?: boolean; startedAt?: string; pagesAttempted?: number };
}

/** What the `reports.summary` JSON column holds. */
export interface StoredSummary {
  issueSummary: IssueSummary;
  health: HealthSummary;
  markedAsNonIssueCount: number;
}

/** The summary of a report with nothing in it yet. */
export function emptySummary(): StoredSummary {
  return {
    issueSummary: emptyIssueSummary(),
    health: { passed: 0, failed: 0, skipped: 0, total: 0 },
    markedAsNonIssueCount: 0,
  };
}

/** A report row with the names the API shows beside it. */
export type ReportRowWithNames = ReportsTable & { project_name: string; creator_name: string };

/** Parses the summary column. */
export function readSummary(row: Pick<ReportsTable, 'summary'>): StoredSummary {
  return JSON.parse(row.summary) as StoredSummary;
}

/** Parses the meta column. */
export function readMeta(row: Pick<ReportsTable, 'meta'>): StoredMeta {
  return JSON.parse(row.meta) as StoredMeta;
}

/** A row as an entry of the report list. */
export function toListItem(row: ReportRowWithNames): ReportListItem {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    projectId: row.project_id,
    projectName: row.project_name,
    buildName: row.build_name,
    buildNumber: Number(row.build_number),
    status: row.status,
    createdAt: row.created_at,
    completedAt: row.completed_at,
    createdBy: { id: row.created_by, name: row.creator_name },
    issueSummary: readSummary(row).issueSummary,
  };
}

/** A row as the build meta of spec 001 section 3. */
export function toMeta(row: ReportRowWithNames): ReportMeta {
  const meta = readMeta(row);
  const summary = readSummary(row);
  return {
    id: row.id,
    thBuildId: row.id,
    type: row.type,
    name: row.name,
    projectId: row.project_id,
    projectName: row.project_name,
    buildName: row.build_name,
    buildNumber: Number(row.build_number),
    status: row.status,
    wcagVersion: meta.wcagVersion ?? DEFAULT_WCAG_VERSION,
    createdAt: row.created_at,
    completedAt: row.completed_at,
    createdBy: { id: row.created_by, name: row.creator_name },
    testEngine: meta.testEngine ?? null,
    additionalSettings: meta.additionalSettings ?? {},
    autoEnabledBuild: meta.autoEnabledBuild === true,
    issueSummary: summary.issueSummary,
    healthSummary: summary.health,
    hiddenIssuesCount: summary.issueSummary.hiddenIssuesCount,
    markedAsNonIssueCount: summary.markedAsNonIssueCount,
    publicLink: { isEnabled: false, link: null },
    versionControl: meta.versionControl ?? null,
    ciInfo: meta.ciInfo ?? null,
    hostInfo: meta.hostInfo ?? null,
    sdkVersion: meta.sdkVersion ?? null,
    hasFailedAdvancedScan: meta.hasFailedAdvancedScan === true,
    loadLimitReachedFailure: meta.loadLimitReachedFailure === true,
    buildTimedOutFailure: meta.buildTimedOutFailure === true,
  };
}
