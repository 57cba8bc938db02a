/**
 * `GET /api/compare/scan_logs`: every page either scan run checked, with its outcome in each run
 * and how it changed. Builds and workflow runs have no scan logs: their answer is empty. A page is matched by the
 * URL the run requested, as both runs' scan logs name it.
 */
import { SCAN_LOG_CHANGES, type CompareScanLogRow, type CompareScanLogs, type ScanLogChange } from '@curbcut/core';
import type { ServerContext } from '../context';
import type { ComparedPair } from './access';

type Outcome = NonNullable<CompareScanLogRow['base']>;

async function outcomesOf(ctx: ServerContext, reportId: string): Promise<Map<string, Outcome>> {
  const rows = await ctx.db
    .selectFrom('scan_logs')
    .select(['page_url', 'status', 'description', 'issue_count'])
    .where('report_id', '=', reportId)
    .orderBy('seq')
    .execute();
  return new Map(rows.map((r) => [r.page_url, { status: r.status, description: r.description, issueCount: Number(r.issue_count) }]));
}

function changeOf(base: Outcome | null, next: Outcome | null): ScanLogChange {
  if (base === null) return 'added';
  if (next === null) return 'removed';
  const failed = (o: Outcome) => o.status === 'failure';
  if (failed(base) && !failed(next)) return 'fixed';
  if (!failed(base) && failed(next)) return 'broken';
  return 'unchanged';
}

/** Both runs' pages side by side: changed pages first (broken, fixed, added, removed), then unchanged, each by URL. */
export async function compareScanLogs(ctx: ServerContext, pair: ComparedPair): Promise<CompareScanLogs> {
  const [base, next] = await Promise.all([outcomesOf(ctx, pair.base.report.id), outcomesOf(ctx, pair.next.report.id)]);
  const urls = new Set([...next.keys(), ...base.keys()]);
  const rank: Record<ScanLogChange, number> = { broken: 0, fixed: 1, added: 2, removed: 3, unchanged: 4 };
  const pages = [...urls]
    .map((pageUrl) => {
      const b = base.get(pageUrl) ?? null;
      const n = next.get(pageUrl) ?? null;
      return { pageUrl, base: b, next: n, change: changeOf(b, n) };
    })
    .sort((a, b) => rank[a.change] - rank[b.change] || (a.pageUrl < b.pageUrl ? -1 : a.pageUrl > b.pageUrl ? 1 : 0));
  const changeCounts = Object.fromEntries(SCAN_LOG_CHANGES.map((c) => [c, 0])) as Record<ScanLogChange, number>;
  for (const p of pages) changeCounts[p.change] += 1;
  return { pages, changeCounts };
}
