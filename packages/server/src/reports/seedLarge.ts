/**
 * Writes a synthetic report of any size (core's generateLargeReport) straight into storage for
 * benchmarks and scale tests: chunked multi-row inserts, one transaction per SEED_TRANSACTION_ROWS
 * issues, rows generated as they are written so memory stays flat. Not an ingest path: no batches,
 * no live updates.
 */
import { generateLargeReport, type TestCase } from '@curbcut/core';
import { sql } from 'kysely';
import type { ServerContext } from '../context';
import { newId } from '../db/ids';
import { toIssueRow, toRuleRow, toSourceRows } from '../ingest/write';
import { isoNow } from '../time/clock';
import { afterBuildCompleted } from '../builds/afterFinalize';
import { chunksFor } from './bulk';
import { emptySummary } from './rows';
import { computeSummary } from './summary';
import type { IssueSourcesTable, IssuesTable } from './tables';

/** Issues written per transaction. */
export const SEED_TRANSACTION_ROWS = 20_000;
const SEED_BATCH_ID = 'seed';

/** Where the seeded report goes and how large it is. */
export interface SeedLargeReportOptions {
  groupId: string;
  projectId: string;
  createdBy: string;
  nodes: number;
  seed?: number;
  /** Default `Synthetic <nodes>`. */
  buildName?: string;
  /**
   * Every `changedEvery`-th issue gets another element (fingerprint, selector and snippet): seeded
   * twice with the same seed, the second build has that share of new issues and the first as many
   * resolved ones (compare benchmarks). Default: none.
   */
  changedEvery?: number;
}

/** The seeded report. */
export interface SeededReport {
  reportId: string;
  buildName: string;
  buildNumber: number;
  issueCount: number;
}

/** Generates and stores a completed automated-test build of `nodes` distinct issues. */
export async function seedLargeReport(ctx: ServerContext, options: SeedLargeReportOptions): Promise<SeededReport> {
  const report = generateLargeReport({ nodes: options.nodes, seed: options.seed ?? 1 });
  const reportId = newId('report');
  const buildName = options.buildName ?? `Synthetic ${options.nodes}`;
  const now = isoNow(ctx.clock);
  // Synthetic test case ids repeat between seeds; stored ids are global, so each gets a fresh one.
  const testCaseIds = new Map(report.testCases.map((tc) => [tc.id, newId('testCase')]));

  const buildNumber = await ctx.db.transaction().execute(async (tx) => {
    const max = await tx
      .selectFrom('reports')
      .select((eb) => eb.fn.max('build_number').as('n'))
      .where('project_id', '=', options.projectId)
      .where('build_name', '=', buildName)
      .executeTakeFirst();
    const number = Number(max?.n ?? 0) + 1;
    await tx
      .insertInto('reports')
      .values({
        id: reportId,
        type: 'automatedTest',
        group_id: options.groupId,
        project_id: options.projectId,
        name: buildName,
        build_name: buildName,
        build_number: number,
        run_key: null,
        status: 'running',
        created_by: options.createdBy,
        created_at: now,
        updated_at: now,
        completed_at: null,
        meta: JSON.stringify({ testEngine: { name: 'axe-core', version: '4.10.2' } }),
        summary: JSON.stringify(emptySummary()),
      })
      .execute();
    for (const chunk of chunksFor(report.rules.map((r) => toRuleRow(reportId, r)), 7)) {
      await tx.insertInto('report_rules').values(chunk).execute();
    }
    const testCases = report.testCases.map((tc: TestCase) => ({
      id: testCaseIds.get(tc.id) as string,
      report_id: reportId,
      key: tc.id,
      name: tc.name,
      status: tc.status,
      file: tc.file ?? null,
      scope_list: null,
      browser: null,
      os: null,
      error: null,
      page_states_count: null,
      summary: '{}',
      batch_id: SEED_BATCH_ID,
      created_at: now,
    }));
    for (const chunk of chunksFor(testCases, 14)) await tx.insertInto('test_cases').values(chunk).execute();
    const pages = report.pages.map((url) => ({
      report_id: reportId,
      url,
      page_states_count: 1,
      engine: JSON.stringify({ name: 'axe-core', version: '4.10.2' }),
      environment: '{}',
      first_tested_at: now,
    }));
    for (const chunk of chunksFor(pages, 6)) await tx.insertInto('report_pages').values(chunk).execute();
    return number;
  });

  let issues: IssuesTable[] = [];
  let sources: IssueSourcesTable[] = [];
  const flush = async (): Promise<void> => {
    const [issueRows, sourceRows] = [issues, sources];
    issues = [];
    sources = [];
    await ctx.db.transaction().execute(async (tx) => {
      for (const chunk of chunksFor(issueRows, 19)) await tx.insertInto('issues').values(chunk).execute();
      for (const chunk of chunksFor(sourceRows, 6)) await tx.insertInto('issue_sources').values(chunk).execute();
    });
  };
  let count = 0;
  const every = options.changedEvery ?? 0;
  for (const generated of report.issues()) {
    const changed = every > 0 && count % every === 0;
    const issue = changed
      ? { ...generated, fingerprint: `${generated.fingerprint}~changed`, target: `${generated.target} > .changed`, html: `<span class="changed">${generated.html}</span>` }
      : generated;
    const sourced = {
      ...issue,
      sources: issue.sources.map((s) => (s.testCaseId ? { ...s, testCaseId: testCaseIds.get(s.testCaseId) } : s)),
    };
    count++;
    issues.push(toIssueRow(reportId, sourced, count, now));
    sources.push(...toSourceRows(reportId, sourced, SEED_BATCH_ID));
    if (issues.length >= SEED_TRANSACTION_ROWS) await flush();
  }
  if (issues.length > 0) await flush();

  // Fresh statistics after a bulk load: with the stale ones PostgreSQL plans the summary's join of
  // sources to issues as a nested scan, which takes minutes instead of milliseconds.
  if (ctx.dialect === 'postgres') await sql`analyze issues, issue_sources`.execute(ctx.db);
  const summary = await computeSummary(ctx.db, reportId);
  const done = isoNow(ctx.clock);
  await ctx.db
    .updateTable('reports')
    .set({ status: 'completed', completed_at: done, updated_at: done, summary: JSON.stringify(summary) })
    .where('id', '=', reportId)
    .execute();
  await afterBuildCompleted(ctx, reportId);
  return { reportId, buildName, buildNumber, issueCount: count };
}
