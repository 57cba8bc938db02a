/**
 * Starting a run of a scan configuration (docs/decisions/0023-website-scans.md). A run is a
 * `websiteScan` report made through the ingest lifecycle plus its `scan_runs` row; the `scan.run`
 * job (scans/runJob.ts) then fills it. This module is the seam between the configuration calls and
 * the scheduler (which start runs) and the run job (which executes them).
 */
import { createRequire } from 'node:module';
import type { ScanRunItem, ScanRunStatus, ScanSettings } from '@curbcut/core';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { createBuild } from '../ingest/service';
import { isUniqueViolation } from '../reports/bulk';
import { readSummary } from '../reports/rows';
import type { ReportsTable } from '../reports/tables';
import { isoNow } from '../time/clock';
import type { ScanConfigsTable, ScanRunsTable } from './tables';

/** Name of the job that executes one run; its payload is {@link ScanRunJobPayload}. */
export const SCAN_RUN_JOB = 'scan.run';

/** Payload of a {@link SCAN_RUN_JOB} job: the run's report id. */
export interface ScanRunJobPayload {
  reportId: string;
}

/** What started a run. */
export type ScanRunTrigger = ScanRunsTable['trigger'];

/** Statuses of a run that is still in progress: a scan has at most one such run. */
export const IN_PROGRESS_STATUSES: readonly ScanRunStatus[] = ['queued', 'running'];

/** A scan configuration row with its settings parsed. */
export interface StoredScanConfig {
  row: ScanConfigsTable;
  settings: ScanSettings;
}

/**
 * The scan configuration with this id, or null. With `groupId`, a configuration of another group
 * is null too, so callers answer 404 and ids reveal nothing.
 */
export async function readScanConfig(ctx: ServerContext, scanId: string, groupId?: string): Promise<StoredScanConfig | null> {
  let query = ctx.db.selectFrom('scan_configs').selectAll().where('id', '=', scanId);
  if (groupId !== undefined) query = query.where('group_id', '=', groupId);
  const row = await query.executeTakeFirst();
  return row ? { row, settings: JSON.parse(row.settings) as ScanSettings } : null;
}

/** The scan's queued or running run, if any. */
export async function findRunInProgress(ctx: ServerContext, scanId: string): Promise<ScanRunsTable | undefined> {
  return ctx.db
    .selectFrom('scan_runs')
    .selectAll()
    .where('scan_id', '=', scanId)
    .where('status', 'in', [...IN_PROGRESS_STATUSES])
    .orderBy('run_number', 'desc')
    .executeTakeFirst();
}

/**
 * A run as the API shows it. `report` is its websiteScan report (project and issue summary);
 * `score` is the run's score when the caller computed one (null while in progress or unknown).
 */
export function toScanRunItem(
  row: ScanRunsTable,
  report: Pick<ReportsTable, 'project_id' | 'summary'>,
  score: number | null = null,
): ScanRunItem {
  return {
    id: row.report_id,
    scanId: row.scan_id,
    projectId: report.project_id,
    runNumber: Number(row.run_number),
    status: row.status,
    trigger: row.trigger,
    createdAt: row.created_at,
    startedAt: row.started_at,
    completedAt: row.completed_at,
    pagesDone: Number(row.pages_done),
    pagesTotal: Number(row.pages_total),
    issueSummary: readSummary(report).issueSummary,
    score: IN_PROGRESS_STATUSES.includes(row.status) ? null : score,
    error: row.error,
    hasFailedAdvancedScan: Number(row.has_failed_pages) === 1,
    loadLimitReachedFailure: Number(row.load_limit_reached) === 1,
    buildTimedOutFailure: Number(row.timed_out) === 1,
  };
}

let axeVersion: string | undefined;

/**
 * The axe-core version runs are created with (the scanner's pinned copy, hoisted in the workspace).
 * The run job records the version it actually used when the run ends.
 */
export function axeCoreVersion(): string {
  if (axeVersion === undefined) {
    try {
      const require = createRequire(import.meta.url);
      axeVersion = (require('axe-core/package.json') as { version: string }).version;
    } catch {
      axeVersion = 'unknown';
    }
  }
  return axeVersion;
}

function alreadyRunning(name: string, run: Pick<ScanRunsTable, 'run_number' | 'status'>): ApiError {
  return new ApiError('conflict', `Scan "${name}" already has a run in progress (run #${Number(run.run_number)} is ${run.status}); wait for it to end or cancel it.`);
}

/** What createScanRun needs. */
export interface CreateScanRunInput {
  scanId: string;
  trigger: ScanRunTrigger;
  /** The user the run's report is credited to (the scan's creator for scheduled runs). */
  createdBy: string;
}

/** A new run's row: queued for the scan job, or (`started`) running already, as an uploaded run is. */
export function scanRunRow(run: {
  reportId: string;
  scanId: string;
  runNumber: number;
  trigger: ScanRunTrigger;
  settings: string;
  authConfigId: string | null;
  now: string;
  started?: boolean;
}): ScanRunsTable {
  return {
    report_id: run.reportId,
    scan_id: run.scanId,
    run_number: run.runNumber,
    status: run.started ? 'running' : 'queued',
    trigger: run.trigger,
    settings: run.settings,
    auth_config_id: run.authConfigId,
    pages_done: 0,
    pages_total: 0,
    cancel_requested: 0,
    error: null,
    has_failed_pages: 0,
    load_limit_reached: 0,
    timed_out: 0,
    attempts: run.started ? 1 : 0,
    created_at: run.now,
    started_at: run.started ? run.now : null,
    completed_at: null,
  };
}

/**
 * Queues a run of a scan: creates its websiteScan report (running, numbered after the scan's
 * previous runs) and its `scan_runs` row (queued, a copy of the settings), sets the scan's
 * last_scan_at and enqueues the {@link SCAN_RUN_JOB} job. 404 when the scan does not exist; 409
 * when it already has a queued or running run (also when two requests race: the database's unique
 * run numbers decide, and the loser's empty report is removed).
 */
export async function createScanRun(ctx: ServerContext, input: CreateScanRunInput): Promise<ScanRunItem> {
  const config = await readScanConfig(ctx, input.scanId);
  if (!config) throw new ApiError('not_found', 'Scan not found.');
  const { row: scan, settings } = config;
  const running = await findRunInProgress(ctx, scan.id);
  if (running) throw alreadyRunning(scan.name, running);

  const last = await ctx.db
    .selectFrom('scan_runs')
    .select((eb) => eb.fn.max('run_number').as('n'))
    .where('scan_id', '=', scan.id)
    .executeTakeFirst();
  // Numbered per scan, not per build name: a renamed scan keeps counting up.
  const runNumber = Number(last?.n ?? 0) + 1;

  const build = await createBuild(ctx, {
    type: 'websiteScan',
    buildName: scan.name,
    buildNumber: runNumber,
    groupId: scan.group_id,
    projectId: scan.project_id,
    createdBy: input.createdBy,
    wcagVersion: `${settings.wcagVersion} ${settings.wcagLevel}`,
    testEngine: { name: 'axe-core', version: axeCoreVersion() },
    additionalSettings: { needsReview: settings.needsReview, bestPractice: settings.bestPractice },
  });
  if (!build.created) {
    // Another request created this very run number a moment ago and owns that report.
    throw alreadyRunning(scan.name, { run_number: runNumber, status: 'queued' });
  }

  const now = isoNow(ctx.clock);
  const row = scanRunRow({ reportId: build.id, scanId: scan.id, runNumber, trigger: input.trigger, settings: scan.settings, authConfigId: scan.auth_config_id, now });

  try {
    await ctx.db.insertInto('scan_runs').values(row).execute();
  } catch (error) {
    await ctx.db.deleteFrom('reports').where('id', '=', build.id).execute();
    if (isUniqueViolation(error)) throw alreadyRunning(scan.name, { run_number: runNumber, status: 'queued' });
    throw error;
  }
  await ctx.db.updateTable('scan_configs').set({ last_scan_at: now }).where('id', '=', scan.id).execute();

  try {
    await ctx.jobs.enqueue<ScanRunJobPayload>(SCAN_RUN_JOB, { reportId: build.id }, { singletonKey: build.id });
  } catch (error) {
    // A run nobody will execute would block every later run of the scan: record why it ended.
    await ctx.db
      .updateTable('scan_runs')
      .set({ status: 'failed', error: 'The run could not be queued.', completed_at: now })
      .where('report_id', '=', build.id)
      .execute();
    await ctx.db.updateTable('reports').set({ status: 'failed', completed_at: now }).where('id', '=', build.id).execute();
    throw error;
  }

  const report = await ctx.db.selectFrom('reports').select(['project_id', 'summary']).where('id', '=', build.id).executeTakeFirstOrThrow();
  return toScanRunItem(row, report);
}
