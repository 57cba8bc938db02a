/**
 * The scan run calls. Session calls on a scan: 'Scan now', the run history and cancel (starting and
 * cancelling need the scan's creator or a group admin, like changing the scan). The run read calls
 * (scan meta, scan logs, failed pages, snapshots) are registered from runReadRoutes.ts and
 * snapshotRoutes.ts; every reader of the report may use them.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorEnvelope, DataEnvelope, ScanRunItem, ScanRunList, SESSION_AUTH } from '@curbcut/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser, type AuthUser } from '../auth/guards';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { canManage } from './authConfigs';
import { endRun } from './runEnd';
import { readRun, listRuns, runItem } from './runReads';
import { registerRunReadRoutes } from './runReadRoutes';
import { scanRuntimeOf } from './runRuntime';
import { createScanRun, readScanConfig, type StoredScanConfig } from './runs';
import { registerSnapshotRoutes } from './snapshotRoutes';

const ScanParams = Type.Object({
  scanId: Type.String({ minLength: 1, maxLength: 100, description: 'Scan configuration id (`scn_...`)' }),
});
const RunParams = Type.Object({
  scanId: Type.String({ minLength: 1, maxLength: 100, description: 'Scan configuration id (`scn_...`)' }),
  runId: Type.String({ minLength: 1, maxLength: 100, description: 'Run (report) id (`rep_...`)' }),
});
const RunAnswer = DataEnvelope(Type.Object({ run: ScanRunItem }));
const errors = { 401: ApiErrorEnvelope, 403: ApiErrorEnvelope, 404: ApiErrorEnvelope, 409: ApiErrorEnvelope };

async function scanOf(ctx: ServerContext, user: AuthUser, scanId: string): Promise<StoredScanConfig> {
  const scan = await readScanConfig(ctx, scanId, user.groupId);
  if (!scan) throw new ApiError('not_found', 'Scan not found.');
  return scan;
}

function requireManager(user: AuthUser, scan: StoredScanConfig, verb: string): void {
  if (!canManage(user, scan.row.created_by)) {
    throw new ApiError('forbidden', `Only the creator of scan "${scan.row.name}" or a group admin can ${verb}.`);
  }
}

/**
 * Cancels a run: a queued run ends at once (its job finds it ended and never starts), a running one
 * is stopped by its worker within about a second (at once when it runs in this process). The pages
 * done so far stay in its report, which is completed.
 */
async function cancelRun(ctx: ServerContext, reportId: string): Promise<void> {
  await ctx.db.updateTable('scan_runs').set({ cancel_requested: 1 }).where('report_id', '=', reportId).where('status', 'in', ['queued', 'running']).execute();
  const cancelled = { status: 'cancelled', error: null, timedOut: false, loadLimitReached: false } as const;
  const ended = await endRun(ctx, reportId, cancelled, ['queued']);
  if (!ended) scanRuntimeOf(ctx)?.stop(reportId, 'cancel');
}

/** Registers the scan run calls: scan now, cancel, run history, scan logs, failed pages, snapshots. */
export function registerScanRunRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  registerRunReadRoutes(app, ctx);
  registerSnapshotRoutes(app, ctx);

  r.post(
    '/api/v1/scans/:scanId/runs',
    {
      schema: {
        tags: ['scans'],
        summary: "'Scan now': queue a run of the scan (its creator or a group admin); 409 while one is queued or running",
        security: SESSION_AUTH,
        params: ScanParams,
        response: { 201: RunAnswer, ...errors },
      },
    },
    async (req, reply) => {
      const user = await requireUser(ctx, req);
      const scan = await scanOf(ctx, user, req.params.scanId);
      requireManager(user, scan, 'start a run');
      const run = await createScanRun(ctx, { scanId: scan.row.id, trigger: 'manual', createdBy: user.id });
      return reply.status(201).send({ data: { run } });
    },
  );

  r.get(
    '/api/v1/scans/:scanId/runs',
    {
      schema: {
        tags: ['scans'],
        summary: 'The run history of a scan, newest first',
        security: SESSION_AUTH,
        params: ScanParams,
        response: { 200: DataEnvelope(ScanRunList), 401: ApiErrorEnvelope, 404: ApiErrorEnvelope },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      const scan = await scanOf(ctx, user, req.params.scanId);
      return { data: { runs: await listRuns(ctx, scan.row.id) } };
    },
  );

  r.post(
    '/api/v1/scans/:scanId/runs/:runId/cancel',
    {
      schema: {
        tags: ['scans'],
        summary: 'Cancel a queued or running run (the scan\'s creator, a group admin or whoever started the run); the pages done stay in its report',
        security: SESSION_AUTH,
        params: RunParams,
        response: { 200: RunAnswer, ...errors },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      const scan = await scanOf(ctx, user, req.params.scanId);
      const run = await readRun(ctx, req.params.runId);
      if (run.scan_id !== scan.row.id) throw new ApiError('not_found', `Run ${req.params.runId} is not a run of this scan.`);
      const report = await ctx.db.selectFrom('reports').select('created_by').where('id', '=', run.report_id).executeTakeFirst();
      if (report?.created_by !== user.id) requireManager(user, scan, 'cancel its runs');
      if (run.status !== 'queued' && run.status !== 'running') {
        throw new ApiError('conflict', `Run #${Number(run.run_number)} is already ${run.status}.`);
      }
      await cancelRun(ctx, run.report_id);
      return { data: { run: await runItem(ctx, await readRun(ctx, run.report_id)) } };
    },
  );
}
