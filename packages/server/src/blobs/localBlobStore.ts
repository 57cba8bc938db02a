/**
 * BlobStore on the local disk under `<dataDir>/blobs`. Writes go to a temporary file in the same
 * directory and are renamed over the target, which is atomic on one file system.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { validateBlobKey, type BlobBody, type BlobInfo, type BlobStore } from './blobStore';

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
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
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

  async get(key: string): Promise<Readable | null> {
    const path = this.pathOf(key);
    if (!(await this.isFile(path))) return null;
    return createReadStream(path);
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
    return this.isFile(this.pathOf(key));
  }

  private pathOf(key: string): string {
    validateBlobKey(key);
    const path = join(this.root, ...key.split('/'));
    // Defence in depth: validation already forbids "..", but the resolved path must stay inside.
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid blob key "${key}": resolves outside the store.`);
    return path;
  }

  private async isFile(path: string): Promise<boolean> {
    try {
      return (await stat(path)).isFile();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
  }
}
