/**
 * The sharing key: 32 random bytes kept in the blob store (`secrets/sharing-key`), never in the
 * database. Public link tokens are sealed with it (AES-256-GCM) so that members can be shown a
 * link again, while a copy of the database alone (hashes and sealed tokens) reveals no link.
 * Created on first use; when two processes create it at once the blob store keeps one and both
 * read that one back before sealing anything.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { ServerContext } from '../context';

const KEY_BLOB = 'secrets/sharing-key';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keys = new WeakMap<ServerContext, Promise<Buffer>>();

async function loadOrCreateKey(ctx: ServerContext): Promise<Buffer> {
  const read = async (): Promise<Buffer | null> => {
    const stream = await ctx.blobs.get(KEY_BLOB);
    return stream ? buffer(stream) : null;
  };
  const existing = await read();
  if (existing?.length === 32) return existing;
  await ctx.blobs.put(KEY_BLOB, randomBytes(32));
  const stored = await read();
  if (stored?.length !== 32) throw new Error(`The sharing key ${KEY_BLOB} could not be stored in the blob store.`);
  return stored;
}

function keyOf(ctx: ServerContext): Promise<Buffer> {
  let key = keys.get(ctx);
  if (!key) {
    key = loadOrCreateKey(ctx);
    key.catch(() => keys.delete(ctx));
    keys.set(ctx, key);
  }
  return key;
}

/** `token` encrypted under the sharing key: base64url of IV, ciphertext and tag. */
export async function sealToken(ctx: ServerContext, token: string): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(ctx), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The token a sealed value holds, or null when it was sealed under another key (or damaged). */
export async function openToken(ctx: ServerContext, sealed: string): Promise<string | null> {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await keyOf(ctx), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
