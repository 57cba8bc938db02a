/**
 * Stored consolidations are a cache (docs/decisions/0041: any may be deleted at any time; the next
 * read merges again), so the periodic blob sweep removes those nobody can reach or should keep:
 *
 * - superseded: a later merge of the same reports (after a decision in a source) replaced it;
 * - orphaned: one of its source reports was deleted, so it can no longer be read;
 * - expired: merged more than CONSOLIDATION_TTL_MS ago; a reader gets a fresh merge.
 *
 * The row goes first, by a DELETE of its id, then its file: safe to repeat and to race with another
 * server's sweep or a reader (a reader finding no row merges again).
 */
import type { ServerContext } from '../context';
import { CONSOLIDATION_PREFIX } from './consolidate';

/** How long a stored consolidation is kept after its merge. */
export const CONSOLIDATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The rows of stored consolidations to delete at `now`, by id, with their files. */
async function unwanted(ctx: ServerContext, now: number): Promise<Array<{ id: string; dataset_key: string }>> {
  const stored = await ctx.db.selectFrom('consolidations').select(['id', 'group_id', 'report_ids', 'dataset_key', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  const rows = stored.map((row) => ({ ...row, sources: JSON.parse(row.report_ids) as string[] }));
  const sourceIds = [...new Set(rows.flatMap((r) => r.sources))];
  const existing = new Set<string>();
  for (let i = 0; i < sourceIds.length; i += 500) {
    const found = await ctx.db.selectFrom('reports').select('id').where('id', 'in', sourceIds.slice(i, i + 500)).execute();
    for (const r of found) existing.add(r.id);
  }
  const newest = new Set<string>();
  const expiredBefore = new Date(now - CONSOLIDATION_TTL_MS).toISOString();
  return rows.filter((row) => {
    // Newest first: the first row of a group's set of reports is the one readers get.
    const set = `${row.group_id} ${row.report_ids}`;
    const superseded = newest.has(set);
    newest.add(set);
    const orphaned = row.sources.some((id) => !existing.has(id));
    return superseded || orphaned || row.created_at < expiredBefore;
  });
}

/** Deletes the stored consolidations no one should read any more; answers how many. */
export async function sweepConsolidations(ctx: ServerContext): Promise<number> {
  let deleted = 0;
  for (const row of await unwanted(ctx, ctx.clock.now().getTime())) {
    const gone = await ctx.db.deleteFrom('consolidations').where('id', '=', row.id).executeTakeFirst();
    await ctx.blobs.delete(row.dataset_key);
    if (Number(gone.numDeletedRows) > 0) deleted++;
  }
  return deleted;
}

/** The consolidation files no row names (a merge whose row was never written, or lost a race), as the blob sweep takes them. */
export const CONSOLIDATION_FILES = {
  prefix: CONSOLIDATION_PREFIX,
  async named(ctx: ServerContext, keys: string[]): Promise<Set<string>> {
    const rows = await ctx.db.selectFrom('consolidations').select('dataset_key').where('dataset_key', 'in', keys).execute();
    return new Set(rows.map((r) => r.dataset_key));
  },
};
