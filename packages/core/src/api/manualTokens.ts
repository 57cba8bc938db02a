/**
 * Personal manual-report tokens (`/api/v1/user/manual_report_tokens`, docs/decisions/0041): a user
 * makes and revokes their own in Settings. A token acts as its user for one thing only, sending
 * workflow and assisted-test reports; it reads nothing, and the build ingest refuses it.
 */
import { Type, type Static } from '@sinclair/typebox';

/** Prefix of every manual-report token. */
export const MANUAL_REPORT_TOKEN_PREFIX = 'cmr_';

const TokenId = Type.String({ description: 'Token id (`mrt_...`), to revoke it with' });
const Label = Type.Union([Type.String(), Type.Null()], { description: 'The label given when it was made, or null' });

/** One of the signed-in user's live tokens; never the token itself nor its hash. */
export const ManualReportTokenItem = Type.Object({
  id: TokenId,
  label: Label,
  createdAt: Type.String({ description: 'When it was made (ISO 8601, UTC)' }),
  lastUsedAt: Type.Union([Type.String(), Type.Null()], { description: 'When a request last presented it (ISO 8601, UTC); null: never used' }),
});
export type ManualReportTokenItem = Static<typeof ManualReportTokenItem>;

/** `GET /api/v1/user/manual_report_tokens`: the user's live tokens, newest first. */
export const ManualReportTokenList = Type.Object({
  tokens: Type.Array(ManualReportTokenItem, { description: "The signed-in user's live (unrevoked) tokens, newest first" }),
});
export type ManualReportTokenList = Static<typeof ManualReportTokenList>;

/** `POST /api/v1/user/manual_report_tokens`. */
export const CreateManualReportTokenBody = Type.Object({
  label: Type.Optional(Type.String({ maxLength: 200, description: 'What the token is for, for example the browser it is used in; trimmed' })),
});
export type CreateManualReportTokenBody = Static<typeof CreateManualReportTokenBody>;

/** The new token: `token` is shown this once; only its hash is stored. */
export const CreatedManualReportToken = Type.Object({
  id: TokenId,
  token: Type.String({ description: `The token itself (\`${MANUAL_REPORT_TOKEN_PREFIX}...\`); shown this once, only its hash is stored` }),
  label: Label,
});
export type CreatedManualReportToken = Static<typeof CreatedManualReportToken>;

/** Path of `DELETE /api/v1/user/manual_report_tokens/{tokenId}`. */
export const ManualReportTokenParams = Type.Object({
  tokenId: Type.String({ minLength: 1, maxLength: 100, description: 'Token id (`mrt_...`)' }),
});
export type ManualReportTokenParams = Static<typeof ManualReportTokenParams>;
