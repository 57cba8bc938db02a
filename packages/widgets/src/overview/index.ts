/**
 * The Overview tab of the build report (spec 001 section 2.2), and the cards it is made of, which the
 * website scan report's Summary tab composes differently (spec 001 section 2.6).
 */
export { OverviewTab, OverviewSkeleton, OVERVIEW_SKELETON_ROWS } from './OverviewTab';
export type { OverviewTabProps } from './OverviewTab';
export { ChartFigure } from './ChartFigure';
export type { ChartFigureProps, ChartSpec, ChartTable } from './ChartFigure';
export { Card, Note, TrendPending } from './Card';
export { SummaryFailure } from './SummaryFailure';
export { IssueSummaryCard, IssueTrendCard } from './IssueCharts';
export type { IssueTrendCardProps, TrendView } from './IssueCharts';
export { ChangesCard, CountersCard, ResolutionTrendCard } from './ComparisonCards';
export type { ChangesCardProps } from './ComparisonCards';
export { AffectedComponentsCard, AffectedPagesCard, CategoryCard } from './AffectedTables';
export type { AffectedPagesCardProps } from './AffectedTables';
export { ConformanceCard } from './ConformanceCard';
export { ScoreCard, ScoreTrendCard } from './ScoreCard';
export { SEVERITIES, SEVERITY_LABELS, SEVERITY_COLOURS, TREND_COLOURS, TREND_UNIT_WORDS, CHART_COLUMN } from './labels';
export type { TrendUnit } from './labels';
