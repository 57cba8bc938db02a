/**
 * Every overview chart goes through this wrapper so it is also readable as text: the canvas has
 * role="img" and an aria-label that states the numbers, and the same numbers sit beside it in a
 * table (visually hidden while the canvas draws unless the caller shows it; shown where no canvas
 * can be drawn). Used outside the overview too (the host app's trends), so it brings its own CSS.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { ChartData, ChartOptions } from 'chart.js';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import { VisuallyHidden } from 'react-aria-components';
import { canDrawCharts, ensureChartsRegistered } from './chartRegistry';
import { resolveChartColours } from './tokenColours';
import './overview.css';

/** What to draw: one of the three chart kinds the overview uses, with chart.js data and options. */
export type ChartSpec =
  | { type: 'doughnut'; data: ChartData<'doughnut'>; options?: ChartOptions<'doughnut'> }
  | { type: 'bar'; data: ChartData<'bar'>; options?: ChartOptions<'bar'> }
  | { type: 'line'; data: ChartData<'line'>; options?: ChartOptions<'line'> };

/** The chart's numbers as a table: the text alternative. */
export interface ChartTable {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/** Props of ChartFigure. */
export interface ChartFigureProps {
  chart: ChartSpec;
  /** The canvas's accessible name; states the numbers, not just the title. */
  label: string;
  table: ChartTable;
  /** Drawing height in pixels. */
  height?: number;
  /**
   * Show the table under the chart (in a box that scrolls sideways on narrow screens) instead of
   * keeping it for screen readers only.
   */
  tableVisible?: boolean;
}

function DataTable({ table }: { table: ChartTable }) {
  return (
    <table className="cc-ov-chart-table">
      <caption>{table.caption}</caption>
      <thead>
        <tr>
          {table.columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) =>
              j === 0 ? (
                <th key={j} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={j}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Canvas({ chart, label }: { chart: ChartSpec; label: string }) {
  if (!canDrawCharts()) return <canvas role="img" aria-label={label} />;
  ensureChartsRegistered();
  const base = { role: 'img', 'aria-label': label };
  const options = { maintainAspectRatio: false, animation: false as const };
  switch (chart.type) {
    case 'doughnut':
      return <Doughnut {...base} data={chart.data} options={{ ...options, ...chart.options }} />;
    case 'bar':
      return <Bar {...base} data={chart.data} options={{ ...options, ...chart.options }} />;
    case 'line':
      return <Line {...base} data={chart.data} options={{ ...options, ...chart.options }} />;
  }
}

/** A chart with its text alternative. */
export function ChartFigure({ chart, label, table, height = 220, tableVisible = false }: ChartFigureProps) {
  const drawn = canDrawCharts();
  // The colours are tokens read at the figure (the widget's theme applies there): the canvas draws
  // once the figure is in the document, before the first paint.
  const figure = useRef<HTMLElement>(null);
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  return (
    <figure className="cc-ov-chart" ref={figure}>
      <div className="cc-ov-chart-canvas" style={{ height: drawn ? height : undefined }}>
        {!drawn ? <Canvas chart={chart} label={label} /> : mounted && figure.current ? <Canvas chart={resolveChartColours(figure.current, chart)} label={label} /> : null}
      </div>
      {tableVisible ? (
        // A region of its own so a keyboard can scroll it where the table is wider than the screen.
        <div className="cc-ov-chart-table-wrap" role="region" aria-label={table.caption} tabIndex={0}>
          <DataTable table={table} />
        </div>
      ) : drawn ? (
        <VisuallyHidden>
          <DataTable table={table} />
        </VisuallyHidden>
      ) : (
        <DataTable table={table} />
      )}
    </figure>
  );
}
