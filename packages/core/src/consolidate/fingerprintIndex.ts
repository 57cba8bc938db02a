/**
 * The merged rows by fingerprint. Candidates come from the dataset's 32-bit fingerprint hash; a hit
 * is confirmed on the fingerprint's UTF-8 bytes, kept here back to back, so no fingerprint is ever
 * decoded into a string and a hash collision never merges two issues. Open addressing in typed
 * arrays, as the compare engine's slots (compare/hashSlots.ts): no Map of a million strings.
 */
import { slotCount } from '../compare/hashSlots';

const INITIAL_ROWS = 1024;

/** Fingerprint -> merged row, for rows numbered 0, 1, 2 ... in the order they are added. */
export class FingerprintIndex {
  /** Row + 1 per slot, 0 when empty. */
  private slots = new Int32Array(slotCount(INITIAL_ROWS));
  private hashes = new Uint32Array(INITIAL_ROWS);
  private byteOffsets = new Uint32Array(INITIAL_ROWS + 1);
  private bytes = new Uint8Array(INITIAL_ROWS * 16);
  private rows = 0;
  /** The empty slot where the last unsuccessful `find` stopped: where `add` puts its row. */
  private vacant = -1;

  /** Rows added so far. */
  get size(): number {
    return this.rows;
  }

  /**
   * The row whose fingerprint is `data[start..end)` (UTF-8) with hash `hash`, or -1. After a miss,
   * the next call must be `add` with the same fingerprint, or another `find`.
   */
  find(hash: number, data: Uint8Array, start: number, end: number): number {
    const slots = this.slots;
    const mask = slots.length - 1;
    let slot = hash & mask;
    for (;;) {
      const entry = slots[slot] as number;
      if (entry === 0) {
        this.vacant = slot;
        return -1;
      }
      const row = entry - 1;
      if (this.hashes[row] === hash && this.sameBytes(row, data, start, end)) return row;
      slot = (slot + 1) & mask;
    }
  }

  /** Adds the fingerprint the last `find` missed as the next row; returns that row. */
  add(hash: number, data: Uint8Array, start: number, end: number): number {
    if (this.vacant < 0) throw new Error('FingerprintIndex.add must follow a find that missed.');
    const row = this.rows++;
    this.slots[this.vacant] = row + 1;
    this.vacant = -1;
    if (row >= this.hashes.length) this.growRows();
    this.hashes[row] = hash;
    const at = this.byteOffsets[row] as number;
    const length = end - start;
    if (at + length > this.bytes.length) {
      const next = new Uint8Array(Math.max(this.bytes.length * 2, at + length));
      next.set(this.bytes.subarray(0, at));
      this.bytes = next;
    }
    // Fingerprints are short: a loop beats creating a subarray to copy from.
    const bytes = this.bytes;
    for (let k = 0; k < length; k++) bytes[at + k] = data[start + k] as number;
    this.byteOffsets[row + 1] = at + length;
    if (this.rows * 2 > this.slots.length) this.rehash();
    return row;
  }

  private sameBytes(row: number, data: Uint8Array, start: number, end: number): boolean {
    const at = this.byteOffsets[row] as number;
    if ((this.byteOffsets[row + 1] as number) - at !== end - start) return false;
    const bytes = this.bytes;
    for (let k = start; k < end; k++) if (bytes[at + k - start] !== data[k]) return false;
    return true;
  }

  private growRows(): void {
    const hashes = new Uint32Array(this.hashes.length * 2);
    hashes.set(this.hashes);
    this.hashes = hashes;
    const offsets = new Uint32Array(hashes.length + 1);
    offsets.set(this.byteOffsets);
    this.byteOffsets = offsets;
  }

  private rehash(): void {
    const slots = new Int32Array(slotCount(this.rows));
    const mask = slots.length - 1;
    for (let row = 0; row < this.rows; row++) {
      let slot = (this.hashes[row] as number) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = row + 1;
    }
    this.slots = slots;
  }
}
