/**
 * Typed functions for the signed-in user's personal manual-report tokens
 * (docs/decisions/0041-manual-reports.md): made and revoked in Settings, shown once.
 */
import { encodePathSegment } from '@curbcut/core';
import type { CreatedManualReportToken, ManualReportTokenItem } from '@curbcut/core';
import type { ApiClient } from './apiClient';
import { getDefaultApiClient } from './defaultClient';

/** The user's live tokens, newest first (never the tokens themselves). */
export async function listManualReportTokens(client: ApiClient = getDefaultApiClient()): Promise<ManualReportTokenItem[]> {
  const data = await client.request<{ tokens: ManualReportTokenItem[] }>('/v1/user/manual_report_tokens');
  return data.tokens;
}

/** Makes a token for the user. The plain `cmr_...` token is in the answer only, once. */
export function createManualReportToken(label?: string, client: ApiClient = getDefaultApiClient()): Promise<CreatedManualReportToken> {
  return client.request<CreatedManualReportToken>('/v1/user/manual_report_tokens', { method: 'POST', body: label === undefined ? {} : { label } });
}

/** Revokes one of the user's tokens; rejects with 404 when it is not theirs or already revoked. */
export async function revokeManualReportToken(tokenId: string, client: ApiClient = getDefaultApiClient()): Promise<void> {
  await client.request<unknown>(`/v1/user/manual_report_tokens/${encodePathSegment(tokenId)}`, { method: 'DELETE' });
}
