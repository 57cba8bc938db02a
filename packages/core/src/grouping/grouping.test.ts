import { describe, expect, it } from 'vitest';
import type { Impact, Issue, RuleInfo } from '../model';
import { encodeDataset } from '../dataset/builder';
import { decodeDataset } from '../dataset/decode';
import { createLocalStringReader } from '../dataset/strings';
import { filterDataset } from '../filters/datasetFilter';
import { generateLargeReport } from '../fixtures/largeReport';
import { allRows, countByComponent, countByRule, orderByCount } from './counts';
import { countGroups, groupByComponent, groupByCriterion, groupByPage, groupByRule, ruleGroupsFromCounts, rowsOfRule } from './groups';
import { countByStatus, groupBehaviours, summarizeRows } from './summary';

function rule(id: string, tags: string[], impact: Impact): RuleInfo {
  return { id, help: `${id} help`, description: '', helpUrl: '', tags, impact };
}

const RULES = [
  rule('region', ['cat.keyboard', 'best-practice'], 'moderate'),
  rule('link-name', ['cat.name-role-value', 'wcag2a', 'wcag244', 'wcag412'], 'serious'),
  rule('color-contrast', ['cat.color', 'wcag2aa', 'wcag143'], 'serious'),
  rule('image-alt', ['cat.text-alternatives', 'wcag2a', 'wcag111'], 'critical'),
  rule('p-as-heading', ['cat.semantics', 'experimental'], 'serious'),
];

let n = 0;
function node(ruleId: string, impact: Impact, componentId: string, pageUrl: string, extra: Partial<Issue> = {}): Issue {
  n++;
  return {
    ruleId, impact, componentId, pageUrl,
    needsReview: false, html: '<a></a>', target: 'a', failureSummary: '', any: [], all: [], none: [],
    timestamp: '2026-11-20T10:00:00Z', fingerprint: `fp${n}`, fingerprintVersion: 1, behaviour: null,
    issueStatus: 'visible', confirmed: null, preferred: false, sources: [], ...extra,
  };
}

const ISSUES: Issue[] = [
  node('region', 'moderate', 'header', '/a'),
  node('region', 'moderate', 'header', '/b'),
  node('region', 'moderate', 'footer', '/a'),
  node('link-name', 'serious', 'nav', '/a'),
  node('link-name', 'serious', 'nav', '/a'),
  node('link-name', 'serious', 'nav', '/b'),
  node('link-name', 'serious', 'footer', '/c'),
  node('color-contrast', 'serious', 'nav', '/a', { behaviour: '#777 on #fff' }),
  node('color-contrast', 'minor', 'nav', '/b', { behaviour: '#777 on #fff', preferred: true }),
  node('color-contrast', 'serious', 'footer', '/c', { behaviour: '#999 on #eee' }),
  node('image-alt', 'critical', 'hero', '/a'),
  node('p-as-heading', 'serious', 'hero', '/a', { needsReview: true }),
  node('image-alt', 'critical', 'hero', '/b', { issueStatus: 'hidden' }),
  node('image-alt', 'critical', 'hero', '/b', { issueStatus: 'non-issue' }),
  node('region', 'moderate', 'ads', '/d', { aiDetected: true } as Partial<Issue>),
];
const ds = decodeDataset(encodeDataset(ISSUES, { rules: RULES }));
const visible = filterDataset(ds);

describe('grouping by rule', () => {
  it('sorts by impact order (critical 0 ... minor 3), then issue count descending', () => {
    expect(groupByRule(ds, visible).map((g) => [g.id, g.impact, g.issueCount])).toEqual([
      ['image-alt', 'critical', 1],
      ['link-name', 'serious', 4],
      ['color-contrast', 'serious', 3],
      ['region', 'moderate', 4],
    ]);
  });

  it('marks behaviour rules and the rules whose tags say advanced processing or AI; AI rules\' issues match the AI filter', () => {
    const marked = [
      rule('focus-indicator', ['cat.keyboard', 'wcag247', 'curbcut-advanced'], 'serious'),
      rule('alt-text-quality', ['cat.text-alternatives', 'wcag111', 'curbcut-ai'], 'moderate'),
      rule('color-contrast', ['cat.color', 'wcag143'], 'serious'),
    ];
    const issues = [node('focus-indicator', 'serious', 'nav', '/a'), node('alt-text-quality', 'moderate', 'hero', '/a'), node('color-contrast', 'serious', 'nav', '/a')];
    // The rules arrive after their issues, as a batch's may.
    const marks = decodeDataset(encodeDataset(issues, { rules: marked }));
    expect(groupByRule(marks, filterDataset(marks)).map((g) => [g.id, g.behaviourRule, g.advanced, g.aiDetected])).toEqual([
      ['color-contrast', true, false, false],
      ['focus-indicator', false, true, false],
      ['alt-text-quality', false, false, true],
    ]);
    const onlyAi = filterDataset(marks, { aiDetectedIssuesFilter: 'onlyAiDetectedIssues' });
    expect(groupByRule(marks, onlyAi).map((g) => g.id)).toEqual(['alt-text-quality']);
  });

  it('takes the group impact from the rows in the set', () => {
    const minorOnly = filterDataset(ds, { impact: ['minor'] });
    expect(groupByRule(ds, minorOnly)).toMatchObject([{ id: 'color-contrast', impact: 'minor', issueCount: 1 }]);
  });
});

describe('grouping by success criterion', () => {
  it("labels criteria 'SC x.y.z' and counts a rule in each criterion it names", () => {
    const groups = groupByCriterion(ds, filterDataset(ds, { needsReviewFilter: 'allIssues' }));
    expect(groups.map((g) => [g.label, g.impact, g.issueCount, g.ruleIds])).toEqual([
      ['SC 1.1.1', 'critical', 1, ['image-alt']],
      ['SC 2.4.4', 'serious', 4, ['link-name']],
      ['SC 4.1.2', 'serious', 4, ['link-name']],
      ['SC 1.4.3', 'serious', 3, ['color-contrast']],
      ['Experimental rules', 'serious', 1, ['p-as-heading']],
      ['Best Practice', 'moderate', 4, ['region']],
    ]);
  });
});

describe('grouping by component and page', () => {
  it('sorts components by issue count descending with distinct page counts', () => {
    expect(groupByComponent(ds, visible).map((g) => [g.id, g.issueCount, g.pageCount])).toEqual([
      ['nav', 5, 2],
      ['footer', 3, 2],
      ['header', 2, 2],
      ['hero', 1, 1],
      ['ads', 1, 1],
    ]);
  });

  it('lists one rule’s components when its accordion opens', () => {
    expect(groupByComponent(ds, visible, { rule: 'link-name' }).map((g) => [g.id, g.issueCount, g.pageCount])).toEqual([
      ['nav', 3, 2],
      ['footer', 1, 1],
    ]);
    expect(Array.from(rowsOfRule(ds, visible, 1))).toEqual([3, 4, 5, 6]);
    expect(() => rowsOfRule(ds, visible, 'nope')).toThrow('Unknown rule "nope" in this dataset.');
  });

  it('orders indexes by count, ties first-seen first, beyond the packed-key range too', () => {
    expect(Array.from(orderByCount(Uint32Array.from([0, 5, 3, 5, 0, 1])))).toEqual([1, 3, 2, 5]);
    const wide = new Uint32Array(4_194_305);
    wide[4_194_304] = 2;
    wide[7] = 2;
    wide[3] = 9;
    expect(Array.from(orderByCount(wide))).toEqual([3, 7, 4_194_304]);
  });

  it('sorts pages by issue count', () => {
    expect(groupByPage(ds, visible).map((g) => [g.url, g.issueCount])).toEqual([
      ['/a', 6],
      ['/b', 3],
      ['/c', 2],
      ['/d', 1],
    ]);
  });

  it('groups the behaviours of a behaviour-type rule', async () => {
    const rows = rowsOfRule(ds, visible, 'color-contrast');
    expect(await groupBehaviours(ds, createLocalStringReader(ds), rows)).toEqual([
      { value: '#777 on #fff', issueCount: 2, preferred: true },
      { value: '#999 on #eee', issueCount: 1, preferred: false },
    ]);
  });
});

describe('issue summary', () => {
  it('counts confirmed visible issues by severity, and needs-review, hidden and AI apart', () => {
    expect(summarizeRows(ds)).toEqual({
      critical: 1,
      serious: 6,
      moderate: 4,
      minor: 1,
      issueCount: 12,
      componentCount: 5,
      pageCount: 4,
      needsReviewCount: 1,
      hiddenIssuesCount: 1,
      aiIssuesCount: 1,
    });
    expect(countByStatus(ds)).toEqual({ visible: 13, hidden: 1, nonIssue: 1 });
  });
});

describe('at scale', () => {
  it('agrees with a plain reduce over the same issues', () => {
    const report = generateLargeReport({ nodes: 20_000, seed: 3 });
    const plain = [...report.issues()];
    const big = decodeDataset(encodeDataset(plain, { rules: report.rules, testCases: report.testCases }));
    const rows = filterDataset(big, { impact: ['serious', 'critical'] });
    const byRule = countByRule(big, rows);
    const byComponent = countByComponent(big, rows, new Uint32Array(big.components.length + 5).fill(7));
    const expectedRule = new Map<string, number>();
    const expectedComponent = new Map<string, number>();
    for (const i of plain) {
      if (i.issueStatus !== 'visible' || (i.needsReview && i.confirmed !== true) || (i.impact !== 'serious' && i.impact !== 'critical')) continue;
      expectedRule.set(i.ruleId, (expectedRule.get(i.ruleId) ?? 0) + 1);
      expectedComponent.set(i.componentId, (expectedComponent.get(i.componentId) ?? 0) + 1);
    }
    expect(Array.from(byRule)).toEqual(big.rules.map((r) => expectedRule.get(r.id) ?? 0));
    expect(Array.from(byComponent.subarray(0, big.components.length))).toEqual(big.components.map((c) => expectedComponent.get(c) ?? 0));
    const reuse = countGroups(big, allRows(big));
    const fused = countGroups(big, rows, reuse);
    expect(fused).toBe(reuse);
    expect(Array.from(fused.rules)).toEqual(Array.from(byRule));
    expect(Array.from(fused.components)).toEqual(Array.from(byComponent.subarray(0, big.components.length)));
    expect(ruleGroupsFromCounts(big, fused)).toEqual(groupByRule(big, rows));
    expect(summarizeRows(big, allRows(big)).issueCount).toBe(
      plain.filter((i) => i.issueStatus === 'visible' && !(i.needsReview && i.confirmed !== true)).length,
    );
  });
});
