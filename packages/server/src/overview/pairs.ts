/**
 * Counted issue totals and the issues two builds both count ("retained" between them), which the
 * trends and "changes since last run" are made of. For finished builds both are stored: totals as
 * the sum of the rule counts, pairs in report_pairs once computed (the first time on the read pool:
 * one index lookup per issue), and both then move with every decision's deltas. A build in progress
 * changes with every batch, so its figures are counted when asked, on the read pool.
 *
 * A stored figure must not miss a decision made while it was computed: each is written in a
 * transaction that first checks (and on PostgreSQL share-locks) the reports' `revision`, which
 * every decision moves first thing in its own transaction; a figure computed across a decision is
 * computed again.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ServerContext } from '../context';
import type { Database } from '../db/schema';
import { isStoredDatasetStatus } from '../reports/datasetCache';
import type { ReportsTable } from '../reports/tables';

const ATTEMPTS = 3;

/**
 * The revision of each report (`reports.revision`, moved by every decision; not in ReportsTable, so
 * inserts elsewhere need not name it), share-locked on PostgreSQL until the transaction ends.
 */
export async function lockedVersions(tx: Kysely<Database>, dialect: ServerContext['dialect'], ids: readonly string[]): Promise<Map<string, number>> {
  let query = tx.selectFrom('reports').select(['id', sql<number>`revision`.as('revision')]).where('id', 'in', [...ids]);
  if (dialect === 'postgres') query = query.forShare();
  return new Map((await query.execute()).map((r) => [r.id, Number(r.revision)]));
}

/** Moves a report's revision (inside a decision's transaction). */
export async function bumpRevision(tx: Kysely<Database>, reportId: string): Promise<void> {
  await sql`update reports set revision = revision + 1 where id = ${reportId}`.execute(tx);
}

async function versions(ctx: ServerContext, ids: readonly string[]): Promise<Map<string, number>> {
  return lockedVersions(ctx.db, 'sqlite', ids);
}

function sameVersions(a: Map<string, number>, b: Map<string, number>): boolean {
  return a.size === b.size && [...a].every(([id, v]) => b.get(id) === v);
}

/**
 * Computes a figure with `compute` and stores it with `store` inside a transaction, unless one of
 * `ids` changed meanwhile (then again, up to ATTEMPTS times; the last value is returned unstored).
 */
export async function computeAndStore<T>(
  ctx: ServerContext,
  ids: readonly string[],
  compute: () => Promise<T>,
  store: (tx: Transaction<Database>, value: T) => Promise<void>,
): Promise<T> {
  let value: T | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const before = await versions(ctx, ids);
    value = await compute();
    const kept = value;
    const stored = await ctx.db.transaction().execute(async (tx) => {
      if (!sameVersions(before, await lockedVersions(tx, ctx.dialect, ids))) return false;
      await store(tx, kept);
      return true;
    });
    if (stored) return kept;
  }
  return value as T;
}

/** Counted issues of a report: the stored rule counts of a finished one, else counted now. */
export async function countedTotal(ctx: ServerContext, report: Pick<ReportsTable, 'id' | 'status'>): Promise<number> {
  if (isStoredDatasetStatus(report.status)) {
    const facts = await ctx.db.selectFrom('report_facts').select('report_id').where('report_id', '=', report.id).executeTakeFirst();
    if (facts) {
      const row = await ctx.db
        .selectFrom('report_rule_counts')
        .select((eb) => eb.fn.sum<string | number | null>('count').as('n'))
        .where('report_id', '=', report.id)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    }
  }
  return ctx.reads.run('countCounted', report.id);
}

/** The key of a pair: the smaller id first. */
export function pairKey(a: string, b: string): { report_id: string; other_id: string } {
  return a < b ? { report_id: a, other_id: b } : { report_id: b, other_id: a };
}

/** Issues both reports count: stored for two finished reports (computed once), else counted now. */
export async function retainedBetween(ctx: ServerContext, a: Pick<ReportsTable, 'id' | 'status'>, b: Pick<ReportsTable, 'id' | 'status'>): Promise<number> {
  const key = pairKey(a.id, b.id);
  if (!isStoredDatasetStatus(a.status) || !isStoredDatasetStatus(b.status)) return ctx.reads.run('countRetained', key.report_id, key.other_id);
  const stored = await ctx.db
    .selectFrom('report_pairs')
    .select('retained')
    .where('report_id', '=', key.report_id)
    .where('other_id', '=', key.other_id)
    .executeTakeFirst();
  if (stored) return Number(stored.retained);
  return computeAndStore(
    ctx,
    [key.report_id, key.other_id],
    () => ctx.reads.run('countRetained', key.report_id, key.other_id),
    async (tx, retained) => {
      await tx
        .insertInto('report_pairs')
        .values({ ...key, retained })
        .onConflict((oc) => oc.columns(['report_id', 'other_id']).doUpdateSet({ retained }))
        .execute();
    },
  );
}
