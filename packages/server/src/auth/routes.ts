/**
 * Sign-in, sign-out and the SSO entry point (`/api/v1/auth/*`). Local accounts sign in with email
 * and password; `start-sso` sends the browser to the host app's sign-in page, which is where an
 * OIDC provider would be started when one is configured. Sign-in is throttled per account and
 * address and its password hashes are limited per core (docs/decisions/0030-sign-in-throttling.md).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorEnvelope,
  DataEnvelope,
  NO_AUTH,
  SESSION_COOKIE,
  SIGN_IN_MESSAGES,
  SIGN_IN_PAGE_ERRORS,
  SignInBody,
  SignInResponse,
  StartSsoQuery,
  tooManySignInAttemptsMessage,
  type SignInPageError,
} from '@curbcut/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { createSession, deleteSession, SESSION_TTL_MS } from '../accounts/sessions';
import { HashBusyError } from '../accounts/hashLimiter';
import { DECOY_PASSWORD_HASH, verifyPassword } from '../accounts/passwords';
import { normalizeEmail } from '../accounts/users';
import type { SignInAttemptStore } from './attemptStore';
import { DbAttemptStore } from './dbAttemptStore';
import { RedisAttemptStore } from './redisAttemptStore';
import { sessionTokenOf } from './guards';
import { locationHeader, safeLocalPath, signInPage } from './redirects';
import { SignInThrottle } from './signInThrottle';

const INVALID_CREDENTIALS = SIGN_IN_MESSAGES.invalidCredentials;

/** Sets the session cookie of a new session (HttpOnly, SameSite=Lax, 7 days). */
export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
    secure: 'auto',
  });
}

/** Where failed sign-ins are counted: Redis with `redisUrl`, else the database. */
async function openAttemptStore(ctx: ServerContext): Promise<SignInAttemptStore> {
  return ctx.options.redisUrl ? RedisAttemptStore.connect(ctx.options.redisUrl) : new DbAttemptStore(ctx.db);
}

/** Answers a refused sign-in: 429 with Retry-After, or for a form back to the sign-in page with the reason. */
function refuse(reply: FastifyReply, redirect: string | undefined, error: ApiError, pageError: SignInPageError): FastifyReply {
  if (redirect === undefined) throw error;
  const seconds = error.retryAfterSeconds ?? 1;
  reply.header('retry-after', String(seconds));
  const page = signInPage(redirect, pageError);
  return reply.redirect(pageError === SIGN_IN_PAGE_ERRORS.tooManyAttempts ? `${page}&retry_after=${seconds}` : page, 303);
}

/** Registers start-sso, sign-in and sign-out; connects the sign-in throttle's store (closed with the app). */
export async function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const throttle = new SignInThrottle(await openAttemptStore(ctx), ctx.clock);
  app.addHook('onClose', () => throttle.close());

  r.get(
    '/api/v1/auth/start-sso',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start signing in; redirects to the sign-in page with the return path',
        security: NO_AUTH,
        querystring: StartSsoQuery,
        response: { 302: Type.Null({ description: 'To the sign-in page of the host app, `/sign-in?redirect=<path>`' }) },
      },
    },
    async (req, reply) => reply.redirect(signInPage(req.query.redirection_url ?? '/home'), 302),
  );

  r.post(
    '/api/v1/auth/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password (JSON or form); sets the session cookie',
        description:
          'Failed sign-ins are counted per account from one address and per address. The first 5 failures of one ' +
          'account from one address (30 of any accounts from one address in 15 minutes) are free; each further ' +
          'failure makes the next attempt wait, 1 s doubling up to 15 minutes: until then the answer is ' +
          '`429 rate_limited` with a `Retry-After` header in seconds, even for the right password, and no password ' +
          'is checked. A successful sign-in clears ' +
          "its account's count for that address; other addresses are never blocked by it. `429` with " +
          '`Retry-After: 1` also means every password check slot of the server was busy.',
        security: NO_AUTH,
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: SignInBody,
        response: {
          200: DataEnvelope(SignInResponse),
          303: Type.Null({ description: 'With `redirect`: to that path when signed in, else back to the sign-in page with `error=`' }),
          400: ApiErrorEnvelope,
          401: ApiErrorEnvelope,
          429: ApiErrorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const { email, password, redirect } = req.body;
      const attempt = { email: normalizeEmail(email), ip: req.ip };
      // A blocked attempt costs two indexed reads, never a password hash, and is not counted itself.
      const wait = await throttle.secondsToWait(attempt);
      if (wait > 0) {
        const error = new ApiError('rate_limited', tooManySignInAttemptsMessage(wait), { retryAfterSeconds: wait });
        return refuse(reply, redirect, error, SIGN_IN_PAGE_ERRORS.tooManyAttempts);
      }
      const user = await ctx.db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'password_hash'])
        .where('email', '=', attempt.email)
        // A removed member gets the same answer as a wrong password, so removal reveals nothing.
        .where('deactivated_at', 'is', null)
        .executeTakeFirst();
      let valid: boolean;
      try {
        // Unknown emails are checked against a decoy hash so both failures take the same time.
        valid = await verifyPassword(password, user?.password_hash ?? DECOY_PASSWORD_HASH, { whenBusy: 'refuse' });
      } catch (error) {
        if (error instanceof HashBusyError) return refuse(reply, redirect, error, SIGN_IN_PAGE_ERRORS.busy);
        throw error;
      }
      if (!user || !valid) {
        await throttle.failed(attempt);
        if (redirect !== undefined) return reply.redirect(signInPage(redirect, SIGN_IN_PAGE_ERRORS.invalidCredentials), 303);
        throw new ApiError('unauthorized', INVALID_CREDENTIALS);
      }
      await throttle.succeeded(attempt);
      const session = await createSession(ctx, user.id);
      setSessionCookie(reply, session.token);
      if (redirect !== undefined) return reply.redirect(locationHeader(safeLocalPath(redirect)), 303);
      return { data: { user: { id: user.id, name: user.name, email: user.email } } };
    },
  );

  r.post(
    '/api/v1/auth/sign-out',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session and clear its cookie',
        description: 'Signed out already is not an error: the answer is the same.',
        security: NO_AUTH,
        response: { 200: DataEnvelope(Type.Object({ signedOut: Type.Boolean({ description: 'Always true' }) })) },
      },
    },
    async (req, reply) => {
      const token = sessionTokenOf(req);
      if (token !== undefined) await deleteSession(ctx, token);
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
      return { data: { signedOut: true } };
    },
  );
}
