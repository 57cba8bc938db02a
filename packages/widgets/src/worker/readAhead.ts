/**
 * Read-ahead for the worker's string slices. A CSV export walks every string column from the first
 * row to the last, one slice per column at a time, and waits for each slice before it encodes the
 * rows: the download and the encoding took turns. With one slice requested ahead per column, the
 * next range is on its way while the current one is encoded (and more requests are in flight,
 * which the browser's network stack needs to approach its throughput).
 */
import { sliceSection } from '@curbcut/core';
import type { LocalStringSection, StringColumn, StringSectionFetcher } from '@curbcut/core';

/** Requests at least this long, each starting at or after the previous one's end, count as a walk. */
export const READ_AHEAD_MIN_ROWS = 4096;

/**
 * Wraps a slice fetcher: after a bulk, forward request of a column, the next `spanRows` rows of that
 * column are requested at once, and a later request they cover is answered from them. Short or
 * backward reads (an issue's details, a group's behaviours) start nothing. A failed read-ahead is
 * ignored until its rows are asked for, and then fails that request.
 */
export function withReadAhead(fetchSection: StringSectionFetcher, rowCount: number, spanRows: number): StringSectionFetcher {
  const ahead = new Map<StringColumn, { start: number; end: number; section: Promise<LocalStringSection> }>();
  const lastEnd = new Map<StringColumn, number>();
  return async (column, start, end) => {
    const held = ahead.get(column);
    const covered = held !== undefined && held.start <= start && end <= held.end;
    const forward = end - start >= READ_AHEAD_MIN_ROWS && start >= (lastEnd.get(column) ?? 0);
    lastEnd.set(column, end);
    // Rows right after this request already on their way (a held range reaching past it) are kept.
    const heldNext = held !== undefined && held.start <= end && held.end > end;
    if (forward && end < rowCount && !heldNext) {
      const nextEnd = Math.min(rowCount, end + spanRows);
      const section = fetchSection(column, end, nextEnd);
      section.catch(() => undefined);
      ahead.set(column, { start: end, end: nextEnd, section });
    }
    if (!covered) return fetchSection(column, start, end);
    const section = await held.section;
    return held.start === start && held.end === end ? section : sliceSection(section, start - held.start, end - held.start);
  };
}
