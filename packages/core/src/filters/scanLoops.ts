/**
 * The filter's loops. A call first decides each (key, component) pair with lookups in 0/1 tables
 * (status by impact x flags, rule, component), then passes over the rows' pair ids (and page ids
 * when pages are filtered): one or two lookups per row, no closure and no data-dependent branch.
 * Each row loop stores every row id and advances by 0 or 1.
 *
 * The row loops handle four or eight rows per iteration. V8 re-checks and reloads every typed
 * array's length and data pointer after the stack check it puts on each loop back edge; several
 * rows per iteration pay that once (measured: 1.6 to 1.8 times faster than one row at a time).
 */
import type { PairColumns } from './filterColumns';

// filterColumns' KEY_STATUS_MASK, KEY_RULE_SHIFT and KEY_COUNTER_SHIFT as local literals: an
// imported binding read in a loop costs a module-variable load and check per read.
// The filter tests (every path against the plain-object matcher) fail if they disagree.
const STATUS_MASK = 0x7ff;
const RULE_SHIFT = 11;
const COUNTER_SHIFT = 9;

/** Sets `pass[p]` to 1 for every pair passing the status, rule and component tables, else 0. */
export function decidePairs(pairs: PairColumns, status: Uint8Array, rule: Uint8Array, component: Uint8Array, pass: Uint8Array): void {
  const { pairCount, pairKey, pairComponent } = pairs;
  for (let p = 0; p < pairCount; p++) {
    const k = pairKey[p] as number;
    pass[p] = (status[k & STATUS_MASK] as number) & (rule[k >>> RULE_SHIFT] as number) & (component[pairComponent[p] as number] as number);
  }
}

/**
 * decidePairs, also adding the rows of every passing pair to the counters by `rule * 4 + impact`
 * and by component (branch-free: a failing pair adds 0).
 */
export function decideAndCountPairs(
  pairs: PairColumns,
  status: Uint8Array,
  rule: Uint8Array,
  component: Uint8Array,
  pass: Uint8Array,
  ruleImpactCounts: Uint32Array,
  componentCounts: Uint32Array,
): void {
  const { pairCount, pairKey, pairComponent, pairRows } = pairs;
  for (let p = 0; p < pairCount; p++) {
    const k = pairKey[p] as number;
    const c = pairComponent[p] as number;
    const ok = (status[k & STATUS_MASK] as number) & (rule[k >>> RULE_SHIFT] as number) & (component[c] as number);
    pass[p] = ok;
    const rows = (pairRows[p] as number) & -ok;
    const a = k >>> COUNTER_SHIFT;
    ruleImpactCounts[a] = (ruleImpactCounts[a] as number) + rows;
    componentCounts[c] = (componentCounts[c] as number) + rows;
  }
}

/** Appends the rows `from..to` whose pair passes to `out` from `out[n]`; returns the new count. */
export function scanPairs(pair: Uint32Array, pass: Uint8Array, from: number, to: number, out: Uint32Array, n: number): number {
  let i = from;
  for (const end = to - 7; i < end; i += 8) {
    const p0 = pass[pair[i] as number] as number;
    const p1 = pass[pair[i + 1] as number] as number;
    const p2 = pass[pair[i + 2] as number] as number;
    const p3 = pass[pair[i + 3] as number] as number;
    const p4 = pass[pair[i + 4] as number] as number;
    const p5 = pass[pair[i + 5] as number] as number;
    const p6 = pass[pair[i + 6] as number] as number;
    const p7 = pass[pair[i + 7] as number] as number;
    out[n] = i;
    n += p0;
    out[n] = i + 1;
    n += p1;
    out[n] = i + 2;
    n += p2;
    out[n] = i + 3;
    n += p3;
    out[n] = i + 4;
    n += p4;
    out[n] = i + 5;
    n += p5;
    out[n] = i + 6;
    n += p6;
    out[n] = i + 7;
    n += p7;
  }
  for (; i < to; i++) {
    out[n] = i;
    n += pass[pair[i] as number] as number;
  }
  return n;
}

/** Writes the rows whose pair and page both pass to `out`; returns how many. */
export function scanPairsAndPages(pair: Uint32Array, page: Uint32Array, pass: Uint8Array, pageOk: Uint8Array, rows: number, out: Uint32Array): number {
  let n = 0;
  let i = 0;
  for (const end = rows - 3; i < end; i += 4) {
    const p0 = (pass[pair[i] as number] as number) & (pageOk[page[i] as number] as number);
    const p1 = (pass[pair[i + 1] as number] as number) & (pageOk[page[i + 1] as number] as number);
    const p2 = (pass[pair[i + 2] as number] as number) & (pageOk[page[i + 2] as number] as number);
    const p3 = (pass[pair[i + 3] as number] as number) & (pageOk[page[i + 3] as number] as number);
    out[n] = i;
    n += p0;
    out[n] = i + 1;
    n += p1;
    out[n] = i + 2;
    n += p2;
    out[n] = i + 3;
    n += p3;
  }
  for (; i < rows; i++) {
    out[n] = i;
    n += (pass[pair[i] as number] as number) & (pageOk[page[i] as number] as number);
  }
  return n;
}

/**
 * Keeps the rows among `out[0..n)` with at least one test case passing `member` (test cases sit in
 * CSR form: row r's are `indexes[offsets[r] .. offsets[r + 1])`); returns the new count.
 */
export function refineMembership(out: Uint32Array, n: number, offsets: Uint32Array, indexes: Uint32Array, member: Uint8Array): number {
  let m = 0;
  for (let k = 0; k < n; k++) {
    const r = out[k] as number;
    for (let j = offsets[r] as number; j < (offsets[r + 1] as number); j++) {
      if (member[indexes[j] as number] === 1) {
        out[m++] = r;
        break;
      }
    }
  }
  return m;
}

/** Counts the rows `out[0..n)` by `rule * 4 + impact` and by component, through their pairs. */
export function countRows(out: Uint32Array, n: number, pairs: PairColumns, ruleImpactCounts: Uint32Array, componentCounts: Uint32Array): void {
  const { pair, pairKey, pairComponent } = pairs;
  for (let k = 0; k < n; k++) {
    const p = pair[out[k] as number] as number;
    const a = (pairKey[p] as number) >>> COUNTER_SHIFT;
    ruleImpactCounts[a] = (ruleImpactCounts[a] as number) + 1;
    const c = pairComponent[p] as number;
    componentCounts[c] = (componentCounts[c] as number) + 1;
  }
}
