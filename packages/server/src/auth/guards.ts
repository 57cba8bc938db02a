/**
 * The ways a request proves who it is: a session, a CI upload token or a personal manual-report
 * token. Every route calls one of them first; none falls back to another, so a token (write-only)
 * can never read anything a session can, nor do what the other kind of token does.
 * Results are cached per request, so calling a guard twice costs one lookup.
 */
import { EMBED_TOKEN_PREFIX, MANUAL_REPORT_TOKEN_PREFIX, PUBLIC_LINK_TOKEN_PREFIX, SESSION_COOKIE, UPLOAD_TOKEN_PREFIX } from '@curbcut/core';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { findSessionUser } from '../accounts/sessions';
import { findUploadToken, type UploadTokenGrant } from '../accounts/uploadTokens';
import { findManualReportToken, type ManualTokenGrant } from '../accounts/manualTokens';

export type { ManualTokenGrant };

/** The signed-in user of a request. */
export interface AuthUser {
  id: string;
  groupId: string;
  name: string;
  email: string;
  role: 'member' | 'admin';
}

/** The signed-in user of a request and the session they are signed in with. */
export interface SessionAuth {
  user: AuthUser;
  /** The session's id (`ses_...`): what a live connection is bound to, so it ends with the session. */
  sessionId: string;
}

/** What an upload token lets a request do: write builds to one project. */
export type UploadTokenAuth = UploadTokenGrant;

/** The only calls a restricted user may make. */
const RESTRICTED_USER_ROUTES = new Set(['/api/v1/user/get-user-profile', '/api/v1/auth/sign-out']);

/**
 * Why a request without a session is refused, by the token it sent instead: each kind of token is
 * told what it is for, since a token that works elsewhere makes "sign in" alone look like a bug.
 */
const TOKEN_MESSAGES: readonly (readonly [prefix: string, message: string])[] = [
  [UPLOAD_TOKEN_PREFIX, 'Upload tokens can only send results; sign in to read or manage anything.'],
  [MANUAL_REPORT_TOKEN_PREFIX, 'Manual-report tokens can only send manual reports; sign in to read or manage anything.'],
  [EMBED_TOKEN_PREFIX, 'Embed tokens read one report through its report calls; sign in to read or manage anything else.'],
  [PUBLIC_LINK_TOKEN_PREFIX, 'Public-link tokens read one report through its report calls; sign in to read or manage anything else.'],
];

const sessions = new WeakMap<FastifyRequest, Promise<SessionAuth>>();
const tokens = new WeakMap<FastifyRequest, Promise<UploadTokenAuth>>();
const manualTokens = new WeakMap<FastifyRequest, Promise<ManualTokenGrant>>();

/** The session token of the request's cookie, if any. */
export function sessionTokenOf(req: FastifyRequest): string | undefined {
  const value = req.cookies[SESSION_COOKIE];
  return value === undefined || value === '' ? undefined : value;
}

/** The signed-in user; throws a 401 ApiError when there is no valid session. */
export async function requireUser(ctx: ServerContext, req: FastifyRequest): Promise<AuthUser> {
  return (await requireSession(ctx, req)).user;
}

/** The signed-in user and their session; throws a 401 ApiError when there is no valid session. */
export function requireSession(ctx: ServerContext, req: FastifyRequest): Promise<SessionAuth> {
  let session = sessions.get(req);
  if (!session) {
    session = resolveSession(ctx, req);
    sessions.set(req, session);
  }
  return session;
}

/** The 401 message for a request without a session cookie, by the token it sent instead (if any). */
function signedOutMessage(req: FastifyRequest): string {
  const query = req.query as Record<string, unknown> | undefined;
  const queryToken = typeof query?.['token'] === 'string' ? query['token'] : undefined;
  for (const token of [bearerOf(req), queryToken]) {
    const known = token === undefined ? undefined : TOKEN_MESSAGES.find(([prefix]) => token.startsWith(prefix));
    if (known) return known[1];
  }
  return 'Sign in to continue.';
}

async function resolveSession(ctx: ServerContext, req: FastifyRequest): Promise<SessionAuth> {
  const token = sessionTokenOf(req);
  if (token === undefined) throw new ApiError('unauthorized', signedOutMessage(req));
  const user = await findSessionUser(ctx, token);
  if (!user) throw new ApiError('unauthorized', 'Your session has expired. Sign in again.');
  // A user restricted by a compliance rule sees only the no-access page (spec 000 section 6): the
  // server answers their profile (which says so) and sign-out, and refuses everything else.
  if (user.restricted && !RESTRICTED_USER_ROUTES.has(req.routeOptions.url ?? '')) {
    throw new ApiError('forbidden', 'Your access is restricted by a compliance rule of your organisation.');
  }
  return {
    user: { id: user.id, groupId: user.groupId, name: user.name, email: user.email, role: user.role },
    sessionId: user.sessionId,
  };
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

/**
 * The grant of the request's `Authorization: Bearer cmr_...` token (a user's personal manual-report
 * token); throws a 401 ApiError otherwise, an upload token included.
 */
export function requireManualReportToken(ctx: ServerContext, req: FastifyRequest): Promise<ManualTokenGrant> {
  let grant = manualTokens.get(req);
  if (!grant) {
    grant = resolveManualToken(ctx, req);
    manualTokens.set(req, grant);
  }
  return grant;
}

async function resolveManualToken(ctx: ServerContext, req: FastifyRequest): Promise<ManualTokenGrant> {
  const token = bearerOf(req);
  if (token === undefined) {
    throw new ApiError('unauthorized', `A manual-report token is required: send the header "Authorization: Bearer ${MANUAL_REPORT_TOKEN_PREFIX}...".`);
  }
  const grant = await findManualReportToken(ctx, token);
  if (!grant) throw new ApiError('unauthorized', 'The manual-report token is not valid or has been revoked.');
  return grant;
}

function bearerOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
