/** Test health summary and health history (spec 001 section 2.2; series Passed, Failed, Skipped). */
import { TEST_STATUSES, formatCount, type BuildOverview } from '@curbcut/core';
import { Card, TrendPending } from './Card';
import { ChartFigure } from './ChartFigure';
import { CHART_COLUMN, HEALTH_COLOURS, HEALTH_LABELS } from './labels';

/** Passed, failed and skipped test cases of this build. */
export function HealthSummaryCard({ overview }: { overview: BuildOverview }) {
  const health = overview.healthSummary;
  return (
    <Card title="Test health summary">
      <p className="cc-ov-total">
        <span className="cc-ov-total-value">{formatCount(health.total)}</span> {health.total === 1 ? 'test' : 'tests'}
      </p>
      <dl className="cc-ov-stats">
        {TEST_STATUSES.map((s) => (
          <div key={s} className="cc-ov-stat">
            <dt>
              <span className="cc-ov-swatch" style={{ background: HEALTH_COLOURS[s] }} aria-hidden="true" />
              {HEALTH_LABELS[s]}
            </dt>
            <dd>{formatCount(health[s])}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** Passed, failed and skipped test cases per build of the trend, stacked; a note instead while `pending`. */
export function HealthHistoryCard({ overview, pending }: { overview: BuildOverview; pending: boolean }) {
  const trend = overview.trend;
  return (
    <Card title="Health history">
      {pending ? (
        <TrendPending />
      ) : trend.length === 0 ? (
        <p className="cc-ov-empty">No earlier builds to compare with yet.</p>
      ) : (
        <ChartFigure
          label={`Health history: ${trend
            .map((p) => `build ${p.buildNumber}: ${TEST_STATUSES.map((s) => `${p.healthSummary[s]} ${s}`).join(', ')}`)
            .join('; ')}`}
          table={{
            caption: 'Test cases per build',
            columns: ['Build', ...TEST_STATUSES.map((s) => HEALTH_LABELS[s])],
            rows: trend.map((p) => [`#${p.buildNumber}`, ...TEST_STATUSES.map((s) => p.healthSummary[s])]),
          }}
          chart={{
            type: 'bar',
            data: {
              labels: trend.map((p) => `#${p.buildNumber}`),
              datasets: TEST_STATUSES.map((s) => ({
                label: HEALTH_LABELS[s],
                data: trend.map((p) => p.healthSummary[s]),
                backgroundColor: HEALTH_COLOURS[s],
                ...CHART_COLUMN,
              })),
            },
            options: { scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true } } },
          }}
        />
      )}
    </Card>
  );
}
