/**
 * CSV at the byte level: cells are escaped while their UTF-8 bytes are copied, so an export from
 * a dataset's own bytes never turns its strings into JavaScript strings. The bytes that matter
 * (quote, comma, CR, LF and the formula starters) are ASCII and never occur inside a multi-byte
 * UTF-8 sequence, so the result is byte for byte what escapeCsvCell gives on the decoded text.
 *
 * Speed: this is the hot loop of a million-row export (about 530 bytes of cell text per row).
 * Bytes are read and written four at a time through DataViews (TurboFan compiles them to plain,
 * possibly unaligned, 32-bit loads and stores) and tested for the four special bytes with SWAR
 * arithmetic, so the loop runs once per four bytes instead of once per byte. Profiling the byte
 * at a time version put about 70% of the export's CPU time in this scan-and-copy.
 */
import { utf8Encoder } from '../dataset/utf8';
import { escapeCsvCell } from './escape';

const QUOTE = 0x22;
const APOSTROPHE = 0x27;
/** Bytes that force quoting: quote, comma, CR, LF. */
const NEEDS_QUOTES = new Uint8Array(256);
for (const b of [QUOTE, 0x2c, 0x0d, 0x0a]) NEEDS_QUOTES[b] = 1;
/** First bytes that make a spreadsheet read the cell as a formula: = + - @ tab CR. */
const FORMULA_START = new Uint8Array(256);
for (const b of [0x3d, 0x2b, 0x2d, 0x40, 0x09, 0x0d]) FORMULA_START[b] = 1;

/** A special byte repeated in the four lanes of a 32-bit word. */
const ONES = 0x01010101;
const HIGH_BITS = 0x80808080 | 0;
const QUOTES = 0x22222222;
const COMMAS = 0x2c2c2c2c;
const CRS = 0x0d0d0d0d;
const LFS = 0x0a0a0a0a;
/** Every special byte is below this: a word with no byte below it needs no closer look. */
const BELOW_SPECIALS = 0x2d2d2d2d;

/**
 * Non-zero when some byte (lane) of `x` is zero. The lowest set high bit marks the first zero
 * lane exactly; lanes above it may be false positives, so only the lowest one is ever used.
 */
function zeroLanes(x: number): number {
  return (x - ONES) & ~x & HIGH_BITS;
}

/** Non-zero when some byte of `w` is below 0x2d (exact as to whether, like zeroLanes). */
function lanesBelowSpecials(w: number): number {
  return (w - BELOW_SPECIALS) & ~w & HIGH_BITS;
}

/** Bytes allocated at once; chunks are handed out as views into it. */
const SLAB_BYTES = 1 << 20;
/**
 * Bytes a word copy may write past the end of what it copies (later writes overwrite them):
 * callers include this in what they `ensure`.
 */
export const WORD_SLACK = 4;

/** UTF-8 bytes with a DataView over them, for word reads. */
export interface ByteSource {
  data: Uint8Array;
  view: DataView;
}

/** Wraps UTF-8 bytes for {@link CsvByteBuffer.cell}. */
export function byteSource(data: Uint8Array): ByteSource {
  return { data, view: new DataView(data.buffer, data.byteOffset, data.byteLength) };
}

/**
 * Finished pieces of rows (pre-escaped dictionary cells with their separators) packed back to
 * back in one array, so a row copies each with a word loop instead of indexing nested arrays.
 * Piece `k` is `source.data[offsets[k]..offsets[k + 1])`; the array ends in WORD_SLACK spare bytes so
 * the last word read of the last piece stays in bounds.
 */
export class PackedPieces {
  readonly source: ByteSource;
  readonly offsets: Uint32Array;
  /** Length of the longest piece. */
  readonly longest: number;

  constructor(pieces: readonly Uint8Array[]) {
    this.offsets = new Uint32Array(pieces.length + 1);
    let total = 0;
    let longest = 0;
    pieces.forEach((p, k) => {
      total += p.length;
      longest = Math.max(longest, p.length);
      this.offsets[k + 1] = total;
    });
    const data = new Uint8Array(total + WORD_SLACK);
    pieces.forEach((p, k) => data.set(p, this.offsets[k]));
    this.source = byteSource(data);
    this.longest = longest;
  }
}

/**
 * A byte buffer that CSV rows are written into. Writers call `ensure` with the most a row can
 * take (WORD_SLACK included), then append without further checks. It writes into a 1 MiB slab
 * and hands each finished chunk out as a view of it (`detach`), continuing after it: one
 * allocation per ~15 chunks instead of one per chunk. A slab is never written again once its
 * views are out, because the writer's callers may keep chunks (the server queues them in a
 * stream), except through `rewind` when the consumer asked for chunk reuse.
 */
export class CsvByteBuffer {
  /** The current slab and a DataView over it. */
  private bytes: Uint8Array;
  private view: DataView;
  /** Where the pending (not yet detached) bytes start, and where the next byte goes. */
  private start = 0;
  private pos = 0;

  constructor() {
    this.bytes = new Uint8Array(SLAB_BYTES);
    this.view = new DataView(this.bytes.buffer);
  }

  /** Bytes written since the last detach. */
  get length(): number {
    return this.pos - this.start;
  }

  /** Makes room for `extra` more bytes, moving the pending bytes to a new slab when needed. */
  ensure(extra: number): void {
    if (this.pos + extra <= this.bytes.length) return;
    const pending = this.pos - this.start;
    const next = new Uint8Array(Math.max(SLAB_BYTES, 2 * (pending + extra)));
    next.set(this.bytes.subarray(this.start, this.pos));
    this.bytes = next;
    this.view = new DataView(next.buffer);
    this.start = 0;
    this.pos = pending;
  }

  /** Appends one byte (a separator). */
  byte(value: number): void {
    this.bytes[this.pos++] = value;
  }

  /** Appends piece `k` of `pieces`, a word at a time (may write up to three bytes past it). */
  piece(pieces: PackedPieces, k: number): void {
    const from = pieces.offsets[k] as number;
    const to = pieces.offsets[k + 1] as number;
    const src = pieces.source.view;
    const out = this.view;
    let at = this.pos;
    for (let i = from; i < to; i += 4, at += 4) out.setUint32(at, src.getUint32(i, true), true);
    this.pos += to - from;
  }

  /** Appends bytes as they are (a short cell such as a timestamp). */
  raw(src: Uint8Array): void {
    const out = this.bytes;
    const at = this.pos;
    for (let i = 0; i < src.length; i++) out[at + i] = src[i] as number;
    this.pos += src.length;
  }

  /**
   * Appends one cell from UTF-8 bytes `src.data[start..end)`, neutralised and quoted as needed;
   * takes at most `2 * (end - start) + 4` bytes. One pass, four bytes at a time: the text is
   * copied as if it needed no quotes until the first special byte; then what was copied moves
   * up one byte for the opening quote (a short move: in practice the first comma or quote comes
   * early) and the rest is copied testing for quotes alone, which are doubled.
   */
  cell(src: ByteSource, start: number, end: number): void {
    const data = src.data;
    const input = src.view;
    const out = this.bytes;
    const output = this.view;
    const at = this.pos;
    let pos = at;
    if (start < end && FORMULA_START[data[start] as number] === 1) out[pos++] = APOSTROPHE;
    let i = start;
    let quoted = false;
    // Phase 1: no special byte seen yet. Each word is stored before it is tested: a word with
    // none is then already in place, one with some is copied again by phase 2.
    while (i + 4 <= end) {
      const w = input.getUint32(i, true);
      output.setUint32(pos, w, true);
      if (
        lanesBelowSpecials(w) !== 0 &&
        (zeroLanes(w ^ QUOTES) | zeroLanes(w ^ COMMAS) | zeroLanes(w ^ CRS) | zeroLanes(w ^ LFS)) !== 0
      ) {
        quoted = true;
        pos = this.openQuote(at, pos);
        break;
      }
      pos += 4;
      i += 4;
    }
    // Phase 2 (quoted cells): only quotes matter now. Keep the bytes up to the first quote of a
    // word, double it, and go on right after it.
    while (i + 4 <= end) {
      const w = input.getUint32(i, true);
      output.setUint32(pos, w, true);
      const quotes = zeroLanes(w ^ QUOTES);
      if (quotes === 0) {
        pos += 4;
        i += 4;
      } else {
        const lane = (31 - Math.clz32(quotes & -quotes)) >> 3;
        pos += lane + 1;
        out[pos++] = QUOTE;
        i += lane + 1;
      }
    }
    // The last one to three bytes.
    let special = 0;
    for (; i < end; i++) {
      const b = data[i] as number;
      special |= NEEDS_QUOTES[b] as number;
      out[pos++] = b;
      if (b === QUOTE) out[pos++] = QUOTE;
    }
    if (!quoted && special !== 0) {
      quoted = true;
      pos = this.openQuote(at, pos);
    }
    if (quoted) out[pos++] = QUOTE;
    this.pos = pos;
  }

  /** Moves the cell written at `at..pos` up one byte behind an opening quote; returns the new end. */
  private openQuote(at: number, pos: number): number {
    const out = this.bytes;
    // A native move costs a call: short prefixes, the usual case, move faster in a loop.
    if (pos - at > 32) out.copyWithin(at + 1, at, pos);
    else for (let k = pos; k > at; k--) out[k] = out[k - 1] as number;
    out[at] = QUOTE;
    return pos + 1;
  }

  /**
   * Hands out the bytes written since the last call, as a view the caller may keep; writing
   * continues after them (unless `rewind` is called).
   */
  detach(): Uint8Array {
    const out = this.bytes.subarray(this.start, this.pos);
    this.start = this.pos;
    return out;
  }

  /**
   * Writes again from the start of the slab, over every chunk handed out: only once none of
   * them is in use (a consumer that asked for chunk reuse and requested the next one). Output
   * then cycles through the same (cache-warm) bytes instead of fresh memory.
   */
  rewind(): void {
    if (this.pos !== this.start) throw new Error('CsvByteBuffer.rewind: detach the pending bytes first.');
    this.start = 0;
    this.pos = 0;
  }

  /** Appends one cell from a string, neutralised and quoted as needed. */
  text(value: string): void {
    const escaped = escapeCsvCell(value);
    this.ensure(escaped.length * 3);
    this.pos += utf8Encoder.encodeInto(escaped, this.bytes.subarray(this.pos)).written;
  }
}
