/**
 * Bearer secrets (session tokens, upload tokens). The plain value leaves the server once; only its
 * SHA-256 is stored, so a copy of the database cannot be replayed as a login. SHA-256 without salt
 * is enough here because the secrets are 256 random bits, not user-chosen passwords.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new random secret: `prefix` followed by 43 base64url characters (256 bits). */
export function newSecret(prefix = ''): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** The stored form of a secret. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
