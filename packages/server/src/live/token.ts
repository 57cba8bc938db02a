/**
 * The live token returned by `POST /api/pusher_connection/start`: proof of who opened the
 * connection, for embedded widgets that cannot send the session cookie (no third-party cookies).
 * `<userId>.<sessionId>.<expiresAtMs>.<HMAC-SHA256 of the three, base64url>` signed with the Pusher
 * app secret. The signature proves the token was minted here; the session id binds it to the
 * session that asked, so the caller checks that session still exists and a signed-out token dies
 * with its session instead of living out its 12 hours (docs/decisions/0014-live-updates.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a live token is accepted at most: a working day of an open dashboard. */
export const LIVE_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** Who a live token speaks for: a user, through one of their sessions. */
export interface LiveTokenClaims {
  userId: string;
  /** The session (`ses_...`) that started the connection; the token is void once it ends. */
  sessionId: string;
}

const ID = '[a-z]{2,3}_[0-9a-z]{16,32}';
const TOKEN = new RegExp(`^(${ID})\\.(${ID})\\.(\\d{1,16})\\.([A-Za-z0-9_-]{43})$`);

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('base64url');
}

/** A token for the claims, valid for LIVE_TOKEN_TTL_MS from `now` (and no longer than its session). */
export function mintLiveToken(secret: string, claims: LiveTokenClaims, now: Date): string {
  const payload = `${claims.userId}.${claims.sessionId}.${now.getTime() + LIVE_TOKEN_TTL_MS}`;
  return `${payload}.${sign(secret, payload)}`;
}

/**
 * The claims a token was minted with, or null when it is forged, malformed or expired. Whether its
 * session still exists is the caller's check (it needs the database).
 */
export function verifyLiveToken(secret: string, token: string, now: Date): LiveTokenClaims | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, userId = '', sessionId = '', expires = '0', signature = ''] = match;
  const expected = Buffer.from(sign(secret, `${userId}.${sessionId}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Number(expires) > now.getTime() ? { userId, sessionId } : null;
}
