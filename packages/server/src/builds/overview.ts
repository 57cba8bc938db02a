/**
 * The build overview (spec 001 section 2.2; core's BuildOverview) of a report still in progress:
 * the summary, score and conformance outcomes from the rule outcomes, the trends and comparison of
 * its series (overview/assemble.ts), and the chart data counted by core over the report's dataset.
 * Finished reports are answered from their stored overview instead (overview/refresh.ts).
 */
import { computePageScores, overviewCounts, scoreAvailability, type BuildOverview } from '@curbcut/core';
import type { ServerContext } from '../context';
import { readSummary, type ReportRowWithNames } from '../reports/rows';
import { trendParts } from '../overview/assemble';
import { conformanceOf, outcomesOf, scoreOf } from '../overview/facts';
import { countedRows, filtersOf } from './issueLists';
import type { LoadedDataset } from './reportDataset';

/** The overview of a build, counted over its dataset. */
export async function buildOverview(ctx: ServerContext, report: ReportRowWithNames, loaded: LoadedDataset): Promise<BuildOverview> {
  const summary = readSummary(report);
  const outcomes = await outcomesOf(ctx.db, report.id);
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
    ...(await trendParts(ctx, report)),
    conformance: conformanceOf(report, outcomes),
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
