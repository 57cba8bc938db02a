/**
 * Horizontal bars for figures a page also gives as a table (the PDF summary and breakdown, the
 * compare summary): hidden from screen readers, since the table beside them is the text, and
 * scaled to the largest figure shown.
 */

/** The colour of one part of a bar: a severity, a compare status, or a compared run (base, current). */
export type BarTone = 'serious' | 'moderate' | 'new' | 'resolved' | 'base' | 'current';

/** One bar: its label, its parts in order, and the figure printed after it. */
export interface Bar {
  key: string;
  label: string;
  parts: readonly { value: number; tone: BarTone }[];
  figure: string;
}

export function BarList({ bars, wideLabels = false }: { bars: readonly Bar[]; wideLabels?: boolean }) {
  const most = Math.max(1, ...bars.map((b) => b.parts.reduce((sum, p) => sum + p.value, 0)));
  return (
    <ul className={wideLabels ? 'bar-list bar-list-wide' : 'bar-list'} aria-hidden="true">
      {bars.map((bar) => (
        <li key={bar.key}>
          <span className="bar-label">{bar.label}</span>
          <span className="bar-track">
            {bar.parts.map((part, i) => (
              <span key={i} className={`bar-fill bar-${part.tone}`} style={{ width: `${(100 * part.value) / most}%` }} />
            ))}
          </span>
          <span className="bar-figure">{bar.figure}</span>
        </li>
      ))}
    </ul>
  );
}
