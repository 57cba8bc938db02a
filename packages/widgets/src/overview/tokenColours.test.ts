// @vitest-environment jsdom
/**
 * Chart colours follow the design tokens where the chart is drawn: a partner's variables or the
 * dark theme on the widget reach the canvas, which cannot read CSS variables itself.
 */
import { describe, expect, it } from 'vitest';
import type { ChartSpec } from './ChartFigure';
import { resolveChartColours, resolveTokenColour } from './tokenColours';

function themedElement(): HTMLElement {
  const outer = document.createElement('div');
  outer.style.setProperty('--cc-critical', '#9b1c1c');
  outer.style.setProperty('--cc-text-muted', '#4d5767');
  outer.style.setProperty('--cc-border-subtle', '#d9dee5');
  const inner = document.createElement('div');
  // A partner's brand on the widget overrides the page's value.
  inner.style.setProperty('--cc-accent', '#6d28d9');
  outer.append(inner);
  document.body.append(outer);
  return inner;
}

describe('token colours of charts', () => {
  it('reads a token where the chart is, and leaves other colours as they are', () => {
    const element = themedElement();
    expect(resolveTokenColour(element, 'var(--cc-accent)')).toBe('#6d28d9');
    expect(resolveTokenColour(element, 'var(--cc-critical)')).toBe('#9b1c1c');
    expect(resolveTokenColour(element, 'transparent')).toBe('transparent');
  });

  it('resolves single and per-bar dataset colours, and themes the text and grid lines', () => {
    const element = themedElement();
    const chart: ChartSpec = {
      type: 'bar',
      data: {
        labels: ['#1', '#2'],
        datasets: [
          { label: 'Critical', data: [1, 2], backgroundColor: 'var(--cc-critical)' },
          { label: 'Mixed', data: [3, 4], backgroundColor: ['var(--cc-accent)', 'var(--cc-critical)'], borderColor: 'var(--cc-accent)' },
        ],
      },
    };
    const resolved = resolveChartColours(element, chart);
    expect(resolved.data.datasets.map((d) => [d.backgroundColor, d.borderColor])).toEqual([
      ['#9b1c1c', undefined],
      [['#6d28d9', '#9b1c1c'], '#6d28d9'],
    ]);
    expect(resolved.options).toMatchObject({ color: '#4d5767', borderColor: '#d9dee5' });
  });
});
