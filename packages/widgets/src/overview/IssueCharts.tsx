/** Issue summary donut and issue trend (spec 001 sections 2.2 and 4: 'Trend view toggles Severity or Issue count'). */
import { useState } from 'react';
import { Button, ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { formatCount, type BuildOverview, type Impact, type IssueFilters } from '@curbcut/core';
import { Card, TrendPending } from './Card';
import { ChartFigure } from './ChartFigure';
import { CHART_COLUMN, SEVERITIES, SEVERITY_COLOURS, SEVERITY_LABELS, TREND_COLOURS, TREND_UNIT_WORDS, type TrendUnit } from './labels';

/** Props of IssueSummaryCard. */
export interface IssueSummaryCardProps {
  overview: BuildOverview;
  onOpenIssues: (filters: IssueFilters) => void;
}

/** Issues per severity as a donut; the legend buttons open the issues tab filtered to a severity. */
export function IssueSummaryCard({ overview, onOpenIssues }: IssueSummaryCardProps) {
  const summary = overview.issueSummary;
  const parts = SEVERITIES.map((s) => `${summary[s]} ${SEVERITY_LABELS[s].toLowerCase()}`).join(', ');
  return (
    <Card title="Issue summary">
      <p className="cc-ov-total">
        <span className="cc-ov-total-value">{formatCount(summary.issueCount)}</span> total issues
      </p>
      <ChartFigure
        label={`Issue summary: ${summary.issueCount} issues; ${parts}`}
        table={{
          caption: 'Issues by severity',
          columns: ['Severity', 'Issues'],
          rows: SEVERITIES.map((s) => [SEVERITY_LABELS[s], summary[s]]),
        }}
        chart={{
          type: 'doughnut',
          data: {
            labels: SEVERITIES.map((s) => SEVERITY_LABELS[s]),
            datasets: [{ data: SEVERITIES.map((s) => summary[s]), backgroundColor: SEVERITIES.map((s) => SEVERITY_COLOURS[s]) }],
          },
          options: { plugins: { legend: { display: false } }, cutout: '65%' },
        }}
      />
      <ul className="cc-ov-legend">
        {SEVERITIES.map((s: Impact) => (
          <li key={s}>
            <Button className="cc-ov-link-button" onPress={() => onOpenIssues({ impact: [s] })}>
              <span className="cc-ov-swatch" style={{ background: SEVERITY_COLOURS[s] }} aria-hidden="true" />
              {SEVERITY_LABELS[s]}: {formatCount(summary[s])}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The issue trend's two views. */
export type TrendView = 'severity' | 'issueCount';

/** Props of IssueTrendCard. */
export interface IssueTrendCardProps {
  overview: BuildOverview;
  /** The report is in progress: a note instead of the chart. */
  pending: boolean;
  /** What each point is; default 'build'. */
  unit?: TrendUnit;
  className?: string;
}

/** Issues of the last builds (or scan runs), per severity (stacked) or as one total; a note instead while `pending`. */
export function IssueTrendCard({ overview, pending, unit = 'build', className }: IssueTrendCardProps) {
  const [view, setView] = useState<TrendView>('severity');
  const words = TREND_UNIT_WORDS[unit];
  const trend = overview.trend;
  const labels = trend.map((p) => `#${p.buildNumber}`);
  const toggle = (
    <ToggleButtonGroup
      aria-label="Trend view"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[view]}
      onSelectionChange={(keys: Set<Key>) => {
        const next = [...keys][0];
        if (next === 'severity' || next === 'issueCount') setView(next);
      }}
      className="cc-ov-toggle-group"
    >
      <ToggleButton id="severity" className="cc-ov-toggle">
        Severity
      </ToggleButton>
      <ToggleButton id="issueCount" className="cc-ov-toggle">
        Issue count
      </ToggleButton>
    </ToggleButtonGroup>
  );
  const title = `Issue trend (last ${trend.length} ${trend.length === 1 ? 'run' : 'runs'})`;
  if (pending || trend.length === 0) {
    return (
      <Card title={title} actions={pending ? undefined : toggle} {...(className ? { className } : {})}>
        {pending ? <TrendPending /> : <p className="cc-ov-empty">{words.noEarlier}</p>}
      </Card>
    );
  }
  return (
    <Card title={title} actions={toggle} {...(className ? { className } : {})}>
      {view === 'severity' ? (
        <ChartFigure
          label={`Issue trend by severity: ${trend
            .map((p) => `${words.word} ${p.buildNumber}: ${SEVERITIES.map((s) => `${p.issueSummary[s]} ${s}`).join(', ')}`)
            .join('; ')}`}
          table={{
            caption: `Issues by severity per ${words.word}`,
            columns: [words.column, ...SEVERITIES.map((s) => SEVERITY_LABELS[s])],
            rows: trend.map((p) => [`#${p.buildNumber}`, ...SEVERITIES.map((s) => p.issueSummary[s])]),
          }}
          chart={{
            type: 'bar',
            data: {
              labels,
              datasets: SEVERITIES.map((s) => ({
                label: SEVERITY_LABELS[s],
                data: trend.map((p) => p.issueSummary[s]),
                backgroundColor: SEVERITY_COLOURS[s],
                ...CHART_COLUMN,
              })),
            },
            options: { scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true } } },
          }}
        />
      ) : (
        <ChartFigure
          label={`Issue trend by count: ${trend.map((p) => `${words.word} ${p.buildNumber}: ${p.issueSummary.issueCount} issues`).join(', ')}`}
          table={{
            caption: `Issues per ${words.word}`,
            columns: [words.column, 'Issues'],
            rows: trend.map((p) => [`#${p.buildNumber}`, p.issueSummary.issueCount]),
          }}
          chart={{
            type: 'line',
            data: {
              labels,
              datasets: [
                { label: 'Issues', data: trend.map((p) => p.issueSummary.issueCount), borderColor: TREND_COLOURS.total, backgroundColor: TREND_COLOURS.total },
              ],
            },
            options: { scales: { y: { beginAtZero: true } } },
          }}
        />
      )}
    </Card>
  );
}
