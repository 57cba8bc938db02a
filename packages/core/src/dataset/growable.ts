/**
 * Append-only buffers for the builder: numeric columns double their typed array, string columns
 * encode UTF-8 straight into 1 MiB chunks, so a million appended rows never exist as objects.
 */
import { utf8Encoder } from './utf8';

type NumericArray = Uint8Array | Uint16Array | Uint32Array | Float64Array;

/** A typed array that doubles when full. */
export class GrowableColumn<T extends NumericArray> {
  private data: T;
  private size = 0;

  constructor(private readonly make: (length: number) => T, initial = 1024) {
    this.data = make(initial);
  }

  get length(): number {
    return this.size;
  }

  push(value: number): void {
    if (this.size === this.data.length) {
      const next = this.make(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.size++] = value;
  }

  /** Bitwise OR into an existing element (flags derived from the rule after the fact). */
  orAt(index: number, bits: number): void {
    this.data[index] = (this.data[index] ?? 0) | bits;
  }

  at(index: number): number {
    return this.data[index] ?? 0;
  }

  /** The filled part, viewing the same memory. */
  view(): T {
    return this.data.subarray(0, this.size) as T;
  }
}

const CHUNK_BYTES = 1 << 20;
/** Byte offsets are u32: one string column holds at most 4 GiB of UTF-8. */
const MAX_COLUMN_BYTES = 0xffffffff;

/** One string column: UTF-8 chunks plus `rows + 1` byte offsets. */
export class StringColumnBuffer {
  private readonly chunks: Uint8Array[] = [];
  private chunk = new Uint8Array(CHUNK_BYTES);
  private used = 0;
  private total = 0;
  private units = 0;
  readonly offsets = new GrowableColumn((n) => new Uint32Array(n));
  readonly unitOffsets = new GrowableColumn((n) => new Uint32Array(n));

  constructor(private readonly column: string) {
    this.offsets.push(0);
    this.unitOffsets.push(0);
  }

  get byteLength(): number {
    return this.total;
  }

  push(value: string): void {
    if (value.length > 0) {
      // A UTF-16 code unit never takes more than 3 UTF-8 bytes.
      const worst = value.length * 3;
      if (this.chunk.length - this.used < worst) {
        this.seal();
        this.chunk = new Uint8Array(Math.max(CHUNK_BYTES, worst));
      }
      const { written } = utf8Encoder.encodeInto(value, this.chunk.subarray(this.used));
      this.used += written;
      this.total += written;
      if (this.total > MAX_COLUMN_BYTES) {
        throw new RangeError(`String column '${this.column}' exceeds 4 GiB of UTF-8; split the report.`);
      }
    }
    this.units += value.length;
    this.offsets.push(this.total);
    this.unitOffsets.push(this.units);
  }

  /** The UTF-8 bytes, as the chunks they were written in (no concatenation). */
  parts(): Uint8Array[] {
    this.seal();
    return this.chunks.slice();
  }

  private seal(): void {
    if (this.used > 0) {
      this.chunks.push(this.chunk.subarray(0, this.used));
      this.chunk = this.chunk.subarray(this.used);
      this.used = 0;
    }
  }
}
