/**
 * The build overview (spec 001 section 2.2; core's BuildOverview): the stored summary, the score
 * and conformance outcomes from the rule outcomes, the trends of up to 10 builds of the same project
 * and build name, the comparison with the previous completed build, and the chart data counted by
 * core over the report's dataset.
 */
import {
  computePageScores,
  computeScore,
  issueResolutionTrend,
  overviewCounts,
  scoreAvailability,
  snapshotComparison,
  type BuildOverview,
  type BuildTrendPoint,
  type Impact,
  type ScorePage,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { DEFAULT_WCAG_VERSION, readMeta, readSummary, type ReportRowWithNames } from '../reports/rows';
import type { ReportsTable } from '../reports/tables';
import { countedFingerprints } from './countedIssues';
import { countedRows, filtersOf } from './issueLists';
import type { LoadedDataset } from './reportDataset';

/** Builds shown in the trends. */
export const TREND_BUILDS = 10;

interface Outcomes {
  pages: ScorePage[];
  impacts: Map<string, Impact>;
  tags: Map<string, string[]>;
  rows: { rule_id: string; page_url: string; outcome: string }[];
}

async function outcomesOf(ctx: ServerContext, reportId: string): Promise<Outcomes> {
  const rules = await ctx.db.selectFrom('report_rules').select(['rule_id', 'tags', 'impact']).where('report_id', '=', reportId).execute();
  const impacts = new Map<string, Impact>();
  const tags = new Map<string, string[]>();
  for (const r of rules) {
    if (r.impact !== null) impacts.set(r.rule_id, r.impact);
    tags.set(r.rule_id, JSON.parse(r.tags) as string[]);
  }
  const rows = await ctx.db
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

function scoreOf(report: Pick<ReportsTable, 'created_at' | 'status'>, outcomes: Outcomes) {
  const availability = scoreAvailability(report.created_at, report.status);
  const result = computeScore(outcomes.pages, (id) => outcomes.impacts.get(id) ?? null);
  return { state: availability.state, score: availability.state === 'available' ? result.score : null, bySeverity: result.bySeverity };
}

/** The overview of a build. */
export async function buildOverview(ctx: ServerContext, report: ReportRowWithNames, loaded: LoadedDataset): Promise<BuildOverview> {
  const summary = readSummary(report);
  const outcomes = await outcomesOf(ctx, report.id);
  const trendRows = (
    await ctx.db
      .selectFrom('reports')
      .selectAll()
      .where('project_id', '=', report.project_id)
      .where('build_name', '=', report.build_name)
      .where('type', '=', report.type)
      .where('build_number', '<=', report.build_number)
      .orderBy('build_number', 'desc')
      .limit(TREND_BUILDS)
      .execute()
  ).reverse();
  const trend: BuildTrendPoint[] = [];
  const fingerprints: string[][] = [];
  for (const row of trendRows) {
    const s = readSummary(row);
    const own = row.id === report.id ? outcomes : await outcomesOf(ctx, row.id);
    trend.push({
      reportId: row.id,
      buildNumber: Number(row.build_number),
      createdAt: row.created_at,
      issueSummary: s.issueSummary,
      healthSummary: s.health,
      score: scoreOf(row, own).score,
    });
    fingerprints.push(await countedFingerprints(ctx, row.id));
  }
  const resolution = issueResolutionTrend(fingerprints);

  const base = [...trendRows].reverse().find((r) => r.id !== report.id && r.status === 'completed');
  const current = fingerprints[fingerprints.length - 1] ?? [];
  const baseFingerprints = base ? (fingerprints[trendRows.indexOf(base)] ?? []) : [];
  const comparison = base ? { ...snapshotComparison(baseFingerprints, current, base.id), comparedToBuildNumber: Number(base.build_number) } : null;

  const violated = new Map<string, Set<string>>();
  const incomplete = new Set<string>();
  const passed = new Set<string>();
  for (const o of outcomes.rows) {
    if (o.outcome === 'failed') violated.set(o.rule_id, (violated.get(o.rule_id) ?? new Set()).add(o.page_url));
    else if (o.outcome === 'incomplete') incomplete.add(o.rule_id);
    else passed.add(o.rule_id);
  }
  const tagsOf = (ruleId: string) => outcomes.tags.get(ruleId) ?? [];

  const rows = countedRows(loaded, filtersOf(undefined));
  const counts = overviewCounts(loaded.dataset, rows);
  const pageScores = new Map(computePageScores(outcomes.pages, (id) => outcomes.impacts.get(id) ?? null).map((p) => [p.url, p.score]));
  const pageStates = new Map(
    (await ctx.db.selectFrom('report_pages').select(['url', 'page_states_count']).where('report_id', '=', report.id).execute()).map((p) => [
      p.url,
      Number(p.page_states_count),
    ]),
  );
  const scoreShown = scoreAvailability(report.created_at, report.status).state === 'available';

  return {
    reportId: report.id,
    issueSummary: summary.issueSummary,
    healthSummary: summary.health,
    score: scoreOf(report, outcomes),
    trend,
    issueResolutionTrend: { buildNumbers: trend.map((t) => t.buildNumber), ...resolution },
    snapshotComparison: comparison,
    conformance: {
      wcagVersion: readMeta(report).wcagVersion ?? DEFAULT_WCAG_VERSION,
      outcomes: {
        violated: [...violated].map(([ruleId, pages]) => ({ ruleId, tags: tagsOf(ruleId), pages: [...pages] })),
        incomplete: [...incomplete].map((ruleId) => ({ ruleId, tags: tagsOf(ruleId) })),
        passed: [...passed].filter((id) => !violated.has(id)).map((ruleId) => ({ ruleId, tags: tagsOf(ruleId) })),
      },
    },
    issueCountByCategory: counts.byCategory,
    issueCountByComponent: counts.byComponent,
    issueCountByUrl: counts.byPage.map((p) => ({
      ...p,
      score: scoreShown ? (pageScores.get(p.url) ?? null) : null,
      pageStatesCount: pageStates.get(p.url) ?? 0,
    })),
    needsReviewCount: summary.issueSummary.needsReviewCount,
    hiddenIssuesCount: summary.issueSummary.hiddenIssuesCount,
    markedAsNonIssueCount: summary.markedAsNonIssueCount,
  };
}
