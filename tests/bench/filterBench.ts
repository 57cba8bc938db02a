/**
 * Filter + recount: @curbcut/core over the columnar Dataset against a straightforward
 * implementation over plain issue objects (Array.filter, then reducing into Maps, then sorting).
 * Both produce the same rule list and component list; the benchmark checks they agree. The core
 * side is timed before the plain objects exist, as in the worker, which never holds them.
 */
import { createDatasetFilter, createGroupCounts, orderByCount, ruleGroupsFromCounts } from '@curbcut/core';
import type { Dataset, GroupCounts, IssueFilters, RuleInfo, SyntheticIssue } from '@curbcut/core';
import { timeMedian } from './stats';
import type { Timing } from './stats';

/** One filter scenario, with the hand-written predicate a plain implementation would use. */
export interface FilterScenario {
  name: string;
  filters: IssueFilters;
  plain: (issue: SyntheticIssue) => boolean;
}

/** Timing and answer of one side of one scenario. */
export interface SideResult {
  timing: Timing;
  recount: Recount;
}

/** Rule ids with counts, and component ids with counts, each sorted: what both sides compute. */
export interface Recount {
  rules: [string, number][];
  components: [string, number][];
}

/**
 * The scenarios: the default view, a severity + category filter, and a narrow component + page
 * filter (the first 20 components and 40 pages met, in row order).
 */
export function scenarios(dataset: Dataset, rules: readonly RuleInfo[]): FilterScenario[] {
  const confirmedVisible = (i: SyntheticIssue): boolean => i.issueStatus === 'visible' && !(i.needsReview && i.confirmed !== true);
  const colorRules = new Set(rules.filter((r) => r.tags.includes('cat.color')).map((r) => r.id));
  const components = dataset.components.slice(0, 20);
  const pages = dataset.pages.slice(0, 40);
  const componentSet = new Set(components);
  const pageSet = new Set(pages);
  return [
    { name: 'default view (visible, confirmed)', filters: {}, plain: confirmedVisible },
    {
      name: 'critical+serious, category color',
      filters: { impact: ['critical', 'serious'], categories: ['color'] },
      plain: (i) => confirmedVisible(i) && (i.impact === 'critical' || i.impact === 'serious') && colorRules.has(i.ruleId),
    },
    {
      name: '20 components x 40 pages, all review states',
      filters: { components: [...components], pages: [...pages], needsReviewFilter: 'allIssues' },
      plain: (i) => i.issueStatus === 'visible' && componentSet.has(i.componentId) && pageSet.has(i.pageUrl),
    },
  ];
}

function coreRecount(dataset: Dataset, filter: ReturnType<typeof createDatasetFilter>, filters: IssueFilters, reuse: GroupCounts): Recount {
  const grouped = reuse;
  filter.applyAndCount(filters, grouped);
  const rules = ruleGroupsFromCounts(dataset, grouped).map((g): [string, number] => [g.id, g.issueCount]);
  const counts = grouped.components;
  const components = Array.from(orderByCount(counts), (c): [string, number] => [dataset.components[c] as string, counts[c] as number]);
  return { rules, components };
}

function plainRecount(issues: readonly SyntheticIssue[], scenario: FilterScenario, impactRank: Map<string, number>): Recount {
  const matched = issues.filter(scenario.plain);
  const byRule = matched.reduce((m, i) => m.set(i.ruleId, (m.get(i.ruleId) ?? 0) + 1), new Map<string, number>());
  const worst = matched.reduce(
    (m, i) => m.set(i.ruleId, Math.min(m.get(i.ruleId) ?? 9, impactRank.get(i.impact) ?? 9)),
    new Map<string, number>(),
  );
  const byComponent = matched.reduce((m, i) => m.set(i.componentId, (m.get(i.componentId) ?? 0) + 1), new Map<string, number>());
  const rules = [...byRule.entries()].sort(
    (a, b) => (worst.get(a[0]) ?? 9) - (worst.get(b[0]) ?? 9) || b[1] - a[1] || (a[0] < b[0] ? -1 : 1),
  );
  const components = [...byComponent.entries()].sort((a, b) => b[1] - a[1]);
  return { rules, components };
}

/** Times each scenario with @curbcut/core (median of `runs` after `warmup`). */
export function runCoreSide(dataset: Dataset, list: readonly FilterScenario[], runs: number, warmup: number): SideResult[] {
  const filter = createDatasetFilter(dataset);
  const reuse = createGroupCounts(dataset);
  return list.map((scenario) => ({
    recount: coreRecount(dataset, filter, scenario.filters, reuse),
    timing: timeMedian(() => coreRecount(dataset, filter, scenario.filters, reuse), runs, warmup),
  }));
}

/** Times each scenario over plain objects (median of `runs` after `warmup`). */
export function runPlainSide(issues: readonly SyntheticIssue[], list: readonly FilterScenario[], runs: number, warmup: number): SideResult[] {
  const impactRank = new Map(['critical', 'serious', 'moderate', 'minor'].map((v, i) => [v, i]));
  return list.map((scenario) => ({
    recount: plainRecount(issues, scenario, impactRank),
    timing: timeMedian(() => plainRecount(issues, scenario, impactRank), runs, warmup),
  }));
}

/** Throws unless both sides found the same rule and component counts. */
export function assertSameAnswers(name: string, core: Recount, plain: Recount): void {
  if (JSON.stringify(core.rules) !== JSON.stringify(plain.rules)) throw new Error(`${name}: rule counts differ`);
  const byCount = (l: [string, number][]): string => JSON.stringify([...l].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)));
  if (byCount(core.components) !== byCount(plain.components)) throw new Error(`${name}: component counts differ`);
}
