/**
 * Counting rows by dictionary index with typed-array counters: one pass over the row ids, no Map
 * and no allocation in the loop (pass `out` to reuse the counter array between recounts).
 */
import type { Dataset } from '../dataset/decode';

/** Rows of the whole dataset, for callers that did not filter. */
export function allRows(dataset: Dataset): Uint32Array {
  const rows = new Uint32Array(dataset.rowCount);
  for (let i = 0; i < rows.length; i++) rows[i] = i;
  return rows;
}

function counter(size: number, out?: Uint32Array): Uint32Array {
  return out && out.length >= size ? out.fill(0, 0, size) : new Uint32Array(size);
}

// One loop per column type: a loop fed several typed-array types runs several times slower.
function count8(column: Uint8Array, counts: Uint32Array, rows: Uint32Array): Uint32Array {
  for (let k = 0; k < rows.length; k++) {
    const v = column[rows[k] as number] as number;
    counts[v] = (counts[v] as number) + 1;
  }
  return counts;
}

function count16(column: Uint16Array, counts: Uint32Array, rows: Uint32Array): Uint32Array {
  for (let k = 0; k < rows.length; k++) {
    const v = column[rows[k] as number] as number;
    counts[v] = (counts[v] as number) + 1;
  }
  return counts;
}

function count32(column: Uint32Array, counts: Uint32Array, rows: Uint32Array): Uint32Array {
  for (let k = 0; k < rows.length; k++) {
    const v = column[rows[k] as number] as number;
    counts[v] = (counts[v] as number) + 1;
  }
  return counts;
}

/** Issue count per rule index. */
export function countByRule(dataset: Dataset, rows: Uint32Array, out?: Uint32Array): Uint32Array {
  return count16(dataset.columns.rule, counter(dataset.rules.length, out), rows);
}

/** Issue count per component index. */
export function countByComponent(dataset: Dataset, rows: Uint32Array, out?: Uint32Array): Uint32Array {
  return count32(dataset.columns.component, counter(dataset.components.length, out), rows);
}

/** Issue count per page index. */
export function countByPage(dataset: Dataset, rows: Uint32Array, out?: Uint32Array): Uint32Array {
  return count32(dataset.columns.page, counter(dataset.pages.length, out), rows);
}

/** Issue count per impact code (0 critical ... 3 minor). */
export function countByImpact(dataset: Dataset, rows: Uint32Array, out?: Uint32Array): Uint32Array {
  return count8(dataset.columns.impact, counter(4, out), rows);
}

/** count * 2^22 - index stays exact in a double for 2^22 indexes and any u32 count. */
const KEY_INDEXES = 4194304;

/**
 * Indexes with a non-zero count, by count descending then index ascending (first seen first).
 * Sorts packed numeric keys with the native typed-array sort: no comparator calls.
 */
export function orderByCount(counts: Uint32Array): Uint32Array {
  // Too many indexes to pack: fall back to a comparator sort.
  if (counts.length > KEY_INDEXES) {
    const order: number[] = [];
    for (let i = 0; i < counts.length; i++) if ((counts[i] as number) > 0) order.push(i);
    return Uint32Array.from(order.sort((a, b) => (counts[b] as number) - (counts[a] as number) || a - b));
  }
  const keys = new Float64Array(counts.length);
  let n = 0;
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i] as number;
    if (c > 0) keys[n++] = -(c * KEY_INDEXES) + i;
  }
  const sorted = keys.subarray(0, n).sort();
  const out = new Uint32Array(n);
  for (let k = 0; k < n; k++) {
    const key = sorted[k] as number;
    out[k] = key - Math.floor(key / KEY_INDEXES) * KEY_INDEXES;
  }
  return out;
}

/**
 * Distinct pages per component among the rows, in O(rows + pages): rows are bucketed by
 * component, then each bucket stamps the pages it has seen.
 */
export function distinctPagesByComponent(dataset: Dataset, rows: Uint32Array, counts: Uint32Array): Uint32Array {
  const { component, page } = dataset.columns;
  const size = dataset.components.length;
  const start = new Uint32Array(size + 1);
  for (let c = 0; c < size; c++) start[c + 1] = (start[c] as number) + (counts[c] as number);
  const fill = start.slice(0, size);
  const bucket = new Uint32Array(rows.length);
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k] as number;
    const c = component[r] as number;
    bucket[fill[c] as number] = page[r] as number;
    fill[c] = (fill[c] as number) + 1;
  }
  const stamp = new Uint32Array(dataset.pages.length);
  const out = new Uint32Array(size);
  for (let c = 0; c < size; c++) {
    let distinct = 0;
    for (let k = start[c] as number; k < (start[c + 1] as number); k++) {
      const p = bucket[k] as number;
      if (stamp[p] !== c + 1) {
        stamp[p] = c + 1;
        distinct++;
      }
    }
    out[c] = distinct;
  }
  return out;
}
