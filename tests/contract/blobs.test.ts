/**
 * The local blob store: round trips of bytes, text and streams, atomic replacement, deletion, and
 * keys that could leave the store's root refused with a message naming the bad segment.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore, validateBlobKey } from '@curbcut/server';
import { describeEachDatabase } from './harness';

describe('LocalBlobStore', () => {
  let root: string;
  let store: LocalBlobStore;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'curbcut-blobs-'));
    store = new LocalBlobStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores and returns bytes, text and streams', async () => {
    expect(await store.put('reports/rep_1/snapshot-1.html', '<p>hello</p>')).toEqual({ key: 'reports/rep_1/snapshot-1.html', size: 12 });
    await store.put('reports/rep_1/file.pdf', Buffer.from([0x25, 0x50, 0x44, 0x46]));
    await store.put('exports/big.csv', Readable.from(['a,b\n', '1,2\n']));
    expect(await text((await store.get('reports/rep_1/snapshot-1.html'))!)).toBe('<p>hello</p>');
    expect(await text((await store.get('reports/rep_1/file.pdf'))!)).toBe('%PDF');
    expect(await text((await store.get('exports/big.csv'))!)).toBe('a,b\n1,2\n');
  });

  it('replaces a blob whole and leaves no temporary file behind', async () => {
    await store.put('reports/rep_2/data.json', '{"v":1}');
    await store.put('reports/rep_2/data.json', '{"v":2}');
    expect(await text((await store.get('reports/rep_2/data.json'))!)).toBe('{"v":2}');
    expect(await readdir(join(root, 'reports', 'rep_2'))).toEqual(['data.json']);
  });

  it('removes a failed stream write without touching the old blob', async () => {
    await store.put('reports/rep_3/a.txt', 'old');
    const failing = new Readable({
      read() {
        this.destroy(new Error('upload interrupted'));
      },
    });
    await expect(store.put('reports/rep_3/a.txt', failing)).rejects.toThrow('upload interrupted');
    expect(await text((await store.get('reports/rep_3/a.txt'))!)).toBe('old');
    expect(await readdir(join(root, 'reports', 'rep_3'))).toEqual(['a.txt']);
  });

  it('answers exists, get and delete for missing blobs without throwing', async () => {
    expect(await store.exists('nothing/here.txt')).toBe(false);
    expect(await store.get('nothing/here.txt')).toBeNull();
    expect(await store.delete('nothing/here.txt')).toBe(false);
    await store.put('tmp/x.txt', 'x');
    expect(await store.exists('tmp/x.txt')).toBe(true);
    expect(await store.delete('tmp/x.txt')).toBe(true);
    expect(await store.exists('tmp/x.txt')).toBe(false);
    // A directory is not a blob.
    expect(await store.exists('reports')).toBe(false);
  });

  it('refuses keys that could escape the store, naming the bad segment', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/abs/path', 'a//b', '.hidden', 'a/./b', 'a\\b', 'a/b c', '']) {
      expect(() => validateBlobKey(key), key).toThrow(/Invalid blob key/);
      await expect(store.put(key, 'x')).rejects.toThrow(/Invalid blob key/);
    }
    expect(() => validateBlobKey('../etc/passwd')).toThrow('Invalid blob key "../etc/passwd": segment ".." must start with a letter, digit or "_"');
    expect(() => validateBlobKey('reports/rep_1/page-1.v2.html')).not.toThrow();
  });
});

describeEachDatabase('server blobs', (db) => {
  it('keeps blobs under <dataDir>/blobs', async () => {
    const server = await db().start();
    await server.context.blobs.put('reports/rep_9/snapshot.html', '<html></html>');
    const files = await readdir(join(db().options().dataDir!, 'blobs', 'reports', 'rep_9'));
    expect(files).toEqual(['snapshot.html']);
  });
});
