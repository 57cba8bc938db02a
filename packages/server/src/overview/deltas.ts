/**
 * A decision moves the stored overview counts by the issues it touches, inside its own transaction:
 * for each group of issues whose counted state flips (overview/facts.ts COUNTED), the rule,
 * component (per severity) and page counts gain or lose those issues, and every stored pair of
 * builds this one belongs to gains or loses those the other build also counts. Grouped reads over
 * the decision's scope only: a rule-wide hide on a million-issue build never recounts the build.
 * Without stored facts yet (still being computed) nothing is moved: the revision the decision
 * bumps makes that computation start again.
 */
import { IMPACTS, type Impact } from '@curbcut/core';
import { sql, type Kysely } from 'kysely';
import { chunksFor } from '../reports/bulk';
import type { Database } from '../db/schema';
import type { AppliedDecision, DecisionTransition } from '../decisions/apply';
import { countsInState } from '../decisions/summary';

const OTHER_COUNTED = sql<boolean>`o.issue_status = 'visible' and (o.needs_review = 0 or o.confirmed = 1) and o.preferred = 0`;

/** +1 when the group's issues start counting, -1 when they stop, 0 when neither. */
function signOf(t: DecisionTransition): number {
  const before = countsInState(t.before, t.needsReview, t.impact);
  const after = countsInState(t.after, t.needsReview, t.impact);
  return before === after ? 0 : after ? 1 : -1;
}

async function moveRuleCounts(db: Kysely<Database>, reportId: string, t: DecisionTransition, sign: number): Promise<void> {
  const rows = await db.selectFrom('issues').select(['rule_id', (eb) => eb.fn.countAll<string | number>().as('n')]).where(t.rows).groupBy('rule_id').execute();
  for (const chunk of chunksFor(rows, 3)) {
    await db
      .insertInto('report_rule_counts')
      .values(chunk.map((r) => ({ report_id: reportId, rule_id: r.rule_id, count: sign * Number(r.n) })))
      .onConflict((oc) => oc.columns(['report_id', 'rule_id']).doUpdateSet({ count: sql`report_rule_counts.count + excluded.count` }))
      .execute();
  }
}

async function moveComponentCounts(db: Kysely<Database>, reportId: string, t: DecisionTransition, sign: number): Promise<void> {
  const rows = await db
    .selectFrom('issues')
    .select(['component_id', (eb) => eb.fn.min('seq').as('first_seq'), (eb) => eb.fn.countAll<string | number>().as('n')])
    .where(t.rows)
    .groupBy('component_id')
    .execute();
  const bySeverity = (impact: Impact, n: number) => (t.impact === impact ? sign * n : 0);
  for (const chunk of chunksFor(rows, 8)) {
    await db
      .insertInto('report_component_counts')
      .values(
        chunk.map((r) => {
          const n = Number(r.n);
          return {
            report_id: reportId,
            component_id: r.component_id,
            first_seq: Number(r.first_seq),
            count: sign * n,
            ...(Object.fromEntries(IMPACTS.map((impact) => [impact, bySeverity(impact, n)])) as Record<Impact, number>),
          };
        }),
      )
      .onConflict((oc) =>
        oc.columns(['report_id', 'component_id']).doUpdateSet({
          count: sql`report_component_counts.count + excluded.count`,
          critical: sql`report_component_counts.critical + excluded.critical`,
          serious: sql`report_component_counts.serious + excluded.serious`,
          moderate: sql`report_component_counts.moderate + excluded.moderate`,
          minor: sql`report_component_counts.minor + excluded.minor`,
        }),
      )
      .execute();
  }
}

async function movePageCounts(db: Kysely<Database>, reportId: string, t: DecisionTransition, sign: number): Promise<void> {
  const rows = await db
    .selectFrom('issues')
    .select(['page_url', (eb) => eb.fn.min('seq').as('first_seq'), (eb) => eb.fn.countAll<string | number>().as('n')])
    .where(t.rows)
    .groupBy('page_url')
    .execute();
  for (const chunk of chunksFor(rows, 6)) {
    await db
      .insertInto('report_page_counts')
      .values(chunk.map((r) => ({ report_id: reportId, page_url: r.page_url, first_seq: Number(r.first_seq), count: sign * Number(r.n), score: null, page_states_count: 0 })))
      .onConflict((oc) => oc.columns(['report_id', 'page_url']).doUpdateSet({ count: sql`report_page_counts.count + excluded.count` }))
      .execute();
  }
}

async function movePairs(db: Kysely<Database>, reportId: string, t: DecisionTransition, sign: number): Promise<void> {
  const pairs = await db
    .selectFrom('report_pairs')
    .selectAll()
    .where((eb) => eb.or([eb('report_id', '=', reportId), eb('other_id', '=', reportId)]))
    .execute();
  for (const pair of pairs) {
    const other = pair.report_id === reportId ? pair.other_id : pair.report_id;
    const shared = await db
      .selectFrom('issues')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where(t.rows)
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('issues as o').select('o.fingerprint').where('o.report_id', '=', other).whereRef('o.fingerprint', '=', 'issues.fingerprint').where(OTHER_COUNTED)),
      )
      .executeTakeFirst();
    const n = Number(shared?.n ?? 0);
    if (n === 0) continue;
    await db
      .updateTable('report_pairs')
      .set({ retained: sql`retained + ${sign * n}` })
      .where('report_id', '=', pair.report_id)
      .where('other_id', '=', pair.other_id)
      .execute();
  }
}

/**
 * Moves the stored counts and pairs by a decision's planned transitions (call before its writes,
 * inside its transaction: the groups are selected by their state before the decision).
 */
export async function moveOverviewCounts(db: Kysely<Database>, reportId: string, plan: AppliedDecision): Promise<void> {
  const crossing = plan.transitions.map((t) => ({ t, sign: signOf(t) })).filter((c) => c.sign !== 0);
  if (crossing.length === 0) return;
  const facts = await db.selectFrom('report_facts').select('report_id').where('report_id', '=', reportId).executeTakeFirst();
  for (const { t, sign } of crossing) {
    if (facts) {
      await moveRuleCounts(db, reportId, t, sign);
      await moveComponentCounts(db, reportId, t, sign);
      await movePageCounts(db, reportId, t, sign);
    }
    await movePairs(db, reportId, t, sign);
  }
}
