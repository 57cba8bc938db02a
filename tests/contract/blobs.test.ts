/**
 * The blob store contract, run on both stores: the local disk and an S3 bucket (on s3rver, a local
 * S3 API). Round trips of bytes, text and streams (multipart past one part), atomic replacement,
 * failed writes, missing blobs, exact byte ranges, listings by prefix (paged), and keys that could
 * leave the store refused. Then what only one store does, and a whole server on each.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobConfigError, LocalBlobStore, openBlobStore, S3BlobStore, validateBlobKey, type BlobStore } from '@curbcut/server';
import { describeEachDatabase } from './harness';
import { startLocalS3, type LocalS3 } from './s3Server';

/** A store under test, made fresh for its suite. */
interface StoreKind {
  name: string;
  open(): Promise<{ store: BlobStore; dispose(): Promise<void> }>;
}

const STORES: StoreKind[] = [
  {
    name: 'disk',
    async open() {
      const root = await mkdtemp(join(tmpdir(), 'curbcut-blobs-'));
      return { store: new LocalBlobStore(root), dispose: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 's3',
    async open() {
      const s3 = await startLocalS3(['blobs']);
      // Two objects a page, so every listing below pages.
      const store = new S3BlobStore({ ...s3.options('blobs', { prefix: 'tenant-a' }), listPageSize: 2 });
      return {
        store,
        async dispose() {
          await store.close();
          await s3.close();
        },
      };
    },
  },
];

/** `count` bytes of a pattern that differs at every offset of a part boundary. */
function patterned(count: number): Buffer {
  const bytes = Buffer.alloc(count);
  for (let i = 0; i < count; i++) bytes[i] = (i * 31 + (i >> 8)) % 251;
  return bytes;
}

/** A stream of `bytes` in 64 KiB chunks, of no declared length. */
function chunked(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += 65_536) yield bytes.subarray(i, i + 65_536);
    })(),
  );
}

/** A stream that sends `good` bytes, then fails. */
function failingAfter(good: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= good) return void this.destroy(new Error('upload interrupted'));
      const n = Math.min(65_536, good - sent);
      sent += n;
      this.push(Buffer.alloc(n, 7));
    },
  });
}

const sha = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

async function keysUnder(store: BlobStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const blob of store.list(prefix)) keys.push(blob.key);
  return keys.sort();
}

for (const kind of STORES) {
  describe(`blob store contract [${kind.name}]`, () => {
    let store: BlobStore;
    let dispose: () => Promise<void>;
    const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);

    beforeAll(async () => {
      ({ store, dispose } = await kind.open());
      await store.put('datasets/rep_1/v1-0.ccds', bytes);
    });
    afterAll(() => dispose());

    it('stores and returns bytes, text and streams, answering their sizes', async () => {
      expect(await store.put('reports/rep_1/snapshot-1.html', '<p>hello</p>')).toEqual({ key: 'reports/rep_1/snapshot-1.html', size: 12 });
      expect(await store.put('reports/rep_1/file.pdf', Buffer.from([0x25, 0x50, 0x44, 0x46]))).toEqual({ key: 'reports/rep_1/file.pdf', size: 4 });
      expect(await store.put('exports/big.csv', Readable.from(['a,b\n', '1,2\n']))).toEqual({ key: 'exports/big.csv', size: 8 });
      expect(await store.put('exports/empty.csv', Readable.from([]))).toEqual({ key: 'exports/empty.csv', size: 0 });
      expect(await text((await store.get('reports/rep_1/snapshot-1.html'))!)).toBe('<p>hello</p>');
      expect(await text((await store.get('reports/rep_1/file.pdf'))!)).toBe('%PDF');
      expect(await text((await store.get('exports/big.csv'))!)).toBe('a,b\n1,2\n');
      expect((await buffer((await store.get('exports/empty.csv'))!)).length).toBe(0);
    });

    it('streams a body larger than one upload part in and out, whole and by ranges across the part boundary', async () => {
      const big = patterned(8 * 1024 * 1024 + 4099);
      expect(await store.put('pdf/uploads/big.pdf', chunked(big))).toEqual({ key: 'pdf/uploads/big.pdf', size: big.length });
      expect(await store.stat('pdf/uploads/big.pdf')).toEqual({ key: 'pdf/uploads/big.pdf', size: big.length });
      expect(sha(await buffer((await store.get('pdf/uploads/big.pdf'))!))).toBe(sha(big));
      const boundary = 8 * 1024 * 1024;
      expect(await store.getRange('pdf/uploads/big.pdf', boundary - 10, 20)).toEqual(new Uint8Array(big.subarray(boundary - 10, boundary + 10)));
      const tail = await store.get('pdf/uploads/big.pdf', { offset: big.length - 5000, length: 5000 });
      expect(sha(await buffer(tail!))).toBe(sha(big.subarray(big.length - 5000)));
      expect(await store.delete('pdf/uploads/big.pdf')).toBe(true);
    });

    it('replaces a blob whole', async () => {
      await store.put('reports/rep_2/data.json', '{"v":1}');
      await store.put('reports/rep_2/data.json', Readable.from(['{"v":', '2}']));
      expect(await text((await store.get('reports/rep_2/data.json'))!)).toBe('{"v":2}');
      expect(await keysUnder(store, 'reports/rep_2/')).toEqual(['reports/rep_2/data.json']);
    });

    it('fails a write whose stream fails, small or past one part, with the stream\'s error, and keeps the old blob', async () => {
      await store.put('reports/rep_3/a.txt', 'old');
      await expect(store.put('reports/rep_3/a.txt', failingAfter(1000))).rejects.toThrow('upload interrupted');
      await expect(store.put('reports/rep_3/a.txt', failingAfter(9 * 1024 * 1024))).rejects.toThrow('upload interrupted');
      await expect(store.put('reports/rep_3/b.txt', failingAfter(10))).rejects.toThrow('upload interrupted');
      expect(await text((await store.get('reports/rep_3/a.txt'))!)).toBe('old');
      expect(await store.exists('reports/rep_3/b.txt')).toBe(false);
      expect(await keysUnder(store, 'reports/rep_3/')).toEqual(['reports/rep_3/a.txt']);
    });

    it('answers exists, get, stat and delete for missing blobs without throwing', async () => {
      expect(await store.exists('nothing/here.txt')).toBe(false);
      expect(await store.get('nothing/here.txt')).toBeNull();
      expect(await store.stat('nothing/here.txt')).toBeNull();
      expect(await store.delete('nothing/here.txt')).toBe(false);
      await store.put('tmp/x.txt', 'x');
      expect(await store.exists('tmp/x.txt')).toBe(true);
      expect(await store.delete('tmp/x.txt')).toBe(true);
      expect(await store.exists('tmp/x.txt')).toBe(false);
      // A "directory" is not a blob.
      expect(await store.exists('reports')).toBe(false);
      expect(await store.stat('datasets/rep_1')).toBeNull();
    });

    it('reads exactly the asked bytes at any offset, as bytes and as streams', async () => {
      const key = 'datasets/rep_1/v1-0.ccds';
      // One byte at 0 is "bytes=0-0", which some S3 servers answer with the whole object.
      expect(await store.getRange(key, 0, 1)).toEqual(bytes.slice(0, 1));
      expect(await store.getRange(key, 0, 16)).toEqual(bytes.slice(0, 16));
      expect(await store.getRange(key, 990, 10)).toEqual(bytes.slice(990));
      expect(await store.getRange(key, 500, 0)).toEqual(new Uint8Array(0));
      expect(new Uint8Array(await buffer((await store.get(key, { offset: 100, length: 300 }))!))).toEqual(bytes.slice(100, 400));
      expect(new Uint8Array(await buffer((await store.get(key, { offset: 0, length: 1 }))!))).toEqual(bytes.slice(0, 1));
      expect(new Uint8Array(await buffer((await store.get(key))!))).toEqual(bytes);
      expect((await buffer((await store.get(key, { offset: 1000, length: 0 }))!)).length).toBe(0);
      expect(await store.stat(key)).toEqual({ key, size: 1000 });
    });

    it('answers null for ranges of a missing blob', async () => {
      expect(await store.getRange('datasets/rep_2/v1-0.ccds', 0, 16)).toBeNull();
      expect(await store.get('datasets/rep_2/v1-0.ccds', { offset: 0, length: 16 })).toBeNull();
      expect(await store.get('datasets/rep_2/v1-0.ccds', { offset: 0, length: 0 })).toBeNull();
    });

    it('refuses ranges beyond the end or negative, naming the blob and its size', async () => {
      const key = 'datasets/rep_1/v1-0.ccds';
      await expect(store.getRange(key, 990, 11)).rejects.toThrow(`Range 990+11 of blob "${key}" ends beyond its 1000 bytes.`);
      await expect(store.getRange(key, 1000, 1)).rejects.toThrow(`Range 1000+1 of blob "${key}" ends beyond its 1000 bytes.`);
      await expect(store.get(key, { offset: 2000, length: 5 })).rejects.toThrow(`Range 2000+5 of blob "${key}" ends beyond its 1000 bytes.`);
      await expect(store.get(key, { offset: 1001, length: 0 })).rejects.toThrow(`Range 1001+0 of blob "${key}" ends beyond its 1000 bytes.`);
      await expect(store.get(key, { offset: -1, length: 4 })).rejects.toThrow(
        `Invalid range of blob "${key}": offset -1 and length 4 must be whole numbers, 0 or more.`,
      );
    });

    it('lists blobs under a prefix with sizes and write times, across pages', async () => {
      const before = Date.now() - 60_000;
      for (const name of ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf']) await store.put(`listing/uploads/${name}`, name);
      await store.put('listing/uploads/deeper/f.pdf', 'f');
      await store.put('listing/other/g.pdf', 'g');
      const listed = [];
      for await (const blob of store.list('listing/uploads/')) listed.push(blob);
      listed.sort((a, b) => a.key.localeCompare(b.key));
      expect(listed.map((b) => [b.key, b.size])).toEqual([
        ['listing/uploads/a.pdf', 5],
        ['listing/uploads/b.pdf', 5],
        ['listing/uploads/c.pdf', 5],
        ['listing/uploads/d.pdf', 5],
        ['listing/uploads/deeper/f.pdf', 1],
        ['listing/uploads/e.pdf', 5],
      ]);
      for (const blob of listed) expect(blob.lastModified.getTime()).toBeGreaterThan(before);
      expect(await keysUnder(store, 'listing/')).toHaveLength(7);
      expect(await keysUnder(store, 'nothing/')).toEqual([]);
      expect(await keysUnder(store, '')).toContain('datasets/rep_1/v1-0.ccds');
      // Deleting while listing (what a sweep does) neither fails nor skips the rest.
      let seen = 0;
      for await (const blob of store.list('listing/uploads/')) {
        seen++;
        await store.delete(blob.key);
      }
      expect(seen).toBe(6);
      expect(await keysUnder(store, 'listing/')).toEqual(['listing/other/g.pdf']);
    });

    it('refuses keys and prefixes that could escape the store, naming the bad segment', async () => {
      for (const key of ['../etc/passwd', 'a/../../b', '/abs/path', 'a//b', '.hidden', 'a/./b', 'a\\b', 'a/b c', '']) {
        expect(() => validateBlobKey(key), key).toThrow(/Invalid blob key/);
        await expect(store.put(key, 'x')).rejects.toThrow(/Invalid blob key/);
        await expect(store.get(key)).rejects.toThrow(/Invalid blob key/);
        await expect(store.delete(key)).rejects.toThrow(/Invalid blob key/);
      }
      expect(() => validateBlobKey('../etc/passwd')).toThrow('Invalid blob key "../etc/passwd": segment ".." must start with a letter, digit or "_"');
      expect(() => validateBlobKey('reports/rep_1/page-1.v2.html')).not.toThrow();
      await expect(keysUnder(store, 'listing')).rejects.toThrow('Invalid blob prefix "listing": must be empty or end with "/".');
      await expect(keysUnder(store, '../')).rejects.toThrow('Invalid blob prefix "../": segment ".." must start');
    });
  });
}

describe('disk store only', () => {
  it('hides writes in progress from listings and leaves no temporary file behind a failed one', async () => {
    const root = await mkdtemp(join(tmpdir(), 'curbcut-blobs-'));
    try {
      const store = new LocalBlobStore(root);
      await store.put('reports/rep_3/a.txt', 'old');
      const dir = join(root, 'reports', 'rep_3');
      let filesDuringWrite: string[] = [];
      let listedDuringWrite: string[] = [];
      const slow = new Readable({
        read() {
          void (async () => {
            // Once the temporary file is open, list, then fail the write.
            for (let i = 0; i < 100 && filesDuringWrite.length < 2; i++) {
              filesDuringWrite = await readdir(dir);
              await new Promise((resolve) => setTimeout(resolve, 10));
            }
            listedDuringWrite = await keysUnder(store, 'reports/rep_3/');
            this.destroy(new Error('upload interrupted'));
          })();
        },
      });
      await expect(store.put('reports/rep_3/a.txt', slow)).rejects.toThrow('upload interrupted');
      expect(filesDuringWrite).toHaveLength(2);
      expect(filesDuringWrite.find((f) => f !== 'a.txt')).toMatch(/^\.a\.txt\.[0-9a-f]{12}\.tmp$/);
      expect(listedDuringWrite).toEqual(['reports/rep_3/a.txt']);
      expect(await readdir(dir)).toEqual(['a.txt']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('S3 store only', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3(['shared']);
  });
  afterAll(() => s3.close());

  it('keeps stores of different prefixes in one bucket apart', async () => {
    const a = new S3BlobStore(s3.options('shared', { prefix: 'a' }));
    const b = new S3BlobStore(s3.options('shared', { prefix: '/b/nested/' }));
    const all = new S3BlobStore(s3.options('shared'));
    await a.put('x/1.txt', 'from a');
    await b.put('x/1.txt', 'from b');
    expect(await text((await a.get('x/1.txt'))!)).toBe('from a');
    expect(await text((await b.get('x/1.txt'))!)).toBe('from b');
    expect(await keysUnder(a, '')).toEqual(['x/1.txt']);
    expect(await keysUnder(all, '')).toEqual(['a/x/1.txt', 'b/nested/x/1.txt']);
    await Promise.all([a.close(), b.close(), all.close()]);
  });

  it('refuses at start a bucket that does not exist or an endpoint that does not answer, saying which', async () => {
    const missing = openBlobStore(s3.options('no-such-bucket'), '/unused');
    await expect(missing).rejects.toThrow(BlobConfigError);
    await expect(missing).rejects.toThrow(`Cannot use the blob store s3://no-such-bucket/ at ${s3.endpoint}: no such bucket (HTTP 404); create it first`);
    const closed = openBlobStore(s3.options('shared', { endpoint: 'http://127.0.0.1:9' }), '/unused');
    await expect(closed).rejects.toThrow(/^Cannot use the blob store s3:\/\/shared\/ at http:\/\/127\.0\.0\.1:9: .*ECONNREFUSED/);
    await expect(openBlobStore({ ...s3.options('shared'), bucket: 'Bad_Bucket' }, '/unused')).rejects.toThrow(
      'Invalid S3 blob store: bucket "Bad_Bucket" must be 3 to 63 lower-case letters',
    );
  });
});

describeEachDatabase('server blobs', (db) => {
  it('keeps blobs under <dataDir>/blobs by default', async () => {
    const server = await db().start();
    await server.context.blobs.put('reports/rep_9/snapshot.html', '<html></html>');
    const files = await readdir(join(db().options().dataDir!, 'blobs', 'reports', 'rep_9'));
    expect(files).toEqual(['snapshot.html']);
  });
});
