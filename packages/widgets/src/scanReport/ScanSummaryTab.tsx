/**
 * The scan report's Summary tab (spec 001 section 2.6), composed of the overview's cards: issue
 * summary, score (Beta), issue trend ('Issue trend (last N runs)', 426 px), 'Top Affected
 * components', 'Top Affected URLs', conformance, categories, issue resolution trend, the
 * needs-review and hidden counters, and 'Quick snapshot compared to last scan'. No test health.
 */
import type { IssueFilters } from '@curbcut/core';
import { IN_PROGRESS_STATUSES } from '../buildReport/useReportData';
import { useWidget } from '../shell/widgetContext';
import {
  AffectedComponentsCard,
  AffectedPagesCard,
  CategoryCard,
  ChangesCard,
  ConformanceCard,
  CountersCard,
  IssueSummaryCard,
  IssueTrendCard,
  OverviewSkeleton,
  SummaryFailure,
  ResolutionTrendCard,
  ScoreCard,
} from '../overview';
import '../overview/overview.css';
import { absoluteHref } from '../compare/compareHref';
import { NavLink } from './NavLink';
import type { ScanView } from './scanView';
import { SCAN_TEXTS } from './texts';

/** The Summary tab. */
export function ScanSummaryTab({ view, onOpenIssues }: { view: ScanView; onOpenIssues: (filters: IssueFilters) => void }) {
  const { meta, permissions, features, emit } = useWidget();
  const { overview, overviewStatus, retryOverview } = view.data;
  if (overviewStatus === 'error') return <SummaryFailure message={SCAN_TEXTS.summaryLoadFailed} onRetry={retryOverview} />;
  if (overviewStatus === 'loading' || overview === undefined) return <OverviewSkeleton />;
  const pending = IN_PROGRESS_STATUSES.includes(meta.status);
  const summary = overview.issueSummary;
  if (!pending && summary.issueCount + summary.needsReviewCount + overview.hiddenIssuesCount === 0) {
    return (
      <div className="cc-empty" role="status">
        <p>{SCAN_TEXTS.noIssuesOnPage}</p>
        <NavLink to="home" href={view.links.home} minimal={view.minimal} className="cc-button cc-button-primary">
          {SCAN_TEXTS.goToHomepage}
        </NavLink>
      </div>
    );
  }
  const showScore = features.score;
  const comparison = overview.snapshotComparison;
  // The snapshot needs comparison access, a member's view and a finished run (spec 001 section 2.6).
  const showSnapshot = features.comparison && !permissions.isPublic && !pending && comparison !== null;
  const compareHref = comparison && view.links.compare ? view.links.compare(comparison.comparedTo, meta.id) : null;
  return (
    <div className="cc-ov-overview">
      <IssueSummaryCard overview={overview} onOpenIssues={onOpenIssues} />
      {showScore ? <ScoreCard meta={meta} overview={overview} beta /> : null}
      {showSnapshot && comparison ? (
        <ChangesCard
          comparison={comparison}
          title={SCAN_TEXTS.quickSnapshot}
          unit="run"
          {...(compareHref
            ? {
                details: {
                  href: view.minimal ? null : compareHref,
                  onPress: () => emit({ type: 'navigate', payload: { to: 'compare', href: view.minimal ? absoluteHref(compareHref) : compareHref } }),
                },
              }
            : {})}
        />
      ) : null}
      <IssueTrendCard overview={overview} pending={pending} unit="run" className="cc-scan-trend" />
      <AffectedComponentsCard overview={overview} onOpenIssues={onOpenIssues} title={SCAN_TEXTS.topComponents} />
      <AffectedPagesCard
        overview={overview}
        onOpenIssues={onOpenIssues}
        showScore={showScore}
        title={SCAN_TEXTS.topUrls}
        pageHeader="URL"
        showPageStates={false}
      />
      <ConformanceCard overview={overview} fallbackWcagVersion={meta.wcagVersion} onOpenIssues={onOpenIssues} />
      <CategoryCard overview={overview} onOpenIssues={onOpenIssues} />
      {features.comparison && !permissions.isPublic ? <ResolutionTrendCard overview={overview} pending={pending} unit="run" /> : null}
      <CountersCard overview={overview} onOpenIssues={onOpenIssues} />
    </div>
  );
}
