/**
 * Counted issue totals and retained counts of many runs at once, for the trends: the figures
 * overview/pairs.ts keeps per finished report (totals from its stored rule counts, retained counts
 * in report_pairs), read in a few grouped queries instead of one or two per run. A run whose
 * figure is not stored yet goes through pairs.ts one by one, which computes and stores it, so the
 * next read finds it.
 */
import type { ServerContext } from '../context';
import { countedTotal, pairKey, retainedBetween } from '../overview/pairs';
import { isStoredDatasetStatus } from '../reports/datasetCache';
import type { ReportsTable } from '../reports/tables';

type Run = Pick<ReportsTable, 'id' | 'status'>;

/** Counted issues of each run (as the build overview's trends count them), by report id. */
export async function countedTotals(ctx: ServerContext, runs: readonly Run[]): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  const stored = runs.filter((r) => isStoredDatasetStatus(r.status)).map((r) => r.id);
  if (stored.length > 0) {
    const withFacts = await ctx.db.selectFrom('report_facts').select('report_id').where('report_id', 'in', stored).execute();
    for (const f of withFacts) totals.set(f.report_id, 0);
    const ids = [...totals.keys()];
    if (ids.length > 0) {
      const sums = await ctx.db
        .selectFrom('report_rule_counts')
        .select(['report_id', (eb) => eb.fn.sum<string | number | null>('count').as('n')])
        .where('report_id', 'in', ids)
        .groupBy('report_id')
        .execute();
      for (const s of sums) totals.set(s.report_id, Number(s.n ?? 0));
    }
  }
  for (const run of runs) {
    if (!totals.has(run.id)) totals.set(run.id, await countedTotal(ctx, run));
  }
  return totals;
}

/** The key of a pair of runs in the map retainedCounts answers. */
export function pairMapKey(a: string, b: string): string {
  const key = pairKey(a, b);
  return `${key.report_id} ${key.other_id}`;
}

/** Issues both runs of each pair count, by pairMapKey. */
export async function retainedCounts(ctx: ServerContext, pairs: readonly (readonly [Run, Run])[]): Promise<Map<string, number>> {
  const retained = new Map<string, number>();
  if (pairs.length === 0) return retained;
  const firsts = [...new Set(pairs.map(([a, b]) => pairKey(a.id, b.id).report_id))];
  const rows = await ctx.db.selectFrom('report_pairs').select(['report_id', 'other_id', 'retained']).where('report_id', 'in', firsts).execute();
  const wanted = new Set(pairs.map(([a, b]) => pairMapKey(a.id, b.id)));
  for (const row of rows) {
    const key = `${row.report_id} ${row.other_id}`;
    if (wanted.has(key)) retained.set(key, Number(row.retained));
  }
  for (const [a, b] of pairs) {
    const key = pairMapKey(a.id, b.id);
    if (!retained.has(key)) retained.set(key, await retainedBetween(ctx, a, b));
  }
  return retained;
}
