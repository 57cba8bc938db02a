import { describe, expect, it } from 'vitest';
import type { IssueFilters, RuleInfo } from '../model';
import { encodeDataset } from '../dataset/builder';
import { decodeDataset } from '../dataset/decode';
import { generateLargeReport } from '../fixtures/largeReport';
import { countGroups, createGroupCounts } from '../grouping/groups';
import type { SyntheticIssue } from '../fixtures/largeReport';
import { createDatasetFilter, filterDataset } from './datasetFilter';
import { KEY_COUNTER_SHIFT, KEY_RULE_SHIFT, KEY_STATUS_MASK, buildPairColumns } from './filterColumns';
import { FLAG_STATES } from '../dataset/format';
import { IMPACTS } from '../model';
import { createIssueMatcher, matchesFilters } from './issueMatcher';
import { DEFAULT_FILTERS, FilterError, hasActiveFilters, normalizeFilters } from './normalize';

const report = generateLargeReport({ nodes: 6000, seed: 42, components: 300, pages: 40, testCases: 30 });
const issues: SyntheticIssue[] = [...report.issues()];
const dataset = decodeDataset(encodeDataset(issues, { rules: report.rules, testCases: report.testCases }));
const rules: Record<string, RuleInfo> = Object.fromEntries(report.rules.map((r) => [r.id, r]));
const context = { rules, testCases: report.testCases };

function plainRows(filters: IssueFilters | undefined): number[] {
  const match = createIssueMatcher(filters, context);
  return issues.flatMap((issue, i) => (match(issue) ? [i] : []));
}

describe('normalizeFilters', () => {
  it('applies the spec defaults: not needs review, visible', () => {
    expect(normalizeFilters(undefined)).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS.needsReviewFilter).toBe('notNeedsReview');
    expect(DEFAULT_FILTERS.issueStatus).toBe('visible');
  });

  it('converts the legacy aiIssues name and keeps the boolean form', () => {
    expect(normalizeFilters({ aiIssues: true })).toMatchObject({ aiDetectedIssuesFilter: 'onlyAiDetectedIssues', aiIssues: true });
    expect(normalizeFilters({ aiIssues: 'false' })).toMatchObject({ aiDetectedIssuesFilter: 'allIssues', aiIssues: false });
    expect(normalizeFilters({ aiDetectedIssuesFilter: 'notAiDetectedIssues', aiIssues: true }).aiIssues).toBe(false);
  });

  it('accepts lists as arrays or comma-separated strings, severity for impact, cat. prefixes', () => {
    const f = normalizeFilters({ severity: 'critical, serious', components: ['a', 'a', ' b '], categories: ['cat.color', 'color'] });
    expect(f.impact).toEqual(['critical', 'serious']);
    expect(f.components).toEqual(['a', 'b']);
    expect(f.categories).toEqual(['color']);
  });

  it('names the filter that is wrong', () => {
    expect(() => normalizeFilters({ impact: ['cosmetic'] })).toThrow(
      "Unknown impact 'cosmetic' in filters: expected critical, serious, moderate, minor.",
    );
    expect(() => normalizeFilters({ needsReviewFilter: 'some' })).toThrow(
      'Unknown needsReviewFilter "some": expected needsReview, notNeedsReview, allIssues.',
    );
    expect(() => normalizeFilters({ pages: [3] })).toThrow("Filter 'pages'[0] must be a string, got 3.");
    expect(() => normalizeFilters('impact=critical')).toThrow(FilterError);
    try {
      normalizeFilters({ issueStatus: 'gone' });
    } catch (e) {
      expect((e as FilterError).field).toBe('issueStatus');
    }
  });

  it('tells when filters narrow the view', () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ needsReviewFilter: 'needsReview', issueStatus: 'hidden' })).toBe(false);
    expect(hasActiveFilters({ categories: ['color'] })).toBe(true);
  });
});

describe('dataset filter', () => {
  const filter = createDatasetFilter(dataset);
  const cases: [string, IssueFilters | undefined][] = [
    ['defaults', undefined],
    ['all issues', { needsReviewFilter: 'allIssues' }],
    ['needs review', { needsReviewFilter: 'needsReview' }],
    ['hidden', { issueStatus: 'hidden', needsReviewFilter: 'allIssues' }],
    ['non-issue', { issueStatus: 'non-issue', needsReviewFilter: 'allIssues' }],
    ['impact', { impact: ['critical', 'minor'] }],
    ['best practices', { bestPracticesFilter: 'bestPractices' }],
    ['not best practices', { bestPracticesFilter: 'notBestPractices' }],
    ['AI only', { aiDetectedIssuesFilter: 'onlyAiDetectedIssues' }],
    ['not AI', { aiDetectedIssuesFilter: 'notAiDetectedIssues' }],
    ['categories', { categories: ['color', 'aria'] }],
    ['tags', { tags: ['SC 1.4.3', 'wcag412'] }],
    ['pages', { pages: [report.pages[0] as string, report.pages[7] as string] }],
    ['components', { components: [issues[0]?.componentId as string, issues[10]?.componentId as string] }],
    ['tests by id and name', { tests: [report.testCases[0]?.id as string, report.testCases[5]?.name as string] }],
    ['files', { files: [report.testCases[3]?.file as string] }],
    [
      'everything',
      {
        impact: ['serious'],
        categories: ['color'],
        pages: report.pages.slice(0, 20),
        files: report.testCases.map((t) => t.file as string).slice(0, 4),
        needsReviewFilter: 'allIssues',
      },
    ],
  ];

  it.each(cases)('matches the plain-object matcher: %s', (_, filters) => {
    const rows = Array.from(filter.apply(filters));
    expect(rows).toEqual(plainRows(filters));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('filters by success criterion label: SC 1.4.3 is color-contrast', () => {
    const rows = filterDataset(dataset, { tags: ['SC 1.4.3'], needsReviewFilter: 'allIssues' });
    const ids = new Set(Array.from(rows, (r) => dataset.rules[dataset.columns.rule[r] as number]?.id));
    expect([...ids]).toEqual(['color-contrast']);
  });

  it('reuses its buffer unless given one', () => {
    const first = filter.apply({ impact: ['critical'] });
    const kept = filterDataset(dataset, { impact: ['critical'] });
    filter.apply({ impact: ['minor'] });
    expect(first.buffer).toBe(filter.apply({}).buffer);
    expect(kept).not.toEqual(first.subarray(0, kept.length));
    expect(() => filter.apply({}, new Uint32Array(3))).toThrow('Output buffer holds 3 rows; the dataset has 6000.');
  });

  it('matches an unknown component or page to nothing', () => {
    expect(filter.apply({ components: ['nope'] }).length).toBe(0);
  });
});

describe('matchesFilters', () => {
  const base = issues.find((i) => i.issueStatus === 'visible' && !i.needsReview) as SyntheticIssue;

  it('hides needs-review issues by default and shows them once confirmed', () => {
    expect(matchesFilters(base, {}, context)).toBe(true);
    expect(matchesFilters({ ...base, needsReview: true }, {}, context)).toBe(false);
    expect(matchesFilters({ ...base, needsReview: true, confirmed: true }, {}, context)).toBe(true);
    expect(matchesFilters({ ...base, needsReview: true }, { needsReviewFilter: 'needsReview' }, context)).toBe(true);
  });

  it('shows hidden issues only in the hidden view', () => {
    expect(matchesFilters({ ...base, issueStatus: 'hidden' }, {}, context)).toBe(false);
    expect(matchesFilters({ ...base, issueStatus: 'hidden' }, { issueStatus: 'hidden' }, context)).toBe(true);
  });

  it('matches a test id without test-case details', () => {
    const withTest = { ...base, sources: [{ testCaseId: 'tc-x' }] };
    expect(matchesFilters(withTest, { tests: ['tc-x'] }, { rules })).toBe(true);
    expect(matchesFilters(withTest, { tests: ['other'] }, { rules })).toBe(false);
  });
});

describe('applyAndCount', () => {
  it('gives the rows and the counts of apply + countGroups, fused or not', () => {
    const filter = createDatasetFilter(dataset);
    const counts = createGroupCounts(dataset);
    for (const filters of [{}, { impact: ['serious' as const] }, { categories: ['color'] }, { pages: report.pages.slice(0, 3) }]) {
      const rows = Array.from(filter.applyAndCount(filters, counts));
      expect(rows).toEqual(Array.from(filterDataset(dataset, filters)));
      const expected = countGroups(dataset, filterDataset(dataset, filters));
      expect(Array.from(counts.rules)).toEqual(Array.from(expected.rules));
      expect(Array.from(counts.ruleImpacts)).toEqual(Array.from(expected.ruleImpacts));
      expect(Array.from(counts.components)).toEqual(Array.from(expected.components));
    }
  });
});

describe('filter columns', () => {
  it('pack rule, impact and flags as the filter loops read them', () => {
    const { pair, pairKey, pairComponent } = buildPairColumns(dataset);
    const { rule, impact, flags, component } = dataset.columns;
    expect(KEY_STATUS_MASK).toBe(IMPACTS.length * FLAG_STATES - 1);
    for (const r of [0, 1, 2999, 5999]) {
      const p = pair[r] as number;
      expect(pairKey[p]).toBe(((rule[r] as number) << KEY_RULE_SHIFT) | ((impact[r] as number) << KEY_COUNTER_SHIFT) | (flags[r] as number));
      expect(pairComponent[p]).toBe(component[r]);
    }
  });

  it('filters pages the same when their rows are interleaved rather than grouped', () => {
    // 7919 is prime to 6000: a permutation that scatters every page over the rows.
    const mixed = issues.map((_, i) => issues[(i * 7919) % issues.length] as SyntheticIssue);
    const ds = decodeDataset(encodeDataset(mixed, { rules: report.rules, testCases: report.testCases }));
    const filter = createDatasetFilter(ds);
    const counts = createGroupCounts(ds);
    for (const filters of [{ pages: report.pages.slice(0, 5) }, { pages: [report.pages[3] as string], impact: ['serious' as const], needsReviewFilter: 'allIssues' as const }]) {
      const match = createIssueMatcher(filters, context);
      const expected = mixed.flatMap((issue, i) => (match(issue) ? [i] : []));
      expect(expected.length).toBeGreaterThan(0);
      expect(Array.from(filter.applyAndCount(filters, counts))).toEqual(expected);
      expect(Array.from(counts.components)).toEqual(Array.from(countGroups(ds, Uint32Array.from(expected)).components));
    }
  });
});
