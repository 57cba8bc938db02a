/**
 * Password hashing with scrypt (node:crypto) and a per-user random salt. The stored string carries
 * its parameters (`scrypt$N$r$p$salt$hash`), so the cost can be raised later without breaking old
 * hashes. Every hash runs through the process's hash limiter (one per core, a short queue): request
 * paths pass `whenBusy: 'refuse'` so a flood is turned away (HashBusyError, 429) instead of queued.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordHashLimiter, type WhenBusy } from './hashLimiter';

const KEY_LENGTH = 64;
const DEFAULT_COST = { N: 16384, r: 8, p: 1 };

/** How a hash waits for its slot; default `wait` (start-up seeding, the command line). */
export interface HashOptions {
  whenBusy?: WhenBusy;
}

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number, whenBusy: WhenBusy = 'wait'): Promise<Buffer> {
  return passwordHashLimiter.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
    whenBusy,
  );
}

/** Hashes a password for storage; with `whenBusy: 'refuse'` rejects with HashBusyError when the limiter is full. */
export async function hashPassword(password: string, options: HashOptions = {}): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, DEFAULT_COST, KEY_LENGTH, options.whenBusy);
  const { N, r, p } = DEFAULT_COST;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * True when `password` matches `stored`. The final comparison is constant-time; a malformed stored
 * hash never matches. With `whenBusy: 'refuse'` rejects with HashBusyError when the limiter is full.
 */
export async function verifyPassword(password: string, stored: string, options: HashOptions = {}): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyText, 'base64');
  if (expected.length === 0) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await derive(password, Buffer.from(saltText, 'base64'), cost, expected.length, options.whenBusy);
  return timingSafeEqual(actual, expected);
}

/**
 * A valid hash of no known password. Sign-in verifies against it when the email is unknown, so an
 * unknown email costs the same time as a wrong password and timing does not reveal accounts.
 */
export const DECOY_PASSWORD_HASH =
  `scrypt$16384$8$1$${'A'.repeat(22)}==$${'A'.repeat(86)}==`;
