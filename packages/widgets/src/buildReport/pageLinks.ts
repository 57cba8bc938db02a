/**
 * Links to this very page in another view state (a CSV row's issue, a test case's share link). Only
 * a widget that owns the page's URL can make them: a host with its own URL store, the embedded view
 * and the public view have no page URL of the report to give out.
 */
import { encodeUrlState } from '@curbcut/core';
import type { UrlState } from '@curbcut/core';
import type { StoreApi } from 'zustand/vanilla';
import type { ViewState } from '../store/viewStore';

/**
 * The page's URL with `state` as its view state. What names the report (thBuildId, type, source)
 * and unknown parameters other than a token stay; the rest of the current view state does not.
 */
export function pageLink(store: StoreApi<ViewState>, state: UrlState): string {
  const { url, unknown } = store.getState();
  const next: UrlState = { ...state };
  if (url.thBuildId !== undefined) next.thBuildId = url.thBuildId;
  if (url.type !== undefined) next.type = url.type;
  if (url.source !== undefined) next.source = url.source;
  const query = encodeUrlState(next, unknown.filter(([name]) => name !== 'token'));
  return `${window.location.origin}${window.location.pathname}?${query}`;
}

/** The start of an issue's link: append the issue id (URL-encoded). */
export function issueLinkBase(store: StoreApi<ViewState>): string {
  return `${pageLink(store, { activeTab: 'issues' })}&activeIssueId=`;
}
