/**
 * Password hashing with scrypt (node:crypto) and a per-user random salt. The stored string carries
 * its parameters (`scrypt$N$r$p$salt$hash`), so the cost can be raised later without breaking old
 * hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const DEFAULT_COST = { N: 16384, r: 8, p: 1 };

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hashes a password for storage. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, DEFAULT_COST, KEY_LENGTH);
  const { N, r, p } = DEFAULT_COST;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * True when `password` matches `stored`. The final comparison is constant-time; a malformed stored
 * hash never matches.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyText, 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(saltText, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * A valid hash of no known password. Sign-in verifies against it when the email is unknown, so an
 * unknown email costs the same time as a wrong password and timing does not reveal accounts.
 */
export const DECOY_PASSWORD_HASH =
  `scrypt$16384$8$1$${'A'.repeat(22)}==$${'A'.repeat(86)}==`;
