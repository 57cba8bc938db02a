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
 * Throws when `key` is not a safe relative key: segments of letters, digits, `.`, `_` and `-`
 * separated by `/`, no `.` or `..` segment, no leading `/` or `.`, at most 512 characters.
 */
export function validateBlobKey(key: string): void {
  if (key.length === 0 || key.length > 512) throw new Error(`Invalid blob key "${key}": must be 1 to 512 characters long.`);
  for (const segment of key.split('/')) {
    if (segment === '.' || segment === '..' || !SEGMENT.test(segment)) {
      throw new Error(
        `Invalid blob key "${key}": segment "${segment}" must start with a letter, digit or "_" and use only letters, digits, ".", "_" and "-".`,
      );
    }
  }
}
