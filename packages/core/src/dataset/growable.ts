/**
 * Append-only buffers for the builder: numeric columns double their typed array, string columns
 * encode UTF-8 straight into 1 MiB chunks, so a million appended rows never exist as objects.
 */
import type { LocalStringSection } from './decode';
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

  /** Appends `source[start..end)`, each plus `delta`: offsets copied from another column, rebased. */
  pushShifted(source: ArrayLike<number>, start: number, end: number, delta: number): void {
    const needed = this.size + end - start;
    if (needed > this.data.length) {
      let length = this.data.length * 2;
      while (length < needed) length *= 2;
      const next = this.make(length);
      next.set(this.data);
      this.data = next;
    }
    const data = this.data;
    let at = this.size;
    for (let k = start; k < end; k++) data[at++] = (source[k] as number) + delta;
    this.size = at;
  }

  /** Overwrites an existing element (consolidation folds later sightings into a row). */
  setAt(index: number, value: number): void {
    this.data[index] = value;
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
  /** Where sealed chunks go instead of `chunks` once the column spills (spillTo). */
  private sink: ((bytes: Uint8Array) => void) | null = null;
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

  /**
   * Appends rows `start..end` of an encoded column as they are: one byte copy for the whole run,
   * nothing decoded (consolidation copies rows between stored datasets this way).
   */
  pushRows(section: LocalStringSection, start: number, end: number): void {
    const { offsets, unitOffsets, data } = section;
    const b0 = offsets[start] as number;
    const length = (offsets[end] as number) - b0;
    if (length > 0) {
      const bytes = data.subarray(b0, b0 + length);
      if (this.chunk.length - this.used < length) this.seal();
      if (this.sink && length >= CHUNK_BYTES) {
        // A spilling column hands a long run to its sink as it is, with no copy.
        this.sink(bytes);
      } else {
        if (this.chunk.length - this.used < length) this.chunk = new Uint8Array(Math.max(CHUNK_BYTES, length));
        this.chunk.set(bytes, this.used);
        this.used += length;
      }
    }
    this.offsets.pushShifted(offsets, start + 1, end + 1, this.total - b0);
    this.unitOffsets.pushShifted(unitOffsets, start + 1, end + 1, this.units - (unitOffsets[start] as number));
    this.total += length;
    this.units += (unitOffsets[end] as number) - (unitOffsets[start] as number);
    if (this.total > MAX_COLUMN_BYTES) {
      throw new RangeError(`String column '${this.column}' exceeds 4 GiB of UTF-8; split the report.`);
    }
  }

  /** The UTF-8 bytes, as the chunks they were written in (no concatenation); none once the column spills. */
  parts(): Uint8Array[] {
    this.seal();
    return this.chunks.slice();
  }

  /** True once the column's bytes go to a sink (spillTo) instead of memory. */
  get spilled(): boolean {
    return this.sink !== null;
  }

  /**
   * Hands the column's UTF-8 bytes to `sink` from now on, in order (those already written first),
   * and keeps none of them: a column too large to hold goes to a file as it is written. The sink
   * must have consumed each array when it returns (the buffer is reused).
   */
  spillTo(sink: (bytes: Uint8Array) => void): void {
    this.seal();
    for (const chunk of this.chunks) sink(chunk);
    this.chunks.length = 0;
    this.sink = sink;
  }

  private seal(): void {
    if (this.used === 0) return;
    if (this.sink) {
      this.sink(this.chunk.subarray(0, this.used));
      // The sink has the bytes: the whole chunk is free again.
      if (this.chunk.length < CHUNK_BYTES) this.chunk = new Uint8Array(CHUNK_BYTES);
    } else {
      this.chunks.push(this.chunk.subarray(0, this.used));
      this.chunk = this.chunk.subarray(this.used);
    }
    this.used = 0;
  }
}
