/**
 * The All issues calls over a report's dataset: rules and guidelines with their review counts, the
 * components of one rule or guideline (with behaviours for behaviour-type rules), and one issue
 * with cursor navigation. Filtering and grouping are core's, and instances of a preferred
 * behaviour are left out of every count (core's countsAsIssue), so a count here equals the widget's.
 */
import {
  DecisionError,
  FilterError,
  groupByCriterion,
  groupByRule,
  groupComponents,
  groupRuleTable,
  normalizeFilters,
  withoutPreferredRows,
  type ComponentList,
  type Dataset,
  type ExplorerGroup,
  type GuidelineList,
  type NormalizedFilters,
  type RuleList,
} from '@curbcut/core';
import { ApiError } from '../http/errors';
import type { LoadedDataset } from './reportDataset';

/** Filters of a request body, normalised; a wrong value is a 400 naming the filter. */
export function filtersOf(raw: unknown, path = 'body.filters'): NormalizedFilters {
  try {
    return normalizeFilters(raw);
  } catch (err) {
    if (err instanceof FilterError) throw new ApiError('bad_request', err.message, { path: `${path}.${err.field}` });
    throw err;
  }
}

/** The matching rows (a copy the caller keeps), preferred-behaviour instances included. */
export function matchingRows(loaded: LoadedDataset, filters: NormalizedFilters): Uint32Array {
  return loaded.filter.apply(filters, new Uint32Array(loaded.dataset.rowCount)).slice();
}

/** The rows that count as issues under the filters. */
export function countedRows(loaded: LoadedDataset, filters: NormalizedFilters): Uint32Array {
  return withoutPreferredRows(loaded.dataset, matchingRows(loaded, filters));
}

function reviewCounts(loaded: LoadedDataset, filters: NormalizedFilters) {
  return {
    confirmedIssueCount: countedRows(loaded, { ...filters, needsReviewFilter: 'notNeedsReview' }).length,
    needsReviewIssueCount: countedRows(loaded, { ...filters, needsReviewFilter: 'needsReview' }).length,
  };
}

/** `POST /v3/test_runs/rules`. */
export function ruleList(loaded: LoadedDataset, filters: NormalizedFilters): RuleList {
  const rules = groupByRule(loaded.dataset, countedRows(loaded, filters)).map((g) => ({
    id: g.id,
    help: g.help,
    description: g.description,
    helpUrl: g.helpUrl,
    tags: g.tags,
    impact: g.impact,
    issueCount: g.issueCount,
    isBehaviourRule: g.behaviourRule,
    isAdvanced: g.advanced,
    isAiDetected: g.aiDetected,
  }));
  return { rules, ...reviewCounts(loaded, filters) };
}

/** `POST /v3/test_runs/guidelines`. */
export function guidelineList(loaded: LoadedDataset, filters: NormalizedFilters): GuidelineList {
  const guidelines = groupByCriterion(loaded.dataset, countedRows(loaded, filters));
  return { guidelines, ...reviewCounts(loaded, filters) };
}

/**
 * The rule table of a rule or guideline of the request: 404 when the build has no such rule, 400
 * (at `path`) when the guideline key names no criterion.
 */
export function requestGroupTable(dataset: Dataset, group: ExplorerGroup, path: string): Uint8Array {
  let table: Uint8Array;
  try {
    table = groupRuleTable(dataset, group);
  } catch (err) {
    if (err instanceof DecisionError) throw new ApiError('bad_request', err.message, { path });
    throw err;
  }
  if (group.kind === 'rule' && !table.includes(1)) throw new ApiError('not_found', `Rule ${group.id} has no issues in this build.`);
  return table;
}

/**
 * Components of one rule (`kind` 'rule') or guideline, by issue count descending, with the
 * behaviours of a behaviour-type rule's components (core's groupComponents).
 */
export async function componentList(
  loaded: LoadedDataset,
  filters: NormalizedFilters,
  kind: 'rule' | 'guideline',
  id: string,
): Promise<ComponentList> {
  const group = { kind, id };
  requestGroupTable(loaded.dataset, group, 'params.id');
  const components = await groupComponents(loaded.dataset, loaded.reader, matchingRows(loaded, filters), group);
  return {
    components: components.map((c) => ({ ...c, behaviours: c.behaviours.map((b, index) => ({ ...b, ruleCode: id, index })) })),
  };
}
