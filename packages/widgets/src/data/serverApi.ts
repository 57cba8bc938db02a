/**
 * The widget's calls to a Curbcut server: the client a source reads with (the session, or a report
 * token sent as `Authorization: Bearer` with no cookie), the absolute dataset URLs the worker fetches,
 * and the issue actions sent after they are applied locally.
 */
import { createApiClient, getBuildOverview, getDefaultApiClient, hideIssues, markPreferred, reviewIssue } from '@curbcut/client';
import type { ApiClient } from '@curbcut/client';
import { reportApiPath } from '@curbcut/core';
import type { BuildOverview, DecisionResult } from '@curbcut/core';
import type { ServerReportSource } from '../reportSource';
import type { IssueAction } from './types';

/**
 * The client of a source: its own client (or the page's default) for a session; for a token, a
 * client of the same base URL that sends the token on every call and never a cookie.
 */
export function clientForSource(source: ServerReportSource): ApiClient {
  const base = source.client ?? getDefaultApiClient();
  if (!source.token) return base;
  return createApiClient({ baseUrl: base.baseUrl, headers: { authorization: `Bearer ${source.token}` }, credentials: 'omit' });
}

/** The build overview of a report. */
export function fetchBuildOverview(client: ApiClient, reportId: string, signal?: AbortSignal): Promise<BuildOverview> {
  return getBuildOverview(reportId, client, signal ? { signal } : {});
}

/**
 * The absolute URL of a per-report path (`/dataset`, `/dataset/slices`): the worker has no page
 * to resolve a relative URL against.
 */
export function reportUrl(client: ApiClient, reportId: string, path: string): string {
  const relative = `${client.baseUrl}${reportApiPath(reportId, path.replace(/^\//, ''))}`;
  return new URL(relative, globalThis.location?.href ?? 'http://localhost/').href;
}

/** Sends an action the engine already applied; rejects when the server refuses it. */
export function sendIssueAction(client: ApiClient, action: IssueAction, reportId: string): Promise<DecisionResult> {
  switch (action.kind) {
    case 'hide':
      return hideIssues(
        {
          scope: action.scope,
          reason: action.reason,
          hidden: action.hidden,
          issueId: action.issueId,
          componentId: action.componentId,
          ...(action.ruleId !== undefined ? { ruleId: action.ruleId } : {}),
          ...(action.guidelineTag !== undefined ? { guidelineTag: action.guidelineTag } : {}),
          reportId,
          persist: action.persist,
        },
        client,
      );
    case 'review':
      return reviewIssue(action.issueId, { reportId, confirmed: action.confirmed, persist: action.persist }, client);
    case 'preferred':
      return markPreferred(action.issueId, { reportId, preferred: action.preferred, persist: action.persist }, client);
  }
}
