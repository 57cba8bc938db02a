/**
 * The two ways a request proves who it is. Every route calls one of them first; neither falls back
 * to the other, so an upload token (write-only, for CI) can never read anything a session can.
 * Results are cached per request, so calling a guard twice costs one lookup.
 */
import { SESSION_COOKIE } from '@curbcut/core';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { findSessionUser } from '../accounts/sessions';
import { findUploadToken, type UploadTokenGrant } from '../accounts/uploadTokens';

/** The signed-in user of a request. */
export interface AuthUser {
  id: string;
  groupId: string;
  name: string;
  email: string;
  role: 'member' | 'admin';
}

/** What an upload token lets a request do: write builds to one project. */
export type UploadTokenAuth = UploadTokenGrant;

/** The only calls a restricted user may make. */
const RESTRICTED_USER_ROUTES = new Set(['/api/v1/user/get-user-profile', '/api/v1/auth/sign-out']);

const users = new WeakMap<FastifyRequest, Promise<AuthUser>>();
const tokens = new WeakMap<FastifyRequest, Promise<UploadTokenAuth>>();

/** The session token of the request's cookie, if any. */
export function sessionTokenOf(req: FastifyRequest): string | undefined {
  const value = req.cookies[SESSION_COOKIE];
  return value === undefined || value === '' ? undefined : value;
}

/** The signed-in user; throws a 401 ApiError when there is no valid session. */
export function requireUser(ctx: ServerContext, req: FastifyRequest): Promise<AuthUser> {
  let user = users.get(req);
  if (!user) {
    user = resolveUser(ctx, req);
    users.set(req, user);
  }
  return user;
}

async function resolveUser(ctx: ServerContext, req: FastifyRequest): Promise<AuthUser> {
  const token = sessionTokenOf(req);
  if (token === undefined) {
    const message = bearerOf(req)
      ? 'Upload tokens can only send results; sign in to read or manage anything.'
      : 'Sign in to continue.';
    throw new ApiError('unauthorized', message);
  }
  const user = await findSessionUser(ctx, token);
  if (!user) throw new ApiError('unauthorized', 'Your session has expired. Sign in again.');
  // A user restricted by a compliance rule sees only the no-access page (spec 000 section 6): the
  // server answers their profile (which says so) and sign-out, and refuses everything else.
  if (user.restricted && !RESTRICTED_USER_ROUTES.has(req.routeOptions.url ?? '')) {
    throw new ApiError('forbidden', 'Your access is restricted by a compliance rule of your organisation.');
  }
  return { id: user.id, groupId: user.groupId, name: user.name, email: user.email, role: user.role };
}

/** The grant of the request's `Authorization: Bearer cct_...` token; throws a 401 ApiError otherwise. */
export function requireUploadToken(ctx: ServerContext, req: FastifyRequest): Promise<UploadTokenAuth> {
  let grant = tokens.get(req);
  if (!grant) {
    grant = resolveToken(ctx, req);
    tokens.set(req, grant);
  }
  return grant;
}

async function resolveToken(ctx: ServerContext, req: FastifyRequest): Promise<UploadTokenAuth> {
  const token = bearerOf(req);
  if (token === undefined) {
    throw new ApiError('unauthorized', 'An upload token is required: send the header "Authorization: Bearer cct_...".');
  }
  const grant = await findUploadToken(ctx, token);
  if (!grant) throw new ApiError('unauthorized', 'The upload token is not valid or has been revoked.');
  return grant;
}

function bearerOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
