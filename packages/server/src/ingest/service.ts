/**
 * The ingest lifecycle shared by every source (docs/decisions/0013-ingest-lifecycle.md): create a
 * report (running), append idempotent batches (each one transaction), finalise (running ->
 * finalizing -> completed, summary computed). Used by the ingest routes, the scanner jobs and the
 * demo importer.
 */
import { afterBuildCompleted, applyPersistedDecisions } from '../builds/afterFinalize';
import { computeDecidedSummary } from '../decisions/summary';
import type { BuildRef, CreateBuildBody, FinalizedRun, IngestBatchBody, IngestBatchResult } from '@curbcut/core';
import type { ServerContext } from '../context';
import { newId } from '../db/ids';
import { ApiError } from '../http/errors';
import { notifyReport } from '../live/notify';
import { isUniqueViolation } from '../reports/bulk';
import { emptySummary, type StoredMeta } from '../reports/rows';
import { computeSummary } from '../reports/summary';
import type { ReportsTable } from '../reports/tables';
import { isoNow } from '../time/clock';
import { prepareBatch, type PreparedBatch } from './prepare';
import { writeBatch } from './write';

/**
 * What a kind of report adds to a batch (manual reports, docs/decisions/0041): rows of its own,
 * written in the batch's transaction after its issues, and its own wording for a unit key another
 * batch already holds.
 */
export interface BatchExtras {
  /** The page of results that name none. */
  defaultUrl?: string;
  /** Adjusts the imported batch before it is written (a unit's status from its issues). */
  adjust?(batch: PreparedBatch): void;
  write(tx: Parameters<typeof writeBatch>[0], batch: PreparedBatch, now: string): Promise<void>;
  takenKey(key: string, batchId: string, index: number): ApiError;
}

/** What createBuild needs besides the request body: who and where. */
export type CreateBuildInput = CreateBuildBody & { groupId: string; projectId: string; createdBy: string; manual?: StoredMeta['manual'] };

/** createBuild's answer; `created` is false when an unfinished build of the same run was returned. */
export type CreatedBuild = BuildRef & { created: boolean };

const CREATE_ATTEMPTS = 5;

function toRef(row: Pick<ReportsTable, 'id' | 'project_id' | 'build_name' | 'build_number' | 'status'>, created: boolean): CreatedBuild {
  const status = row.status === 'running' || row.status === 'finalizing' ? row.status : 'completed';
  return { id: row.id, projectId: row.project_id, buildName: row.build_name, buildNumber: Number(row.build_number), status, created };
}

function label(row: Pick<ReportsTable, 'build_name' | 'build_number'>): string {
  return `${row.build_name} #${Number(row.build_number)}`;
}

/** The existing build a create call names (same run key, or same name and number), if any. */
async function findSameRun(ctx: ServerContext, input: CreateBuildInput): Promise<ReportsTable | undefined> {
  let query = ctx.db.selectFrom('reports').selectAll().where('project_id', '=', input.projectId);
  if (input.runKey !== undefined) query = query.where('run_key', '=', input.runKey);
  else if (input.buildNumber !== undefined) {
    query = query.where('build_name', '=', input.buildName).where('build_number', '=', input.buildNumber);
  } else return undefined;
  return query.executeTakeFirst();
}

/**
 * Creates a running report, or returns the running one of the same run (same `runKey`, or same
 * build name and explicit number) so CI shards append to one build. 409 once that run is finalised.
 * Without a number, builds count up per (project, build name).
 */
export async function createBuild(ctx: ServerContext, input: CreateBuildInput): Promise<CreatedBuild> {
  for (let attempt = 1; ; attempt++) {
    const existing = await findSameRun(ctx, input);
    if (existing) {
      if (existing.status === 'running') return toRef(existing, false);
      throw new ApiError(
        'conflict',
        `Build ${label(existing)} is already ${existing.status}; start a new run to upload more results.`,
      );
    }
    const now = isoNow(ctx.clock);
    const meta: StoredMeta = {
      wcagVersion: input.wcagVersion,
      versionControl: input.versionControl,
      ciInfo: input.ciInfo,
      hostInfo: input.hostInfo,
      testEngine: input.testEngine,
      additionalSettings: input.additionalSettings,
      sdkVersion: input.sdkVersion,
      autoEnabledBuild: input.autoEnabledBuild,
      manual: input.manual,
    };
    let row: ReportsTable;
    try {
      row = await ctx.db.transaction().execute(async (tx) => {
        let buildNumber = input.buildNumber;
        if (buildNumber === undefined) {
          const max = await tx
            .selectFrom('reports')
            .select((eb) => eb.fn.max('build_number').as('n'))
            .where('project_id', '=', input.projectId)
            .where('build_name', '=', input.buildName)
            .executeTakeFirst();
          buildNumber = Number(max?.n ?? 0) + 1;
        }
        const values: ReportsTable = {
          id: newId('report'),
          type: input.type ?? 'automatedTest',
          group_id: input.groupId,
          project_id: input.projectId,
          name: input.buildName,
          build_name: input.buildName,
          build_number: buildNumber,
          run_key: input.runKey ?? null,
          status: 'running',
          created_by: input.createdBy,
          created_at: now,
          updated_at: now,
          completed_at: null,
          meta: JSON.stringify(meta),
          summary: JSON.stringify(emptySummary()),
        };
        await tx.insertInto('reports').values(values).execute();
        return values;
      });
    } catch (error) {
      // A concurrent shard created the same run (found on the next pass) or took the next number.
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= CREATE_ATTEMPTS) {
        const which =
          input.buildNumber === undefined ? `a new number for "${input.buildName}"` : `${input.buildName} #${input.buildNumber}`;
        throw new ApiError('conflict', `Could not create build ${which}: another build holds it in this project.`);
      }
      continue;
    }
    await notifyReport(ctx, row.id, 'new_build_updates');
    return toRef(row, true);
  }
}

export async function findBatch(ctx: ServerContext, reportId: string, batchId: string): Promise<IngestBatchResult | null> {
  const row = await ctx.db
    .selectFrom('ingest_batches')
    .select('issue_count')
    .where('report_id', '=', reportId)
    .where('batch_id', '=', batchId)
    .executeTakeFirst();
  return row ? { batchId, duplicate: true, issueCount: Number(row.issue_count) } : null;
}

function notRunning(status: string): ApiError {
  return new ApiError('conflict', `This build is ${status}; it accepts no more batches.`);
}

/**
 * Appends one batch in one transaction. A batch id already accepted is answered with
 * `duplicate: true` and changes nothing (also after finalisation, so a client retrying a lost
 * answer gets the same result); a new batch after finalisation is a 409.
 */
export async function appendBatch(
  ctx: ServerContext,
  reportId: string,
  body: IngestBatchBody,
  extras?: BatchExtras,
): Promise<IngestBatchResult> {
  const report = await ctx.db.selectFrom('reports').select('status').where('id', '=', reportId).executeTakeFirst();
  if (!report) throw new ApiError('not_found', `Build ${reportId} does not exist.`);
  const known = await findBatch(ctx, reportId, body.batchId);
  if (known) return known;
  if (report.status !== 'running') throw notRunning(report.status);

  const now = isoNow(ctx.clock);
  const batch = prepareBatch(body, now, extras?.defaultUrl);
  extras?.adjust?.(batch);
  const issueCount = [...batch.issues.values()].filter((i) => !i.needsReview).length;
  try {
    await ctx.db.transaction().execute(async (tx) => {
      // Locks the report row (PostgreSQL) so finalisation waits for this batch or refuses it.
      const touched = await tx
        .updateTable('reports')
        .set({ updated_at: now })
        .where('id', '=', reportId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (Number(touched.numUpdatedRows) === 0) throw notRunning('no longer running');
      await tx
        .insertInto('ingest_batches')
        .values({ report_id: reportId, batch_id: body.batchId, issue_count: issueCount, created_at: now })
        .execute();
      await checkNewTestCaseKeys(tx, reportId, batch.testCases.map((tc) => tc.input.key), extras);
      await writeBatch(tx, reportId, batch, now);
      await extras?.write(tx, batch, now);
      const summary = await computeSummary(tx, reportId);
      await tx.updateTable('reports').set({ summary: JSON.stringify(summary) }).where('id', '=', reportId).execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // The same batch arrived twice at once; the other request wrote it.
      const replay = await findBatch(ctx, reportId, body.batchId);
      if (replay) return replay;
    }
    throw error;
  }
  await notifyReport(ctx, reportId, 'build_updates');
  return { batchId: body.batchId, duplicate: false, issueCount };
}

async function checkNewTestCaseKeys(
  tx: Parameters<typeof writeBatch>[0],
  reportId: string,
  keys: string[],
  extras: BatchExtras | undefined,
): Promise<void> {
  for (let i = 0; i < keys.length; i += 500) {
    const slice = keys.slice(i, i + 500);
    const taken = await tx
      .selectFrom('test_cases')
      .select(['key', 'batch_id'])
      .where('report_id', '=', reportId)
      .where('key', 'in', slice)
      .executeTakeFirst();
    if (taken) {
      const index = keys.indexOf(taken.key);
      if (extras) throw extras.takenKey(taken.key, taken.batch_id, index);
      throw new ApiError(
        'bad_request',
        `Test case key "${taken.key}" was already uploaded to this build in batch "${taken.batch_id}".`,
        { path: `$.testCases[${index}].key` },
      );
    }
  }
}

/**
 * Finalises a build: running -> finalizing (no more batches) -> completed with its summary.
 * Finalising a completed build again is a no-op; a build left in finalizing (crash) completes.
 */
export async function finalizeBuild(ctx: ServerContext, reportId: string): Promise<void> {
  const report = await ctx.db.selectFrom('reports').select('status').where('id', '=', reportId).executeTakeFirst();
  if (!report) throw new ApiError('not_found', `Build ${reportId} does not exist.`);
  if (report.status === 'completed') return;
  if (report.status === 'failed') throw new ApiError('conflict', 'This build failed; it cannot be finalised.');

  const started = await ctx.db
    .updateTable('reports')
    .set({ status: 'finalizing', updated_at: isoNow(ctx.clock) })
    .where('id', '=', reportId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  if (Number(started.numUpdatedRows) > 0) await notifyReport(ctx, reportId, 'build_updates');

  await ctx.db.transaction().execute(async (tx) => {
    const now = isoNow(ctx.clock);
    // Persisted decisions apply before the summary, so the completed build's counts include them.
    // Locks the row first (PostgreSQL): a concurrent finalisation waits instead of applying them twice.
    const locked = await tx.updateTable('reports').set({ updated_at: now }).where('id', '=', reportId).where('status', '=', 'finalizing').executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 0) return;
    await applyPersistedDecisions(tx, reportId);
    const summary = await computeDecidedSummary(tx, reportId);
    await tx
      .updateTable('reports')
      .set({ status: 'completed', completed_at: now, updated_at: now, summary: JSON.stringify(summary) })
      .where('id', '=', reportId)
      .where('status', '=', 'finalizing')
      .execute();
  });
  await afterBuildCompleted(ctx, reportId);
  await notifyReport(ctx, reportId, 'build_updates');
}

/** Which run to finalise: the token's project, and the build name and run key its shards used. */
export interface FinalizeRunInput {
  projectId: string;
  projectName: string;
  buildName: string;
  runKey: string;
}

/**
 * Finalises the build of a run key (the last step of sharded CI, which knows the key, not the id).
 * Never creates one: a key no upload used is a 404 naming it, so a typo in CI cannot pass as an
 * empty completed build. Finalising a completed build again changes nothing.
 */
export async function finalizeRun(ctx: ServerContext, input: FinalizeRunInput): Promise<FinalizedRun> {
  const row = await ctx.db
    .selectFrom('reports')
    .select(['id', 'project_id', 'build_name', 'build_number', 'status'])
    .where('project_id', '=', input.projectId)
    .where('run_key', '=', input.runKey)
    .executeTakeFirst();
  if (!row || row.build_name !== input.buildName) {
    throw new ApiError('not_found', `No build "${input.buildName}" with run key "${input.runKey}" exists in project ${input.projectName}.`, {
      path: '$.runKey',
      description: row
        ? `That run key belongs to build ${label(row)}: check the build name.`
        : 'Check that every shard and this call pass the same project, build name and run key.',
    });
  }
  const alreadyCompleted = row.status === 'completed';
  await finalizeBuild(ctx, row.id);
  return { id: row.id, projectId: row.project_id, buildName: row.build_name, buildNumber: Number(row.build_number), status: 'completed', alreadyCompleted };
}
