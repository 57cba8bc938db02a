import { describe, expect, it } from 'vitest';
import { createViewStore, filtersOf, viewOf } from './viewStore';
import { memoryUrlStateStore } from './urlStateStore';

describe('createViewStore', () => {
  it('gives each widget its own state', () => {
    const a = createViewStore(memoryUrlStateStore());
    const b = createViewStore(memoryUrlStateStore());
    a.getState().setTab('issues');
    a.getState().openGroup('image-alt');
    expect(a.getState().url.activeViolationId).toBe('image-alt');
    expect(b.getState().url.activeTab).toBeUndefined();
    expect(b.getState().url.activeViolationId).toBeUndefined();
  });

  it('restores the view from every spec parameter', () => {
    const store = createViewStore(
      memoryUrlStateStore(
        'activeTab=issues&activeIssuesTab=guidelines&activeReviewStatus=needs-review&activeViolationId=1.4.3&activeComponentId=c1&activeBehaviorValue=b&activeIssueId=fp&impact=critical&pages=https%3A%2F%2Fa.example%2F&category=color&activeIssueStatus=hidden',
      ),
    );
    const s = store.getState();
    expect(s.url).toMatchObject({
      activeTab: 'issues',
      activeIssuesTab: 'guidelines',
      activeReviewStatus: 'needs-review',
      activeViolationId: '1.4.3',
      activeComponentId: 'c1',
      activeBehaviorValue: 'b',
      activeIssueId: 'fp',
    });
    expect(filtersOf(s)).toEqual({ impact: ['critical'], pages: ['https://a.example/'], categories: ['color'] });
    expect(viewOf(s)).toMatchObject({ review: 'needs-review', hidden: 'hidden' });
  });

  it('clears the open rule, component, issue and toggles when the tab changes, and keeps unknown parameters', () => {
    const urlStore = memoryUrlStateStore('activeTab=issues&activeViolationId=r&activeComponentId=c&activeIssueId=i&activeReviewStatus=confirmed&foo=bar');
    const store = createViewStore(urlStore);
    store.getState().setTab('overview');
    expect(urlStore.writes.at(-1)).toEqual({ query: 'activeTab=overview&foo=bar', push: true });
  });

  it('writes filters to the URL, tests included, and keeps files and tags beside it', () => {
    const urlStore = memoryUrlStateStore('activeTab=issues');
    const store = createViewStore(urlStore);
    store.getState().setFilters({ impact: ['serious'], categories: ['color', 'forms'], tests: ['t1'] });
    expect(urlStore.writes.at(-1)?.query).toBe('activeTab=issues&impact=serious&category=color%2Cforms&tests=t1');
    expect(filtersOf(store.getState())).toEqual({ impact: ['serious'], categories: ['color', 'forms'], tests: ['t1'] });
  });
});
