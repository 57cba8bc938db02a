/**
 * Streams a CSV export in chunks of about `chunkSize` bytes, each ending at a row boundary, so a
 * million rows never become one string or one buffer. Chunks are UTF-8 bytes (what a Blob, a file
 * and an HTTP response take without re-encoding) or, through the text variants, strings.
 * `onChunk` may return a promise (backpressure); throwing from it stops the export.
 */
import { utf8Decoder, utf8Encoder } from '../dataset/utf8';
import { CSV_COLUMNS } from './columns';
import { csvLine } from './escape';

/**
 * A piece of CSV from a source: whole rows, UTF-8, in an array the source will not touch again,
 * unless the chunks were asked for with `reuse` (then only until the next chunk is asked for).
 */
export interface CsvSourceChunk {
  bytes: Uint8Array;
  rows: number;
}

/** How a source may hand out its chunks. */
export interface CsvSourceOptions {
  /**
   * The consumer is done with a chunk's bytes once it asks for the next chunk, so the source
   * may write the next rows over them (a source may also ignore this and hand out fresh arrays).
   */
  reuse?: boolean;
}

/** Where rows come from. */
export interface CsvRowSource {
  /** Rows the source yields, for progress. */
  readonly total: number;
  /** Header cells when the rows are not the export row of spec 000 section 3.3 (a comparison adds its status). */
  readonly columns?: readonly string[];
  /** The rows as pieces of about `chunkSize` bytes, each ending at a row boundary. */
  chunks(chunkSize: number, options?: CsvSourceOptions): AsyncIterable<CsvSourceChunk> | Iterable<CsvSourceChunk>;
}

/** Options of the CSV writers. */
export interface CsvChunkOptions {
  /** Bytes per chunk, about (default 65,536); a chunk always ends at a row boundary. */
  chunkSize?: number;
  /** Write the header line (default true). */
  header?: boolean;
  /** Start with a UTF-8 byte order mark so Excel reads non-ASCII text right (default true). */
  bom?: boolean;
  /** Called after each chunk with rows written so far and the total. */
  onProgress?: (written: number, total: number) => void;
  /**
   * Lets the writer write over a chunk's bytes once the consumer is done with it: once `onChunk`
   * has returned and its promise settled ({@link writeCsv}), or once the next chunk is asked for
   * ({@link csvChunks}). Extra memory then stays at about one chunk however large the export,
   * instead of whatever the garbage collector has not reclaimed yet, and no fresh memory is
   * zeroed per chunk. Only for consumers that have finished with the bytes by then (a
   * synchronous write, an awaited write that copies them); not for one that keeps or queues the
   * chunk, such as Blob parts or a Node stream's `write`. Default false: every chunk is a fresh
   * array the caller may keep. The string variants decode each chunk at once, so they always reuse.
   */
  reuseChunks?: boolean;
}

/** Options of {@link writeCsv} (UTF-8 chunks). */
export interface CsvWriteOptions extends CsvChunkOptions {
  source: CsvRowSource;
  onChunk: (chunk: Uint8Array) => void | Promise<void>;
}

/** Options of {@link writeCsvText} (string chunks). */
export interface CsvTextWriteOptions extends CsvChunkOptions {
  source: CsvRowSource;
  onChunk: (chunk: string) => void | Promise<void>;
}

/** What was written. */
export interface CsvWriteResult {
  rows: number;
  /** UTF-8 bytes, BOM and header included. */
  bytes: number;
  chunks: number;
}

const DEFAULT_CHUNK = 64 * 1024;
const BOM = new Uint8Array([0xef, 0xbb, 0xbf]);

/** The CSV as UTF-8 chunks, each a fresh array the caller may keep (unless `reuseChunks`). */
export async function* csvChunks(source: CsvRowSource, options: CsvChunkOptions = {}): AsyncGenerator<Uint8Array, void, undefined> {
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK;
  if (!Number.isInteger(chunkSize) || chunkSize < 1) throw new RangeError(`chunkSize must be a positive integer, got ${chunkSize}.`);
  const header = utf8Encoder.encode((options.header ?? true) ? csvLine(source.columns ?? CSV_COLUMNS) : '');
  let prefix: Uint8Array | null = concat((options.bom ?? true) ? BOM : new Uint8Array(0), header);
  let written = 0;
  for await (const piece of source.chunks(chunkSize, { reuse: options.reuseChunks ?? false })) {
    if (prefix !== null) {
      yield concat(prefix, piece.bytes);
      prefix = null;
    } else {
      yield piece.bytes;
    }
    written += piece.rows;
    options.onProgress?.(written, source.total);
  }
  if (prefix !== null && prefix.length > 0) yield prefix;
}

/** The CSV as string chunks (each decoded from a chunk of whole rows). */
export async function* csvTextChunks(source: CsvRowSource, options: CsvChunkOptions = {}): AsyncGenerator<string, void, undefined> {
  for await (const chunk of csvChunks(source, { ...options, reuseChunks: true })) yield utf8Decoder.decode(chunk);
}

/** Writes the whole CSV through `onChunk` as UTF-8 chunks. */
export function writeCsv(options: CsvWriteOptions): Promise<CsvWriteResult> {
  return drain(options, options.onChunk);
}

/** Writes the whole CSV through `onChunk` as string chunks. */
export function writeCsvText(options: CsvTextWriteOptions): Promise<CsvWriteResult> {
  // Each chunk is decoded before onChunk runs, so its bytes may be reused at once.
  return drain({ ...options, reuseChunks: true }, (chunk) => options.onChunk(utf8Decoder.decode(chunk)));
}

async function drain(
  options: CsvChunkOptions & { source: CsvRowSource },
  onChunk: (chunk: Uint8Array) => void | Promise<void>,
): Promise<CsvWriteResult> {
  let rows = 0;
  let bytes = 0;
  let chunks = 0;
  const onProgress = (written: number, total: number): void => {
    rows = written;
    options.onProgress?.(written, total);
  };
  for await (const chunk of csvChunks(options.source, { ...options, onProgress })) {
    bytes += chunk.length;
    chunks++;
    await onChunk(chunk);
  }
  return { rows, bytes, chunks };
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
