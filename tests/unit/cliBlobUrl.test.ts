/**
 * `--blob-url` of `curbcut serve` and `curbcut worker` (or CURBCUT_BLOB_URL): a URL that cannot work
 * is refused before anything starts (exit 2, naming the bad part; blobConfig.test.ts has every
 * part); a bucket that cannot be used stops the start with one line (exit 1). A server on a bucket
 * is tested whole in tests/contract/blobsOnS3.test.ts.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandUsage } from '@curbcut/cli';
import { startLocalS3, type LocalS3 } from '../contract/s3Server';
import { runCli } from './fixtures/runCli';

const SHAPE = 'must look like s3://BUCKET/PREFIX?region=R&endpoint=http://HOST:PORT&path_style=true';
// The SDK's warning about Node.js 20 would be a second line on stderr.
const S3RVER_KEYS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

describe('--blob-url', { timeout: 90_000 }, () => {
  let dataDir: string;
  let s3: LocalS3;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'curbcut-blob-url-'));
    s3 = await startLocalS3(['cli-blobs']);
  });
  afterAll(async () => {
    await s3.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is in the help of serve and worker', () => {
    expect(commandUsage('serve')).toMatch(/--blob-url URL +Keep blobs \(PDFs, snapshots, exports\) in an S3-compatible bucket/);
    expect(commandUsage('worker')).toMatch(/--blob-url URL +The servers' blob bucket/);
  });

  it('refuses a URL that cannot work before starting anything, from the flag or CURBCUT_BLOB_URL', async () => {
    const [serve, worker] = await Promise.all([
      runCli(['serve', '--port', '0', '--data-dir', dataDir, '--blob-url', 'https://bucket/prefix']),
      runCli(['worker', '--database-url', 'postgres://u:p@127.0.0.1:1/x'], { CURBCUT_BLOB_URL: 's3://AKIA:hunter2@bucket' }),
    ]);
    expect([serve.code, worker.code]).toEqual([2, 2]);
    expect(serve.stderr).toBe(`curbcut serve: --blob-url (or CURBCUT_BLOB_URL) ${SHAPE}: it starts with "https://", not "s3://" (leave it out to keep blobs in the data directory).\n`);
    expect(worker.stderr).toBe(`curbcut worker: --blob-url (or CURBCUT_BLOB_URL) ${SHAPE}: credentials do not go in the URL; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.\n`);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('stops the start with one line when the bucket cannot be used', async () => {
    const missing = await runCli(['serve', '--port', '0', '--data-dir', dataDir, '--quiet', '--blob-url', `s3://no-such-bucket?endpoint=${s3.endpoint}`], S3RVER_KEYS);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`curbcut serve: Cannot use the blob store s3://no-such-bucket/ at ${s3.endpoint}: no such bucket (HTTP 404); create it first\n`);
  });
});
