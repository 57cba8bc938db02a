/**
 * The manual report's Summary tab (spec 002 section 2.1): the issue summary by severity, the score
 * (with the score flag, never for a consolidated or an assisted report; '--' while processing),
 * affected components (#, Affected components, Issues), pages, conformance, categories, and the
 * Needs review and Hidden cards, which apply their filter when clicked.
 */
import type { ConsolidatedReport, IssueFilters, ManualReportType } from '@curbcut/core';
import type { ReportData } from '../buildReport/useReportData';
import { useWidget } from '../shell/widgetContext';
import { AffectedComponentsCard, AffectedPagesCard, CategoryCard, ConformanceCard, CountersCard, IssueSummaryCard, OverviewSkeleton, ScoreCard, SummaryFailure } from '../overview';
import '../overview/overview.css';
import { MANUAL_TEXTS } from './texts';

/** Props of ManualSummaryTab. */
export interface ManualSummaryTabProps {
  report: ConsolidatedReport;
  type: ManualReportType;
  /** The shell's data: its overview follows live updates while a workflow is processed. */
  data: ReportData;
  onOpenIssues: (filters: IssueFilters) => void;
}

/** The Summary tab of `report`. */
export function ManualSummaryTab({ report, type, data, onOpenIssues }: ManualSummaryTabProps) {
  const { meta, features } = useWidget();
  const { overview, overviewStatus, retryOverview } = data;
  if (overviewStatus === 'error') return <SummaryFailure message={MANUAL_TEXTS.summaryLoadFailed} onRetry={retryOverview} />;
  if (overviewStatus === 'loading' || overview === undefined) return <OverviewSkeleton />;
  const showScore = features.score && !report.consolidated && type === 'workflowScan';
  return (
    <div className="cc-ov-overview">
      <IssueSummaryCard overview={overview} onOpenIssues={onOpenIssues} />
      {showScore ? <ScoreCard meta={meta} overview={overview} /> : null}
      <AffectedComponentsCard overview={overview} onOpenIssues={onOpenIssues} />
      <AffectedPagesCard overview={overview} onOpenIssues={onOpenIssues} showScore={false} showPageStates={false} />
      <ConformanceCard overview={overview} fallbackWcagVersion={meta.wcagVersion} onOpenIssues={onOpenIssues} />
      <CategoryCard overview={overview} onOpenIssues={onOpenIssues} />
      <CountersCard overview={overview} onOpenIssues={onOpenIssues} />
    </div>
  );
}
