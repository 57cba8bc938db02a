/**
 * One request for several columns of the same rows. A CSV export reads four string columns of each
 * block at once (html, target, failure summary, behaviour), and the read-ahead asks for the next
 * block's four together: asked in the same turn, they travel as one `/dataset/slices` answer, four
 * times larger and (Chromium receives large answers faster per byte) much quicker to arrive.
 */
import type { LocalStringSection, StringColumn, StringSectionFetcher } from '@curbcut/core';

/** Fetches the given columns of rows [start, end), one section per column in order. */
export type SectionsFetcher = (columns: StringColumn[], start: number, end: number) => Promise<LocalStringSection[]>;

interface Waiting {
  column: StringColumn;
  resolve(section: LocalStringSection): void;
  reject(error: unknown): void;
}

interface Group {
  start: number;
  end: number;
  columns: StringColumn[];
  waiting: Waiting[];
}

/** A per-column fetcher that groups the requests of one turn by row range into multi-column fetches. */
export function coalescingFetcher(fetchMany: SectionsFetcher): StringSectionFetcher {
  let groups: Map<string, Group> | null = null;
  const flush = (): void => {
    const now = groups as Map<string, Group>;
    groups = null;
    for (const g of now.values()) {
      fetchMany(g.columns, g.start, g.end).then(
        (sections) => {
          for (const w of g.waiting) w.resolve(sections[g.columns.indexOf(w.column)] as LocalStringSection);
        },
        (error: unknown) => {
          for (const w of g.waiting) w.reject(error);
        },
      );
    }
  };
  return (column, start, end) =>
    new Promise<LocalStringSection>((resolve, reject) => {
      if (groups === null) {
        groups = new Map();
        queueMicrotask(flush);
      }
      const key = `${start}:${end}`;
      const group = groups.get(key) ?? { start, end, columns: [], waiting: [] };
      if (!group.columns.includes(column)) group.columns.push(column);
      group.waiting.push({ column, resolve, reject });
      groups.set(key, group);
    });
}
