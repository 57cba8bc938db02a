/**
 * The facts of a report's overview, read from the database in one pass per table: counted issues per
 * rule, component and page, the score and conformance outcomes, and the issues two builds both
 * count. These reads cover every issue of a report (a million rows on a large build), so callers run
 * them off the event loop (overview/readPool.ts). "Counted" is the overview's rule, the same as
 * core's default filters without preferred instances: visible, not awaiting review, not preferred.
 */
import {
  computePageScores,
  computeScore,
  scoreAvailability,
  type BuildOverview,
  type Impact,
  type ScorePage,
} from '@curbcut/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEFAULT_WCAG_VERSION, readMeta } from '../reports/rows';
import type { ReportsTable } from '../reports/tables';
import type { ReportComponentCountsTable, ReportPageCountsTable, ReportRuleCountsTable } from './tables';

/** The condition an issue row (aliased `i`) meets when the overview counts it. */
export const COUNTED = sql<boolean>`i.issue_status = 'visible' and (i.needs_review = 0 or i.confirmed = 1) and i.preferred = 0`;

/** A report's score as the overview shows it. */
export type StoredScore = BuildOverview['score'];

/** Rule outcomes of a report, by page, with its rules' impacts and tags. */
export interface Outcomes {
  pages: ScorePage[];
  impacts: Map<string, Impact>;
  tags: Map<string, string[]>;
  rows: { rule_id: string; page_url: string; outcome: string }[];
}

/** Reads a report's rule outcomes. */
export async function outcomesOf(db: Kysely<Database>, reportId: string): Promise<Outcomes> {
  const rules = await db.selectFrom('report_rules').select(['rule_id', 'tags', 'impact']).where('report_id', '=', reportId).execute();
  const impacts = new Map<string, Impact>();
  const tags = new Map<string, string[]>();
  for (const r of rules) {
    if (r.impact !== null) impacts.set(r.rule_id, r.impact);
    tags.set(r.rule_id, JSON.parse(r.tags) as string[]);
  }
  const rows = await db
    .selectFrom('report_rule_outcomes')
    .select(['rule_id', 'page_url', 'outcome'])
    .where('report_id', '=', reportId)
    .orderBy('page_url')
    .execute();
  const byPage = new Map<string, ScorePage & { violations: { ruleId: string; impact: Impact }[]; passes: { ruleId: string }[] }>();
  for (const o of rows) {
    const page = byPage.get(o.page_url) ?? { url: o.page_url, violations: [], passes: [] };
    if (o.outcome === 'failed') page.violations.push({ ruleId: o.rule_id, impact: impacts.get(o.rule_id) ?? 'minor' });
    if (o.outcome === 'passed') page.passes.push({ ruleId: o.rule_id });
    byPage.set(o.page_url, page);
  }
  return { pages: [...byPage.values()], impacts, tags, rows };
}

/** The score of a report from its outcomes: a number only where the score is available. */
export function scoreOf(report: Pick<ReportsTable, 'created_at' | 'status'>, outcomes: Outcomes): StoredScore {
  const availability = scoreAvailability(report.created_at, report.status);
  const result = computeScore(outcomes.pages, (id) => outcomes.impacts.get(id) ?? null);
  return { state: availability.state, score: availability.state === 'available' ? result.score : null, bySeverity: result.bySeverity };
}

/** The conformance outcomes of a report: violated rules with their pages, incomplete, passed. */
export function conformanceOf(report: Pick<ReportsTable, 'meta'>, outcomes: Outcomes): BuildOverview['conformance'] {
  const violated = new Map<string, Set<string>>();
  const incomplete = new Set<string>();
  const passed = new Set<string>();
  for (const o of outcomes.rows) {
    if (o.outcome === 'failed') violated.set(o.rule_id, (violated.get(o.rule_id) ?? new Set()).add(o.page_url));
    else if (o.outcome === 'incomplete') incomplete.add(o.rule_id);
    else passed.add(o.rule_id);
  }
  const tagsOf = (ruleId: string) => outcomes.tags.get(ruleId) ?? [];
  return {
    wcagVersion: readMeta(report).wcagVersion ?? DEFAULT_WCAG_VERSION,
    outcomes: {
      violated: [...violated].map(([ruleId, pages]) => ({ ruleId, tags: tagsOf(ruleId), pages: [...pages] })),
      incomplete: [...incomplete].map((ruleId) => ({ ruleId, tags: tagsOf(ruleId) })),
      passed: [...passed].filter((id) => !violated.has(id)).map((ruleId) => ({ ruleId, tags: tagsOf(ruleId) })),
    },
  };
}

/** Everything stored for one finished report, as rows ready to insert. */
export interface ReportFacts {
  reportId: string;
  score: StoredScore;
  conformance: BuildOverview['conformance'];
  rules: ReportRuleCountsTable[];
  components: ReportComponentCountsTable[];
  pages: ReportPageCountsTable[];
}

const counted = sql<number>`sum(case when ${COUNTED} then 1 else 0 end)`;
const countedWith = (impact: Impact) => sql<number>`sum(case when ${COUNTED} and i.impact = ${impact} then 1 else 0 end)`;

/** Reads every fact of a finished report (the whole issue table of it: run it off the event loop). */
export async function computeReportFacts(db: Kysely<Database>, reportId: string): Promise<ReportFacts> {
  const report = await db.selectFrom('reports').select(['created_at', 'status', 'meta']).where('id', '=', reportId).executeTakeFirstOrThrow();
  const outcomes = await outcomesOf(db, reportId);
  const score = scoreOf(report, outcomes);
  const pageScores = new Map(computePageScores(outcomes.pages, (id) => outcomes.impacts.get(id) ?? null).map((p) => [p.url, p.score]));
  const scoreShown = score.state === 'available';
  const pageStates = new Map(
    (await db.selectFrom('report_pages').select(['url', 'page_states_count']).where('report_id', '=', reportId).execute()).map((p) => [
      p.url,
      Number(p.page_states_count),
    ]),
  );

  const rules = await db
    .selectFrom('issues as i')
    .select(['i.rule_id', counted.as('count')])
    .where('i.report_id', '=', reportId)
    .groupBy('i.rule_id')
    .execute();
  const components = await db
    .selectFrom('issues as i')
    .select([
      'i.component_id',
      (eb) => eb.fn.min('i.seq').as('first_seq'),
      counted.as('count'),
      countedWith('critical').as('critical'),
      countedWith('serious').as('serious'),
      countedWith('moderate').as('moderate'),
      countedWith('minor').as('minor'),
    ])
    .where('i.report_id', '=', reportId)
    .groupBy('i.component_id')
    .execute();
  const pages = await db
    .selectFrom('issues as i')
    .select(['i.page_url', (eb) => eb.fn.min('i.seq').as('first_seq'), counted.as('count')])
    .where('i.report_id', '=', reportId)
    .groupBy('i.page_url')
    .execute();

  return {
    reportId,
    score,
    conformance: conformanceOf(report, outcomes),
    rules: rules.map((r) => ({ report_id: reportId, rule_id: r.rule_id, count: Number(r.count) })),
    components: components.map((c) => ({
      report_id: reportId,
      component_id: c.component_id,
      first_seq: Number(c.first_seq),
      count: Number(c.count),
      critical: Number(c.critical),
      serious: Number(c.serious),
      moderate: Number(c.moderate),
      minor: Number(c.minor),
    })),
    pages: pages.map((p) => ({
      report_id: reportId,
      page_url: p.page_url,
      first_seq: Number(p.first_seq),
      count: Number(p.count),
      score: scoreShown ? (pageScores.get(p.page_url) ?? null) : null,
      page_states_count: pageStates.get(p.page_url) ?? 0,
    })),
  };
}

/** Issues both reports count, by fingerprint (one index lookup per counted issue of `a`). */
export async function countRetained(db: Kysely<Database>, a: string, b: string): Promise<number> {
  const row = await db
    .selectFrom('issues as i')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('i.report_id', '=', a)
    .where(COUNTED)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('issues as o')
          .select('o.fingerprint')
          .where('o.report_id', '=', b)
          .whereRef('o.fingerprint', '=', 'i.fingerprint')
          .where(sql<boolean>`o.issue_status = 'visible' and (o.needs_review = 0 or o.confirmed = 1) and o.preferred = 0`),
      ),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Issues a report counts (a read of all its issues, for reports without stored counts). */
export async function countCounted(db: Kysely<Database>, reportId: string): Promise<number> {
  const row = await db
    .selectFrom('issues as i')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('i.report_id', '=', reportId)
    .where(COUNTED)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
