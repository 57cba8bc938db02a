/**
 * "Changes since last run" of one test case (spec 001 section 2.4): the test against the same test
 * in the previous completed build of the same project, type and build name, the base the build
 * overview's comparison uses. What counts and the split by fingerprint are the build comparison's
 * (countedIssues.ts), so a test's new issues are a subset of its build's.
 */
import type { TestCaseComparison, TestCaseComparisonUnavailable } from '@curbcut/core';
import type { ServerContext } from '../context';
import type { ReportsTable, TestCasesTable } from '../reports/tables';
import { compareCountedIssues, countedIssues } from './countedIssues';

/** The comparison, or null and why there is none. */
export type TestCaseComparisonResult =
  | { comparison: TestCaseComparison; comparisonUnavailable: null }
  | { comparison: null; comparisonUnavailable: TestCaseComparisonUnavailable };

type Build = Pick<ReportsTable, 'id' | 'project_id' | 'type' | 'build_name' | 'build_number'>;
type TestCase = Pick<TestCasesTable, 'id' | 'key' | 'name' | 'file'>;

/**
 * The same test in the previous build: by the uploader's key, which reporters keep stable across
 * runs, else by name and file for reporters whose keys change from run to run.
 */
async function sameTestIn(ctx: ServerContext, reportId: string, test: TestCase): Promise<Pick<TestCasesTable, 'id' | 'status'> | undefined> {
  const base = ctx.db.selectFrom('test_cases').select(['id', 'status']).where('report_id', '=', reportId);
  const byKey = await base.where('key', '=', test.key).executeTakeFirst();
  if (byKey) return byKey;
  const sameFile = test.file === null ? base.where('file', 'is', null) : base.where('file', '=', test.file);
  return sameFile.where('name', '=', test.name).orderBy('created_at').orderBy('id').executeTakeFirst();
}

/** Compares test case `test` of `build` with its previous run. */
export async function compareTestCase(ctx: ServerContext, build: Build, test: TestCase): Promise<TestCaseComparisonResult> {
  const previous = await ctx.db
    .selectFrom('reports')
    .select(['id', 'build_number'])
    .where('project_id', '=', build.project_id)
    .where('type', '=', build.type)
    .where('build_name', '=', build.build_name)
    .where('status', '=', 'completed')
    .where('build_number', '<', build.build_number)
    .orderBy('build_number', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!previous) return { comparison: null, comparisonUnavailable: 'first_build' };
  const before = await sameTestIn(ctx, previous.id, test);
  if (!before) return { comparison: null, comparisonUnavailable: 'not_in_previous' };
  // A skipped test reported nothing, so every current issue would look new.
  if (before.status === 'skipped') return { comparison: null, comparisonUnavailable: 'skipped_in_previous' };
  const [current, base] = await Promise.all([countedIssues(ctx, build.id, test.id), countedIssues(ctx, previous.id, before.id)]);
  return {
    comparison: {
      comparedTo: { reportId: previous.id, buildNumber: Number(previous.build_number), testCaseId: before.id },
      ...compareCountedIssues(base, current),
    },
    comparisonUnavailable: null,
  };
}
