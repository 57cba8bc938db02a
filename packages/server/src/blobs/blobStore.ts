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

/** A key-value store of binary objects. */
export interface BlobStore {
  /** Writes (or replaces) the blob atomically: readers see the old bytes or the new, never half. */
  put(key: string, body: BlobBody): Promise<BlobInfo>;
  /** A stream of the blob's bytes, or null when there is no such blob. */
  get(key: string): Promise<Readable | null>;
  /** Removes the blob; true when it existed. */
  delete(key: string): Promise<boolean>;
  exists(key: string): Promise<boolean>;
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

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
