/**
 * The All issues lists of a comparison (`POST /api/compare/rules|guidelines|components`): each
 * run's shown rows grouped with core's report grouping, merged by rule, criterion or component,
 * with every count split by compare status. Rules and guidelines sort as a report's do: severity,
 * then issue count.
 */
import {
  COMPARE_STATUSES,
  DecisionError,
  criterionKeyOf,
  groupByCriterion,
  groupByRule,
  groupRuleTable,
  impactRank,
  compareCriterionKeys,
  rowsOfRuleTable,
  type ExplorerGroup,
  type CompareComponentList,
  type CompareGuidelineEntry,
  type CompareGuidelineList,
  type CompareRuleEntry,
  type CompareRuleList,
  type CompareStatusCounts,
  type Impact,
  type NormalizedFilters,
} from '@curbcut/core';
import { ApiError } from '../http/errors';
import { rowsByStatus, sideView, type ComparedSides, type CompareSide, type RowsByStatus } from './sides';

function emptyCounts(): CompareStatusCounts {
  return { new: 0, retained: 0, resolved: 0, notCompared: 0 };
}

function statusAt(index: number): keyof CompareStatusCounts {
  return COMPARE_STATUSES[index] as keyof CompareStatusCounts;
}

function higher(a: Impact, b: Impact): Impact {
  return impactRank(a) <= impactRank(b) ? a : b;
}

/** Each side's part of the view, newer run first, and the view's counts. */
function viewOf(cs: ComparedSides, filters: NormalizedFilters, wanted: ReadonlySet<number>) {
  const views = cs.sides.map((side) => sideView(side, filters, wanted));
  const statusCounts = emptyCounts();
  for (const v of views) v.statusCounts.forEach((n, s) => (statusCounts[statusAt(s)] += n));
  const counts = {
    statusCounts,
    confirmedIssueCount: views.reduce((n, v) => n + v.confirmed, 0),
    needsReviewIssueCount: views.reduce((n, v) => n + v.needsReview, 0),
  };
  return { split: views.map((v) => v.byStatus), counts };
}

/** `POST /api/compare/rules`. */
export function compareRuleList(cs: ComparedSides, filters: NormalizedFilters, wanted: ReadonlySet<number>): CompareRuleList {
  const { split, counts } = viewOf(cs, filters, wanted);
  const rules = new Map<string, CompareRuleEntry>();
  cs.sides.forEach((side, k) => {
    (split[k] as RowsByStatus).forEach((rows, s) => {
      if (!wanted.has(s)) return;
      for (const g of groupByRule(side.loaded.dataset, rows)) {
        // The newer run is read first, so its rule text (its engine's) names a rule both runs have.
        const entry = rules.get(g.id) ?? { id: g.id, help: g.help, description: g.description, helpUrl: g.helpUrl, tags: g.tags, impact: g.impact, issueCount: 0, statusCounts: emptyCounts() };
        entry.issueCount += g.issueCount;
        entry.statusCounts[statusAt(s)] += g.issueCount;
        entry.impact = higher(entry.impact, g.impact);
        rules.set(g.id, entry);
      }
    });
  });
  const sorted = [...rules.values()].sort((a, b) => impactRank(a.impact) - impactRank(b.impact) || b.issueCount - a.issueCount || (a.id < b.id ? -1 : 1));
  return { rules: sorted, ...counts };
}

/** `POST /api/compare/guidelines`. */
export function compareGuidelineList(cs: ComparedSides, filters: NormalizedFilters, wanted: ReadonlySet<number>): CompareGuidelineList {
  const { split, counts } = viewOf(cs, filters, wanted);
  const guidelines = new Map<string, CompareGuidelineEntry>();
  cs.sides.forEach((side, k) => {
    (split[k] as RowsByStatus).forEach((rows, s) => {
      if (!wanted.has(s)) return;
      for (const g of groupByCriterion(side.loaded.dataset, rows)) {
        const entry = guidelines.get(g.key) ?? { key: g.key, label: g.label, impact: g.impact, issueCount: 0, ruleIds: [], statusCounts: emptyCounts() };
        entry.issueCount += g.issueCount;
        entry.statusCounts[statusAt(s)] += g.issueCount;
        entry.impact = higher(entry.impact, g.impact);
        for (const id of g.ruleIds) if (!entry.ruleIds.includes(id)) entry.ruleIds.push(id);
        guidelines.set(g.key, entry);
      }
    });
  });
  const sorted = [...guidelines.values()].sort((a, b) => impactRank(a.impact) - impactRank(b.impact) || b.issueCount - a.issueCount || compareCriterionKeys(a.key, b.key));
  return { guidelines: sorted, ...counts };
}

/** The rule or guideline a list is limited to (core's explorer group; a guideline by its `x.y.z` key). */
export type GroupSelector = ExplorerGroup;

/** The guideline of a request, checked: 400 (at `path`) when the key names no criterion. */
export function guidelineSelector(raw: string, path: string): GroupSelector {
  try {
    return { kind: 'guideline', id: criterionKeyOf(raw) };
  } catch (err) {
    if (err instanceof DecisionError) throw new ApiError('bad_request', err.message, { path });
    throw err;
  }
}

/** The rows of `rows` (of `side`'s dataset) whose rule the group holds. */
export function rowsOfGroup(side: CompareSide, rows: Uint32Array, group: GroupSelector): Uint32Array {
  return rowsOfRuleTable(side.loaded.dataset, rows, groupRuleTable(side.loaded.dataset, group));
}

/** 404 when neither run has the rule. */
export function requireKnownRule(cs: ComparedSides, ruleId: string): void {
  if (!cs.sides.some((side) => side.loaded.dataset.rules.some((r) => r.id === ruleId))) {
    throw new ApiError('not_found', `Rule ${ruleId} has no issues in either run.`);
  }
}

/** `POST /api/compare/components` and `/api/compare/guidelines/{guideline}/components`. */
export function compareComponentList(cs: ComparedSides, filters: NormalizedFilters, wanted: ReadonlySet<number>, group: GroupSelector): CompareComponentList {
  const components = new Map<string, { id: string; issueCount: number; pages: Set<string>; statusCounts: CompareStatusCounts }>();
  cs.sides.forEach((side) => {
    const { dataset } = side.loaded;
    const { component, page } = dataset.columns;
    rowsByStatus(side, filters, wanted).forEach((all, s) => {
      if (!wanted.has(s)) return;
      const rows = rowsOfGroup(side, all, group);
      for (let i = 0; i < rows.length; i++) {
        const row = rows[i] as number;
        const id = dataset.components[component[row] as number] as string;
        let entry = components.get(id);
        if (!entry) components.set(id, (entry = { id, issueCount: 0, pages: new Set(), statusCounts: emptyCounts() }));
        entry.issueCount += 1;
        entry.statusCounts[statusAt(s)] += 1;
        entry.pages.add(dataset.pages[page[row] as number] as string);
      }
    });
  });
  const list = [...components.values()]
    .sort((a, b) => b.issueCount - a.issueCount || (a.id < b.id ? -1 : 1))
    .map((c) => ({ id: c.id, issueCount: c.issueCount, pageCount: c.pages.size, statusCounts: c.statusCounts }));
  return { components: list };
}
