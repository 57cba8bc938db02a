/**
 * The cards that read this build against others: 'Changes since last run', the issue resolution
 * trend, and the needs-review and hidden counters that open the issues tab filtered.
 */
import { Button } from 'react-aria-components';
import { formatCount, type BuildOverview, type IssueFilters } from '@curbcut/core';
import { Card, TrendPending } from './Card';
import { ChartFigure } from './ChartFigure';

type Snapshot = NonNullable<BuildOverview['snapshotComparison']>;

/** New, retained and resolved issues against the previous completed build of the same name. */
export function ChangesCard({ comparison }: { comparison: Snapshot }) {
  const items = [
    { label: 'New', value: comparison.new },
    { label: 'Retained', value: comparison.retained },
    { label: 'Resolved', value: comparison.resolved },
  ];
  return (
    <Card title="Changes since last run">
      <p className="cc-ov-card-sub">Compared with build #{comparison.comparedToBuildNumber}</p>
      <dl className="cc-ov-stats">
        {items.map((i) => (
          <div key={i.label} className="cc-ov-stat">
            <dt>{i.label}</dt>
            <dd>{formatCount(i.value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** Resolved, new and total open issues per build; a note instead while `pending`. */
export function ResolutionTrendCard({ overview, pending }: { overview: BuildOverview; pending: boolean }) {
  const t = overview.issueResolutionTrend;
  const labels = t.buildNumbers.map((n) => `#${n}`);
  const series = [
    { label: 'Resolved', data: t.issueResolvedTrend, colour: '#15803d' },
    { label: 'New', data: t.newIssueTrend, colour: '#b91c1c' },
    { label: 'Total open', data: t.openIssueTrend, colour: '#1d4ed8' },
  ];
  return (
    <Card title="Issue resolution trend">
      {pending ? (
        <TrendPending />
      ) : labels.length === 0 ? (
        <p className="cc-ov-empty">No earlier builds to compare with yet.</p>
      ) : (
        <ChartFigure
          label={`Issue resolution trend: ${t.buildNumbers
            .map((n, i) => `build ${n}: ${series.map((s) => `${s.data[i] ?? 0} ${s.label.toLowerCase()}`).join(', ')}`)
            .join('; ')}`}
          table={{
            caption: 'Resolved, new and open issues per build',
            columns: ['Build', ...series.map((s) => s.label)],
            rows: t.buildNumbers.map((n, i) => [`#${n}`, ...series.map((s) => s.data[i] ?? 0)]),
          }}
          chart={{
            type: 'line',
            data: {
              labels,
              datasets: series.map((s) => ({ label: s.label, data: s.data, borderColor: s.colour, backgroundColor: s.colour })),
            },
            options: { scales: { y: { beginAtZero: true } } },
          }}
        />
      )}
    </Card>
  );
}

/** Needs-review and hidden counts; each opens the issues tab filtered to those issues. */
export function CountersCard({ overview, onOpenIssues }: { overview: BuildOverview; onOpenIssues: (f: IssueFilters) => void }) {
  return (
    <Card title="Issues set aside">
      <ul className="cc-ov-counters">
        <li>
          <Button className="cc-ov-counter" onPress={() => onOpenIssues({ needsReviewFilter: 'needsReview' })}>
            <span className="cc-ov-counter-value">{formatCount(overview.needsReviewCount)}</span>{' '}
            <span className="cc-ov-counter-label">Needs review issues</span>
          </Button>
        </li>
        <li>
          <Button className="cc-ov-counter" onPress={() => onOpenIssues({ issueStatus: 'hidden' })}>
            <span className="cc-ov-counter-value">{formatCount(overview.hiddenIssuesCount)}</span>{' '}
            <span className="cc-ov-counter-label">Hidden issues</span>
          </Button>
        </li>
      </ul>
    </Card>
  );
}
