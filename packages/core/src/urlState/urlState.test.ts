import { describe, expect, it } from 'vitest';
import { decodeUrlState, encodeUrlState } from './codec';
import { changeTab, clearedOnTabChange, issueFiltersFromUrlState, withIssueFilters } from './navigation';
import type { UrlState } from './state';

describe('decodeUrlState', () => {
  it('reads a build report link (spec 001 section 2.1)', () => {
    const { state, unknown, dropped } = decodeUrlState(
      '?thBuildId=b_42&activeTab=issues&activeIssuesTab=guidelines&activeReviewStatus=confirmed&activeViolationId=image-alt' +
        '&activeComponentId=c1&activeBehaviorValue=v&activeIssueId=i9&activeTestId=t1&activeBtcerId=x&activeSlideOverTab=issues' +
        '&hasSummaryFilter=true&impact=critical,serious&component=c1,c2&pages=https%3A%2F%2Fa.test%2F&category=color' +
        '&needsReviewFilter=allIssues&aiDetectedIssuesFilter=onlyAiDetectedIssues&id=r1',
    );
    expect(dropped).toEqual([]);
    expect(unknown).toEqual([]);
    expect(state).toEqual({
      id: 'r1',
      thBuildId: 'b_42',
      activeTab: 'issues',
      activeIssuesTab: 'guidelines',
      activeReviewStatus: 'confirmed',
      activeViolationId: 'image-alt',
      activeComponentId: 'c1',
      activeBehaviorValue: 'v',
      activeIssueId: 'i9',
      activeTestId: 't1',
      activeBtcerId: 'x',
      activeSlideOverTab: 'issues',
      hasSummaryFilter: true,
      impact: ['critical', 'serious'],
      components: ['c1', 'c2'],
      pages: ['https://a.test/'],
      categories: ['color'],
      needsReviewFilter: 'allIssues',
      aiIssues: true,
    });
  });

  it('reads a website scan link with tab=SUMMARY|ALLISSUES|SCANLOGS, severity and page (spec 001 section 2.6)', () => {
    expect(decodeUrlState('tab=SUMMARY').state).toEqual({ activeTab: 'summary' });
    expect(decodeUrlState('tab=ALLISSUES').state).toEqual({ activeTab: 'issues' });
    expect(decodeUrlState('tab=SCANLOGS&minimal=true').state).toEqual({ activeTab: 'scan-logs', minimal: true });
    const { state } = decodeUrlState('id=scan1&severity=minor&page=https%3A%2F%2Fa.test%2Fx&components=c3&categories=aria&needsReview=true&bestPractices=false');
    expect(state).toEqual({
      id: 'scan1',
      impact: ['minor'],
      pages: ['https://a.test/x'],
      components: ['c3'],
      categories: ['aria'],
      needsReviewFilter: 'needsReview',
      bestPracticesFilter: 'notBestPractices',
    });
  });

  it('reads the shell parameters (spec 000 section 2.3)', () => {
    const { state } = decodeUrlState(
      'ids=base1,new2&ar_ids=a1&type=websiteScan&source=lcnc&token=tok&minimal=true&tunnel_vision=true&journeyOrigin=home' +
        '&redirect_source=scanner&hide_priority_banner=true&utm_source=mail&utm_campaign=q3&isShowingIssue=true&activeIssueIndex=4' +
        '&activeSwitch=rules&hideIssues=false&reportBug=1&activeIssueStatus=hidden',
    );
    expect(state).toEqual({
      ids: ['base1', 'new2'],
      arIds: ['a1'],
      type: 'scanner',
      source: 'lcnc',
      token: 'tok',
      minimal: true,
      tunnelVision: true,
      journeyOrigin: 'home',
      redirectSource: 'scanner',
      hidePriorityBanner: true,
      utm: { utm_source: 'mail', utm_campaign: 'q3' },
      isShowingIssue: true,
      activeIssueIndex: 4,
      activeSwitch: 'rules',
      hideIssues: false,
      reportBug: true,
      activeIssueStatus: 'hidden',
    });
  });

  it('converts the legacy boolean AI filter to aiIssues and treats allIssues as no filter', () => {
    expect(decodeUrlState('aiIssues=false').state).toEqual({ aiIssues: false });
    expect(decodeUrlState('aiDetectedIssuesFilter=notAiDetectedIssues').state).toEqual({ aiIssues: false });
    expect(decodeUrlState('aiDetectedIssuesFilter=true').state).toEqual({ aiIssues: true });
    expect(decodeUrlState('aiDetectedIssuesFilter=allIssues')).toEqual({ state: {}, unknown: [], dropped: [] });
  });

  it('lets the canonical name win over an alias and says so', () => {
    const { state, dropped } = decodeUrlState('tab=SCANLOGS&activeTab=issues');
    expect(state.activeTab).toBe('issues');
    expect(dropped).toEqual([{ param: 'tab', value: 'SCANLOGS', reason: 'superseded by activeTab=issues' }]);
    expect(decodeUrlState('activeTab=rules&tab=ALLISSUES').state.activeTab).toBe('issues');
  });

  it('merges repeated and aliased list parameters without duplicates', () => {
    expect(decodeUrlState('impact=critical&severity=serious,critical&impact=minor').state.impact).toEqual(['critical', 'minor', 'serious']);
    expect(decodeUrlState('pages=%2Fa&page=%2Fb').state.pages).toEqual(['/a', '/b']);
  });

  it('drops invalid values with a reason and keeps the valid ones', () => {
    const { state, dropped } = decodeUrlState('impact=critical,cosmetic&activeTab=home&activeIssueIndex=-1&minimal=yes&activeIssueId=');
    expect(state).toEqual({ impact: ['critical'] });
    expect(dropped).toEqual([
      { param: 'activeTab', value: 'home', reason: 'invalid value; expected overview, summary, issues, tests, issue-type, scan-logs, steps, checks' },
      { param: 'activeIssueId', value: '', reason: 'empty value' },
      { param: 'activeIssueIndex', value: '-1', reason: 'invalid value; expected a whole number from 0' },
      { param: 'impact', value: 'cosmetic', reason: 'invalid value; expected critical, serious, moderate, minor' },
      { param: 'minimal', value: 'yes', reason: 'invalid value; expected true or false' },
    ]);
  });

  it('keeps parameters no viewer reads aside, and reports malformed encoding', () => {
    const { unknown, dropped } = decodeUrlState('?foo=1&bar=a%20b&x=%E0%A4%A');
    expect(unknown).toEqual([
      ['foo', '1'],
      ['bar', 'a b'],
    ]);
    expect(dropped).toEqual([{ param: 'x', value: '%E0%A4%A', reason: 'malformed percent-encoding' }]);
  });

  it('reads a URLSearchParams the same way', () => {
    const params = new URLSearchParams('tab=ALLISSUES&impact=critical%2Cserious&pages=%2Fa');
    expect(decodeUrlState(params).state).toEqual({ activeTab: 'issues', impact: ['critical', 'serious'], pages: ['/a'] });
  });
});

describe('encodeUrlState', () => {
  const full: UrlState = {
    thBuildId: 'b 1',
    activeTab: 'scan-logs',
    activeIssueIndex: 0,
    impact: ['critical', 'minor'],
    pages: ['https://a.test/x?q=1,2', 'https://a.test/y'],
    components: ['div > a'],
    needsReviewFilter: 'notNeedsReview',
    aiIssues: false,
    minimal: true,
    tunnelVision: false,
    utm: { utm_term: 't', utm_medium: 'm' },
  };

  it('writes canonical names in a stable order', () => {
    expect(encodeUrlState(full)).toBe(
      'thBuildId=b%201&activeTab=scan-logs&activeIssueIndex=0&impact=critical,minor' +
        '&pages=https%3A%2F%2Fa.test%2Fx%3Fq%3D1%2C2,https%3A%2F%2Fa.test%2Fy&component=div%20%3E%20a' +
        '&needsReviewFilter=notNeedsReview&aiDetectedIssuesFilter=notAiDetectedIssues&minimal=true&tunnel_vision=false' +
        '&utm_medium=m&utm_term=t',
    );
  });

  it('round-trips, including list items that contain commas', () => {
    expect(decodeUrlState(encodeUrlState(full))).toEqual({ state: full, unknown: [], dropped: [] });
    const aliased = decodeUrlState('severity=serious&tab=SUMMARY&page=%2Fp&aiIssues=true');
    expect(encodeUrlState(aliased.state)).toBe('activeTab=summary&impact=serious&pages=%2Fp&aiDetectedIssuesFilter=onlyAiDetectedIssues');
    expect(decodeUrlState(encodeUrlState(aliased.state)).state).toEqual(aliased.state);
  });

  it('appends extra parameters after its own and leaves out empty lists', () => {
    const { state, unknown } = decodeUrlState('foo=1&activeTab=tests');
    expect(encodeUrlState({ ...state, impact: [] }, unknown)).toBe('activeTab=tests&foo=1');
  });
});

describe('tab changes and filters', () => {
  it('clears the open rule, component, issue, behaviour, issues tab and review status on a tab change', () => {
    expect(clearedOnTabChange).toEqual([
      'activeViolationId',
      'activeComponentId',
      'activeIssueId',
      'activeBehaviorValue',
      'activeIssuesTab',
      'activeReviewStatus',
    ]);
    const open: UrlState = {
      thBuildId: 'b',
      activeTab: 'issues',
      activeViolationId: 'image-alt',
      activeComponentId: 'c',
      activeIssueId: 'i',
      activeBehaviorValue: 'v',
      activeIssuesTab: 'rules',
      activeReviewStatus: 'needs-review',
      impact: ['critical'],
    };
    expect(changeTab(open, 'tests')).toEqual({ thBuildId: 'b', activeTab: 'tests', impact: ['critical'] });
    expect(changeTab(open, 'issues')).toBe(open);
  });

  it("carries the test filter as `tests` (aliases `step`, `steps`: a manual report's units)", () => {
    const { state } = decodeUrlState('ids=rep_1&activeTab=issues&step=tc_1,tc_2');
    expect(state).toMatchObject({ ids: ['rep_1'], activeTab: 'issues', tests: ['tc_1', 'tc_2'] });
    expect(issueFiltersFromUrlState(state)).toEqual({ tests: ['tc_1', 'tc_2'] });
    expect(decodeUrlState('steps=tc_3&activeTab=steps').state).toEqual({ tests: ['tc_3'], activeTab: 'steps' });
    expect(encodeUrlState(withIssueFilters({ activeTab: 'issues' }, { tests: ['tc_9'] }))).toBe('activeTab=issues&tests=tc_9');
  });

  it('turns URL filters into issue filters and back', () => {
    const state = decodeUrlState('impact=critical&component=c1&category=color&pages=%2Fa&needsReviewFilter=needsReview&aiIssues=true').state;
    const filters = issueFiltersFromUrlState(state);
    expect(filters).toEqual({
      impact: ['critical'],
      components: ['c1'],
      categories: ['color'],
      pages: ['/a'],
      needsReviewFilter: 'needsReview',
      aiDetectedIssuesFilter: 'onlyAiDetectedIssues',
    });
    expect(withIssueFilters({ activeTab: 'issues', impact: ['minor'] }, filters)).toEqual({ activeTab: 'issues', ...state });
    expect(withIssueFilters(state, {})).toEqual({});
  });
});
