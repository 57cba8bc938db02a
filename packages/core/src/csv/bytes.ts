/**
 * CSV at the byte level: cells are escaped while their UTF-8 bytes are copied, so an export from
 * a dataset's own bytes never turns its strings into JavaScript strings. The bytes that matter
 * (quote, comma, CR, LF and the formula starters) are ASCII and never occur inside a multi-byte
 * UTF-8 sequence, so the result is byte for byte what escapeCsvCell gives on the decoded text.
 */
import { utf8Encoder } from '../dataset/utf8';
import { escapeCsvCell } from './escape';

const QUOTE = 0x22;
const APOSTROPHE = 0x27;
/** Bit 1: forces quoting (comma, CR, LF); bit 2: a double quote (doubled, forces quoting). */
const BYTE_CLASS = new Uint8Array(256);
BYTE_CLASS[0x2c] = 1;
BYTE_CLASS[0x0d] = 1;
BYTE_CLASS[0x0a] = 1;
BYTE_CLASS[QUOTE] = 3;
/** First bytes that make a spreadsheet read the cell as a formula: = + - @ tab CR. */
const FORMULA_START = new Uint8Array(256);
for (const b of [0x3d, 0x2b, 0x2d, 0x40, 0x09, 0x0d]) FORMULA_START[b] = 1;

/** Bytes allocated at once; chunks are handed out as views into it. */
const SLAB_BYTES = 1 << 20;

/**
 * A byte buffer that CSV rows are written into. Writers call `ensure` with the most a row can
 * take, then append without further checks. It writes into a 1 MiB slab and hands each
 * finished chunk out as a view of it (`detach`), continuing after it: one allocation per ~15
 * chunks instead of one per chunk. A slab is never written again once its views are out.
 */
export class CsvByteBuffer {
  /** The current slab; rows are written from `start`. */
  private bytes: Uint8Array;
  private start = 0;
  /** Bytes written since the last detach. */
  length = 0;

  constructor() {
    this.bytes = new Uint8Array(SLAB_BYTES);
  }

  /** Makes room for `extra` more bytes, moving the pending bytes to a new slab when needed. */
  ensure(extra: number): void {
    if (this.start + this.length + extra <= this.bytes.length) return;
    const next = new Uint8Array(Math.max(SLAB_BYTES, 2 * (this.length + extra)));
    next.set(this.bytes.subarray(this.start, this.start + this.length));
    this.bytes = next;
    this.start = 0;
  }

  /** Appends one byte (a separator). */
  byte(value: number): void {
    this.bytes[this.start + this.length++] = value;
  }

  /** Appends bytes as they are (pre-escaped dictionary cells, separators). */
  raw(src: Uint8Array): void {
    const at = this.start + this.length;
    // A loop beats TypedArray#set for the short cells most rows are made of.
    if (src.length < 32) {
      const out = this.bytes;
      for (let i = 0; i < src.length; i++) out[at + i] = src[i] as number;
    } else {
      this.bytes.set(src, at);
    }
    this.length += src.length;
  }

  /**
   * Appends one cell from UTF-8 bytes `data[start..end)`, neutralised and quoted as needed; takes
   * at most `2 * (end - start) + 4` bytes.
   */
  cell(data: Uint8Array, start: number, end: number): void {
    // Scan first (read-only, cheap); copy natively unless quotes must be doubled.
    let special = 0;
    for (let i = start; i < end && special !== 3; i++) special |= BYTE_CLASS[data[i] as number] as number;
    const formula = start < end && FORMULA_START[data[start] as number] === 1;
    const quoted = special !== 0;
    const out = this.bytes;
    const at = this.start + this.length;
    let pos = at;
    if (quoted) out[pos++] = QUOTE;
    if (formula) out[pos++] = APOSTROPHE;
    if ((special & 2) === 0) {
      out.set(data.subarray(start, end), pos);
      pos += end - start;
    } else {
      // Branch-free doubling: write every byte twice, advance by two only after a quote.
      for (let i = start; i < end; i++) {
        const b = data[i] as number;
        out[pos] = b;
        out[pos + 1] = b;
        pos += b === QUOTE ? 2 : 1;
      }
    }
    if (quoted) out[pos++] = QUOTE;
    this.length += pos - at;
  }

  /**
   * Hands out the bytes written since the last call, as a view the caller may keep; writing
   * continues after them.
   */
  detach(): Uint8Array {
    const out = this.bytes.subarray(this.start, this.start + this.length);
    this.start += this.length;
    this.length = 0;
    return out;
  }

  /** Appends one cell from a string, neutralised and quoted as needed. */
  text(value: string): void {
    const escaped = escapeCsvCell(value);
    this.ensure(escaped.length * 3);
    this.length += utf8Encoder.encodeInto(escaped, this.bytes.subarray(this.start + this.length)).written;
  }
}
