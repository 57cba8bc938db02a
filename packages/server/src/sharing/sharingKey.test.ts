import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../blobs/localBlobStore';
import type { ServerContext } from '../context';
import { openToken, sealToken } from './sharingKey';

/** The sharing key needs only the blob store of a context. */
const contextWith = (root: string): ServerContext => ({ blobs: new LocalBlobStore(root) }) as unknown as ServerContext;

describe('sharing key', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'curbcut-sharing-key-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('seals a token so that only the same key opens it, and never shows the token in the sealed text', async () => {
    const ctx = contextWith(join(dir, 'a'));
    const token = 'ccp_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
    const sealed = await sealToken(ctx, token);
    expect(sealed).not.toContain(token.slice(4, 20));
    expect(await sealToken(ctx, token)).not.toBe(sealed);
    expect(await openToken(ctx, sealed)).toBe(token);
    // Another server on the same blob store reads the stored key.
    expect(await openToken(contextWith(join(dir, 'a')), sealed)).toBe(token);
    // A different blob store has a different key.
    expect(await openToken(contextWith(join(dir, 'b')), sealed)).toBeNull();
  });

  it('answers null for damaged or too short sealed text', async () => {
    const ctx = contextWith(join(dir, 'c'));
    const sealed = await sealToken(ctx, 'ccp_token');
    const damaged = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
    expect(await openToken(ctx, damaged)).toBeNull();
    expect(await openToken(ctx, 'abc')).toBeNull();
  });
});
