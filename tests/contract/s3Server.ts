/**
 * A local S3-compatible server for the tests (s3rver in a child process, s3rverChild.mjs), so the
 * blob contract suite and a whole server run against the S3 API without S3 itself.
 *
 *   const s3 = await startLocalS3(['blobs']);
 *   const store = new S3BlobStore(s3.options('blobs'));
 *   ...
 *   await s3.close();
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { S3BlobStoreOptions } from '@curbcut/server';

/** A running local S3 server. */
export interface LocalS3 {
  /** `http://127.0.0.1:PORT`. */
  endpoint: string;
  /** Store options for one of its buckets (s3rver's fixed credentials, path-style addressing). */
  options(bucket: string, extra?: Partial<S3BlobStoreOptions>): S3BlobStoreOptions & { kind: 's3' };
  /** Stops the server and removes its files. */
  close(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./s3rverChild.mjs', import.meta.url));

/** Starts s3rver on a free port with the given (empty) buckets. */
export async function startLocalS3(buckets: string[]): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'curbcut-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', CHILD, directory, ...buckets], { stdio: ['pipe', 'pipe', 'inherit'] });
  let port: number;
  try {
    port = await firstLine(child);
  } catch (err) {
    child.kill();
    await rm(directory, { recursive: true, force: true });
    throw err;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  let closing: Promise<void> | undefined;
  return {
    endpoint,
    options: (bucket, extra = {}) => ({
      kind: 's3',
      bucket,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      ...extra,
    }),
    close: () =>
      (closing ??= (async () => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.stdin?.end();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
        await rm(directory, { recursive: true, force: true });
      })()),
  };
}

/** The port the child prints once it listens; rejects when it exits first or takes over 20 s. */
function firstLine(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error('The local S3 server did not start within 20 s.')), 20_000);
    const done = (): void => {
      clearTimeout(timer);
      lines.close();
    };
    lines.once('line', (line) => {
      done();
      try {
        resolve((JSON.parse(line) as { port: number }).port);
      } catch {
        reject(new Error(`The local S3 server printed "${line}" instead of its port.`));
      }
    });
    child.once('exit', (code) => {
      done();
      reject(new Error(`The local S3 server exited with code ${code} before it listened.`));
    });
  });
}
