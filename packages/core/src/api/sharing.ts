/**
 * Public links, embed tokens and the organisation's public-sharing switch (spec 002 sections 2.4,
 * 4 "Public link", 6 and 7; docs/decisions/0019). A public link token reads one report, signed out;
 * an embed token is a short-lived credential a host mints for its signed-in user and one report.
 * Both travel as `Authorization: Bearer <token>` (or the `token` query parameter of a page link).
 */
import { Type, type Static } from '@sinclair/typebox';
import { REPORT_TYPES, type ReportType } from '../model';

/** Prefix of every public link token. */
export const PUBLIC_LINK_TOKEN_PREFIX = 'ccp_';
/** Prefix of every embed token. */
export const EMBED_TOKEN_PREFIX = 'cce_';
/** Lifetime of an embed token when the request names none: 15 minutes. */
export const EMBED_TOKEN_DEFAULT_TTL_SECONDS = 15 * 60;
/** Longest lifetime an embed token may be given: 1 hour. */
export const EMBED_TOKEN_MAX_TTL_SECONDS = 60 * 60;
/** Shortest lifetime an embed token may be given. */
export const EMBED_TOKEN_MIN_TTL_SECONDS = 30;
/** Path of the public report page (spec 001 section 2.6). */
export const PUBLIC_REPORT_PATH = '/public_report';

/** Refusal when the organisation has public links off (spec 002 section 6). */
export const ORG_PUBLIC_LINKS_DISABLED_MESSAGE =
  'Public sharing of reports is disabled for your organisation. Contact your admin to enable public sharing.';
/** What a non-author is told when the report has no public link (spec 002 section 6). */
export const REPORT_SHARING_DISABLED_MESSAGE =
  'Public sharing for this report is currently disabled and needs to be enabled by the report author.';
/** Toast after enabling (spec 002 section 8). */
export const PUBLIC_LINK_ENABLED_TOAST = 'Public link enabled';
/** Toast after disabling (ours: the spec shows none, and a switch turned off alone left the author unsure it took). */
export const PUBLIC_LINK_DISABLED_TOAST = 'Public link disabled';

/**
 * The relative public link of a report, in its one canonical form (spec 000 section 2.2):
 * `/public_report?type=automatedTest&token=ccp_...`. The token alone names the report, so the link
 * carries no report id. Relative so that it works behind any host name; the share popover prefixes
 * the app's origin when showing it. The server's links (report meta, enable) are built here only.
 */
export function publicReportLink(type: ReportType, token: string): string {
  return `${PUBLIC_REPORT_PATH}?type=${encodeURIComponent(publicViewType(type))}&token=${encodeURIComponent(token)}`;
}

/** The public view (`type` of a public link) that shows a report type: a website scan is the central scanner view (spec 001 section 2.6). */
export function publicViewType(type: ReportType): string {
  return type === 'websiteScan' ? 'scanner' : type;
}

const ReportTypeSchema = Type.Union(
  REPORT_TYPES.map((t) => Type.Literal(t)),
  { description: 'Kind of report; automatedTest for a build' },
);
const ReportIdSchema = Type.String({ minLength: 1, maxLength: 100, description: 'Report id (`rep_...`); for a build, the build id' });

/** `POST /api/public_reports`: turn the public link of a report on. */
export const PublicReportBody = Type.Object({ id: ReportIdSchema, type: ReportTypeSchema });
export type PublicReportBody = Static<typeof PublicReportBody>;

/** Path of `DELETE /api/public_reports/{id}`. */
export const PublicReportParams = Type.Object({ id: ReportIdSchema });
export type PublicReportParams = Static<typeof PublicReportParams>;

/** Query of `DELETE /api/public_reports/{id}?type=`. */
export const PublicReportQuery = Type.Object({ type: ReportTypeSchema });
export type PublicReportQuery = Static<typeof PublicReportQuery>;

/**
 * Query of `GET /api/public_reports/feature_flags`, the public page's first call (spec 000 section
 * 7.3). The token may also travel as `Authorization: Bearer`.
 */
export const PublicLinkTargetQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 200, description: 'The public link token (`ccp_...`) of the page link' })),
  thBuildId: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description: "The build an older link names beside its token; refused (404) unless it is the token's report",
    }),
  ),
});
export type PublicLinkTargetQuery = Static<typeof PublicLinkTargetQuery>;

/**
 * What a public link opens: its one report. The public view reads none of the plan flags (it has no
 * export, AI fix or author controls), so the answer is the report alone.
 */
export const PublicLinkTarget = Type.Object({
  reportId: Type.String({ description: 'The report the token reads (`rep_...`); for a build, the build id' }),
  type: ReportTypeSchema,
});
export type PublicLinkTarget = Static<typeof PublicLinkTarget>;

/** The public link of a report, as the share popover and the report meta show it. */
export const PublicLinkState = Type.Object({
  isEnabled: Type.Boolean({ description: 'Whether the public link is on' }),
  link: Type.Union([Type.String(), Type.Null()], {
    description: 'Relative link `/public_report?type=...&token=...`; null while off',
  }),
});
export type PublicLinkState = Static<typeof PublicLinkState>;

/** `POST /api/v1/auth/session_token`: an embed token for one report. */
export const EmbedTokenBody = Type.Object({
  reportId: ReportIdSchema,
  ttlSeconds: Type.Optional(
    Type.Integer({
      minimum: EMBED_TOKEN_MIN_TTL_SECONDS,
      maximum: EMBED_TOKEN_MAX_TTL_SECONDS,
      description: `Lifetime in seconds; default ${EMBED_TOKEN_DEFAULT_TTL_SECONDS}, at most ${EMBED_TOKEN_MAX_TTL_SECONDS}`,
    }),
  ),
});
export type EmbedTokenBody = Static<typeof EmbedTokenBody>;

/** A minted embed token: send it as `Authorization: Bearer <token>` until `expiresAt`. */
export const EmbedToken = Type.Object({
  token: Type.String({ description: 'The embed token (`cce_...`), shown once' }),
  expiresAt: Type.String({ description: 'When the token stops working (ISO 8601, UTC)' }),
  reportId: Type.String({ description: 'The one report it reads' }),
});
export type EmbedToken = Static<typeof EmbedToken>;

/** The organisation-level switch (`GET`/`PUT /api/v1/group/sharing`). */
export const GroupSharingSettings = Type.Object({
  publicLinksEnabled: Type.Boolean({ description: 'Whether reports of the group may be shared by public link' }),
});
export type GroupSharingSettings = Static<typeof GroupSharingSettings>;
