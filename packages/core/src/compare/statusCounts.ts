/**
 * Counts of a comparison (issue 19 "Counts per severity, rule, component, page"), over all items
 * or over the report tabs a view shows. An item is counted with the record of the run that shows it
 * now: the newer run's for new and retained issues, the base run's for resolved ones, its own for
 * issues not compared (docs/decisions/0039-compare-status.md).
 */
import type { Impact } from '../model';
import type { CompareIssueRecord, CompareItem, CompareStatus } from './runStatus';

/** The four tabs of a single report an issue sits in, by its decision state. */
export const REPORT_TABS = ['confirmed', 'needs-review', 'hidden', 'non-issue'] as const;
/** One report tab: visible (confirmed or awaiting review), hidden, or not an issue. */
export type ReportTab = (typeof REPORT_TABS)[number];

/** The tab a record sits in, as its own report shows it (as summarizeIssues counts it). */
export function reportTabOf(r: Pick<CompareIssueRecord, 'issueStatus' | 'needsReview' | 'confirmed'>): ReportTab {
  if (r.issueStatus !== 'visible') return r.issueStatus;
  return r.needsReview && r.confirmed !== true ? 'needs-review' : 'confirmed';
}

/** The record that represents an item: the newer run's when it has one, else the base run's. */
export function shownRecord<T extends CompareIssueRecord>(item: CompareItem<T>): T {
  return (item.next ?? item.base) as T;
}

/** Issues per compare status. */
export type StatusTally = Record<CompareStatus, number>;

/** A status tally of one rule, page path or component id. */
export interface KeyedStatusTally extends StatusTally {
  key: string;
}

/** The counts of a comparison. Keyed lists are in the order their keys first occur in the items. */
export interface CompareCounts {
  total: StatusTally;
  /** Not-compared issues per run: new + retained + next and resolved + retained + base give each run's issues. */
  notComparedBySide: { base: number; next: number };
  bySeverity: Record<Impact, StatusTally>;
  byRule: KeyedStatusTally[];
  byPage: KeyedStatusTally[];
  byComponent: KeyedStatusTally[];
}

function emptyTally(): StatusTally {
  return { new: 0, retained: 0, resolved: 0, notCompared: 0 };
}

function keyedTally(index: Map<string, KeyedStatusTally>, list: KeyedStatusTally[], key: string): KeyedStatusTally {
  let t = index.get(key);
  if (t === undefined) {
    t = { key, ...emptyTally() };
    index.set(key, t);
    list.push(t);
  }
  return t;
}

/**
 * Counts `items` per status, severity x status, rule, page path and component id. With `tabs`,
 * only items whose shown record sits in one of them count (`['confirmed']` gives the totals a
 * single report's summary gives).
 */
export function countCompareItems(items: readonly CompareItem[], tabs?: readonly ReportTab[]): CompareCounts {
  const only = tabs === undefined ? null : new Set<ReportTab>(tabs);
  const counts: CompareCounts = {
    total: emptyTally(),
    notComparedBySide: { base: 0, next: 0 },
    bySeverity: { critical: emptyTally(), serious: emptyTally(), moderate: emptyTally(), minor: emptyTally() },
    byRule: [],
    byPage: [],
    byComponent: [],
  };
  const rules = new Map<string, KeyedStatusTally>();
  const pages = new Map<string, KeyedStatusTally>();
  const components = new Map<string, KeyedStatusTally>();
  for (let k = 0; k < items.length; k++) {
    const item = items[k] as CompareItem;
    const r = shownRecord(item);
    if (only !== null && !only.has(reportTabOf(r))) continue;
    const s = item.status;
    counts.total[s] += 1;
    if (s === 'notCompared') counts.notComparedBySide[item.next === null ? 'base' : 'next'] += 1;
    counts.bySeverity[r.impact][s] += 1;
    keyedTally(rules, counts.byRule, r.ruleId)[s] += 1;
    keyedTally(pages, counts.byPage, r.pagePath)[s] += 1;
    keyedTally(components, counts.byComponent, r.componentId)[s] += 1;
  }
  return counts;
}
