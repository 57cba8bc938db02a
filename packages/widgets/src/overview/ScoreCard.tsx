/**
 * Accessibility score and its trend (spec 001 sections 2.2, 4 and 5). Whether the number shows is
 * decided by core's scoreAvailability from the report's date and status, so the widget and the
 * server never disagree on the Apr 10 / Jul 10, 2025 boundaries.
 */
import {
  buildScoreTrend,
  formatScore,
  scoreAvailability,
  type BuildOverview,
  type ReportMeta,
} from '@curbcut/core';
import { useState } from 'react';
import { Button, VisuallyHidden } from 'react-aria-components';
import { X } from 'lucide-react';
import { REMEMBERED_KEYS, readFlag, writeFlag } from '../ui/rememberedFlags';
import { Card, Note, TrendPending } from './Card';
import { ChartFigure } from './ChartFigure';
import { SEVERITIES, SEVERITY_LABELS, TREND_COLOURS } from './labels';

/** Props of ScoreCard. */
export interface ScoreCardProps {
  meta: ReportMeta;
  overview: BuildOverview;
  /** Shows the 'Beta' mark beside the title (the website scan report's score, spec 001 section 2.6). */
  beta?: boolean;
}

/**
 * The note under the score. The score alert (no score for this report's date, or the older-logic
 * warning) can be dismissed, once for every report in this browser (spec 001 section 4); the
 * pending note cannot, since it goes away by itself when the scan completes.
 */
function ScoreNote({ availability }: { availability: ReturnType<typeof scoreAvailability> }) {
  const [dismissed, setDismissed] = useState(() => readFlag(REMEMBERED_KEYS.scoreAlertDismissed));
  if (availability.note === null) return null;
  const note = <Note tone={availability.state === 'oldLogic' ? 'warning' : 'info'}>{availability.note}</Note>;
  if (availability.state === 'pending') return note;
  if (dismissed) return null;
  const dismiss = () => {
    writeFlag(REMEMBERED_KEYS.scoreAlertDismissed, true);
    setDismissed(true);
  };
  return (
    <div className="cc-dismissible">
      {note}
      <Button className="cc-button cc-button-quiet cc-button-small cc-dismiss-button" aria-label="Dismiss score alert" onPress={dismiss}>
        <X className="cc-icon" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The score of this build: the number, or dashes with the reason. */
export function ScoreCard({ meta, overview, beta = false }: ScoreCardProps) {
  const availability = scoreAvailability(meta.createdAt, meta.status);
  const shown = formatScore(overview.score.score, availability);
  const available = shown !== '--';
  return (
    <Card title="Accessibility score" className="cc-ov-card-score" actions={beta ? <span className="cc-ov-beta">Beta</span> : undefined}>
      <p className="cc-ov-score">
        <span className="cc-ov-score-value" aria-hidden={available ? undefined : true}>
          {shown}
        </span>
        {available ? <span className="cc-ov-score-scale"> / 100</span> : <VisuallyHidden elementType="span">Score not shown</VisuallyHidden>}
      </p>
      <ScoreNote availability={availability} />
      {available ? (
        <table className="cc-ov-table cc-ov-score-breakdown">
          <caption>Rule checks by severity</caption>
          <thead>
            <tr>
              <th scope="col">Severity</th>
              <th scope="col">Passed</th>
              <th scope="col">Failed</th>
            </tr>
          </thead>
          <tbody>
            {SEVERITIES.map((s) => (
              <tr key={s}>
                <th scope="row">{SEVERITY_LABELS[s]}</th>
                <td>{overview.score.bySeverity[s]?.passed ?? 0}</td>
                <td>{overview.score.bySeverity[s]?.failed ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Card>
  );
}

/** Score of each build of the trend whose score is available, on a 0 to 100 axis. */
export function ScoreTrendCard({ meta, overview }: ScoreCardProps) {
  const last = overview.trend.length - 1;
  const points = buildScoreTrend(
    overview.trend.map((p, i) => ({
      buildNumber: p.buildNumber,
      createdAt: p.createdAt,
      score: p.score,
      status: i === last ? meta.status : undefined,
    })),
  );
  const pending = scoreAvailability(meta.createdAt, meta.status).state === 'pending';
  return (
    <Card title="Score trend">
      {pending ? (
        <TrendPending />
      ) : points.length === 0 ? (
        <p className="cc-ov-empty">No builds with a score yet.</p>
      ) : (
        <ChartFigure
          label={`Score trend: ${points.map((p) => `build ${p.buildNumber} scored ${p.score}`).join(', ')}`}
          table={{
            caption: 'Score by build',
            columns: ['Build', 'Score'],
            rows: points.map((p) => [`#${p.buildNumber}`, p.score]),
          }}
          chart={{
            type: 'line',
            data: {
              labels: points.map((p) => `#${p.buildNumber}`),
              datasets: [{ label: 'Score', data: points.map((p) => p.score), borderColor: TREND_COLOURS.total, backgroundColor: TREND_COLOURS.total }],
            },
            options: { scales: { y: { min: 0, max: 100 } }, plugins: { legend: { display: false } } },
          }}
        />
      )}
    </Card>
  );
}
