/**
 * The view state of one widget instance (a zustand store made per instance and passed by context,
 * never a module singleton, so two widgets on a page never share it). URL-carried fields live in
 * `url` and go through core's codec (decodeUrlState / encodeUrlState / changeTab), so a shared link
 * restores the tab, open rule, component, behaviour, issue, review tab, issue status and filters.
 */
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { changeTab, decodeUrlState, encodeUrlState, issueFiltersFromUrlState, withIssueFilters } from '@curbcut/core';
import type { ActiveTab, IssueFilters, IssuesTab, UrlState } from '@curbcut/core';
import type { UrlStateStore } from '../buildReport/props';
import type { HiddenTab, IssueView, ReviewTab } from '../data/types';

/** Tabs of the details pane. */
export type DetailsTab = 'element' | 'fix' | 'tests';

/** Filters the URL cannot carry (files, tags) are kept beside it. */
export type ExtraFilters = Pick<IssueFilters, 'files' | 'tags'>;

/** State and actions of one widget's view. */
export interface ViewState {
  url: UrlState;
  /** Parameters the widget does not read, written back unchanged. */
  unknown: [string, string][];
  extraFilters: ExtraFilters;
  /** The hidden view's toggle (the URL only says hidden or visible). */
  hiddenTab: HiddenTab;
  detailsTab: DetailsTab;
  /** Bumped whenever the dataset changed (reload, local action): cached answers are stale. */
  dataVersion: number;
  setTab(tab: ActiveTab): void;
  setIssuesTab(tab: IssuesTab): void;
  setReview(review: ReviewTab): void;
  /** Opens the hidden view (with its toggle) or, with null, goes back to the list. */
  setHidden(tab: HiddenTab | null): void;
  /** Opens a rule or guideline accordion (null closes it); closes its component and issue. */
  openGroup(id: string | null): void;
  openComponent(componentId: string | null, behaviour?: string | null): void;
  /** Opens an issue of the open component at a 1-based position, or closes the pane (null). */
  openIssue(issue: { issueId: string; position: number } | null): void;
  setFilters(filters: IssueFilters): void;
  setDetailsTab(tab: DetailsTab): void;
  /** Sets other URL fields as they are (test slide-over, an issue to open by id). */
  patchUrl(patch: Partial<UrlState>, options?: { push?: boolean }): void;
  bumpData(): void;
  /** Re-reads the URL (back / forward). */
  syncFromUrl(): void;
}

function decode(urlStore: UrlStateStore): { url: UrlState; unknown: [string, string][] } {
  const { state, unknown } = decodeUrlState(urlStore.read());
  return { url: state, unknown };
}

/** Creates the view store of one widget, reading and writing `urlStore`. */
export function createViewStore(urlStore: UrlStateStore): StoreApi<ViewState> {
  const initial = decode(urlStore);
  return createStore<ViewState>()((set, get) => {
    const writeUrl = (url: UrlState, push = false): void => {
      set({ url });
      urlStore.write(new URLSearchParams(encodeUrlState(url, get().unknown)), { push });
    };
    const withoutIssue = (url: UrlState): UrlState => {
      const next = { ...url };
      delete next.activeIssueId;
      delete next.activeIssueIndex;
      return next;
    };
    return {
      url: initial.url,
      unknown: initial.unknown,
      extraFilters: {},
      hiddenTab: 'hidden',
      detailsTab: 'element',
      dataVersion: 0,
      setTab: (tab) => writeUrl(changeTab(get().url, tab), true),
      setIssuesTab: (tab) => {
        const next = withoutIssue({ ...get().url, activeIssuesTab: tab });
        delete next.activeViolationId;
        delete next.activeComponentId;
        delete next.activeBehaviorValue;
        writeUrl(next);
      },
      setReview: (review) => {
        const next = withoutIssue({ ...get().url, activeReviewStatus: review });
        delete next.activeViolationId;
        delete next.activeComponentId;
        delete next.activeBehaviorValue;
        writeUrl(next);
      },
      setHidden: (tab) => {
        const next = withoutIssue({ ...get().url });
        delete next.activeViolationId;
        delete next.activeComponentId;
        delete next.activeBehaviorValue;
        if (tab === null) delete next.activeIssueStatus;
        else next.activeIssueStatus = 'hidden';
        set({ hiddenTab: tab ?? 'hidden' });
        writeUrl(next);
      },
      openGroup: (id) => {
        const next = withoutIssue({ ...get().url });
        delete next.activeComponentId;
        delete next.activeBehaviorValue;
        if (id === null) delete next.activeViolationId;
        else next.activeViolationId = id;
        writeUrl(next);
      },
      openComponent: (componentId, behaviour = null) => {
        const next = withoutIssue({ ...get().url });
        if (componentId === null) delete next.activeComponentId;
        else next.activeComponentId = componentId;
        if (behaviour) next.activeBehaviorValue = behaviour;
        else delete next.activeBehaviorValue;
        set({ detailsTab: 'element' });
        writeUrl(next);
      },
      openIssue: (issue) => {
        const next = withoutIssue({ ...get().url });
        if (issue) {
          next.activeIssueId = issue.issueId;
          next.activeIssueIndex = issue.position;
        }
        writeUrl(next);
      },
      setFilters: (filters) => {
        const next = withoutIssue(withIssueFilters(get().url, filters));
        // Filters the user sets are no longer the summary's (BuildReport marks those after this).
        delete next.hasSummaryFilter;
        delete next.activeViolationId;
        delete next.activeComponentId;
        delete next.activeBehaviorValue;
        const extra: ExtraFilters = {};
        if (filters.files?.length) extra.files = [...filters.files];
        if (filters.tags?.length) extra.tags = [...filters.tags];
        set({ extraFilters: extra });
        writeUrl(next);
      },
      setDetailsTab: (tab) => set({ detailsTab: tab }),
      patchUrl: (patch, options = {}) => {
        const next: UrlState = { ...get().url, ...patch };
        for (const key of Object.keys(patch) as (keyof UrlState)[]) if (patch[key] === undefined) delete next[key];
        writeUrl(next, options.push ?? false);
      },
      bumpData: () => set({ dataVersion: get().dataVersion + 1 }),
      syncFromUrl: () => set(decode(urlStore)),
    };
  });
}

/** Every filter of the view: the URL's and the extra ones. */
export function filtersOf(state: Pick<ViewState, 'url' | 'extraFilters'>): IssueFilters {
  return { ...issueFiltersFromUrlState(state.url), ...state.extraFilters };
}

/** The slice of the report the All issues list shows. */
export function viewOf(state: Pick<ViewState, 'url' | 'extraFilters' | 'hiddenTab'>): IssueView {
  return {
    filters: filtersOf(state),
    review: state.url.activeReviewStatus ?? 'confirmed',
    hidden: state.url.activeIssueStatus === 'hidden' ? state.hiddenTab : null,
  };
}
