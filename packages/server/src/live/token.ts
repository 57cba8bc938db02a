/**
 * The live token returned by `POST /api/pusher_connection/start`: proof of who opened the
 * connection, for embedded widgets that cannot send the session cookie (no third-party cookies).
 * `<userId>.<expiresAtMs>.<HMAC-SHA256 of both, base64url>` signed with the Pusher app secret, so it
 * needs no storage and dies with the secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a live token is accepted: a working day of an open dashboard. */
export const LIVE_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('base64url');
}

/** A token for `userId`, valid for LIVE_TOKEN_TTL_MS from `now`. */
export function mintLiveToken(secret: string, userId: string, now: Date): string {
  const payload = `${userId}.${now.getTime() + LIVE_TOKEN_TTL_MS}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The user id a token was minted for, or null when it is forged, malformed or expired. */
export function verifyLiveToken(secret: string, token: string, now: Date): string | null {
  const match = /^([a-z]{2,3}_[0-9a-z]{16,32})\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, userId = '', expires = '0', signature = ''] = match;
  const expected = Buffer.from(sign(secret, `${userId}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Number(expires) > now.getTime() ? userId : null;
}
