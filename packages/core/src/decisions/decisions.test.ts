import { describe, expect, it } from 'vitest';
import type { Impact, Issue, RuleInfo } from '../model';
import { encodeDataset } from '../dataset/builder';
import { decodeDataset } from '../dataset/decode';
import { rowConfirmed, rowIssueStatus } from '../dataset/rows';
import { createLocalStringReader } from '../dataset/strings';
import { filterDataset } from '../filters/datasetFilter';
import { groupBehaviours } from '../grouping/summary';
import { applyDecisionToDataset, candidateRows, withoutPreferredRows } from './dataset';
import { HIDE_REASONS, type DecisionState, type IssueDecision } from './model';
import { validateDecision } from './validate';
import { criterionKeyOf, decisionKey, decisionMatches } from './scope';
import { countsAsIssue, decideState, flagsWithState, stateFromFlags } from './transition';

function rule(id: string, tags: string[], impact: Impact): RuleInfo {
  return { id, help: `${id} help`, description: '', helpUrl: '', tags, impact };
}

const RULES = [
  rule('image-alt', ['cat.text-alternatives', 'wcag2a', 'wcag111'], 'critical'),
  rule('color-contrast', ['cat.color', 'wcag2aa', 'wcag143'], 'serious'),
  rule('region', ['cat.keyboard', 'best-practice'], 'moderate'),
];

let n = 0;
function node(ruleId: string, componentId: string, extra: Partial<Issue> = {}): Issue {
  n++;
  return {
    ruleId, impact: 'serious', componentId, pageUrl: '/a', needsReview: false, html: '<a></a>', target: 'a',
    failureSummary: '', any: [], all: [], none: [], timestamp: '2026-11-20T10:00:00Z', fingerprint: `fp${n}`,
    fingerprintVersion: 1, behaviour: null, issueStatus: 'visible', confirmed: null, preferred: false, sources: [], ...extra,
  };
}

function dataset() {
  n = 0;
  const issues = [
    node('image-alt', 'img.hero'), // fp1
    node('image-alt', 'img.logo'), // fp2
    node('color-contrast', 'a.nav-link', { behaviour: 'foreground #777777 on background #ffffff (4.48:1)' }), // fp3
    node('color-contrast', 'a.nav-link', { behaviour: 'foreground #777777 on background #ffffff (4.48:1)' }), // fp4
    node('color-contrast', 'a.nav-link', { behaviour: 'foreground #999999 on background #eeeeee (2.32:1)' }), // fp5
    node('color-contrast', 'img.hero', { behaviour: 'foreground #999999 on background #eeeeee (2.32:1)' }), // fp6
    node('region', 'img.hero', { needsReview: true }), // fp7
    node('image-alt', 'img.hero', { issueStatus: 'non-issue', confirmed: false }), // fp8
  ];
  const ds = decodeDataset(encodeDataset(issues, { rules: RULES }));
  return { ds, reader: createLocalStringReader(ds) };
}

const hide = (extra: Partial<Extract<IssueDecision, { kind: 'hide' }>>): IssueDecision => ({
  kind: 'hide', hidden: true, scope: 'issue', reason: 'Not relevant', persist: true, ...extra,
});

describe('decision validation', () => {
  it('knows the six reasons of the hide modal, in order', () => {
    expect(HIDE_REASONS).toEqual(['Not relevant', 'Duplicate', 'Not a priority', 'False positive', 'Technical challenges', 'Others']);
  });

  it('refuses a hide without a reason and a scope without its key, naming the field', () => {
    expect(() => validateDecision(hide({ reason: null, fingerprint: 'fp1' }))).toThrow(/reason is required to hide issues: one of Not relevant/);
    expect(() => validateDecision(hide({ scope: 'rule' }))).toThrow(expect.objectContaining({ field: 'ruleId' }));
    expect(() => validateDecision(hide({ scope: 'guideline' }))).toThrow(expect.objectContaining({ field: 'guidelineTag' }));
    expect(() => validateDecision(hide({ scope: 'guideline', guidelineTag: 'wcag2aa' }))).toThrow(/'wcag2aa' is not a guideline/);
    expect(() => validateDecision({ kind: 'preferred', ruleId: 'image-alt', componentId: 'img', behaviour: '', preferred: true, persist: false }))
      .toThrow(/its rule is not behaviour-type/);
    // Unhiding needs no reason.
    expect(validateDecision(hide({ hidden: false, reason: null, fingerprint: 'fp1' })).hidden).toBe(false);
  });

  it('reads a guideline as a WCAG tag, a criterion or a group key', () => {
    expect(['wcag143', '1.4.3', 'SC 1.4.3'].map(criterionKeyOf)).toEqual(['1.4.3', '1.4.3', '1.4.3']);
    expect(criterionKeyOf('best-practice')).toBe('best-practice');
    expect(() => criterionKeyOf('wcag2aa')).toThrow(/'wcag2aa' is not a guideline/);
  });
});

describe('decision scope', () => {
  const target = { fingerprint: 'fp3', ruleId: 'color-contrast', componentId: 'a.nav-link', ruleTags: RULES[1]!.tags, behaviour: null };
  it('matches by fingerprint, component (within a rule or guideline), rule and guideline', () => {
    expect(decisionMatches(hide({ fingerprint: 'fp3' }), target)).toBe(true);
    expect(decisionMatches(hide({ fingerprint: 'fp4' }), target)).toBe(false);
    expect(decisionMatches(hide({ scope: 'component', componentId: 'a.nav-link' }), target)).toBe(true);
    expect(decisionMatches(hide({ scope: 'component', componentId: 'a.nav-link', ruleId: 'image-alt' }), target)).toBe(false);
    expect(decisionMatches(hide({ scope: 'component', componentId: 'a.nav-link', guidelineTag: 'SC 1.4.3' }), target)).toBe(true);
    expect(decisionMatches(hide({ scope: 'rule', ruleId: 'color-contrast' }), target)).toBe(true);
    expect(decisionMatches(hide({ scope: 'guideline', guidelineTag: 'wcag143' }), target)).toBe(true);
    expect(decisionMatches(hide({ scope: 'guideline', guidelineTag: '1.1.1' }), target)).toBe(false);
  });

  it('keys persisted decisions so that an unhide replaces the hide of the same scope', () => {
    expect(decisionKey(hide({ scope: 'rule', ruleId: 'region' }))).toBe(decisionKey(hide({ scope: 'rule', ruleId: 'region', hidden: false, reason: null })));
    expect(decisionKey(hide({ scope: 'guideline', guidelineTag: 'wcag143' }))).toBe(decisionKey(hide({ scope: 'guideline', guidelineTag: 'SC 1.4.3' })));
    expect(decisionKey(hide({ fingerprint: 'fp1' }))).not.toBe(decisionKey({ kind: 'review', fingerprint: 'fp1', confirmed: true, persist: true }));
  });
});

describe('decision transitions', () => {
  const visible: DecisionState = { issueStatus: 'visible', confirmed: null, preferred: true };
  it('hides a visible issue and clears its preferred mark; a non-issue cannot be hidden', () => {
    expect(decideState(visible, hide({}), null)).toEqual({ issueStatus: 'hidden', confirmed: null, preferred: false });
    const nonIssue: DecisionState = { issueStatus: 'non-issue', confirmed: false, preferred: false };
    expect(decideState(nonIssue, hide({}), null)).toBe(nonIssue);
    expect(decideState({ ...visible, issueStatus: 'hidden' }, hide({ hidden: false, reason: null }), null).issueStatus).toBe('visible');
  });

  it('follows the spec for review: confirm, not an issue, undo', () => {
    const review = (confirmed: boolean | null): IssueDecision => ({ kind: 'review', fingerprint: 'x', confirmed, persist: false });
    const s: DecisionState = { issueStatus: 'visible', confirmed: null, preferred: false };
    // Confirm as issue: confirmed true, hidden false.
    expect(decideState(s, review(true), null)).toEqual({ issueStatus: 'visible', confirmed: true, preferred: false });
    // Not an issue: confirmed false, hidden true.
    const dismissed = decideState(s, review(false), null);
    expect(dismissed).toEqual({ issueStatus: 'non-issue', confirmed: false, preferred: false });
    // Undo review: confirmed null, hidden false.
    expect(decideState(dismissed, review(null), null)).toEqual(s);
  });

  it('round-trips the state through the flags bits without touching the others', () => {
    const flags = 0b1011; // needsReview, bestPractice, aiDetected
    const state: DecisionState = { issueStatus: 'non-issue', confirmed: false, preferred: true };
    const written = flagsWithState(flags, state);
    expect(written & 0b1111).toBe(0b1011);
    expect(stateFromFlags(written)).toEqual(state);
    expect(rowIssueStatus(written)).toBe('non-issue');
    expect(rowConfirmed(written)).toBe(false);
  });

  it('counts a row as an issue only when visible, not awaiting review and not of the preferred behaviour', () => {
    expect(countsAsIssue(flagsWithState(0, { issueStatus: 'visible', confirmed: null, preferred: false }))).toBe(true);
    expect(countsAsIssue(flagsWithState(0, { issueStatus: 'visible', confirmed: null, preferred: true }))).toBe(false);
    expect(countsAsIssue(flagsWithState(1, { issueStatus: 'visible', confirmed: null, preferred: false }))).toBe(false);
    expect(countsAsIssue(flagsWithState(1, { issueStatus: 'visible', confirmed: true, preferred: false }))).toBe(true);
    expect(countsAsIssue(flagsWithState(0, { issueStatus: 'hidden', confirmed: null, preferred: false }))).toBe(false);
  });
});

describe('applying decisions to a dataset in place', () => {
  it('hides one issue by fingerprint and the visible count drops by one', async () => {
    const { ds, reader } = dataset();
    expect(filterDataset(ds).length).toBe(6);
    const changed = await applyDecisionToDataset(ds, hide({ fingerprint: 'fp2' }), reader);
    expect(Array.from(changed)).toEqual([1]);
    expect(filterDataset(ds).length).toBe(5);
    expect(filterDataset(ds, { issueStatus: 'hidden' }).length).toBe(1);
    // Undo is the opposite action.
    await applyDecisionToDataset(ds, hide({ fingerprint: 'fp2', hidden: false, reason: null }), reader);
    expect(filterDataset(ds).length).toBe(6);
  });

  it('hides a component within a rule, a guideline, and skips the non-issue', async () => {
    const { ds, reader } = dataset();
    const byComponent = await applyDecisionToDataset(ds, hide({ scope: 'component', componentId: 'img.hero', ruleId: 'image-alt' }), reader);
    expect(Array.from(byComponent)).toEqual([0]); // fp8 is a non-issue and stays one
    expect(rowIssueStatus(ds.columns.flags[7] as number)).toBe('non-issue');
    const byGuideline = await applyDecisionToDataset(ds, hide({ scope: 'guideline', guidelineTag: 'SC 1.4.3' }), reader);
    expect(Array.from(byGuideline)).toEqual([2, 3, 4, 5]);
    expect(Array.from(candidateRows(ds, hide({ scope: 'rule', ruleId: 'region' })))).toEqual([6]);
  });

  it('confirms and dismisses a needs-review issue', async () => {
    const { ds, reader } = dataset();
    const needsReview = () => filterDataset(ds, { needsReviewFilter: 'needsReview' }).length;
    expect(needsReview()).toBe(1);
    await applyDecisionToDataset(ds, { kind: 'review', fingerprint: 'fp7', confirmed: true, persist: false }, reader);
    expect(needsReview()).toBe(0);
    expect(filterDataset(ds).length).toBe(7);
    await applyDecisionToDataset(ds, { kind: 'review', fingerprint: 'fp7', confirmed: false, persist: false }, reader);
    expect(filterDataset(ds, { issueStatus: 'non-issue', needsReviewFilter: 'allIssues' }).length).toBe(2);
  });

  it('marking a behaviour preferred removes its N instances from the count and moves the mark on re-selection', async () => {
    const { ds, reader } = dataset();
    const counted = () => withoutPreferredRows(ds, filterDataset(ds)).length;
    expect(counted()).toBe(6);
    const mark = (behaviour: string, preferred = true): IssueDecision => ({
      kind: 'preferred', ruleId: 'color-contrast', componentId: 'a.nav-link', behaviour, preferred, persist: true,
    });
    // Two instances of the first behaviour: "Marking removes 1 or N instances from the total issue count".
    await applyDecisionToDataset(ds, mark('foreground #777777 on background #ffffff (4.48:1)'), reader);
    expect(counted()).toBe(4);
    const nav = Uint32Array.from([2, 3, 4]);
    expect((await groupBehaviours(ds, reader, nav)).map((b) => [b.issueCount, b.preferred])).toEqual([[2, true], [1, false]]);
    // Choosing the other behaviour undoes the current selection: 1 instance removed instead of 2.
    await applyDecisionToDataset(ds, mark('foreground #999999 on background #eeeeee (2.32:1)'), reader);
    expect(counted()).toBe(5);
    // The same behaviour of another component is not touched.
    expect(stateFromFlags(ds.columns.flags[5] as number).preferred).toBe(false);
    await applyDecisionToDataset(ds, mark('foreground #999999 on background #eeeeee (2.32:1)', false), reader);
    expect(counted()).toBe(6);
  });
});
