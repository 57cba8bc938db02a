/**
 * `GET /api/compare/filters`: the values the Filters modal of a comparison offers (pages,
 * components, rule categories, test cases), over the issues either run shows, each with its issue
 * count, most first. Values are matched by text across the runs (test cases by name): each
 * dataset numbers its own.
 */
import {
  COMPARE_FILTER_TYPES,
  countByComponent,
  countByPage,
  countByRule,
  normalizeFilters,
  rowTestCases,
  type CompareFilterOptions,
  type CompareFilterType,
} from '@curbcut/core';
import { ApiError } from '../http/errors';
import { ALL_STATUSES, wantedRows, type ComparedSides, type CompareSide } from './sides';

type Tally = Map<string, { label: string; count: number }>;

function add(tally: Tally, value: string, label: string, count: number): void {
  if (count === 0) return;
  const entry = tally.get(value);
  if (entry) entry.count += count;
  else tally.set(value, { label, count });
}

function sorted(tally: Tally) {
  return [...tally].map(([value, e]) => ({ value, label: e.label, count: e.count })).sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : 1));
}

function tallySide(side: CompareSide, type: CompareFilterType, tally: Tally): void {
  const { dataset } = side.loaded;
  const rows = wantedRows(side, normalizeFilters(undefined), ALL_STATUSES);
  if (type === 'pages') countByPage(dataset, rows).forEach((n, i) => add(tally, dataset.pages[i] as string, dataset.pages[i] as string, n));
  if (type === 'components') countByComponent(dataset, rows).forEach((n, i) => add(tally, dataset.components[i] as string, dataset.components[i] as string, n));
  if (type === 'categories') {
    countByRule(dataset, rows).forEach((n, i) => {
      for (const c of dataset.rules[i]?.categoryIndexes ?? []) add(tally, dataset.categories[c] as string, dataset.categories[c] as string, n);
    });
  }
  if (type === 'tests') {
    for (let k = 0; k < rows.length; k++) {
      for (const t of rowTestCases(dataset, rows[k] as number)) {
        const test = dataset.testCases[t];
        // By name: each run numbers its own test cases, and the report filter takes names too.
        if (test) add(tally, test.name, test.name, 1);
      }
    }
  }
}

/** The requested filter type, checked; null for all of them. */
export function filterTypeOf(raw: string | undefined): CompareFilterType | null {
  if (raw === undefined || raw === '') return null;
  if (!(COMPARE_FILTER_TYPES as readonly string[]).includes(raw)) {
    throw new ApiError('bad_request', `type must be one of ${COMPARE_FILTER_TYPES.join(', ')}, not "${raw}".`, { path: 'query.type' });
  }
  return raw as CompareFilterType;
}

/** The options of one filter type, or of all. */
export function compareFilterOptions(cs: ComparedSides, type: CompareFilterType | null): CompareFilterOptions {
  const out: CompareFilterOptions = {};
  for (const t of type === null ? COMPARE_FILTER_TYPES : [type]) {
    const tally: Tally = new Map();
    for (const side of cs.sides) tallySide(side, t, tally);
    out[t] = sorted(tally);
  }
  return out;
}
