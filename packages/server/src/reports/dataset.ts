/**
 * The worker dataset of a report, built from the database a page of issues at a time (keyset
 * pagination on (report_id, seq)), so a report of a million issues is never held as a million
 * objects. Row order is arrival order (`seq`), which is also the order rows sit on disk, so reads
 * stay sequential; the string-slice call uses the same order, so row i of a slice is row i of the
 * dataset.
 */
import {
  DatasetBuilder,
  STRING_COLUMNS,
  readDatasetLayout,
  type DatasetIssueInput,
  type IssueSource,
  type NameAndVersion,
  type PageEnvironment,
  type RuleInfo,
  type StringColumn,
} from '@curbcut/core';
import { sql, type Kysely } from 'kysely';
import type { ServerContext } from '../context';
import type { Database } from '../db/schema';
import type { IssuesTable } from './tables';

/** Issues read per query while building a dataset. */
export const DATASET_PAGE_ROWS = 5000;

const EMPTY_CHECKS = JSON.stringify({ any: [], all: [], none: [] });

/** Database column behind each dataset string column. */
const STRING_COLUMN_SOURCES: Readonly<Record<StringColumn, keyof IssuesTable>> = {
  html: 'html',
  target: 'target',
  failureSummary: 'failure_summary',
  behaviour: 'behaviour',
  fingerprint: 'fingerprint',
  checks: 'checks',
};

/** True when `column` names a dataset string column. */
export function isStringColumn(column: string): column is StringColumn {
  return (STRING_COLUMNS as readonly string[]).includes(column);
}

function toInput(row: IssuesTable, sources: IssueSource[]): DatasetIssueInput {
  const checks = JSON.parse(row.checks) as Pick<DatasetIssueInput, 'any' | 'all' | 'none'>;
  return {
    ruleId: row.rule_id,
    impact: row.impact,
    needsReview: Number(row.needs_review) === 1,
    html: row.html,
    target: row.target,
    failureSummary: row.failure_summary,
    pageUrl: row.page_url,
    timestamp: row.tested_at,
    fingerprint: row.fingerprint,
    componentId: row.component_id,
    behaviour: row.behaviour,
    issueStatus: row.issue_status,
    confirmed: row.confirmed === null ? null : Number(row.confirmed) === 1,
    preferred: Number(row.preferred) === 1,
    sources,
    ...checks,
  };
}

/**
 * Builds the report's dataset and returns its byte parts (header first), ready to stream. It reads
 * every issue of the report: servers run it on their read pool (ctx.reads), off the event loop.
 */
export async function buildReportDataset(db: Kysely<Database>, reportId: string): Promise<Uint8Array[]> {
  const ruleRows = await db.selectFrom('report_rules').selectAll().where('report_id', '=', reportId).execute();
  const rules: RuleInfo[] = ruleRows.map((r) => ({
    id: r.rule_id,
    help: r.help,
    description: r.description,
    helpUrl: r.help_url,
    tags: JSON.parse(r.tags) as string[],
    impact: r.impact,
  }));
  const testCaseRows = await db
    .selectFrom('test_cases')
    .select(['id', 'name', 'status', 'file', 'browser', 'os'])
    .where('report_id', '=', reportId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const pageRows = await db.selectFrom('report_pages').select(['url', 'environment']).where('report_id', '=', reportId).execute();
  const builder = new DatasetBuilder({
    rules,
    testCases: testCaseRows.map((t) => ({
      id: t.id,
      name: t.name,
      status: t.status,
      ...(t.file ? { file: t.file } : {}),
      ...(t.browser ? { browser: JSON.parse(t.browser) as NameAndVersion } : {}),
      ...(t.os ? { os: JSON.parse(t.os) as NameAndVersion } : {}),
    })),
    pageEnvironments: pageRows.map((p) => [p.url, JSON.parse(p.environment) as PageEnvironment] as const),
  });

  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom('issues')
      .selectAll()
      .where('report_id', '=', reportId)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(DATASET_PAGE_ROWS)
      .execute();
    if (page.length === 0) break;
    const last = Number((page[page.length - 1] as IssuesTable).seq);
    // A LEFT JOIN driven by the page's seq range: SQLite keeps the join order of a LEFT JOIN, so it
    // walks the page's issues and looks their sources up by key instead of scanning every source.
    const sourceRows = await db
      .selectFrom('issues as i')
      .leftJoin('issue_sources as s', (join) =>
        join.onRef('s.report_id', '=', 'i.report_id').onRef('s.fingerprint', '=', 'i.fingerprint'),
      )
      .select(['s.fingerprint', 's.test_case_id', 's.page_url', 's.source_report_id'])
      .where('i.report_id', '=', reportId)
      .where('i.seq', '>', after)
      .where('i.seq', '<=', last)
      .execute();
    const sources = new Map<string, IssueSource[]>();
    for (const s of sourceRows) {
      if (s.fingerprint === null) continue;
      const source: IssueSource = {};
      if (s.test_case_id !== null) source.testCaseId = s.test_case_id;
      if (s.page_url !== null) source.pageUrl = s.page_url;
      if (s.source_report_id !== null) source.reportId = s.source_report_id;
      const list = sources.get(s.fingerprint);
      if (list) list.push(source);
      else sources.set(s.fingerprint, [source]);
    }
    for (const row of page) builder.append(toInput(row, sources.get(row.fingerprint) ?? []));
    if (page.length < DATASET_PAGE_ROWS) break;
    after = last;
  }
  return builder.finishParts();
}

/**
 * The leading parts of a built dataset that make up its core prefix (header and numeric columns,
 * `layout.coreByteLength` bytes): what the dataset endpoint sends. The first part holds the header.
 */
export function datasetCoreParts(parts: readonly Uint8Array[]): Uint8Array[] {
  const head = parts[0];
  if (!head) return [];
  let left = readDatasetLayout(head).coreByteLength;
  const core: Uint8Array[] = [];
  for (const part of parts) {
    if (left <= 0) break;
    core.push(part.length <= left ? part : part.subarray(0, left));
    left -= part.length;
  }
  return core;
}

/**
 * Rows [start, end) of one string column, in dataset row order, as the dataset holds them, read
 * from the database (reports still in progress; finished ones are read from their stored dataset).
 * `seq` has gaps, so row `start` is found by skipping entries of the (report_id, seq) index, which
 * holds no text, and the rows themselves are then read from that seq on.
 */
export async function readStringSlice(
  ctx: ServerContext,
  reportId: string,
  column: StringColumn,
  start: number,
  end: number,
): Promise<string[]> {
  if (end <= start) return [];
  const first = await ctx.db
    .selectFrom('issues')
    .select('seq')
    .where('report_id', '=', reportId)
    .orderBy('seq')
    .limit(1)
    .offset(start)
    .executeTakeFirst();
  if (!first) return [];
  const source = STRING_COLUMN_SOURCES[column];
  const rows = await ctx.db
    .selectFrom('issues')
    .select(sql.ref<string | null>(`issues.${source}`).as('value'))
    .where('report_id', '=', reportId)
    .where('seq', '>=', first.seq)
    .orderBy('seq')
    .limit(end - start)
    .execute();
  return rows.map((r) => {
    const value = r.value ?? '';
    return column === 'checks' && value === EMPTY_CHECKS ? '' : value;
  });
}
