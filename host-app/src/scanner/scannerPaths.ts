/**
 * The Website Scanner's pages (spec 000 section 2.1) and the labels its lists share. A run's report
 * lives at `/site-scanner/projects/{projectId}/builds/?thBuildId={runId}` (core's ScanRunItem docs).
 */
import { encodePathSegment, type ScanRunStatus, type ScanType } from '@curbcut/core';

/** The scanner list. */
export const SCANNER_PATH = '/site-scanner';
/** The create-scan page. */
export const CREATE_SCAN_PATH = '/site-scanner/create';
/** The sitemap extraction page. */
export const EXTRACT_SITEMAP_PATH = '/site-scanner/extract-sitemap';

/** A scan's details page. */
export function scanDetailsPath(scanId: string): string {
  return `/site-scanner/scan-details/${encodePathSegment(scanId)}`;
}

/** A scan's edit page (the create form in edit mode). */
export function scanEditPath(scanId: string): string {
  return `${scanDetailsPath(scanId)}/edit`;
}

/** The report of one run, or of the project's latest run when `runId` is left out. */
export function scanReportPath(projectId: string, runId?: string): string {
  const path = `/site-scanner/projects/${encodePathSegment(projectId)}/builds/`;
  return runId ? `${path}?thBuildId=${encodeURIComponent(runId)}` : path;
}

/** The comparison of two runs (`ids` = base, new). */
export function scanComparePath(baseId: string, newId: string): string {
  return `/site-scanner/compare?ids=${encodeURIComponent(baseId)},${encodeURIComponent(newId)}`;
}

/** Labels of the scan types (the list's scanType filter, spec 000 section 3.6). */
export const SCAN_TYPE_LABELS: Record<ScanType, string> = {
  on_demand: 'On demand',
  login_configured: 'Login configured',
  local_enabled: 'Local tunnel',
  recurring_on: 'Recurring',
  recurring_off: 'Recurring (paused)',
};

/** Labels of the run statuses. */
export const RUN_STATUS_LABELS: Record<ScanRunStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** True while a run may still change (the pages poll and Scan now waits). */
export function isRunInProgress(status: ScanRunStatus | undefined | null): boolean {
  return status === 'queued' || status === 'running';
}

/** 'N / T pages' progress of a run. */
export function pagesProgress(run: { pagesDone: number; pagesTotal: number }): string {
  return `${run.pagesDone} / ${run.pagesTotal} page${run.pagesTotal === 1 ? '' : 's'}`;
}

/** How often pages refetch while a run is in progress and no live update arrives. */
export const IN_PROGRESS_REFRESH_MS = 5000;
