/**
 * Keeping stored overviews current (docs/decisions/0032-stored-overviews.md). A finished report's
 * facts are computed once on the read pool and written in chunks; its overview is then assembled
 * from them and stored with a new version, as are the overviews of the later builds of its series
 * whose trends show it. A decision moves the counts in its own transaction (overview/deltas.ts) and
 * then re-assembles the same overviews; a deleted build re-assembles the builds after it. Every
 * write checks the revisions it was computed from (overview/pairs.ts), so none misses a decision.
 */
import type { BuildOverview } from '@curbcut/core';
import type { ServerContext } from '../context';
import { chunksFor } from '../reports/bulk';
import { isStoredDatasetStatus } from '../reports/datasetCache';
import type { ReportsTable } from '../reports/tables';
import { isoNow } from '../time/clock';
import { assembleOverview, MissingFactsError, seriesRows, TREND_BUILDS, trendRowsOf } from './assemble';
import type { ReportFacts } from './facts';
import { computeAndStore, lockedVersions } from './pairs';

/** Job that stores a finished report's overview facts and overview (payload `{reportId}`). */
export const OVERVIEW_JOB = 'reports.overview';

const ATTEMPTS = 3;

async function clearFacts(ctx: ServerContext, reportId: string): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    for (const table of ['report_facts', 'report_rule_counts', 'report_component_counts', 'report_page_counts'] as const) {
      await tx.deleteFrom(table).where('report_id', '=', reportId).execute();
    }
  });
}

/**
 * Computes and writes a finished report's facts. The counts go in small transactions (a large
 * build has tens of thousands of components, and one long transaction would hold the SQLite
 * connection every request shares); the facts row, which marks them complete, goes last, and only
 * if no decision came meanwhile (else the whole computation runs again).
 */
export async function storeReportFacts(ctx: ServerContext, reportId: string): Promise<boolean> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const before = await lockedVersions(ctx.db, 'sqlite', [reportId]);
    const facts: ReportFacts = await ctx.reads.run('reportFacts', reportId);
    await clearFacts(ctx, reportId);
    for (const chunk of chunksFor(facts.rules, 3)) await ctx.db.insertInto('report_rule_counts').values(chunk).execute();
    for (const chunk of chunksFor(facts.components, 8)) await ctx.db.insertInto('report_component_counts').values(chunk).execute();
    for (const chunk of chunksFor(facts.pages, 6)) await ctx.db.insertInto('report_page_counts').values(chunk).execute();
    const done = await ctx.db.transaction().execute(async (tx) => {
      const now = await lockedVersions(tx, ctx.dialect, [reportId]);
      if (now.get(reportId) !== before.get(reportId)) return false;
      await tx
        .insertInto('report_facts')
        .values({ report_id: reportId, score: JSON.stringify(facts.score), conformance: JSON.stringify(facts.conformance), computed_at: isoNow(ctx.clock) })
        .execute();
      return true;
    });
    if (done) return true;
  }
  return false;
}

/** Assembles and stores the overview of a finished report whose facts are stored; a new version each time. */
export async function storeOverview(ctx: ServerContext, report: ReportsTable): Promise<BuildOverview> {
  const window = (await trendRowsOf(ctx, report)).map((r) => r.id);
  return computeAndStore(
    ctx,
    window,
    async () => assembleOverview(ctx, (await ctx.db.selectFrom('reports').selectAll().where('id', '=', report.id).executeTakeFirstOrThrow()) as ReportsTable),
    async (tx, overview) => {
      const body = JSON.stringify(overview);
      const now = isoNow(ctx.clock);
      await tx
        .insertInto('report_overviews')
        .values({ report_id: report.id, version: 1, body, updated_at: now })
        .onConflict((oc) => oc.column('report_id').doUpdateSet((eb) => ({ version: eb('report_overviews.version', '+', 1), body, updated_at: now })))
        .execute();
    },
  );
}

const inFlight = new WeakMap<ServerContext, Map<string, Promise<void>>>();

function flights(ctx: ServerContext): Map<string, Promise<void>> {
  let map = inFlight.get(ctx);
  if (!map) {
    map = new Map();
    inFlight.set(ctx, map);
  }
  return map;
}

/**
 * Stores a finished report's facts when missing, then its overview. Callers in one process share
 * one run per report.
 */
export function refreshOverview(ctx: ServerContext, reportId: string): Promise<void> {
  const map = flights(ctx);
  const running = map.get(reportId);
  if (running) return running;
  const run = (async () => {
    const report = (await ctx.db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirst()) as ReportsTable | undefined;
    if (!report || !isStoredDatasetStatus(report.status)) return;
    const facts = await ctx.db.selectFrom('report_facts').select('report_id').where('report_id', '=', reportId).executeTakeFirst();
    if (!facts) await storeReportFacts(ctx, reportId);
    try {
      await storeOverview(ctx, report);
    } catch (err) {
      // Decisions kept coming while the facts were computed: the job computes them again later.
      if (err instanceof MissingFactsError) await queueOverview(ctx, reportId);
      else throw err;
    }
  })().finally(() => map.delete(reportId));
  map.set(reportId, run);
  return run;
}

/**
 * After `report`'s counts changed (a decision): its own overview is re-assembled now, and those of
 * the later builds of its series, whose trends show it, by the overview job.
 */
export async function reassembleShowing(ctx: ServerContext, reportId: string): Promise<void> {
  const report = (await ctx.db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirst()) as ReportsTable | undefined;
  if (!report) return;
  try {
    await storeOverview(ctx, report);
  } catch (err) {
    if (!(err instanceof MissingFactsError)) throw err;
    await queueOverview(ctx, report.id);
  }
  await queueLaterOverviews(ctx, report);
}

/** Queues the overview job of each finished later build of `report`'s series that shows it. */
export async function queueLaterOverviews(ctx: ServerContext, report: Pick<ReportsTable, 'project_id' | 'build_name' | 'type' | 'build_number'>): Promise<void> {
  // The next TREND_BUILDS - 1 builds show it in their trends.
  for (const later of await seriesRows(ctx, report, 'after', TREND_BUILDS - 1)) {
    if (isStoredDatasetStatus(later.status)) await queueOverview(ctx, later.id);
  }
}

/**
 * The stored overview of a finished report (`body` is its JSON), computed first when there is none
 * yet (its facts on the read pool: a large build's first read takes seconds, and blocks no one),
 * inside `limit` (the caller's share of expensive work).
 */
export async function readStoredOverview(
  ctx: ServerContext,
  reportId: string,
  limit: (compute: () => Promise<void>) => Promise<void> = (compute) => compute(),
): Promise<{ version: number; body: string }> {
  const read = () => ctx.db.selectFrom('report_overviews').select(['version', 'body']).where('report_id', '=', reportId).executeTakeFirst();
  const stored = (await read()) ?? (await limit(() => refreshOverview(ctx, reportId)).then(read));
  if (!stored) throw new Error(`The overview of report ${reportId} could not be stored.`);
  return { version: Number(stored.version), body: stored.body };
}

/**
 * Queues the overview job of a finished report (a waiting one covers it); with `later`, the job
 * then queues the later builds of its series too (a build finished after them joins their trends).
 */
export async function queueOverview(ctx: ServerContext, reportId: string, options: { later?: boolean } = {}): Promise<void> {
  await ctx.jobs.enqueue(OVERVIEW_JOB, { reportId, later: options.later === true }, { singletonKey: `${reportId}${options.later ? '.later' : ''}` });
}

/** Starts the overview job in this process. */
export async function registerOverviewJob(ctx: ServerContext): Promise<void> {
  await ctx.jobs.work<{ reportId: string; later: boolean }>(OVERVIEW_JOB, async ({ payload }) => {
    await refreshOverview(ctx, payload.reportId);
    if (!payload.later) return;
    const report = await ctx.db.selectFrom('reports').select(['project_id', 'build_name', 'type', 'build_number']).where('id', '=', payload.reportId).executeTakeFirst();
    if (report) await queueLaterOverviews(ctx, report);
  });
}
