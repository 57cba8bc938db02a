/**
 * A finished build's overview made from its stored facts (overview/facts.ts, kept current by
 * decisions): the summary, score and conformance as stored, the chart counts from the count tables
 * (the top rows by an index), and the trends and "changes since last run" from the builds' counted
 * issue totals and the issues each pair of builds both count. Small indexed reads only: no read of
 * a build's issues, whatever its size. builds/overview.ts computes the same thing from a report's
 * dataset, for reports still in progress; the contract suite checks the two agree.
 */
import { IMPACTS, OVERVIEW_TOP_ROWS, categoriesFromTags, type BuildOverview, type BuildTrendPoint, type Impact } from '@curbcut/core';
import type { Selectable } from 'kysely';
import type { ServerContext } from '../context';
import type { Database } from '../db/schema';
import { isStoredDatasetStatus } from '../reports/datasetCache';
import { readSummary } from '../reports/rows';
import type { ReportsTable } from '../reports/tables';
import { outcomesOf, scoreOf, type StoredScore } from './facts';
import { countedTotal, retainedBetween } from './pairs';

/** Builds shown in the trends. */
export const TREND_BUILDS = 10;

/** A finished report's stored facts are missing: they are computed first. */
export class MissingFactsError extends Error {
  override name = 'MissingFactsError';
}

type SeriesPlace = Pick<ReportsTable, 'project_id' | 'build_name' | 'type' | 'build_number'>;

/**
 * Builds of `report`'s series (its project, build name and type), nearest first: up to `limit`
 * from it backwards (`before`, itself included) or after it (`after`).
 */
export async function seriesRows(ctx: ServerContext, report: SeriesPlace, direction: 'before' | 'after', limit: number): Promise<ReportsTable[]> {
  return ctx.db
    .selectFrom('reports')
    .selectAll()
    .where('project_id', '=', report.project_id)
    .where('build_name', '=', report.build_name)
    .where('type', '=', report.type)
    .where('build_number', direction === 'before' ? '<=' : '>', report.build_number)
    .orderBy('build_number', direction === 'before' ? 'desc' : 'asc')
    .limit(limit)
    .execute();
}

/** The builds of a report's trend, oldest first: up to TREND_BUILDS of its series, ending with it. */
export async function trendRowsOf(ctx: ServerContext, report: SeriesPlace): Promise<ReportsTable[]> {
  return (await seriesRows(ctx, report, 'before', TREND_BUILDS)).reverse();
}

async function storedScore(ctx: ServerContext, row: ReportsTable): Promise<StoredScore> {
  if (isStoredDatasetStatus(row.status)) {
    const facts = await ctx.db.selectFrom('report_facts').select('score').where('report_id', '=', row.id).executeTakeFirst();
    if (facts) return JSON.parse(facts.score) as StoredScore;
  }
  // A report in progress has no score yet; one finished before facts were stored reads its outcomes.
  return scoreOf(row, await outcomesOf(ctx.db, row.id));
}

/** The rows with most issues, ties in the order the dataset met them (the charts' order). */
function topRows<T extends 'report_component_counts' | 'report_page_counts'>(ctx: ServerContext, table: T, reportId: string) {
  return ctx.db
    .selectFrom(table as 'report_component_counts' | 'report_page_counts')
    .selectAll()
    .where('report_id', '=', reportId)
    .where('count', '>', 0)
    .orderBy('count', 'desc')
    .orderBy('first_seq')
    .limit(OVERVIEW_TOP_ROWS)
    .execute() as Promise<Selectable<Database[T]>[]>;
}

async function chartCounts(ctx: ServerContext, reportId: string): Promise<Pick<BuildOverview, 'issueCountByCategory' | 'issueCountByComponent' | 'issueCountByUrl'>> {
  const rules = await ctx.db
    .selectFrom('report_rule_counts as c')
    .leftJoin('report_rules as r', (join) => join.onRef('r.report_id', '=', 'c.report_id').onRef('r.rule_id', '=', 'c.rule_id'))
    .select(['c.count', 'r.tags'])
    .where('c.report_id', '=', reportId)
    .where('c.count', '>', 0)
    .execute();
  const byCategory = new Map<string, number>();
  for (const r of rules) {
    for (const category of categoriesFromTags(r.tags === null ? [] : (JSON.parse(r.tags) as string[]))) {
      byCategory.set(category, (byCategory.get(category) ?? 0) + Number(r.count));
    }
  }
  const components = await topRows(ctx, 'report_component_counts', reportId);
  const pages = await topRows(ctx, 'report_page_counts', reportId);
  return {
    issueCountByCategory: [...byCategory]
      .map(([category, count]) => ({ category, count }))
      .sort((a, b) => b.count - a.count || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0)),
    issueCountByComponent: components.map((c) => ({
      componentId: c.component_id,
      count: Number(c.count),
      impact: IMPACTS.find((impact: Impact) => Number(c[impact]) > 0) ?? 'minor',
    })),
    issueCountByUrl: pages.map((p) => ({
      url: p.page_url,
      count: Number(p.count),
      score: p.score === null ? null : Number(p.score),
      pageStatesCount: Number(p.page_states_count),
    })),
  };
}

/** The trend, issue resolution trend and comparison of a report: what its series says about it. */
export type TrendParts = Pick<BuildOverview, 'trend' | 'issueResolutionTrend' | 'snapshotComparison'>;

/**
 * The trend of a report's series (up to TREND_BUILDS builds ending with it), new, resolved and
 * open issues from one build to the next, and the comparison with the latest completed build
 * before it, from counted totals and retained counts (overview/pairs.ts) instead of fingerprint sets.
 */
export async function trendParts(ctx: ServerContext, report: ReportsTable): Promise<TrendParts> {
  const trendRows = await trendRowsOf(ctx, report);
  const trend: BuildTrendPoint[] = [];
  const totals: number[] = [];
  for (const row of trendRows) {
    const s = readSummary(row);
    trend.push({
      reportId: row.id,
      buildNumber: Number(row.build_number),
      createdAt: row.created_at,
      issueSummary: s.issueSummary,
      healthSummary: s.health,
      score: (await storedScore(ctx, row)).score,
    });
    totals.push(await countedTotal(ctx, row));
  }
  const resolution = { newIssueTrend: [] as number[], issueResolvedTrend: [] as number[], openIssueTrend: [] as number[] };
  for (let i = 0; i < trendRows.length; i++) {
    const open = totals[i] as number;
    const retained = i === 0 ? 0 : await retainedBetween(ctx, trendRows[i] as ReportsTable, trendRows[i - 1] as ReportsTable);
    resolution.newIssueTrend.push(open - retained);
    resolution.issueResolvedTrend.push(i === 0 ? 0 : (totals[i - 1] as number) - retained);
    resolution.openIssueTrend.push(open);
  }

  let baseIndex = trendRows.length - 1;
  while (baseIndex >= 0 && (trendRows[baseIndex]?.id === report.id || trendRows[baseIndex]?.status !== 'completed')) baseIndex--;
  const base = baseIndex >= 0 ? (trendRows[baseIndex] as ReportsTable) : null;
  const current = totals[totals.length - 1] ?? 0;
  let snapshotComparison: BuildOverview['snapshotComparison'] = null;
  if (base) {
    const retained = await retainedBetween(ctx, report, base);
    snapshotComparison = {
      new: current - retained,
      retained,
      resolved: (totals[baseIndex] as number) - retained,
      comparedTo: base.id,
      comparedToBuildNumber: Number(base.build_number),
    };
  }
  return { trend, issueResolutionTrend: { buildNumbers: trend.map((t) => t.buildNumber), ...resolution }, snapshotComparison };
}

/** The overview of a finished build from its stored facts; MissingFactsError when they are not stored yet. */
export async function assembleOverview(ctx: ServerContext, report: ReportsTable): Promise<BuildOverview> {
  const facts = await ctx.db.selectFrom('report_facts').selectAll().where('report_id', '=', report.id).executeTakeFirst();
  if (!facts) throw new MissingFactsError(`The overview facts of report ${report.id} are not stored yet.`);
  const summary = readSummary(report);
  return {
    reportId: report.id,
    issueSummary: summary.issueSummary,
    healthSummary: summary.health,
    score: JSON.parse(facts.score) as StoredScore,
    ...(await trendParts(ctx, report)),
    conformance: JSON.parse(facts.conformance) as BuildOverview['conformance'],
    ...(await chartCounts(ctx, report.id)),
    needsReviewCount: summary.issueSummary.needsReviewCount,
    hiddenIssuesCount: summary.issueSummary.hiddenIssuesCount,
    markedAsNonIssueCount: summary.markedAsNonIssueCount,
  };
}
