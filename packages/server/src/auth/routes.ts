/**
 * Sign-in, sign-out and the SSO entry point (`/api/v1/auth/*`). Local accounts sign in with email
 * and password; `start-sso` sends the browser to the host app's sign-in page, which is where an
 * OIDC provider would be started when one is configured.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorEnvelope,
  DataEnvelope,
  NO_AUTH,
  SESSION_COOKIE,
  SignInBody,
  SignInResponse,
  StartSsoQuery,
} from '@curbcut/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { createSession, deleteSession, SESSION_TTL_MS } from '../accounts/sessions';
import { DECOY_PASSWORD_HASH, verifyPassword } from '../accounts/passwords';
import { normalizeEmail } from '../accounts/users';
import { sessionTokenOf } from './guards';
import { locationHeader, safeLocalPath, signInPage } from './redirects';

const INVALID_CREDENTIALS = 'Email or password is incorrect.';

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

/** Registers start-sso, sign-in and sign-out. */
export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

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
        security: NO_AUTH,
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: SignInBody,
        response: {
          200: DataEnvelope(SignInResponse),
          303: Type.Null({ description: 'With `redirect`: to that path when signed in, else back to the sign-in page' }),
          400: ApiErrorEnvelope,
          401: ApiErrorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const { email, password, redirect } = req.body;
      const user = await ctx.db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'password_hash'])
        .where('email', '=', normalizeEmail(email))
        // A removed member gets the same answer as a wrong password, so removal reveals nothing.
        .where('deactivated_at', 'is', null)
        .executeTakeFirst();
      // Unknown emails are checked against a decoy hash so both failures take the same time.
      const valid = await verifyPassword(password, user?.password_hash ?? DECOY_PASSWORD_HASH);
      if (!user || !valid) {
        if (redirect !== undefined) return reply.redirect(signInPage(redirect, 'invalid_credentials'), 303);
        throw new ApiError('unauthorized', INVALID_CREDENTIALS);
      }
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
