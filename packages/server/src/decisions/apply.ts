/**
 * Applying a decision to a report's issue rows. Core decides every transition (decideState, the same
 * code the widget's worker runs on its dataset); the database applies them in bulk: the issues in
 * scope are grouped by their decidable state (status, confirmed, preferred), behaviour, impact and
 * review flag, core computes each group's next state, and one UPDATE per changed group writes it.
 * The groups' counts also give the summary's deltas (decisions/summary.ts). A rule-wide hide over
 * 100,000 issues is a handful of statements, not 100,000.
 */
import { criterionKeyOf, criterionKeysOfTags, decideState, type DecisionState, type Impact, type IssueDecision } from '@curbcut/core';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../db/schema';

/** Expressions over the `issues` table (unaliased). */
export type IssuesScope = ExpressionBuilder<Database, 'issues'>;

/** Rule ids of the report whose tags put them under a guideline key. */
async function rulesOfGuideline(db: Kysely<Database>, reportId: string, guidelineTag: string): Promise<string[]> {
  const key = criterionKeyOf(guidelineTag);
  const rules = await db.selectFrom('report_rules').select(['rule_id', 'tags']).where('report_id', '=', reportId).execute();
  return rules.filter((r) => criterionKeysOfTags(JSON.parse(r.tags) as string[]).includes(key)).map((r) => r.rule_id);
}

/** The WHERE clause selecting the issues a decision reaches; null when it reaches none. */
async function scopeOf(
  db: Kysely<Database>,
  reportId: string,
  decision: IssueDecision,
): Promise<((eb: IssuesScope) => ReturnType<IssuesScope['and']>) | null> {
  const conditions: { column: 'fingerprint' | 'rule_id' | 'component_id'; value: string }[] = [];
  let ruleIds: string[] | null = null;
  if (decision.kind === 'review') conditions.push({ column: 'fingerprint', value: decision.fingerprint });
  else if (decision.kind === 'preferred') {
    conditions.push({ column: 'rule_id', value: decision.ruleId }, { column: 'component_id', value: decision.componentId });
  } else if (decision.scope === 'issue') conditions.push({ column: 'fingerprint', value: decision.fingerprint ?? '' });
  else if (decision.scope === 'rule') conditions.push({ column: 'rule_id', value: decision.ruleId ?? '' });
  else if (decision.scope === 'guideline') ruleIds = await rulesOfGuideline(db, reportId, decision.guidelineTag ?? '');
  else {
    conditions.push({ column: 'component_id', value: decision.componentId ?? '' });
    if (decision.ruleId) conditions.push({ column: 'rule_id', value: decision.ruleId });
    else if (decision.guidelineTag) ruleIds = await rulesOfGuideline(db, reportId, decision.guidelineTag);
  }
  if (ruleIds !== null && ruleIds.length === 0) return null;
  return (eb) =>
    eb.and([
      eb('report_id', '=', reportId),
      ...conditions.map((c) => eb(c.column, '=', c.value)),
      ...(ruleIds === null ? [] : [eb('rule_id', 'in', ruleIds)]),
    ]);
}

function toState(row: { issue_status: DecisionState['issueStatus']; confirmed: number | null; preferred: number }): DecisionState {
  return {
    issueStatus: row.issue_status,
    confirmed: row.confirmed === null ? null : Number(row.confirmed) === 1,
    preferred: Number(row.preferred) === 1,
  };
}

/** Issues of one (state, impact, review) group that a decision moved from `before` to `after`. */
export interface DecisionTransition {
  before: DecisionState;
  after: DecisionState;
  impact: Impact;
  needsReview: boolean;
  count: number;
  /** Selects the group's issues (before the writes): in the decision's scope, in this state. */
  rows: (eb: IssuesScope) => Expression<SqlBool>;
}

/** What applying a decision did. */
export interface AppliedDecision {
  changedCount: number;
  transitions: DecisionTransition[];
  /** Components and pages of the issues in scope: the only ones whose counted presence can change. */
  touched: { components: string[]; pages: string[] } | null;
}

/** What runs around the writes: `beforeWrite` sees the planned transitions and touched keys. */
export interface ApplyHooks {
  beforeWrite?(applied: AppliedDecision): Promise<void>;
}

async function touchedKeys(db: Kysely<Database>, reportId: string, scope: (eb: IssuesScope) => ReturnType<IssuesScope['and']>) {
  const components = await db.selectFrom('issues').select('component_id').distinct().where(scope).execute();
  const pages = await db.selectFrom('issues').select('page_url').distinct().where(scope).execute();
  const sourcePages = await db
    .selectFrom('issue_sources')
    .select('page_url')
    .distinct()
    .where('report_id', '=', reportId)
    .where('page_url', 'is not', null)
    .where('fingerprint', 'in', db.selectFrom('issues').select('fingerprint').where(scope))
    .execute();
  return {
    components: components.map((c) => c.component_id),
    pages: [...new Set([...pages.map((p) => p.page_url), ...sourcePages.flatMap((p) => (p.page_url === null ? [] : [p.page_url]))])],
  };
}

/**
 * Applies a decision to the issues of a report (inside the caller's transaction): plans every
 * group's transition, lets `hooks.beforeWrite` look at the plan (the summary reads presence there),
 * then writes one UPDATE per changed group.
 */
export async function applyDecisionToIssues(
  db: Kysely<Database>,
  reportId: string,
  decision: IssueDecision,
  hooks: ApplyHooks = {},
): Promise<AppliedDecision> {
  const scope = await scopeOf(db, reportId, decision);
  if (scope === null) return { changedCount: 0, transitions: [], touched: null };
  const groups = await db
    .selectFrom('issues')
    .select(['issue_status', 'confirmed', 'preferred', 'behaviour', 'impact', 'needs_review', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where(scope)
    .groupBy(['issue_status', 'confirmed', 'preferred', 'behaviour', 'impact', 'needs_review'])
    .execute();
  const planned = groups.flatMap((g) => {
    const before = toState(g);
    const after = decideState(before, decision, g.behaviour);
    const rows = (eb: IssuesScope) =>
      eb.and([
        scope(eb),
        eb('issue_status', '=', g.issue_status),
        g.confirmed === null ? eb('confirmed', 'is', null) : eb('confirmed', '=', Number(g.confirmed)),
        eb('preferred', '=', Number(g.preferred)),
        g.behaviour === null ? eb('behaviour', 'is', null) : eb('behaviour', '=', g.behaviour),
        eb('impact', '=', g.impact),
        eb('needs_review', '=', Number(g.needs_review)),
      ]);
    return after === before ? [] : [{ transition: { before, after, impact: g.impact, needsReview: Number(g.needs_review) === 1, count: Number(g.n), rows } }];
  });
  const applied: AppliedDecision = {
    changedCount: 0,
    transitions: planned.map((p) => p.transition),
    touched: planned.length === 0 ? null : await touchedKeys(db, reportId, scope),
  };
  await hooks.beforeWrite?.(applied);
  for (const { transition } of planned) {
    const next = transition.after;
    const result = await db
      .updateTable('issues')
      .set({
        issue_status: next.issueStatus,
        confirmed: next.confirmed === null ? null : next.confirmed ? 1 : 0,
        preferred: next.preferred ? 1 : 0,
      })
      .where(transition.rows)
      .executeTakeFirst();
    applied.changedCount += Number(result.numUpdatedRows);
  }
  return applied;
}
