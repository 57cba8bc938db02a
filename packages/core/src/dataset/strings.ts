/**
 * On-demand access to the string columns (html, target, failureSummary, ...): from the dataset's
 * own bytes, from the server's `/dataset/strings` endpoint, or from a file with random access.
 * Rows are read by range; `readRows` serves sorted, possibly sparse row ids (filtered views, CSV).
 */
import type { CheckResult } from '../model';
import { DatasetFormatError, STRING_COLUMNS } from './format';
import type { StringColumn, StringSectionEntry } from './format';
import { DATASET_PREAMBLE_BYTES, datasetHeaderByteLength, readDatasetLayout } from './decode';
import type { Dataset, DatasetLayout, LocalStringSection } from './decode';
import { sliceSection } from './slices';
import { utf8Decoder } from './utf8';

/** Reads string columns by row. `end` is exclusive; results are in row order. */
export interface StringColumnReader {
  read(column: StringColumn, start: number, end: number): Promise<string[]>;
  /** Strings of the given rows, which must be in ascending order. */
  readRows(column: StringColumn, rows: ArrayLike<number>): Promise<string[]>;
  /**
   * Rows [start, end) as bytes with offsets from 0, when the reader can give them without decoding
   * (the CSV writer then copies bytes instead of building strings).
   */
  readSection?(column: StringColumn, start: number, end: number): Promise<LocalStringSection>;
}

/** Fetches one slice of a string column, e.g. `GET /api/v1/reports/{id}/dataset/strings?column=&start=&end=`. */
export type StringSliceFetcher = (column: StringColumn, start: number, end: number) => Promise<string[]>;

/** Fetches one slice of a string column as bytes, e.g. `GET /api/v1/reports/{id}/dataset/slices?...` (see slices.ts). */
export type StringSectionFetcher = (column: StringColumn, start: number, end: number) => Promise<LocalStringSection>;

/** Options of {@link createRemoteStringReader}: slices come as strings (`fetch`) or as bytes (`fetchSection`). */
export interface RemoteStringReaderOptions {
  rowCount: number;
  fetch?: StringSliceFetcher;
  /** When given, every read goes through byte slices, and the reader offers readSection. */
  fetchSection?: StringSectionFetcher;
  /** Longest range asked for in one request (default 2,000 rows of strings, 16,384 rows of bytes). */
  maxRangeRows?: number;
  /** Rows between two wanted rows below which one range covers both (default 64). */
  maxGapRows?: number;
}

/** Rows decoded per TextDecoder call: bounds the temporary string for very long ranges. */
const DECODE_BLOCK_ROWS = 16_384;

/** Checks a row range against the row count, naming what is wrong. */
export function assertRowRange(column: string, start: number, end: number, rowCount: number): void {
  if (!(STRING_COLUMNS as readonly string[]).includes(column)) {
    throw new RangeError(`Unknown string column '${column}': expected one of ${STRING_COLUMNS.join(', ')}.`);
  }
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end > rowCount) {
    throw new RangeError(`Invalid row range ${start}..${end} for column '${column}': rows are 0..${rowCount}.`);
  }
}

/** The strings of rows `start..end` of a column held in the dataset's bytes. */
export function readStringRange(dataset: Dataset, column: StringColumn, start: number, end: number): string[] {
  assertRowRange(column, start, end, dataset.rowCount);
  const section = localSection(dataset, column);
  const out: string[] = new Array<string>(end - start);
  for (let from = start; from < end; from += DECODE_BLOCK_ROWS) {
    decodeRun(section, from, Math.min(end, from + DECODE_BLOCK_ROWS), out, from - start);
  }
  return out;
}

/** The strings of the given ascending rows, decoding each consecutive run in one call. */
export function readStringRows(dataset: Dataset, column: StringColumn, rows: ArrayLike<number>): string[] {
  const section = localSection(dataset, column);
  const out: string[] = new Array<string>(rows.length);
  let i = 0;
  while (i < rows.length) {
    const first = rows[i] as number;
    let j = i + 1;
    while (j < rows.length && rows[j] === first + (j - i) && j - i < DECODE_BLOCK_ROWS) j++;
    assertRowRange(column, first, first + (j - i), dataset.rowCount);
    decodeRun(section, first, first + (j - i), out, i);
    i = j;
  }
  return out;
}

/** A reader over the string columns held in the dataset's own bytes. */
export function createLocalStringReader(dataset: Dataset): StringColumnReader {
  return {
    read: (column, start, end) => Promise.resolve(readStringRange(dataset, column, start, end)),
    readRows: (column, rows) => Promise.resolve(readStringRows(dataset, column, rows)),
    readSection: (column, start, end) => {
      assertRowRange(column, start, end, dataset.rowCount);
      return Promise.resolve(sliceSection(localSection(dataset, column), start, end));
    },
  };
}

/**
 * A reader that fetches slices from the server. Sparse row ids are grouped into ranges (rows less
 * than `maxGapRows` apart share one), each at most `maxRangeRows` long.
 */
export function createRemoteStringReader(options: RemoteStringReaderOptions): StringColumnReader {
  const { rowCount, fetch, fetchSection } = options;
  const maxRange = options.maxRangeRows ?? (fetchSection ? 16_384 : 2000);
  const maxGap = options.maxGapRows ?? 64;
  const expect = (column: StringColumn, start: number, end: number, got: number | string): void => {
    if (got !== end - start) {
      throw new DatasetFormatError(`String slice ${column} ${start}..${end}: expected ${end - start} rows, got ${got}.`);
    }
  };
  const section = async (column: StringColumn, start: number, end: number): Promise<LocalStringSection> => {
    const got = await (fetchSection as StringSectionFetcher)(column, start, end);
    expect(column, start, end, got.offsets.length - 1);
    return got;
  };
  /** Strings of rows start..end (one request), as text. */
  const slice = async (column: StringColumn, start: number, end: number): Promise<string[]> => {
    if (fetchSection) {
      const out: string[] = new Array<string>(end - start);
      decodeRun(await section(column, start, end), 0, end - start, out, 0);
      return out;
    }
    if (!fetch) throw new TypeError('createRemoteStringReader needs fetch or fetchSection.');
    const got = await fetch(column, start, end);
    expect(column, start, end, Array.isArray(got) ? got.length : typeof got);
    return got;
  };
  const reader: StringColumnReader = {
    async read(column, start, end) {
      assertRowRange(column, start, end, rowCount);
      const out: string[] = [];
      for (let from = start; from < end; from += maxRange) out.push(...(await slice(column, from, Math.min(end, from + maxRange))));
      return out;
    },
    async readRows(column, rows) {
      const out: string[] = new Array<string>(rows.length);
      let i = 0;
      while (i < rows.length) {
        const first = rows[i] as number;
        let j = i + 1;
        while (j < rows.length) {
          const r = rows[j] as number;
          if (r - (rows[j - 1] as number) > maxGap || r - first >= maxRange) break;
          j++;
        }
        const last = rows[j - 1] as number;
        assertRowRange(column, first, last + 1, rowCount);
        if (fetchSection) decodeWanted(await section(column, first, last + 1), first, rows, i, j, out);
        else {
          const got = await slice(column, first, last + 1);
          for (let k = i; k < j; k++) out[k] = got[(rows[k] as number) - first] as string;
        }
        i = j;
      }
      return out;
    },
  };
  if (fetchSection) {
    reader.readSection = async (column, start, end) => {
      assertRowRange(column, start, end, rowCount);
      if (end - start <= maxRange) return section(column, start, end);
      const parts: LocalStringSection[] = [];
      for (let from = start; from < end; from += maxRange) parts.push(await section(column, from, Math.min(end, from + maxRange)));
      return joinSections(parts);
    };
  }
  return reader;
}

/**
 * Decodes only the wanted rows `rows[i..j)` of a section that starts at row `first` into `out[i..j)`,
 * each run of consecutive rows with one decoder call: sparse rows (every 50th) cost their own bytes,
 * not the whole range's.
 */
function decodeWanted(section: LocalStringSection, first: number, rows: ArrayLike<number>, i: number, j: number, out: string[]): void {
  let k = i;
  while (k < j) {
    let m = k + 1;
    while (m < j && (rows[m] as number) === (rows[m - 1] as number) + 1) m++;
    decodeRun(section, (rows[k] as number) - first, (rows[m - 1] as number) - first + 1, out, k);
    k = m;
  }
}

/** One section of several consecutive ones. */
function joinSections(parts: readonly LocalStringSection[]): LocalStringSection {
  const rows = parts.reduce((n, p) => n + p.offsets.length - 1, 0);
  const bytes = parts.reduce((n, p) => n + p.data.length, 0);
  const offsets = new Uint32Array(rows + 1);
  const unitOffsets = new Uint32Array(rows + 1);
  const data = new Uint8Array(bytes);
  let row = 0;
  let byte = 0;
  let unit = 0;
  for (const p of parts) {
    const n = p.offsets.length - 1;
    for (let i = 1; i <= n; i++) {
      offsets[row + i] = byte + (p.offsets[i] as number);
      unitOffsets[row + i] = unit + (p.unitOffsets[i] as number);
    }
    data.set(p.data, byte);
    row += n;
    byte += p.data.length;
    unit += p.unitOffsets[n] as number;
  }
  return { offsets, unitOffsets, data };
}

/** Random access to a stored dataset (a file or blob): `length` bytes at absolute `offset`. */
export type ByteRangeReader = (offset: number, length: number) => Promise<Uint8Array>;

/** A stored dataset opened for serving: its layout, and string slices read without loading it. */
export interface DatasetFile {
  layout: DatasetLayout;
  readStrings(column: StringColumn, start: number, end: number): Promise<string[]>;
  /** Rows [start, end) of a column as bytes with offsets from 0 (three ranged reads, nothing decoded). */
  readSection(column: StringColumn, start: number, end: number): Promise<LocalStringSection>;
}

/**
 * Opens a stored dataset through random reads: the header first, then only the bytes a string slice
 * needs. The server answers `/dataset` with the first `layout.coreByteLength` bytes and
 * `/dataset/strings` with `readStrings`.
 */
export async function openDatasetFile(readBytes: ByteRangeReader): Promise<DatasetFile> {
  const headerLength = datasetHeaderByteLength(await readBytes(0, DATASET_PREAMBLE_BYTES));
  const layout = readDatasetLayout(await readBytes(0, headerLength));
  const readSection = async (column: StringColumn, start: number, end: number): Promise<LocalStringSection> => {
    assertRowRange(column, start, end, layout.rowCount);
    const entry = layout.header.strings.find((s) => s.name === column) as StringSectionEntry;
    const readOffsets = async (at: number): Promise<Uint32Array> => {
      const raw = await readBytes(layout.bodyStart + at + start * 4, (end - start + 1) * 4);
      // Copy: the bytes may view a larger, unaligned buffer.
      return new Uint32Array(new Uint8Array(raw).buffer);
    };
    const [bytes, units] = await Promise.all([readOffsets(entry.offsetsOffset), readOffsets(entry.unitOffsetsOffset)]);
    const b0 = bytes[0] as number;
    const u0 = units[0] as number;
    const data = await readBytes(layout.bodyStart + entry.dataOffset + b0, (bytes[end - start] as number) - b0);
    // A section from row 0 (a whole column) already counts from 0: no pass over a million offsets.
    return { offsets: b0 === 0 ? bytes : bytes.map((o) => o - b0), unitOffsets: u0 === 0 ? units : units.map((o) => o - u0), data };
  };
  return {
    layout,
    readSection,
    async readStrings(column, start, end) {
      const section = await readSection(column, start, end);
      const out: string[] = new Array<string>(end - start);
      decodeRun(section, 0, end - start, out, 0);
      return out;
    },
  };
}

/** The `{any, all, none}` checks of a row from the `checks` column ('' means none). */
export function decodeChecks(text: string): { any: CheckResult[]; all: CheckResult[]; none: CheckResult[] } {
  if (text === '') return { any: [], all: [], none: [] };
  return JSON.parse(text) as { any: CheckResult[]; all: CheckResult[]; none: CheckResult[] };
}

function localSection(dataset: Dataset, column: StringColumn): LocalStringSection {
  const section = dataset.localStrings[column];
  if (!section) {
    throw new DatasetFormatError(
      `String column '${column}' is not in these bytes (only the core prefix was loaded); use a remote reader.`,
    );
  }
  return section;
}

/**
 * (Module-internal: not in the package's index.) Decodes rows `start..end` with one TextDecoder call and slices the text at the stored code-unit
 * offsets. Should the decoded length disagree (damaged bytes), each row is decoded on its own.
 */
export function decodeRun(section: LocalStringSection, start: number, end: number, out: string[], at: number): void {
  const { offsets, unitOffsets, data } = section;
  const text = utf8Decoder.decode(data.subarray(offsets[start] as number, offsets[end] as number));
  const u0 = unitOffsets[start] as number;
  if (text.length === (unitOffsets[end] as number) - u0) {
    for (let r = start; r < end; r++) out[at + r - start] = text.slice((unitOffsets[r] as number) - u0, (unitOffsets[r + 1] as number) - u0);
    return;
  }
  for (let r = start; r < end; r++) {
    out[at + r - start] = utf8Decoder.decode(data.subarray(offsets[r] as number, offsets[r + 1] as number));
  }
}
