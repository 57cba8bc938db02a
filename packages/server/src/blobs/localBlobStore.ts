/**
 * BlobStore on the local disk under `<dataDir>/blobs`. Writes go to a temporary file in the same
 * directory and are renamed over the target, which is atomic on one file system. Temporary names
 * start with `.`, which no key may, so a listing never mistakes a write in progress for a blob.
 * Ranged reads open the file for each call, so a blob replaced or deleted between two reads is never
 * held open.
 */
import { createWriteStream, type Dir } from 'node:fs';
import { mkdir, open, opendir, rename, rm, stat, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import {
  isValidBlobKey,
  validateBlobKey,
  validateBlobPrefix,
  validateBlobRange,
  type BlobBody,
  type BlobInfo,
  type BlobListing,
  type BlobRange,
  type BlobStore,
} from './blobStore';

/** Blobs as files under one root directory. */
export class LocalBlobStore implements BlobStore {
  /** Absolute root directory. */
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, body: BlobBody): Promise<BlobInfo> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      const source = body instanceof Readable ? body : Readable.from([typeof body === 'string' ? Buffer.from(body, 'utf8') : body]);
      await pipeline(source, createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
    return { key, size: (await stat(target)).size };
  }

  async get(key: string, range?: BlobRange): Promise<Readable | null> {
    // The stream reads through the handle opened here, so a blob deleted or replaced meanwhile is
    // still read whole (POSIX keeps an open file's bytes).
    const opened = await this.openIfExists(key);
    if (!opened) return null;
    const { handle, size } = opened;
    try {
      if (!range) return handle.createReadStream();
      validateBlobRange(key, range, size);
    } catch (err) {
      await handle.close();
      throw err;
    }
    if (range.length === 0) {
      await handle.close();
      return Readable.from([]);
    }
    // `end` is inclusive.
    return handle.createReadStream({ start: range.offset, end: range.offset + range.length - 1 });
  }

  async getRange(key: string, offset: number, length: number): Promise<Uint8Array | null> {
    const opened = await this.openIfExists(key);
    if (!opened) return null;
    const { handle, size } = opened;
    try {
      validateBlobRange(key, { offset, length }, size);
      const bytes = new Uint8Array(length);
      let done = 0;
      while (done < length) {
        const { bytesRead } = await handle.read(bytes, done, length - done, offset + done);
        if (bytesRead === 0) throw new RangeError(`Blob "${key}" ended at byte ${offset + done} while ${length - done} more were read.`);
        done += bytesRead;
      }
      return bytes;
    } finally {
      await handle.close();
    }
  }

  async stat(key: string): Promise<BlobInfo | null> {
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      return info.isFile() ? { key, size: info.size } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<boolean> {
    try {
      await unlink(this.pathOf(key));
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async *list(prefix: string): AsyncIterable<BlobListing> {
    validateBlobPrefix(prefix);
    yield* this.walk(prefix === '' ? this.root : join(this.root, ...prefix.slice(0, -1).split('/')), prefix);
  }

  /** The files under `dir` (whose keys start with `keyPrefix`), depth first; a missing directory lists nothing. */
  private async *walk(dir: string, keyPrefix: string): AsyncIterable<BlobListing> {
    let entries: Dir;
    try {
      entries = await opendir(dir);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return;
      throw err;
    }
    for await (const entry of entries) {
      const key = `${keyPrefix}${entry.name}`;
      // Temporary files (".name.hex.tmp") and anything else no key could name are not blobs.
      if (!isValidBlobKey(key)) continue;
      if (entry.isDirectory()) {
        yield* this.walk(join(dir, entry.name), `${key}/`);
      } else if (entry.isFile()) {
        try {
          const info = await stat(join(dir, entry.name));
          yield { key, size: info.size, lastModified: info.mtime };
        } catch (err) {
          // Deleted since the directory was read.
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
      }
    }
  }

  /** The blob's file opened for reading, with its size (from the one stat that tells a file from a directory). */
  private async openIfExists(key: string): Promise<{ handle: FileHandle; size: number } | null> {
    const path = this.pathOf(key);
    try {
      const handle = await open(path, 'r');
      const info = await handle.stat();
      if (info.isFile()) return { handle, size: info.size };
      await handle.close();
      return null;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR') return null;
      throw err;
    }
  }

  /** The file that holds (or would hold) blob `key`: for a reader on this machine that needs positioned reads of its own. */
  filePath(key: string): string {
    return this.pathOf(key);
  }

  private pathOf(key: string): string {
    validateBlobKey(key);
    const path = join(this.root, ...key.split('/'));
    // Defence in depth: validation already forbids "..", but the resolved path must stay inside.
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid blob key "${key}": resolves outside the store.`);
    return path;
  }
}
