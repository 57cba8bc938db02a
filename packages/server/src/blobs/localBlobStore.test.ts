/**
 * Ranged reads of the local blob store: exact slices as bytes and as streams, sizes, missing blobs
 * as null, and ranges outside the blob refused with a message naming the blob and its size.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from './localBlobStore';

describe('LocalBlobStore ranged reads', () => {
  let root: string;
  let store: LocalBlobStore;
  const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'curbcut-blob-range-'));
    store = new LocalBlobStore(root);
    await store.put('datasets/rep_1/v1-0.ccds', bytes);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('reads exactly the asked bytes at any offset', async () => {
    expect(await store.getRange('datasets/rep_1/v1-0.ccds', 0, 16)).toEqual(bytes.slice(0, 16));
    expect(await store.getRange('datasets/rep_1/v1-0.ccds', 990, 10)).toEqual(bytes.slice(990));
    expect(await store.getRange('datasets/rep_1/v1-0.ccds', 500, 0)).toEqual(new Uint8Array(0));
  });

  it('streams a range, or the whole blob without one', async () => {
    const range = await store.get('datasets/rep_1/v1-0.ccds', { offset: 100, length: 300 });
    expect(new Uint8Array(await buffer(range!))).toEqual(bytes.slice(100, 400));
    const whole = await store.get('datasets/rep_1/v1-0.ccds');
    expect(new Uint8Array(await buffer(whole!))).toEqual(bytes);
    const empty = await store.get('datasets/rep_1/v1-0.ccds', { offset: 1000, length: 0 });
    expect((await buffer(empty!)).length).toBe(0);
  });

  it('answers null for a missing blob and gives the size of a present one', async () => {
    expect(await store.getRange('datasets/rep_2/v1-0.ccds', 0, 16)).toBeNull();
    expect(await store.get('datasets/rep_2/v1-0.ccds', { offset: 0, length: 16 })).toBeNull();
    expect(await store.stat('datasets/rep_2/v1-0.ccds')).toBeNull();
    expect(await store.stat('datasets/rep_1')).toBeNull();
    expect(await store.stat('datasets/rep_1/v1-0.ccds')).toEqual({ key: 'datasets/rep_1/v1-0.ccds', size: 1000 });
  });

  it('refuses ranges beyond the end or negative, naming the blob', async () => {
    await expect(store.getRange('datasets/rep_1/v1-0.ccds', 990, 11)).rejects.toThrow(
      'Range 990+11 of blob "datasets/rep_1/v1-0.ccds" ends beyond its 1000 bytes.',
    );
    await expect(store.get('datasets/rep_1/v1-0.ccds', { offset: -1, length: 4 })).rejects.toThrow(
      'Invalid range of blob "datasets/rep_1/v1-0.ccds": offset -1 and length 4 must be whole numbers, 0 or more.',
    );
  });

  it('keeps reading a blob deleted after its stream was opened', async () => {
    await store.put('tmp/gone.bin', bytes);
    const stream = await store.get('tmp/gone.bin', { offset: 0, length: 1000 });
    expect(await store.delete('tmp/gone.bin')).toBe(true);
    expect(new Uint8Array(await buffer(stream!))).toEqual(bytes);
  });
});
