/**
 * The compare engine's first pass over two stored datasets' columns instead of records: each
 * newer-run row is paired with a base row of the same fingerprint, found through the datasets'
 * 32-bit fingerprint hash column and confirmed on the UTF-8 bytes of the fingerprint column, so a
 * million rows a side are paired without making a string or an object per row. Only the rows left
 * over need records (compareRunStatus then finds what moved and what is not compared among them).
 * Equal fingerprints pair once per occurrence, in row order, as the record pass does.
 */
import type { LocalStringSection } from '../dataset/decode';
import { slotCount } from './hashSlots';

/** A run's fingerprints as its dataset stores them. */
export interface FingerprintColumns {
  /** `fingerprintHash` of every row. */
  hashes: Uint32Array;
  /** The fingerprint column, every row. */
  section: LocalStringSection;
}

/** Pairs of the first pass: per newer-run row its base row (-1 none), and whether each base row is paired. */
export interface ColumnPairs {
  nextMatch: Int32Array;
  baseMatched: Uint8Array;
}

const EMPTY = -1;

function sameBytes(a: LocalStringSection, i: number, b: LocalStringSection, j: number): boolean {
  const aStart = a.offsets[i] as number;
  const bStart = b.offsets[j] as number;
  const length = (a.offsets[i + 1] as number) - aStart;
  if ((b.offsets[j + 1] as number) - bStart !== length) return false;
  const x = a.data;
  const y = b.data;
  for (let k = 0; k < length; k++) if (x[aStart + k] !== y[bStart + k]) return false;
  return true;
}

/** Pairs equal fingerprints of `base` and `next` (row counts from their hash columns). */
export function pairFingerprintColumns(base: FingerprintColumns, next: FingerprintColumns): ColumnPairs {
  const baseRows = base.hashes.length;
  const size = slotCount(baseRows);
  const mask = size - 1;
  // Per slot: its key's hash, and the first base row of the key not yet paired (EMPTY: a free slot).
  const slotHash = new Uint32Array(size);
  const slotHead = new Int32Array(size).fill(EMPTY);
  const slotUsed = new Uint8Array(size);
  // Later base rows with the same fingerprint, chained from the head.
  const sameAfter = new Int32Array(baseRows).fill(EMPTY);
  for (let i = baseRows - 1; i >= 0; i--) {
    const h = base.hashes[i] as number;
    let s = h & mask;
    for (;;) {
      if (slotUsed[s] === 0) {
        slotUsed[s] = 1;
        slotHash[s] = h;
        slotHead[s] = i;
        break;
      }
      if (slotHash[s] === h && sameBytes(base.section, slotHead[s] as number, base.section, i)) {
        sameAfter[i] = slotHead[s] as number;
        slotHead[s] = i;
        break;
      }
      s = (s + 1) & mask;
    }
  }
  const nextRows = next.hashes.length;
  const nextMatch = new Int32Array(nextRows).fill(EMPTY);
  const baseMatched = new Uint8Array(baseRows);
  // A slot whose rows are all paired keeps its key (for the equality check) in `slotKey`.
  const slotKey = new Int32Array(size).fill(EMPTY);
  for (let j = 0; j < nextRows; j++) {
    const h = next.hashes[j] as number;
    let s = h & mask;
    while (slotUsed[s] === 1) {
      if (slotHash[s] === h) {
        const head = slotHead[s] as number;
        const key = head !== EMPTY ? head : (slotKey[s] as number);
        if (sameBytes(base.section, key, next.section, j)) {
          if (head !== EMPTY) {
            nextMatch[j] = head;
            baseMatched[head] = 1;
            slotKey[s] = head;
            slotHead[s] = sameAfter[head] as number;
          }
          break;
        }
      }
      s = (s + 1) & mask;
    }
  }
  return { nextMatch, baseMatched };
}
