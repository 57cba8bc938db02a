/**
 * Scores of finished runs for the scan list's latest runs, with core's score model over the stored
 * rule outcomes (the same numbers the build overview shows). Runs in progress, and reports whose
 * date predates the score, have none.
 */
import { computeScore, scoreAvailability, type Impact, type ScorePage } from '@curbcut/core';
import type { ServerContext } from '../context';
import type { ReportsTable } from '../reports/tables';

/** The score of each report (by id) whose score is shown; others are left out. */
export async function scoresOfReports(
  ctx: ServerContext,
  reports: readonly Pick<ReportsTable, 'id' | 'created_at' | 'status'>[],
): Promise<Map<string, number | null>> {
  const ids = reports.filter((r) => scoreAvailability(r.created_at, r.status).state === 'available').map((r) => r.id);
  const scores = new Map<string, number | null>();
  if (ids.length === 0) return scores;
  const rules = await ctx.db.selectFrom('report_rules').select(['report_id', 'rule_id', 'impact']).where('report_id', 'in', ids).execute();
  const impacts = new Map<string, Impact>();
  for (const r of rules) if (r.impact !== null) impacts.set(`${r.report_id}\u0000${r.rule_id}`, r.impact);
  const outcomes = await ctx.db
    .selectFrom('report_rule_outcomes')
    .select(['report_id', 'rule_id', 'page_url', 'outcome'])
    .where('report_id', 'in', ids)
    .where('outcome', 'in', ['passed', 'failed'])
    .execute();
  const pagesOf = new Map<string, Map<string, ScorePage & { violations: { ruleId: string; impact: Impact }[]; passes: { ruleId: string }[] }>>();
  for (const o of outcomes) {
    const pages = pagesOf.get(o.report_id) ?? new Map();
    pagesOf.set(o.report_id, pages);
    const page = pages.get(o.page_url) ?? { url: o.page_url, violations: [], passes: [] };
    pages.set(o.page_url, page);
    if (o.outcome === 'failed') page.violations.push({ ruleId: o.rule_id, impact: impacts.get(`${o.report_id}\u0000${o.rule_id}`) ?? 'minor' });
    else page.passes.push({ ruleId: o.rule_id });
  }
  for (const id of ids) {
    const pages = [...(pagesOf.get(id)?.values() ?? [])];
    scores.set(id, computeScore(pages, (ruleId) => impacts.get(`${id}\u0000${ruleId}`) ?? null).score);
  }
  return scores;
}
