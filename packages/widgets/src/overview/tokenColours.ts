/**
 * Chart colours are design tokens written as CSS values (`var(--cc-critical)`), so swatches follow
 * a partner's variables and the dark theme by themselves. A canvas cannot read CSS variables: the
 * chart resolves them against its own element, where the widget's theme applies.
 */
import type { ChartSpec } from './ChartFigure';

const TOKEN_REFERENCE = /^var\((--[a-z0-9-]+)\)$/;

/** A colour token's computed value at `element`; a value that is not `var(--name)` comes back as it is. */
export function resolveTokenColour(element: Element, value: string): string {
  const name = TOKEN_REFERENCE.exec(value)?.[1];
  return name ? getComputedStyle(element).getPropertyValue(name).trim() : value;
}

function resolveColour(element: Element, colour: unknown): unknown {
  if (typeof colour === 'string') return resolveTokenColour(element, colour);
  if (Array.isArray(colour)) return colour.map((c: unknown) => (typeof c === 'string' ? resolveTokenColour(element, c) : c));
  return colour;
}

/** The chart with its datasets' token colours resolved, and its text and grid lines in the theme's colours. */
export function resolveChartColours(element: Element, chart: ChartSpec): ChartSpec {
  const datasets = chart.data.datasets.map((dataset: object) =>
    Object.fromEntries(Object.entries(dataset).map(([key, value]) => [key, key === 'backgroundColor' || key === 'borderColor' ? resolveColour(element, value) : value])),
  );
  const themed = { color: resolveTokenColour(element, 'var(--cc-text-muted)'), borderColor: resolveTokenColour(element, 'var(--cc-border-subtle)') };
  // The spec's own types survive: only colour strings changed, into other colour strings.
  return { ...chart, data: { ...chart.data, datasets }, options: { ...themed, ...chart.options } } as ChartSpec;
}
