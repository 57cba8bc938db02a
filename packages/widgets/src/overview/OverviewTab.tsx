/**
 * The build report's Overview tab (spec 001 section 2.2). Pure view: the shell fetches the meta and
 * the BuildOverview (server or computed offline) and passes them in with the load status.
 */
import { Button, VisuallyHidden } from 'react-aria-components';
import type { BuildOverview, IssueFilters, ReportMeta, ReportStatus } from '@curbcut/core';
import { AffectedComponentsCard, AffectedPagesCard, CategoryCard } from './AffectedTables';
import { ChangesCard, CountersCard, ResolutionTrendCard, type ChangesCardProps } from './ComparisonCards';
import { ConformanceCard } from './ConformanceCard';
import { HealthHistoryCard, HealthSummaryCard } from './HealthCards';
import { IssueSummaryCard, IssueTrendCard } from './IssueCharts';
import { ScoreCard, ScoreTrendCard } from './ScoreCard';
import './overview.css';

/** Statuses of a build still in progress: its trends wait for completion (spec 001 section 4). */
const IN_PROGRESS: readonly ReportStatus[] = ['running', 'processing', 'finalizing'];

/** Skeleton rows shown while loading (spec 001 section 9). */
export const OVERVIEW_SKELETON_ROWS = 5;

/** Props of OverviewTab. */
export interface OverviewTabProps {
  meta: ReportMeta;
  /** undefined until loaded. */
  overview: BuildOverview | undefined;
  status: 'loading' | 'error' | 'ready';
  /** Called by the error view's Retry button. */
  onRetry: () => void;
  /** Public (shared-link) view: no comparison cards. */
  isPublic: boolean;
  /** Opens the issues tab with these filters (severity, component, page, category, review, hidden). */
  onOpenIssues: (filters: IssueFilters) => void;
  /**
   * Feature flags; each is on unless set to false. Score: the score cards and the pages' Score
   * column. Comparison (the resolution trend and 'Changes since last run'): never in the public view.
   */
  features?: { score?: boolean; comparison?: boolean };
  /** The 'View detailed comparison' of 'Changes since last run', for the build it was compared with. */
  compareDetails?: (comparedTo: string) => NonNullable<ChangesCardProps['details']>;
}

/** Five placeholder rows, announced once as loading. */
export function OverviewSkeleton() {
  return (
    <div className="cc-ov-skeleton" role="status">
      <VisuallyHidden>Loading overview</VisuallyHidden>
      {Array.from({ length: OVERVIEW_SKELETON_ROWS }, (_, i) => (
        <div key={i} className="cc-ov-skeleton-row" aria-hidden="true" data-testid="overview-skeleton-row" />
      ))}
    </div>
  );
}

/** The Overview tab. */
export function OverviewTab({ meta, overview, status, onRetry, isPublic, onOpenIssues, features, compareDetails }: OverviewTabProps) {
  if (status === 'error') {
    return (
      <div className="cc-ov-overview cc-ov-error" role="alert">
        <p>We couldn't load the overview of this build.</p>
        <Button className="cc-ov-button" onPress={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  if (status === 'loading' || overview === undefined) return <OverviewSkeleton />;

  const showScore = features?.score !== false;
  const showComparison = features?.comparison !== false && !isPublic;
  const pending = IN_PROGRESS.includes(meta.status);
  return (
    <div className="cc-ov-overview">
      {showScore ? (
        <>
          <ScoreCard meta={meta} overview={overview} />
          <ScoreTrendCard meta={meta} overview={overview} />
        </>
      ) : null}
      <IssueSummaryCard overview={overview} onOpenIssues={onOpenIssues} />
      {showComparison && overview.snapshotComparison ? (
        <ChangesCard
          comparison={overview.snapshotComparison}
          {...(compareDetails ? { details: compareDetails(overview.snapshotComparison.comparedTo) } : {})}
        />
      ) : null}
      <IssueTrendCard overview={overview} pending={pending} />
      <HealthSummaryCard overview={overview} />
      <HealthHistoryCard overview={overview} pending={pending} />
      <ConformanceCard overview={overview} fallbackWcagVersion={meta.wcagVersion} onOpenIssues={onOpenIssues} />
      {showComparison ? <ResolutionTrendCard overview={overview} pending={pending} /> : null}
      <AffectedComponentsCard overview={overview} onOpenIssues={onOpenIssues} />
      <AffectedPagesCard overview={overview} onOpenIssues={onOpenIssues} showScore={showScore} />
      <CategoryCard overview={overview} onOpenIssues={onOpenIssues} />
      <CountersCard overview={overview} onOpenIssues={onOpenIssues} />
    </div>
  );
}
