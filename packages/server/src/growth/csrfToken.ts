/**
 * The growth CSRF token (`user/token.json`, growth details' `meta.authenticity_token`): an
 * HMAC-SHA256 of the session id under a key derived from the server's secret key
 * (scans/secretBox.ts: CURBCUT_SECRET_KEY or `<dataDir>/secret.key`). It needs no storage, changes
 * with every session and dies with it; a growth-only server on another machine verifies it when it
 * shares that key. The growth POSTs that change state check it on top of the origin checks.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { requireUser, sessionTokenOf, type AuthUser } from '../auth/guards';
import { hashSecret } from '../auth/secrets';
import { ApiError } from '../http/errors';
import { secretKey } from '../scans/secretBox';

const keys = new WeakMap<ServerContext, Promise<Buffer>>();

/** A key of its own (HKDF), so the HMAC never reuses the encryption key directly. */
function csrfKey(ctx: ServerContext): Promise<Buffer> {
  let key = keys.get(ctx);
  if (!key) {
    key = secretKey(ctx).then((root) => Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), 'curbcut growth csrf token', 32)));
    key.catch(() => keys.delete(ctx));
    keys.set(ctx, key);
  }
  return key;
}

/** The signed-in user and the token of their session; 401 when signed out. */
export async function csrfTokenOf(ctx: ServerContext, req: FastifyRequest): Promise<{ user: AuthUser; token: string }> {
  const user = await requireUser(ctx, req);
  const cookie = sessionTokenOf(req) ?? '';
  const session = await ctx.db.selectFrom('sessions').select('id').where('token_hash', '=', hashSecret(cookie)).executeTakeFirst();
  if (!session) throw new ApiError('unauthorized', 'Your session has expired. Sign in again.');
  const token = createHmac('sha256', await csrfKey(ctx)).update(session.id, 'utf8').digest('base64url');
  return { user, token };
}

/** The signed-in user, once `given` is their session's token; 403 when it is absent or wrong. */
export async function requireAuthenticityToken(ctx: ServerContext, req: FastifyRequest, given: string | undefined): Promise<AuthUser> {
  const { user, token } = await csrfTokenOf(ctx, req);
  const expected = Buffer.from(token);
  const actual = Buffer.from(given ?? '');
  if (given === undefined || given === '' || expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new ApiError('forbidden', 'The authenticity token is missing or not valid for this session.', {
      description: 'Reload the page and try again.',
      path: '$.authenticity_token',
    });
  }
  return user;
}
