/**
 * Who may read or change one report, decided in one place for every report route (build, scan,
 * manual, PDF). A reader is a signed-in member of the report's group, or the holder of a token
 * scoped to that one report: a short-lived embed token (`POST /v1/auth/session_token`) or a public
 * link token. Only a signed-in author may change anything (hide, review, preferred, delete, share).
 *
 * Token readers are resolved by the functions registered with {@link registerReportTokenReader}
 * (sharing registers the public-link and embed-token kinds), so this module does not import them.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { getReport } from '../reports/queries';
import type { ReportRowWithNames } from '../reports/rows';
import { requireUser, sessionTokenOf, type AuthUser } from './guards';

/** How a request reads a report. */
export type ReportViewerKind = 'member' | 'embed' | 'public';

/** The reader of one report. */
export interface ReportViewer {
  kind: ReportViewerKind;
  /** The signed-in user, or the user an embed token was minted for; null for a public link. */
  user: AuthUser | null;
  /** True only for the report's author reading through a session (never through a token). */
  isAuthor: boolean;
}

/** A report with the viewer reading it. */
export interface ReportAccess {
  report: ReportRowWithNames;
  viewer: ReportViewer;
}

/**
 * Resolves a bearer token to the report it grants, or null when the token is not of this kind.
 * Throws an ApiError (401, or 410 for a revoked public link) when it is of this kind but invalid.
 */
export type ReportTokenReader = (
  ctx: ServerContext,
  token: string,
  reportId: string,
) => Promise<{ kind: Exclude<ReportViewerKind, 'member'>; user: AuthUser | null } | null>;

const tokenReaders: ReportTokenReader[] = [];

/** Adds a kind of report-scoped token (called once per kind at server start). */
export function registerReportTokenReader(reader: ReportTokenReader): void {
  if (!tokenReaders.includes(reader)) tokenReaders.push(reader);
}

/** The report token of a request: `Authorization: Bearer <token>` or the `token` query parameter. */
export function reportTokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match?.[1]) return match[1];
  const query = req.query as Record<string, unknown> | undefined;
  const token = query?.['token'];
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/**
 * The report and its reader; 401 without any credential, 404 when the report is not readable by
 * this credential (another group's report looks missing, never forbidden).
 */
export async function requireReportReader(
  ctx: ServerContext,
  req: FastifyRequest,
  reportId: string,
): Promise<ReportAccess> {
  const token = sessionTokenOf(req) === undefined ? reportTokenOf(req) : undefined;
  if (token !== undefined && !token.startsWith('cct_')) {
    for (const reader of tokenReaders) {
      const grant = await reader(ctx, token, reportId);
      if (!grant) continue;
      const report = await loadReport(ctx, reportId);
      return { report, viewer: { kind: grant.kind, user: grant.user, isAuthor: false } };
    }
    throw new ApiError('unauthorized', 'The link or embed token is not valid for this report.');
  }
  const user = await requireUser(ctx, req);
  const report = await getReport(ctx, user.groupId, reportId);
  return { report, viewer: { kind: 'member', user, isAuthor: report.created_by === user.id } };
}

/**
 * The report, when the request's session user is its author; 403 with the spec's text otherwise.
 * Every changing call (hide, review, preferred, delete, public link) goes through here.
 */
export async function requireReportAuthor(
  ctx: ServerContext,
  req: FastifyRequest,
  reportId: string,
): Promise<ReportAccess & { viewer: ReportViewer & { user: AuthUser } }> {
  const user = await requireUser(ctx, req);
  const report = await getReport(ctx, user.groupId, reportId);
  if (report.created_by !== user.id) throw new ApiError('forbidden', 'Only report authors can perform this action.');
  return { report, viewer: { kind: 'member', user, isAuthor: true } };
}

async function loadReport(ctx: ServerContext, reportId: string): Promise<ReportRowWithNames> {
  const row = await ctx.db.selectFrom('reports').select('group_id').where('id', '=', reportId).executeTakeFirst();
  if (!row) throw new ApiError('not_found', `Report ${reportId} was not found.`);
  return getReport(ctx, row.group_id, reportId);
}
