/**
 * Public links (spec 002 section 4 "Public link"; docs/decisions/0019). Enabling mints a token of
 * 256 random bits that is stored only as its SHA-256 (the lookup key) and sealed under the sharing
 * key (to show the link again); disabling revokes it for good, and enabling again mints a new one.
 * The token reads exactly one report, through requireReportReader, and tells the public page
 * which report that is (publicLinkTarget); nothing else accepts it.
 */
import {
  ORG_PUBLIC_LINKS_DISABLED_MESSAGE,
  PUBLIC_LINK_TOKEN_PREFIX,
  publicReportLink,
  type PublicLinkState,
  type ErrorCode,
  type PublicLinkTarget,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import type { ReportTokenReader } from '../auth/reportAccess';
import { hashSecret, newSecret } from '../auth/secrets';
import { ApiError } from '../http/errors';
import type { ReportRowWithNames } from '../reports/rows';
import { isoNow } from '../time/clock';
import { publicLinksAllowed } from './groupSharing';
import { openToken, sealToken } from './sharingKey';

const OFF: PublicLinkState = { isEnabled: false, link: null };

async function activeLink(ctx: ServerContext, reportId: string) {
  return ctx.db
    .selectFrom('public_links')
    .select(['report_type', 'sealed_token'])
    .where('report_id', '=', reportId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The public link of a report as its meta and the share popover show it: off when there is none,
 * or when the organisation has public links disabled (the link does not work then).
 */
export async function publicLinkState(ctx: ServerContext, report: Pick<ReportRowWithNames, 'id' | 'group_id'>): Promise<PublicLinkState> {
  const row = await activeLink(ctx, report.id);
  if (!row || !(await publicLinksAllowed(ctx, report.group_id))) return OFF;
  const token = await openToken(ctx, row.sealed_token);
  // Sealed under a lost sharing key: the link works but cannot be shown; disable and enable again.
  return { isEnabled: true, link: token === null ? null : publicReportLink(row.report_type, token) };
}

/**
 * Turns the report's public link on (author only; checked by the caller) and returns it. A report
 * whose link is already on keeps it. Refused for reports not completed and for organisations
 * with public links disabled.
 */
export async function enablePublicLink(ctx: ServerContext, report: ReportRowWithNames, userId: string): Promise<PublicLinkState> {
  if (!(await publicLinksAllowed(ctx, report.group_id))) throw new ApiError('forbidden', ORG_PUBLIC_LINKS_DISABLED_MESSAGE);
  if (report.status !== 'completed') {
    throw new ApiError('conflict', `Only completed reports can be shared: report ${report.id} is ${report.status}.`, {
      description: 'Share the report once its scan is complete.',
    });
  }
  const existing = await publicLinkState(ctx, report);
  if (existing.isEnabled && existing.link !== null) return existing;
  if (existing.isEnabled) await disablePublicLink(ctx, report.id);
  const token = newSecret(PUBLIC_LINK_TOKEN_PREFIX);
  try {
    await ctx.db
      .insertInto('public_links')
      .values({
        token_hash: hashSecret(token),
        report_id: report.id,
        group_id: report.group_id,
        report_type: report.type,
        sealed_token: await sealToken(ctx, token),
        created_by: userId,
        created_at: isoNow(ctx.clock),
        revoked_at: null,
      })
      .execute();
  } catch (err) {
    // Another request enabled it meanwhile (one working link per report): answer with that one.
    const raced = await publicLinkState(ctx, report);
    if (raced.isEnabled) return raced;
    throw err;
  }
  return { isEnabled: true, link: publicReportLink(report.type, token) };
}

/** Revokes the report's public link, if any; its token never works again. */
export async function disablePublicLink(ctx: ServerContext, reportId: string): Promise<PublicLinkState> {
  await ctx.db
    .updateTable('public_links')
    .set({ revoked_at: isoNow(ctx.clock) })
    .where('report_id', '=', reportId)
    .where('revoked_at', 'is', null)
    .execute();
  return OFF;
}

/** Why a public-link token does not open a report. */
type Refusal = 'unknown' | 'revoked' | 'otherReport' | 'sharingOff';

/** What each refusal tells the visitor. */
const REFUSALS: Record<Refusal, { message: string; description?: string }> = {
  unknown: { message: 'This public link is not valid. Ask the report author for a new link.' },
  revoked: { message: 'This public link has been disabled by the report author.', description: 'Ask the report author for a new link.' },
  otherReport: { message: 'This public link is for another report.' },
  sharingOff: { message: 'Public sharing of reports is disabled for this organisation, so this link does not work now.' },
};

function refusalError(code: ErrorCode, refusal: Refusal): ApiError {
  const { message, description } = REFUSALS[refusal];
  return new ApiError(code, message, { description });
}

/**
 * Checks a public-link token (`ccp_...`) and, when given, the report it must be for: the link's
 * report, or why it opens none.
 */
async function checkToken(ctx: ServerContext, token: string, reportId: string | undefined): Promise<PublicLinkTarget | Refusal> {
  const row = await ctx.db
    .selectFrom('public_links')
    .select(['report_id', 'report_type', 'group_id', 'revoked_at'])
    .where('token_hash', '=', hashSecret(token))
    .executeTakeFirst();
  if (!row) return 'unknown';
  if (row.revoked_at !== null) return 'revoked';
  if (reportId !== undefined && row.report_id !== reportId) return 'otherReport';
  if (!(await publicLinksAllowed(ctx, row.group_id))) return 'sharingOff';
  return { reportId: row.report_id, type: row.report_type };
}

/**
 * The report a public link opens, from its token alone (`GET /api/public_reports/feature_flags`).
 * Whatever opens nothing is 404, the public not-found page: no token, a token of another kind or
 * of no link, a revoked link, an organisation with public links off, and a `thBuildId` that is not
 * the token's report (a link never shows another report than its own).
 */
export async function publicLinkTarget(ctx: ServerContext, token: string | undefined, thBuildId: string | undefined): Promise<PublicLinkTarget> {
  const checked = token?.startsWith(PUBLIC_LINK_TOKEN_PREFIX) ? await checkToken(ctx, token, thBuildId) : 'unknown';
  if (typeof checked !== 'string') return checked;
  throw refusalError('not_found', checked);
}

/** The status each refusal has on report reads. */
const READ_REFUSAL_CODES: Record<Refusal, ErrorCode> = {
  unknown: 'unauthorized',
  revoked: 'gone',
  otherReport: 'unauthorized',
  sharingOff: 'forbidden',
};

/**
 * The public-link kind of report token: 401 for an unknown token or one of another report, 410
 * Gone for a revoked one, 403 while the organisation has public links disabled.
 */
export const publicLinkReader: ReportTokenReader = async (ctx, token, reportId) => {
  if (!token.startsWith(PUBLIC_LINK_TOKEN_PREFIX)) return null;
  const checked = await checkToken(ctx, token, reportId);
  if (typeof checked === 'string') throw refusalError(READ_REFUSAL_CODES[checked], checked);
  return { kind: 'public', user: null };
};
