/**
 * Encryption of stored credentials (authentication configuration passwords) with AES-256-GCM. The
 * key comes from `CURBCUT_SECRET_KEY` (base64 of 32 bytes) or, when that is unset, from
 * `<dataDir>/secret.key`, generated once with mode 0600. A database dump alone therefore reveals
 * no password. Several machines sharing one database (`curbcut worker`) must share the key through
 * the variable: each would otherwise generate its own file.
 *
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url; GCM's tag makes a wrong key or an
 * altered value fail loudly instead of decrypting to garbage.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerContext } from '../context';

/** The environment variable that holds the key (base64 of 32 random bytes). */
export const SECRET_KEY_ENV = 'CURBCUT_SECRET_KEY';
/** File name of the generated key inside the data directory. */
export const SECRET_KEY_FILE = 'secret.key';

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** Raised when a stored secret cannot be decrypted (the key changed or the value was altered). */
export class SecretKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretKeyError';
  }
}

const keys = new WeakMap<ServerContext, Promise<Buffer>>();

function decodeKey(text: string, source: string): Buffer {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, 'base64');
  if (!/^[A-Za-z0-9+/=_-]+$/.test(trimmed) || key.length !== KEY_BYTES) {
    throw new SecretKeyError(
      `The secret key in ${source} is not valid: it must be ${KEY_BYTES} random bytes in base64 (for example the output of "openssl rand -base64 32").`,
    );
  }
  return key;
}

async function loadKey(ctx: ServerContext): Promise<Buffer> {
  const fromEnv = process.env[SECRET_KEY_ENV];
  if (fromEnv !== undefined && fromEnv.trim() !== '') return decodeKey(fromEnv, SECRET_KEY_ENV);
  const path = join(ctx.options.dataDir, SECRET_KEY_FILE);
  try {
    return decodeKey(await readFile(path, 'utf8'), path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(ctx.options.dataDir, { recursive: true });
  const fresh = randomBytes(KEY_BYTES).toString('base64');
  try {
    // 'wx': when two servers on one data directory start together, the first file wins and both read it.
    await writeFile(path, `${fresh}\n`, { mode: 0o600, flag: 'wx' });
    await chmod(path, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return decodeKey(await readFile(path, 'utf8'), path);
}

/** The server's secret key, loaded (or generated) once per server. */
export function secretKey(ctx: ServerContext): Promise<Buffer> {
  let key = keys.get(ctx);
  if (!key) {
    key = loadKey(ctx);
    keys.set(ctx, key);
    // A failed load (bad file) is retried on the next call rather than remembered forever.
    key.catch(() => keys.delete(ctx));
  }
  return key;
}

/** Encrypts `plain` for storage; every call uses a fresh IV, so equal passwords differ when stored. */
export async function encryptSecret(ctx: ServerContext, plain: string): Promise<string> {
  const key = await secretKey(ctx);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join('.');
}

/**
 * Decrypts a value made by encryptSecret. Throws SecretKeyError ("cannot decrypt: the secret key
 * changed?") when the key is not the one it was encrypted with or the value was altered.
 */
export async function decryptSecret(ctx: ServerContext, stored: string): Promise<string> {
  const key = await secretKey(ctx);
  const [version, iv, tag, body, extra] = stored.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || body === undefined || extra !== undefined) {
    throw new SecretKeyError('cannot decrypt: the stored secret is not in a known format.');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretKeyError(
      `cannot decrypt: the secret key changed? The stored password was encrypted with another key (${SECRET_KEY_ENV} or ${SECRET_KEY_FILE} in the data directory); enter the password again.`,
    );
  }
}
