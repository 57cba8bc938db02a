/**
 * The All issues lists (spec 001 section 2.5): issues grouped by rule, by WCAG success criterion
 * ('SC x.y.z'), by component and by page, over a dataset and a set of filtered row ids. Rules and
 * criteria sort by the spec's impact order (critical 0 ... minor 3), then by issue count
 * descending; components and pages by issue count descending, ties in the order first seen.
 */
import { IMPACTS } from '../model';
import type { Impact } from '../model';
import type { Dataset } from '../dataset/decode';
import { isBehaviourRule } from '../identity/behaviour';
import { isAdvancedRule, isAiDetectedRule, isBestPractice, isExperimental, scLabel } from '../rules/tags';
import { countByComponent, countByPage, distinctPagesByComponent, orderByCount } from './counts';

/** One rule of the grouped-by-rule list. */
export interface RuleGroup {
  ruleIndex: number;
  id: string;
  help: string;
  description: string;
  helpUrl: string;
  tags: string[];
  /** Highest impact among the rule's rows in the set. */
  impact: Impact;
  issueCount: number;
  /** Its components list behaviours, one of which may be marked preferred. */
  behaviourRule: boolean;
  /** Found by advanced processing (the rule's `curbcut-advanced` tag). */
  advanced: boolean;
  /** AI-detected (the rule's `curbcut-ai` tag). */
  aiDetected: boolean;
}

/** One entry of the grouped-by-guideline list. */
export interface CriterionGroup {
  /** `x.y.z`, or 'best-practice' / 'experimental' / 'other' for rules naming no criterion. */
  key: string;
  /** 'SC x.y.z', 'Best Practice', 'Experimental rules' or 'Other'. */
  label: string;
  impact: Impact;
  /** Rows of every rule naming the criterion (a rule naming two criteria counts in both). */
  issueCount: number;
  ruleIds: string[];
}

/** A row of the Component / Pages / Issues table. */
export interface ComponentGroup {
  componentIndex: number;
  id: string;
  issueCount: number;
  pageCount: number;
}

/** A row of the Top affected URLs list. */
export interface PageGroup {
  pageIndex: number;
  url: string;
  issueCount: number;
}

/** Rules with their issue counts, sorted by impact order then issue count descending. */
export function groupByRule(dataset: Dataset, rows: Uint32Array): RuleGroup[] {
  return ruleGroupsFromCounts(dataset, ruleCountsAndImpacts(dataset, rows));
}

/** Counts of one recount pass: per rule (with the highest impact among its rows) and per component. */
export interface GroupCounts {
  rules: Uint32Array;
  /** Per rule, the lowest impact code among its rows (4 when it has none). */
  ruleImpacts: Uint8Array;
  components: Uint32Array;
  /** Per rule and impact (index rule * 4 + impact): what the pass counts. */
  ruleImpactCounts: Uint32Array;
}

/**
 * Counts rows by rule and by component in one pass, for a view that shows both after each filter
 * change. Pass the previous result as `reuse` to recount without allocating.
 */
export function countGroups(dataset: Dataset, rows: Uint32Array, reuse?: GroupCounts): GroupCounts {
  const counts = reuse ?? createGroupCounts(dataset);
  const { rule, impact, component } = dataset.columns;
  const ruleImpactCounts = counts.ruleImpactCounts.fill(0);
  const componentCounts = counts.components.fill(0);
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k] as number;
    const a = ((rule[r] as number) << 2) | (impact[r] as number);
    ruleImpactCounts[a] = (ruleImpactCounts[a] as number) + 1;
    const c = component[r] as number;
    componentCounts[c] = (componentCounts[c] as number) + 1;
  }
  foldGroupCounts(counts);
  return counts;
}

/** Empty counters for a dataset, to pass as `reuse` to countGroups or DatasetFilter.applyAndCount. */
export function createGroupCounts(dataset: Dataset): GroupCounts {
  return {
    rules: new Uint32Array(dataset.rules.length),
    ruleImpacts: new Uint8Array(dataset.rules.length),
    components: new Uint32Array(dataset.components.length),
    ruleImpactCounts: new Uint32Array(dataset.rules.length * IMPACTS.length),
  };
}

// The loops count (rule, impact) pairs rather than track a per-rule minimum: no data-dependent
// branch in the hot loop, and the minimum is read from each rule's 4 counters afterwards.
/** Derives `rules` and `ruleImpacts` from `ruleImpactCounts` once a counting pass is done. */
export function foldGroupCounts(counts: Pick<GroupCounts, 'rules' | 'ruleImpacts' | 'ruleImpactCounts'>): void {
  const { rules, ruleImpacts, ruleImpactCounts } = counts;
  for (let ri = 0; ri < rules.length; ri++) {
    let total = 0;
    let lowest: number = IMPACTS.length;
    for (let im = IMPACTS.length - 1; im >= 0; im--) {
      const n = ruleImpactCounts[(ri << 2) | im] as number;
      total += n;
      if (n > 0) lowest = im;
    }
    rules[ri] = total;
    ruleImpacts[ri] = lowest;
  }
}

/** The grouped-by-rule list from counts (see {@link groupByRule}). */
export function ruleGroupsFromCounts(dataset: Dataset, counts: Pick<GroupCounts, 'rules' | 'ruleImpacts'>): RuleGroup[] {
  const out: RuleGroup[] = [];
  dataset.rules.forEach((r, i) => {
    const count = counts.rules[i] as number;
    if (count === 0) return;
    out.push({
      ruleIndex: i,
      id: r.id,
      help: r.help,
      description: r.description,
      helpUrl: r.helpUrl,
      tags: r.tags,
      impact: IMPACTS[counts.ruleImpacts[i] as number] as Impact,
      issueCount: count,
      behaviourRule: isBehaviourRule(r.id),
      advanced: isAdvancedRule(r.tags),
      aiDetected: isAiDetectedRule(r.tags),
    });
  });
  return out.sort((a, b) => impactRank(a.impact) - impactRank(b.impact) || b.issueCount - a.issueCount || cmp(a.id, b.id));
}

/** Success criteria with their issue counts, sorted like rules, then by criterion number. */
export function groupByCriterion(dataset: Dataset, rows: Uint32Array): CriterionGroup[] {
  const { rules: counts, ruleImpacts: impacts } = ruleCountsAndImpacts(dataset, rows);
  const groups = new Map<string, CriterionGroup>();
  dataset.rules.forEach((r, i) => {
    const count = counts[i] as number;
    if (count === 0) return;
    const impact = impacts[i] as number;
    const keys = r.scs.length > 0 ? r.scs : [isBestPractice(r.tags) ? 'best-practice' : isExperimental(r.tags) ? 'experimental' : 'other'];
    for (const key of keys) {
      const g = groups.get(key) ?? { key, label: criterionLabel(key), impact: 'minor' as Impact, issueCount: 0, ruleIds: [] };
      g.issueCount += count;
      g.ruleIds.push(r.id);
      if (impact < impactRank(g.impact)) g.impact = IMPACTS[impact] as Impact;
      groups.set(key, g);
    }
  });
  return [...groups.values()].sort(
    (a, b) => impactRank(a.impact) - impactRank(b.impact) || b.issueCount - a.issueCount || compareCriterionKeys(a.key, b.key),
  );
}

/**
 * Components with issue and page counts, by issue count descending. `rule` (index or id) limits
 * the rows to one rule, as when its accordion opens.
 */
export function groupByComponent(dataset: Dataset, rows: Uint32Array, options: { rule?: number | string } = {}): ComponentGroup[] {
  const subset = options.rule === undefined ? rows : rowsOfRule(dataset, rows, options.rule);
  const counts = countByComponent(dataset, subset);
  const pages = distinctPagesByComponent(dataset, subset, counts);
  return Array.from(orderByCount(counts), (c) => ({
    componentIndex: c,
    id: dataset.components[c] as string,
    issueCount: counts[c] as number,
    pageCount: pages[c] as number,
  }));
}

/** Pages with issue counts, by issue count descending. */
export function groupByPage(dataset: Dataset, rows: Uint32Array): PageGroup[] {
  const counts = countByPage(dataset, rows);
  return Array.from(orderByCount(counts), (p) => ({ pageIndex: p, url: dataset.pages[p] as string, issueCount: counts[p] as number }));
}

/** The rows of one rule (index or id), in order. */
export function rowsOfRule(dataset: Dataset, rows: Uint32Array, rule: number | string): Uint32Array {
  const index = typeof rule === 'number' ? rule : dataset.rules.findIndex((r) => r.id === rule);
  if (index < 0 || index >= dataset.rules.length) throw new RangeError(`Unknown rule ${JSON.stringify(rule)} in this dataset.`);
  const col = dataset.columns.rule;
  const out = new Uint32Array(rows.length);
  let n = 0;
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k] as number;
    if (col[r] === index) out[n++] = r;
  }
  return out.slice(0, n);
}

/** Sort rank of an impact in the spec's order: critical 0, serious 1, moderate 2, minor 3. */
export function impactRank(impact: Impact): number {
  return IMPACTS.indexOf(impact);
}

function ruleCountsAndImpacts(dataset: Dataset, rows: Uint32Array): Pick<GroupCounts, 'rules' | 'ruleImpacts'> {
  const counts = {
    rules: new Uint32Array(dataset.rules.length),
    ruleImpacts: new Uint8Array(dataset.rules.length),
    ruleImpactCounts: new Uint32Array(dataset.rules.length * IMPACTS.length),
  };
  const { rule, impact } = dataset.columns;
  const ruleImpactCounts = counts.ruleImpactCounts;
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k] as number;
    const a = ((rule[r] as number) << 2) | (impact[r] as number);
    ruleImpactCounts[a] = (ruleImpactCounts[a] as number) + 1;
  }
  foldGroupCounts(counts);
  return counts;
}

function criterionLabel(key: string): string {
  if (key === 'best-practice') return 'Best Practice';
  if (key === 'experimental') return 'Experimental rules';
  if (key === 'other') return 'Other';
  return scLabel(key);
}

/** Criteria in numeric order (1.4.3 before 1.4.10), non-criterion groups after them. */
export function compareCriterionKeys(a: string, b: string): number {
  const pa = /^\d/.test(a) ? a.split('.').map(Number) : null;
  const pb = /^\d/.test(b) ? b.split('.').map(Number) : null;
  if (pa === null || pb === null) return pa === pb ? cmp(a, b) : pa === null ? 1 : -1;
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
