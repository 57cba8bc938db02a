/**
 * The cards that read this build against others: 'Changes since last run', the issue resolution
 * trend, and the needs-review and hidden counters that open the issues tab filtered.
 */
import { Button } from 'react-aria-components';
import { formatCount, type BuildOverview, type IssueFilters } from '@curbcut/core';
import { Card, TrendPending } from './Card';
import { ChartFigure } from './ChartFigure';
import { TREND_COLOURS, TREND_UNIT_WORDS, type TrendUnit } from './labels';

type Snapshot = NonNullable<BuildOverview['snapshotComparison']>;

/** Props of ChangesCard. */
export interface ChangesCardProps {
  comparison: Snapshot;
  /** Default 'Changes since last run' (the scan report's: 'Quick snapshot compared to last scan'). */
  title?: string;
  /** What the base is called; default 'build' ('Compared with build #41'). */
  unit?: TrendUnit;
  /**
   * 'View detailed comparison': a link to the compare page of the two runs, in the same tab as the
   * compare-run modal's (spec 002 section 2.3: in-app), or, where the widget may not navigate
   * (embedded, `href` null), a button that only calls `onPress`.
   */
  details?: { href: string | null; onPress: () => void };
}

/** New, retained and resolved issues against the previous completed build (or run) of the same name. */
export function ChangesCard({ comparison, title = 'Changes since last run', unit = 'build', details }: ChangesCardProps) {
  const items = [
    { label: 'New', value: comparison.new },
    { label: 'Retained', value: comparison.retained },
    { label: 'Resolved', value: comparison.resolved },
  ];
  return (
    <Card
      title={title}
      actions={
        details ? (
          details.href ? (
            <a href={details.href} onClick={details.onPress}>
              View detailed comparison
            </a>
          ) : (
            <Button className="cc-ov-link-button" onPress={details.onPress}>
              View detailed comparison
            </Button>
          )
        ) : undefined
      }
    >
      <p className="cc-ov-card-sub">
        Compared with {TREND_UNIT_WORDS[unit].word} #{comparison.comparedToBuildNumber}
      </p>
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

/** Resolved, new and total open issues per build (or scan run); a note instead while `pending`. */
export function ResolutionTrendCard({ overview, pending, unit = 'build' }: { overview: BuildOverview; pending: boolean; unit?: TrendUnit }) {
  const words = TREND_UNIT_WORDS[unit];
  const t = overview.issueResolutionTrend;
  const labels = t.buildNumbers.map((n) => `#${n}`);
  const series = [
    { label: 'Resolved', data: t.issueResolvedTrend, colour: TREND_COLOURS.resolved },
    { label: 'New', data: t.newIssueTrend, colour: TREND_COLOURS.new },
    { label: 'Total open', data: t.openIssueTrend, colour: TREND_COLOURS.total },
  ];
  return (
    <Card title="Issue resolution trend">
      {pending ? (
        <TrendPending />
      ) : labels.length === 0 ? (
        <p className="cc-ov-empty">{words.noEarlier}</p>
      ) : (
        <ChartFigure
          label={`Issue resolution trend: ${t.buildNumbers
            .map((n, i) => `${words.word} ${n}: ${series.map((s) => `${s.data[i] ?? 0} ${s.label.toLowerCase()}`).join(', ')}`)
            .join('; ')}`}
          table={{
            caption: `Resolved, new and open issues per ${words.word}`,
            columns: [words.column, ...series.map((s) => s.label)],
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
