/**
 * Where large binary things live (PDFs, page snapshots, exports): a small key -> bytes interface so
 * that local disk (the embedded default) and an S3-compatible store are interchangeable.
 *
 * Keys are relative paths of lower-case segments (`reports/rep_x/snapshot-1.html`); validateBlobKey
 * rejects anything that could leave the store's root.
 */
import type { Readable } from 'node:stream';

/** What `put` accepts: bytes, text or a stream. */
export type BlobBody = Buffer | Uint8Array | string | Readable;

/** Stored facts about a blob. */
export interface BlobInfo {
  key: string;
  size: number;
}

/** One blob of a listing: its key, size and when it was last written (by the store's clock). */
export interface BlobListing {
  key: string;
  size: number;
  lastModified: Date;
}

/** A byte range of a blob: `length` bytes from `offset`. */
export interface BlobRange {
  offset: number;
  length: number;
}

/** A key-value store of binary objects. */
export interface BlobStore {
  /** Writes (or replaces) the blob atomically: readers see the old bytes or the new, never half. */
  put(key: string, body: BlobBody): Promise<BlobInfo>;
  /**
   * A stream of the blob's bytes (only `range` when given), or null when there is no such blob. A
   * range must lie inside the blob: a stream that ended early would look like a complete answer.
   */
  get(key: string, range?: BlobRange): Promise<Readable | null>;
  /**
   * Exactly `length` bytes at `offset`, or null when there is no such blob (random access for large
   * files read a slice at a time). Throws a RangeError naming the blob when it is too short.
   */
  getRange(key: string, offset: number, length: number): Promise<Uint8Array | null>;
  /** The blob's size, or null when there is no such blob. */
  stat(key: string): Promise<BlobInfo | null>;
  /** Removes the blob; true when it existed. */
  delete(key: string): Promise<boolean>;
  exists(key: string): Promise<boolean>;
  /**
   * Every blob whose key starts with `prefix` (`''` for all, otherwise whole segments ending in `/`,
   * such as `pdf/uploads/`), in no particular order, read a page at a time. Blobs written or deleted
   * while the listing runs may or may not appear. Sweeps of abandoned files use it.
   */
  list(prefix: string): AsyncIterable<BlobListing>;
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

/** Throws a RangeError unless `range` is whole non-negative numbers inside a blob of `size` bytes. */
export function validateBlobRange(key: string, range: BlobRange, size: number): void {
  const { offset, length } = range;
  if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || offset < 0 || length < 0) {
    throw new RangeError(`Invalid range of blob "${key}": offset ${offset} and length ${length} must be whole numbers, 0 or more.`);
  }
  if (offset + length > size) {
    throw new RangeError(`Range ${offset}+${length} of blob "${key}" ends beyond its ${size} bytes.`);
  }
}

/**
 * Throws unless `prefix` is `''` or whole key segments followed by `/` (`pdf/uploads/`), so that
 * a listing means the same on disk (a directory) and in a bucket (a key prefix).
 */
export function validateBlobPrefix(prefix: string): void {
  if (prefix === '') return;
  const problem = prefix.endsWith('/') ? keyProblem(prefix.slice(0, -1)) : 'must be empty or end with "/"';
  if (problem) throw new Error(`Invalid blob prefix "${prefix}": ${problem}.`);
}

/**
 * Throws when `key` is not a safe relative key: segments of letters, digits, `.`, `_` and `-`
 * separated by `/`, no `.` or `..` segment, no leading `/` or `.`, at most 512 characters.
 */
export function validateBlobKey(key: string): void {
  const problem = keyProblem(key);
  if (problem) throw new Error(`Invalid blob key "${key}": ${problem}.`);
}

/** True when `key` is a valid key (listings skip objects of other names, which no call could address). */
export function isValidBlobKey(key: string): boolean {
  return keyProblem(key) === null;
}

/** What is wrong with `key`, or null when it is a valid key. */
function keyProblem(key: string): string | null {
  if (key.length === 0 || key.length > 512) return 'must be 1 to 512 characters long';
  for (const segment of key.split('/')) {
    if (segment === '.' || segment === '..' || !SEGMENT.test(segment)) {
      return `segment "${segment}" must start with a letter, digit or "_" and use only letters, digits, ".", "_" and "-"`;
    }
  }
  return null;
}
