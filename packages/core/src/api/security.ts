/**
 * How each route authenticates, as OpenAPI security requirements. Route schemas declare one of these
 * in `security`; the OpenAPI document defines the schemes under the same names in
 * `components.securitySchemes`, and the API reference (docs/api.md) is generated from both.
 */

/** Names of the security schemes of the OpenAPI document. */
export const SECURITY_SCHEMES = ['session', 'uploadToken', 'manualReportToken', 'liveToken'] as const;
export type SecuritySchemeName = (typeof SECURITY_SCHEMES)[number];

/** One OpenAPI security requirement: every scheme it names must be satisfied (scopes are unused). */
export type SecurityRequirement = Readonly<Partial<Record<SecuritySchemeName, readonly string[]>>>;

/** Header carrying the live token where there is no session cookie (widgets in iframes). */
export const LIVE_TOKEN_HEADER = 'x-curbcut-live-token';

/** No authentication: anyone may call the route. */
export const NO_AUTH: readonly SecurityRequirement[] = [];
/** The session cookie of a signed-in user. */
export const SESSION_AUTH: readonly SecurityRequirement[] = [{ session: [] }];
/** An upload token of the project (`Authorization: Bearer cct_...`); write-only. */
export const UPLOAD_TOKEN_AUTH: readonly SecurityRequirement[] = [{ uploadToken: [] }];
/** A user's personal manual-report token (`Authorization: Bearer cmr_...`); creates manual reports only. */
export const MANUAL_REPORT_TOKEN_AUTH: readonly SecurityRequirement[] = [{ manualReportToken: [] }];
/** The session cookie, or the live token that `POST /api/pusher_connection/start` returns. */
export const SESSION_OR_LIVE_TOKEN_AUTH: readonly SecurityRequirement[] = [{ session: [] }, { liveToken: [] }];
