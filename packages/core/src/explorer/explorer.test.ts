import { describe, expect, it } from 'vitest';
import type { Impact, Issue, RuleInfo } from '../model';
import { encodeDataset } from '../dataset/builder';
import { decodeDataset } from '../dataset/decode';
import { createLocalStringReader } from '../dataset/strings';
import { filterDataset } from '../filters/datasetFilter';
import { overviewCounts } from '../grouping/overview';
import { DecisionError } from '../decisions/model';
import { groupComponents, groupRuleTable, issueListRows } from './explorer';
import { UNMEASURED_BEHAVIOUR } from '../grouping/summary';

function rule(id: string, tags: string[], impact: Impact): RuleInfo {
  return { id, help: `${id} help`, description: '', helpUrl: '', tags, impact };
}

let n = 0;
function issue(ruleId: string, impact: Impact, componentId: string, pageUrl: string, extra: Partial<Issue> = {}): Issue {
  n++;
  return {
    ruleId, impact, componentId, pageUrl,
    needsReview: false, html: '<a></a>', target: 'a', failureSummary: '', any: [], all: [], none: [],
    timestamp: '2026-11-20T10:00:00Z', fingerprint: `fp${n}`, fingerprintVersion: 1, behaviour: null,
    issueStatus: 'visible', confirmed: null, preferred: false, sources: [{ testCaseId: n % 2 === 0 ? 'tc_even' : 'tc_odd' }], ...extra,
  };
}

const dataset = decodeDataset(
  encodeDataset(
    [
      issue('color-contrast', 'serious', 'a.nav', '/a', { behaviour: '#777 on #fff', preferred: true }),
      issue('color-contrast', 'serious', 'a.nav', '/b', { behaviour: '#777 on #fff', preferred: true }),
      issue('color-contrast', 'serious', 'a.nav', '/b', { behaviour: '#999 on #eee' }),
      issue('color-contrast', 'serious', 'p.note', '/c', { behaviour: '#aaa on #fff', preferred: true }),
      issue('image-alt', 'critical', 'img.hero', '/a'),
      issue('image-alt', 'critical', 'img.hero', '/b'),
      issue('image-alt', 'critical', 'img.logo', '/a'),
      issue('region', 'moderate', 'div.ad', '/a'),
    ],
    {
      rules: [
        rule('color-contrast', ['cat.color', 'wcag2aa', 'wcag143'], 'serious'),
        rule('image-alt', ['cat.text-alternatives', 'wcag2a', 'wcag111'], 'critical'),
        rule('region', ['cat.keyboard', 'best-practice'], 'moderate'),
      ],
      testCases: [
        { id: 'tc_even', name: 'even', status: 'passed' },
        { id: 'tc_odd', name: 'odd', status: 'failed' },
      ],
    },
  ),
);
const reader = createLocalStringReader(dataset);
const all = filterDataset(dataset);

describe('groupComponents', () => {
  it('lists a behaviour-type rule\'s components with behaviours, keeping one whose every instance is preferred', async () => {
    const components = await groupComponents(dataset, reader, all, { kind: 'rule', id: 'color-contrast' });
    expect(components.map((c) => [c.id, c.issueCount, c.pageCount, c.behaviours.map((b) => [b.value, b.issueCount, b.preferred])])).toEqual([
      ['a.nav', 1, 2, [['#777 on #fff', 2, true], ['#999 on #eee', 1, false]]],
      ['p.note', 0, 1, [['#aaa on #fff', 1, true]]],
    ]);
    expect((await groupComponents(dataset, reader, all, { kind: 'rule', id: 'color-contrast' }, { behaviours: false }))[0]?.behaviours).toEqual([]);
  });

  it('lists a guideline\'s components by counted issues', async () => {
    const components = await groupComponents(dataset, reader, all, { kind: 'guideline', id: 'SC 1.1.1' });
    expect(components.map((c) => [c.id, c.issueCount])).toEqual([['img.hero', 2], ['img.logo', 1]]);
    expect((await groupComponents(dataset, reader, all, { kind: 'guideline', id: 'best-practice' })).map((c) => c.id)).toEqual(['div.ad']);
  });

  it('selects nothing for an unknown rule and refuses a guideline that names no criterion', () => {
    expect(groupRuleTable(dataset, { kind: 'rule', id: 'nope' }).includes(1)).toBe(false);
    expect(() => groupRuleTable(dataset, { kind: 'guideline', id: 'banana' })).toThrow(DecisionError);
  });
});

describe('issueListRows', () => {
  it('leaves preferred instances out unless a behaviour is chosen', async () => {
    const group = { kind: 'rule', id: 'color-contrast' } as const;
    expect(Array.from(await issueListRows(dataset, reader, all, { group, componentId: 'a.nav' }))).toEqual([2]);
    expect(Array.from(await issueListRows(dataset, reader, all, { group, componentId: 'a.nav', behaviour: '#777 on #fff' }))).toEqual([0, 1]);
  });

  it('narrows to the issues a test case reported', async () => {
    const rows = await issueListRows(dataset, reader, all, { group: { kind: 'rule', id: 'image-alt' }, testCaseIds: ['tc_even'] });
    expect(Array.from(rows)).toEqual([5]);
  });
});

describe('overviewCounts', () => {
  it('counts categories, top components with their most severe impact, and pages', () => {
    const counts = overviewCounts(dataset, all);
    expect(counts.byCategory).toEqual([
      { category: 'color', count: 4 },
      { category: 'text-alternatives', count: 3 },
      { category: 'keyboard', count: 1 },
    ]);
    expect(counts.byComponent[0]).toEqual({ componentId: 'a.nav', count: 3, impact: 'serious' });
    expect(counts.byPage).toEqual([
      { url: '/a', count: 4 },
      { url: '/b', count: 3 },
      { url: '/c', count: 1 },
    ]);
  });
});

describe('unmeasured behaviours', () => {
  it('lists the instances axe could not measure as their own behaviour, last, and opens them', async () => {
    const mixed = decodeDataset(
      encodeDataset(
        [
          issue('color-contrast', 'serious', 'a.nav', '/a', { behaviour: '#777 on #fff' }),
          issue('color-contrast', 'serious', 'a.nav', '/b', { behaviour: null, needsReview: true }),
          issue('color-contrast', 'serious', 'a.nav', '/c', { behaviour: null, needsReview: true }),
        ],
        { rules: [rule('color-contrast', ['cat.color', 'wcag2aa', 'wcag143'], 'serious')] },
      ),
    );
    const mixedReader = createLocalStringReader(mixed);
    const rows = filterDataset(mixed, { needsReviewFilter: 'allIssues' });
    const [component] = await groupComponents(mixed, mixedReader, rows, { kind: 'rule', id: 'color-contrast' });
    expect(component?.behaviours.map((b) => [b.value, b.issueCount])).toEqual([
      ['#777 on #fff', 1],
      [UNMEASURED_BEHAVIOUR, 2],
    ]);
    const group = { kind: 'rule', id: 'color-contrast' } as const;
    expect(Array.from(await issueListRows(mixed, mixedReader, rows, { group, componentId: 'a.nav', behaviour: UNMEASURED_BEHAVIOUR }))).toEqual([1, 2]);
  });
});
