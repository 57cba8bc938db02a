/**
 * pdf.js asks its range transport for one chunk group per message, and for a PDF whose /Pages node
 * lists every page (as pdf-lib and other producers write it) it asks for dozens at once: every page
 * dictionary, each its own request. Ranges asked in the same turn that touch end to end are read as
 * one HTTP request (up to `maxSpan` bytes) and handed back to pdf.js as it asked for them.
 */

/** A byte range [begin, end). */
export interface ByteRange {
  begin: number;
  end: number;
}

/** One request: the span read, and the ranges pdf.js asked for inside it. */
export interface RangeSpan extends ByteRange {
  parts: ByteRange[];
}

/** Groups `ranges` into spans of ranges that touch end to end, none longer than `maxSpan` (a lone longer range stays whole). */
export function coalesceRanges(ranges: readonly ByteRange[], maxSpan: number): RangeSpan[] {
  const spans: RangeSpan[] = [];
  for (const range of [...ranges].sort((a, b) => a.begin - b.begin)) {
    const last = spans.at(-1);
    if (last && range.begin === last.end && range.end - last.begin <= maxSpan) {
      last.end = range.end;
      last.parts.push(range);
    } else {
      spans.push({ begin: range.begin, end: range.end, parts: [range] });
    }
  }
  return spans;
}
