/**
 * Website scans uploaded by `curbcut scan --server`: the CLI scans on its own machine and sends the
 * run through the ingest calls with the project's upload token. So that the run reads like any
 * other (scan logs, failed pages, run history, 'Scan now' later), it is recorded as a run of a scan
 * configuration of the token's project named after the build (created on first upload), and each
 * uploaded page goes through the same recordPage as the scan job's pages.
 */
import { scanSettingsWithDefaults, type IngestBatchResult, type IngestScanPage, type ScanSettings } from '@curbcut/core';
import type { PageResult } from '@curbcut/scanner';
import type { ServerContext } from '../context';
import { newId } from '../db/ids';
import { ApiError } from '../http/errors';
import { isUniqueViolation } from '../reports/bulk';
import { isoNow } from '../time/clock';
import { endRun } from './runEnd';
import { progressRow, recordPage, refreshRunCounts } from './runPages';
import { publishRunProgress } from './runProgress';
import { scanRunRow } from './runs';
import type { ScanConfigsTable } from './tables';

/** Who uploads, and what the create-build call named. */
export interface UploadedScan {
  groupId: string;
  projectId: string;
  createdBy: string;
  buildName: string;
  additionalSettings?: Record<string, unknown> | undefined;
}

/** The settings the CLI recorded (`additionalSettings.scanSettings`), defaults for the rest. */
function uploadedSettings(additional: Record<string, unknown> | undefined): ScanSettings {
  const given = additional?.scanSettings;
  return scanSettingsWithDefaults(typeof given === 'object' && given !== null ? (given as Partial<ScanSettings>) : {});
}

/**
 * The scan configuration uploaded runs of `buildName` belong to, created on the first upload. A
 * scan of that name in another project of the group is a 409: the CLI's --name must differ.
 */
export async function uploadedScanConfig(ctx: ServerContext, upload: UploadedScan): Promise<ScanConfigsTable> {
  const named = await ctx.db
    .selectFrom('scan_configs')
    .selectAll()
    .where('group_id', '=', upload.groupId)
    .where('name', '=', upload.buildName)
    .executeTakeFirst();
  if (named && named.project_id === upload.projectId) return named;
  const clash = () =>
    new ApiError('conflict', `A scan named "${upload.buildName}" belongs to another project of your group; scan with another --name.`, {
      path: '$.buildName',
    });
  if (named) throw clash();
  const now = isoNow(ctx.clock);
  const row: ScanConfigsTable = {
    id: newId('scan'),
    group_id: upload.groupId,
    project_id: upload.projectId,
    name: upload.buildName,
    settings: JSON.stringify(uploadedSettings(upload.additionalSettings)),
    schedule_cron: null,
    schedule_enabled: 0,
    next_run_at: null,
    auth_config_id: null,
    is_demo: 0,
    created_by: upload.createdBy,
    created_at: now,
    updated_at: now,
    last_scan_at: null,
  };
  try {
    await ctx.db.insertInto('scan_configs').values(row).execute();
    return row;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent first upload of the same name created it: use theirs when it is this project's.
    const again = await ctx.db.selectFrom('scan_configs').selectAll().where('group_id', '=', upload.groupId).where('name', '=', upload.buildName).executeTakeFirst();
    if (again && again.project_id === upload.projectId) return again;
    throw clash();
  }
}

/** Records a new uploaded build as a running run of its scan (a joined build already has its run). */
export async function startUploadedRun(ctx: ServerContext, scan: ScanConfigsTable, reportId: string): Promise<void> {
  const known = await ctx.db.selectFrom('scan_runs').select('report_id').where('report_id', '=', reportId).executeTakeFirst();
  if (known) return;
  const last = await ctx.db.selectFrom('scan_runs').select((eb) => eb.fn.max('run_number').as('n')).where('scan_id', '=', scan.id).executeTakeFirst();
  const now = isoNow(ctx.clock);
  const row = scanRunRow({
    reportId,
    scanId: scan.id,
    runNumber: Number(last?.n ?? 0) + 1,
    trigger: 'cli',
    settings: scan.settings,
    authConfigId: null,
    now,
    started: true,
  });
  await ctx.db.insertInto('scan_runs').values(row).execute();
  await ctx.db.updateTable('scan_configs').set({ last_scan_at: now }).where('id', '=', scan.id).execute();
}

function toPageResult(page: IngestScanPage): PageResult {
  return {
    url: page.url,
    finalUrl: page.finalUrl,
    status: page.status,
    httpStatus: page.httpStatus,
    reason: page.reason,
    axe: page.status === 'failure' ? null : (page.results ?? null),
    score: page.score,
    violations: page.violations,
    snapshot: null,
    depth: page.depth,
    startedAt: new Date(page.startedAt),
    durationMs: page.durationMs,
  };
}

/**
 * Records uploaded pages of a websiteScan build (each as the scan job records its pages) and
 * publishes the progress. A batch whose pages were all recorded before is a duplicate.
 */
export async function recordUploadedPages(ctx: ServerContext, reportId: string, batchId: string, pages: IngestScanPage[]): Promise<IngestBatchResult> {
  const report = await ctx.db.selectFrom('reports').select(['type', 'status']).where('id', '=', reportId).executeTakeFirst();
  if (!report) throw new ApiError('not_found', `Build ${reportId} does not exist.`);
  if (report.type !== 'websiteScan') throw new ApiError('bad_request', 'scanPages can only be sent to a websiteScan build.', { path: '$.scanPages' });
  if (report.status !== 'running') {
    // A retry of a batch that arrived before finalisation is answered as a duplicate; new pages are refused.
    const urls = pages.map((p) => p.url);
    const known = urls.length === 0 ? [] : await ctx.db.selectFrom('scan_logs').select('page_url').where('report_id', '=', reportId).where('page_url', 'in', urls).execute();
    if (known.length < new Set(urls).size) throw new ApiError('conflict', `This build is ${report.status}; it accepts no more batches.`);
    return { batchId, duplicate: true, issueCount: 0 };
  }
  let issueCount = 0;
  let recorded = 0;
  let last = null;
  for (const page of pages) {
    const row = await recordPage(ctx, reportId, toPageResult(page));
    if (!row) continue;
    recorded++;
    issueCount += row.issue_count;
    last = row;
  }
  const run = await refreshRunCounts(ctx, reportId, 0);
  if (run && recorded > 0) await publishRunProgress(ctx, run, progressRow(last));
  return { batchId, duplicate: recorded === 0 && pages.length > 0, issueCount };
}

/** Finalises an uploaded run: the run ends completed and its report is finalised with it. */
export async function finishUploadedRun(ctx: ServerContext, reportId: string): Promise<boolean> {
  const run = await ctx.db.selectFrom('scan_runs').select('trigger').where('report_id', '=', reportId).executeTakeFirst();
  if (!run || run.trigger !== 'cli') return false;
  await endRun(ctx, reportId, { status: 'completed', error: null, timedOut: false, loadLimitReached: false });
  return true;
}
