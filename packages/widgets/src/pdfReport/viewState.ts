/**
 * The PDF viewer's view state in the URL (spec 002 section 2.2 query keys: ruleId, activeIssueIndex,
 * activePageIndex, isMetaRule, hideIssues, activeIssueStatus, reportBug; `id` is the host's), plus `profile`
 * and `review` (the profile toggle and the needs-review dropdown, so a copied link opens the same
 * view), and where the viewer goes after a hide or review changes the list (spec 002 section 7).
 */
import { PDF_SCANNER_PROFILES } from '@curbcut/core';
import type { PdfScannerProfile } from '@curbcut/core';

/** The profile toggle: every checked profile, or one. */
export type PdfProfileChoice = 'all' | PdfScannerProfile;
/** The needs-review dropdown. */
export type PdfReviewFilter = 'allIssues' | 'needsReview' | 'notNeedsReview';
/** The hidden view's two lists. */
export type PdfHiddenStatus = 'hidden' | 'non-issue';

/** What the viewer shows. */
export interface PdfViewState {
  profile: PdfProfileChoice;
  review: PdfReviewFilter;
  /** The hidden view ('View Hidden issues'). */
  hideIssues: boolean;
  /** In the hidden view: hidden issues, or those reviewed as not an issue. */
  activeIssueStatus: PdfHiddenStatus;
  /** The open rule (its key, `ua1:7.1-t10`); null: the rules list. */
  ruleId: string | null;
  /** The open rule is a Metadata rule. */
  isMetaRule: boolean;
  /** The open location group of the rule ('Page 3', 'Document wide'), by its index; null: the rule's table. */
  activePageIndex: number | null;
  /** The open issue within the group, from 0. */
  activeIssueIndex: number;
  /** The 'File a bug' dialog is open over the open issue; only with an issue open. */
  reportBug: boolean;
}

export const DEFAULT_PDF_VIEW: PdfViewState = {
  profile: 'all',
  review: 'allIssues',
  hideIssues: false,
  activeIssueStatus: 'hidden',
  ruleId: null,
  isMetaRule: false,
  activePageIndex: null,
  activeIssueIndex: 0,
  reportBug: false,
};

const REVIEW_FILTERS: readonly PdfReviewFilter[] = ['allIssues', 'needsReview', 'notNeedsReview'];
const KEYS = ['profile', 'review', 'hideIssues', 'activeIssueStatus', 'ruleId', 'isMetaRule', 'activePageIndex', 'activeIssueIndex', 'reportBug'] as const;

function index(value: string | null): number | null {
  if (value === null || !/^\d{1,7}$/.test(value)) return null;
  return Number(value);
}

/** The view a query string describes; anything unreadable falls back to the default. */
export function readPdfView(params: URLSearchParams): PdfViewState {
  const profile = params.get('profile');
  const review = params.get('review');
  const ruleId = params.get('ruleId');
  const open = ruleId !== null && ruleId !== '';
  const pageIndex = open ? index(params.get('activePageIndex')) : null;
  return {
    profile: (PDF_SCANNER_PROFILES as readonly string[]).includes(profile ?? '') ? (profile as PdfScannerProfile) : 'all',
    review: (REVIEW_FILTERS as readonly string[]).includes(review ?? '') ? (review as PdfReviewFilter) : 'allIssues',
    hideIssues: params.get('hideIssues') === 'true',
    activeIssueStatus: params.get('activeIssueStatus') === 'non-issue' ? 'non-issue' : 'hidden',
    ruleId: open ? ruleId : null,
    isMetaRule: open && params.get('isMetaRule') === 'true',
    activePageIndex: pageIndex,
    activeIssueIndex: pageIndex === null ? 0 : (index(params.get('activeIssueIndex')) ?? 0),
    // 'true' or '1', as the other reports read it.
    reportBug: pageIndex !== null && ['true', '1'].includes(params.get('reportBug') ?? ''),
  };
}

/** `params` with the view written over the viewer's keys (defaults left out); other keys (the host's `id`) kept. */
export function writePdfView(view: PdfViewState, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) next.delete(key);
  if (view.profile !== 'all') next.set('profile', view.profile);
  if (view.review !== 'allIssues') next.set('review', view.review);
  if (view.hideIssues) {
    next.set('hideIssues', 'true');
    if (view.activeIssueStatus !== 'hidden') next.set('activeIssueStatus', view.activeIssueStatus);
  }
  if (view.ruleId !== null) {
    next.set('ruleId', view.ruleId);
    if (view.isMetaRule) next.set('isMetaRule', 'true');
    if (view.activePageIndex !== null) {
      next.set('activePageIndex', String(view.activePageIndex));
      next.set('activeIssueIndex', String(view.activeIssueIndex));
      if (view.reportBug) next.set('reportBug', 'true');
    }
  }
  return next;
}

/** One location group of a rule: 'Page 3' (its page), 'Document wide' or 'Metadata', with its issue count. */
export interface LocationGroup {
  location: string;
  pageNumber: number | null;
  count: number;
}

/** A place in a rule's issues: the group's index and the issue's index within it. */
export interface IssuePlace {
  pageIndex: number;
  issueIndex: number;
}

/** The issue `delta` (+1 or -1) away, across groups; null past either end. */
export function stepIssue(groups: readonly LocationGroup[], place: IssuePlace, delta: 1 | -1): IssuePlace | null {
  const issueIndex = place.issueIndex + delta;
  if (issueIndex >= 0 && issueIndex < (groups[place.pageIndex]?.count ?? 0)) return { pageIndex: place.pageIndex, issueIndex };
  for (let p = place.pageIndex + delta; p >= 0 && p < groups.length; p += delta) {
    const count = groups[p]?.count ?? 0;
    if (count > 0) return { pageIndex: p, issueIndex: delta === 1 ? 0 : count - 1 };
  }
  return null;
}

/**
 * Where the viewer goes once a hide or review changed the rule's groups (spec 002 section 7): the
 * first of the next issue, the previous issue, the next page, the previous page; null is back to
 * the rules list. `before` is the groups the user saw, `after` those read again.
 */
export function placeAfterChange(before: readonly LocationGroup[], place: IssuePlace, after: readonly LocationGroup[]): IssuePlace | null {
  const location = before[place.pageIndex]?.location;
  const same = after.findIndex((g) => g.location === location);
  const count = same === -1 ? 0 : (after[same]?.count ?? 0);
  // The changed issue left the list (or stayed, as a confirmed one does): what is now at its index is the next one.
  if (count > 0 && place.issueIndex < count) return { pageIndex: same, issueIndex: place.issueIndex };
  if (count > 0) return { pageIndex: same, issueIndex: count - 1 };
  const laterIn = (from: number, delta: 1 | -1): IssuePlace | null => {
    for (let p = from; p >= 0 && p < before.length; p += delta) {
      const at = after.findIndex((g) => g.location === before[p]?.location);
      const n = at === -1 ? 0 : (after[at]?.count ?? 0);
      if (n > 0) return { pageIndex: at, issueIndex: delta === 1 ? 0 : n - 1 };
    }
    return null;
  };
  return laterIn(place.pageIndex + 1, 1) ?? laterIn(place.pageIndex - 1, -1);
}
