/**
 * `POST /api/compare/issues`: a page of a comparison's issues, the newer run's rows in its order
 * then the base run's, each with its status and its text read from the run that shows it. Strings
 * are read for the page's rows only, from each stored dataset.
 */
import {
  COMPARE_ISSUES_MAX_LIMIT,
  IMPACTS,
  ROW_MOVED,
  pagePathOf,
  rowCompareStatus,
  rowIssueStatus,
  rowNeedsReview,
  rowsOfComponent,
  type CompareIssueEntry,
  type CompareIssueList,
  type Impact,
  type NormalizedFilters,
} from '@curbcut/core';
import type { StoredComparison } from './service';
import { wantedRows, type ComparedSides, type CompareSide } from './sides';
import { rowsOfGroup, type GroupSelector } from './lists';

const DEFAULT_LIMIT = 20;

/** What a page of issues is limited to besides the filters. */
export interface IssueScope {
  group: GroupSelector | null;
  componentId: string | null;
  offset: number;
  limit: number;
}

/** The scope of a request body, with the defaults. */
export function issueScopeOf(body: { offset?: number; limit?: number; componentId?: string }, group: GroupSelector | null): IssueScope {
  return {
    group,
    componentId: body.componentId ?? null,
    offset: body.offset ?? 0,
    limit: Math.min(body.limit ?? DEFAULT_LIMIT, COMPARE_ISSUES_MAX_LIMIT),
  };
}

/** Why a not-compared issue is set apart: its rule's reason first, else its page's. */
function reasonOf(stored: StoredComparison, ruleId: string, pageUrl: string): string | null {
  const rule = stored.facts.notComparedRules.find((r) => r.ruleId === ruleId);
  if (rule) return rule.reason;
  const path = pagePathOf(pageUrl);
  return stored.facts.notComparedPages.find((p) => p.pagePath === path)?.reason ?? null;
}

/** The rows of one side a list holds, in dataset order. */
export function scopedRows(side: CompareSide, filters: NormalizedFilters, wanted: ReadonlySet<number>, scope: Pick<IssueScope, 'group' | 'componentId'>): Uint32Array {
  let rows = wantedRows(side, filters, wanted);
  if (scope.group !== null) rows = rowsOfGroup(side, rows, scope.group);
  if (scope.componentId !== null) rows = rowsOfComponent(side.loaded.dataset, rows, scope.componentId);
  return rows;
}

async function entriesOf(side: CompareSide, rows: Uint32Array, stored: StoredComparison): Promise<CompareIssueEntry[]> {
  if (rows.length === 0) return [];
  const { dataset, reader } = side.loaded;
  const [html, target, failureSummary, fingerprint] = await Promise.all(
    (['html', 'target', 'failureSummary', 'fingerprint'] as const).map((column) => reader.readRows(column, rows)),
  );
  const { rule, impact, component, page, flags } = dataset.columns;
  return Array.from(rows, (row, k) => {
    const code = side.codes[row] as number;
    const status = rowCompareStatus(code);
    const r = dataset.rules[rule[row] as number];
    const pageUrl = dataset.pages[page[row] as number] as string;
    const ruleId = r?.id ?? '';
    return {
      issueId: fingerprint?.[k] ?? '',
      reportId: side.reportId,
      status,
      moved: (code & ROW_MOVED) !== 0,
      reason: status === 'notCompared' ? reasonOf(stored, ruleId, pageUrl) : null,
      ruleId,
      help: r?.help ?? '',
      impact: IMPACTS[impact[row] as number] as Impact,
      componentId: dataset.components[component[row] as number] as string,
      pageUrl,
      html: html?.[k] ?? '',
      target: target?.[k] ?? '',
      failureSummary: failureSummary?.[k] ?? '',
      needsReview: rowNeedsReview(flags[row] as number),
      issueStatus: rowIssueStatus(flags[row] as number),
    };
  });
}

/** One page of the list. */
export async function compareIssueList(cs: ComparedSides, filters: NormalizedFilters, wanted: ReadonlySet<number>, scope: IssueScope): Promise<CompareIssueList> {
  const lists = cs.sides.map((side) => scopedRows(side, filters, wanted, scope));
  const total = lists.reduce((n, rows) => n + rows.length, 0);
  const issues: CompareIssueEntry[] = [];
  let skip = scope.offset;
  let room = scope.limit;
  for (let k = 0; k < cs.sides.length && room > 0; k++) {
    const rows = lists[k] as Uint32Array;
    const page = rows.subarray(Math.min(skip, rows.length), Math.min(skip + room, rows.length));
    skip = Math.max(0, skip - rows.length);
    room -= page.length;
    issues.push(...(await entriesOf(cs.sides[k] as CompareSide, page, cs.stored)));
  }
  return { issues, total, offset: scope.offset };
}
