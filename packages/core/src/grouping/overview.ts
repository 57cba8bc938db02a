/**
 * The chart data of the build overview (spec 001 section 2.2): issues by category, the top affected
 * components (with their most severe impact) and the top affected pages, counted over a row set.
 * The server's overview and an offline widget both call this, so their charts agree.
 */
import { IMPACTS } from '../model';
import type { Impact } from '../model';
import type { Dataset } from '../dataset/decode';
import { countByRule } from './counts';
import { groupByComponent, groupByPage } from './groups';

/** Rows the component and page charts list (spec 001: "first 100 rows"). */
export const OVERVIEW_TOP_ROWS = 100;

/** What the overview's charts draw. */
export interface OverviewCounts {
  /** Every category with issues, by count descending then name. */
  byCategory: { category: string; count: number }[];
  /** The first 100 components by count descending, each with its most severe impact. */
  byComponent: { componentId: string; count: number; impact: Impact }[];
  /** The first 100 pages by count descending. */
  byPage: { url: string; count: number }[];
}

/** Counts the rows (usually the counted issues of a report) for the overview charts. */
export function overviewCounts(dataset: Dataset, rows: Uint32Array): OverviewCounts {
  const byRule = countByRule(dataset, rows);
  const byCategory = new Map<string, number>();
  dataset.rules.forEach((rule, i) => {
    const n = byRule[i] as number;
    if (n === 0) return;
    for (const c of rule.categoryIndexes) {
      const name = dataset.categories[c] as string;
      byCategory.set(name, (byCategory.get(name) ?? 0) + n);
    }
  });
  const componentImpact = new Uint8Array(dataset.components.length).fill(IMPACTS.length);
  const { component, impact } = dataset.columns;
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k] as number;
    const c = component[r] as number;
    componentImpact[c] = Math.min(componentImpact[c] as number, impact[r] as number);
  }
  return {
    byCategory: [...byCategory]
      .map(([category, count]) => ({ category, count }))
      .sort((a, b) => b.count - a.count || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0)),
    byComponent: groupByComponent(dataset, rows)
      .slice(0, OVERVIEW_TOP_ROWS)
      .map((c) => ({ componentId: c.id, count: c.issueCount, impact: IMPACTS[componentImpact[c.componentIndex] as number] ?? 'minor' })),
    byPage: groupByPage(dataset, rows)
      .slice(0, OVERVIEW_TOP_ROWS)
      .map((p) => ({ url: p.url, count: p.issueCount })),
  };
}
