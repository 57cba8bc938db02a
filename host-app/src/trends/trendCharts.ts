/**
 * The three trend views of spec 000 section 9 (page failures, severity breakdown, resolution trend)
 * as what the widgets' ChartFigure draws: the chart, an accessible name stating the numbers, and
 * the data table with a row per run (its number and date) and a column per series.
 */
import { IMPACTS, type TrendPoint } from '@curbcut/core';
import { CHART_COLUMN, SEVERITY_COLOURS, SEVERITY_LABELS, TREND_COLOURS, type ChartSpec, type ChartTable } from '@curbcut/widgets';

/** The views, in the order the view switch lists them. */
export const TREND_VIEWS = ['pageFailures', 'severity', 'resolution'] as const;
/** One view. */
export type TrendView = (typeof TREND_VIEWS)[number];

/** The views' names (spec 000 section 9). */
export const TREND_VIEW_LABELS: Readonly<Record<TrendView, string>> = {
  pageFailures: 'Page failures',
  severity: 'Severity breakdown',
  resolution: 'Resolution trend',
};

/** Whether `value` names a view. */
export function isTrendView(value: unknown): value is TrendView {
  return typeof value === 'string' && (TREND_VIEWS as readonly string[]).includes(value);
}

/** The most points whose figures the chart's accessible name states one by one. */
export const SPOKEN_POINTS = 12;

/** What each point is: a build of a project, or a run of a website scan. */
export type TrendPointKind = 'build' | 'run';

/** A view ready for ChartFigure. */
export interface TrendChart {
  chart: ChartSpec;
  label: string;
  table: ChartTable;
}

interface Series {
  label: string;
  colour: string;
  value: (p: TrendPoint) => number | null;
}

const SERIES: Readonly<Record<TrendView, (kind: TrendPointKind) => Series[]>> = {
  pageFailures: (kind) => [
    { label: 'Pages tested', colour: 'var(--cc-accent)', value: (p) => p.pagesTested },
    { label: 'Pages with issues', colour: SEVERITY_COLOURS.serious, value: (p) => p.pagesWithIssues },
    // Builds' tests open their own pages: a page that does not load fails its test instead.
    ...(kind === 'run' ? [{ label: 'Pages failed to load', colour: 'var(--cc-danger)', value: (p: TrendPoint) => p.pagesFailed }] : []),
  ],
  severity: () => IMPACTS.map((impact) => ({ label: SEVERITY_LABELS[impact], colour: SEVERITY_COLOURS[impact], value: (p: TrendPoint) => p[impact] })),
  resolution: () => [
    { label: 'New issues', colour: TREND_COLOURS.new, value: (p) => p.newIssues },
    { label: 'Resolved issues', colour: TREND_COLOURS.resolved, value: (p) => p.resolvedIssues },
  ],
};

const CAPTIONS: Readonly<Record<TrendView, (kind: TrendPointKind) => string>> = {
  pageFailures: (kind) => (kind === 'run' ? 'Pages tested, with issues and failed to load per run' : 'Pages tested and pages with issues per build'),
  severity: (kind) => `Confirmed issues by severity per ${kind}`,
  resolution: (kind) => `New and resolved issues per ${kind}, against the previous completed ${kind}`,
};

/**
 * Each point's name on the axis and in the table: '#12', or 'nightly #12' when the points are of
 * several build names (their numbers would collide).
 */
export function pointNames(points: readonly TrendPoint[]): string[] {
  const several = new Set(points.map((p) => p.name)).size > 1;
  return points.map((p) => (several ? `${p.name} #${p.number}` : `#${p.number}`));
}

/** The chart, accessible name and table of `view` over `points` (oldest first). */
export function trendChart(view: TrendView, points: readonly TrendPoint[], kind: TrendPointKind, formatDate: (iso: string) => string): TrendChart {
  const series = SERIES[view](kind);
  const names = pointNames(points);
  const cell = (v: number | null) => (v === null ? '–' : v);
  const spoken = (v: number | null) => (v === null ? 'no earlier run' : String(v));
  // Every number while that stays short; past SPOKEN_POINTS the table beside the chart says them.
  const label =
    points.length <= SPOKEN_POINTS
      ? `${TREND_VIEW_LABELS[view]}: ${points.map((p, i) => `${kind} ${names[i]}: ${series.map((s) => `${s.label.toLowerCase()} ${spoken(s.value(p))}`).join(', ')}`).join('; ')}`
      : `${TREND_VIEW_LABELS[view]} of ${points.length} ${kind}s, ${names[0]} to ${names[names.length - 1]}: the figures are in the table that follows`;
  const table: ChartTable = {
    caption: CAPTIONS[view](kind),
    columns: [kind === 'run' ? 'Run' : 'Build', 'Date', ...series.map((s) => s.label)],
    rows: points.map((p, i) => [names[i] as string, formatDate(p.createdAt), ...series.map((s) => cell(s.value(p)))]),
  };
  // Columns for every view (the resolution trend's too): a run with nothing before it has no
  // line to draw, but its neighbours' columns still read. Only the severities stack.
  const stacked = view === 'severity';
  const chart: ChartSpec = {
    type: 'bar',
    data: {
      labels: names,
      datasets: series.map((s) => ({ label: s.label, data: points.map((p) => s.value(p)), backgroundColor: s.colour, ...CHART_COLUMN })),
    },
    options: { scales: { x: { stacked }, y: { stacked, beginAtZero: true, ticks: { precision: 0 } } } },
  };
  return { chart, label, table };
}
