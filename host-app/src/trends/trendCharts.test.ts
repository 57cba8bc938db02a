import { describe, expect, it } from 'vitest';
import type { TrendPoint } from '@curbcut/core';
import { SPOKEN_POINTS, trendChart } from './trendCharts';

function point(number: number, name = 'main', fields: Partial<TrendPoint> = {}): TrendPoint {
  return {
    reportId: `rep_${name}_${number}`,
    number,
    name,
    createdAt: `2026-11-${String(number).padStart(2, '0')}T10:00:00Z`,
    pagesTested: 5,
    pagesWithIssues: 2,
    pagesFailed: null,
    critical: 1,
    serious: 0,
    moderate: 2,
    minor: 0,
    issueCount: 3,
    newIssues: number === 1 ? null : 1,
    resolvedIssues: number === 1 ? null : 0,
    comparedTo: null,
    ...fields,
  };
}

const day = (iso: string) => iso.slice(0, 10);

describe('trendChart', () => {
  it('names points by build name and number when the builds are of several names', () => {
    const { table, chart } = trendChart('severity', [point(1), point(1, 'nightly'), point(2)], 'build', day);
    expect(table.rows.map((r) => r[0])).toEqual(['main #1', 'nightly #1', 'main #2']);
    expect(chart.data.labels).toEqual(['main #1', 'nightly #1', 'main #2']);
    expect(table.rows[0]).toEqual(['main #1', '2026-11-01', 1, 0, 2, 0]);
  });

  it('stacks the severities only, and draws columns no wider than the spec allows', () => {
    const severity = trendChart('severity', [point(1)], 'build', day).chart;
    const failures = trendChart('pageFailures', [point(1)], 'run', day).chart;
    expect(severity.type === 'bar' && severity.options?.scales?.['y']?.stacked).toBe(true);
    expect(failures.type === 'bar' && failures.options?.scales?.['y']?.stacked).toBe(false);
    expect(failures.data.datasets.map((d) => [d.label, 'maxBarThickness' in d ? d.maxBarThickness : null])).toEqual([
      ['Pages tested', 40],
      ['Pages with issues', 40],
      ['Pages failed to load', 40],
    ]);
  });

  it("says a run with no earlier one has no new or resolved issues to show, in the table and the chart's name", () => {
    const { table, label } = trendChart('resolution', [point(1), point(2)], 'run', day);
    expect(table.rows.map((r) => r.slice(2))).toEqual([
      ['–', '–'],
      [1, 0],
    ]);
    expect(label).toBe('Resolution trend: run #1: new issues no earlier run, resolved issues no earlier run; run #2: new issues 1, resolved issues 0');
  });

  it('sums up a long trend in the chart name and leaves the figures to the table', () => {
    const points = Array.from({ length: SPOKEN_POINTS + 1 }, (_, i) => point(i + 1));
    const { label, table } = trendChart('pageFailures', points, 'build', day);
    expect(label).toBe(`Page failures of ${SPOKEN_POINTS + 1} builds, #1 to #${SPOKEN_POINTS + 1}: the figures are in the table that follows`);
    expect(table.rows).toHaveLength(SPOKEN_POINTS + 1);
  });
});
