/**
 * Columns derived once per dataset for the filter's hot loops (built on the first filter call and
 * kept with the filter: 4 bytes per row plus 12 per distinct pair).
 *
 * A row's rule, impact and flags pack into one key, `rule << 11 | impact << 9 | flags`: `key &
 * 0x7ff` indexes a status table (impact x flags), `key >>> 11` is the rule and `key >>> 9` the
 * `rule * 4 + impact` counter of GroupCounts. Every filter but page, test and file looks only at
 * the key and the component, so rows with the same (key, component) pair pass or fail together.
 * A dataset has far fewer distinct pairs than rows (61,000 for a million synthetic rows), so a
 * filter call decides each pair once (and counts its rows by rule and component at the same
 * time), then one pass over the per-row pair ids writes the matching rows with a single lookup.
 */
import type { Dataset } from '../dataset/decode';

/** Bits of a key below the rule: impact (2) and flags (9). */
export const KEY_RULE_SHIFT = 11;
/** Shift that turns a key into its `rule * 4 + impact` counter index. */
export const KEY_COUNTER_SHIFT = 9;
/** Mask of the impact x flags part of a key: the index into a status table. */
export const KEY_STATUS_MASK = (1 << KEY_RULE_SHIFT) - 1;

// Local literals rather than the constants above or FLAG_STATES: an imported binding read in a
// loop costs a module-variable load and check per read (several times slower under tsx).
// The filter tests (every path against the plain-object matcher) fail if they disagree.
const RULE_SHIFT = 11;
const IMPACT_SHIFT = 9;
const FLAGS_MASK = 0x1ff;

/** The pair id of every row, and each distinct (key, component) pair with its row count. */
export interface PairColumns {
  /** Per row: index into the pair arrays. */
  pair: Uint32Array;
  pairCount: number;
  pairKey: Uint32Array;
  pairComponent: Uint32Array;
  pairRows: Uint32Array;
}

/**
 * Builds the pair columns in one pass over the rows: open addressing with linear probing over
 * (key, component), the table doubling when half full.
 */
export function buildPairColumns(dataset: Dataset): PairColumns {
  const { rule, impact, flags, component } = dataset.columns;
  const rows = dataset.rowCount;
  const pair = new Uint32Array(rows);
  let bits = 12;
  let slots: Int32Array = new Int32Array(1 << bits).fill(-1);
  let pairKey: Uint32Array = new Uint32Array(1 << (bits - 1));
  let pairComponent: Uint32Array = new Uint32Array(pairKey.length);
  let pairRows: Uint32Array = new Uint32Array(pairKey.length);
  let count = 0;
  for (let i = 0; i < rows; i++) {
    const k = ((rule[i] as number) << RULE_SHIFT) | ((impact[i] as number) << IMPACT_SHIFT) | ((flags[i] as number) & FLAGS_MASK);
    const c = component[i] as number;
    let s = hashPair(k, c) >>> (32 - bits);
    let id = slots[s] as number;
    while (id >= 0 && (pairKey[id] !== k || pairComponent[id] !== c)) {
      s = (s + 1) & ((1 << bits) - 1);
      id = slots[s] as number;
    }
    if (id < 0) {
      if (count === pairKey.length) {
        bits++;
        pairKey = grow(pairKey);
        pairComponent = grow(pairComponent);
        pairRows = grow(pairRows);
        slots = rehash(pairKey, pairComponent, count, bits);
        s = hashPair(k, c) >>> (32 - bits);
        while ((slots[s] as number) >= 0) s = (s + 1) & ((1 << bits) - 1);
      }
      id = count++;
      slots[s] = id;
      pairKey[id] = k;
      pairComponent[id] = c;
    }
    pairRows[id] = (pairRows[id] as number) + 1;
    pair[i] = id;
  }
  return { pair, pairCount: count, pairKey, pairComponent, pairRows };
}

/** Runs of consecutive rows on the same page: run r is rows `start[r] .. start[r + 1])`. */
export interface PageRuns {
  count: number;
  start: Uint32Array;
  page: Uint32Array;
}

/**
 * The page column as runs. Ingest delivers a page's nodes together, so a dataset has about as
 * many runs as pages, and a page filter can scan just the rows of its pages.
 */
export function buildPageRuns(page: Uint32Array, rows: number): PageRuns {
  let count = 0;
  for (let i = 0; i < rows; i++) if (i === 0 || page[i] !== page[i - 1]) count++;
  const start = new Uint32Array(count + 1);
  const runPage = new Uint32Array(count);
  let r = 0;
  for (let i = 0; i < rows; i++) {
    if (i > 0 && page[i] === page[i - 1]) continue;
    start[r] = i;
    runPage[r++] = page[i] as number;
  }
  start[count] = rows;
  return { count, start, page: runPage };
}

function hashPair(k: number, c: number): number {
  return Math.imul(k ^ Math.imul(c, 0x85ebca77), 0x9e3779b1);
}

function grow(a: Uint32Array): Uint32Array {
  const out = new Uint32Array(a.length * 2);
  out.set(a);
  return out;
}

function rehash(pairKey: Uint32Array, pairComponent: Uint32Array, count: number, bits: number): Int32Array {
  const slots = new Int32Array(1 << bits).fill(-1);
  const mask = (1 << bits) - 1;
  for (let id = 0; id < count; id++) {
    let s = hashPair(pairKey[id] as number, pairComponent[id] as number) >>> (32 - bits);
    while ((slots[s] as number) >= 0) s = (s + 1) & mask;
    slots[s] = id;
  }
  return slots;
}
