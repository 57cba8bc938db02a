/**
 * The comparison CI gates read (`failOn: 'new-critical'` of the Playwright SDK): a completed build
 * against the project's last completed build before it on the same branch, issue by fingerprint,
 * counted by severity. Which issues count is the overview's rule (builds/countedIssues.ts); the
 * split into new and resolved is core's compareFingerprints.
 */
import type { BuildComparison } from '@curbcut/core';
import type { ServerContext } from '../context';
import { compareCountedIssues, countedIssues, noIssues } from '../builds/countedIssues';
import { ApiError } from '../http/errors';
import { readMeta } from '../reports/rows';
import type { ReportsTable } from '../reports/tables';

/** Candidate base builds read per query while looking for the branch's last one. */
const PAGE_SIZE = 200;

type BaseRow = Pick<ReportsTable, 'id' | 'build_name' | 'build_number' | 'meta'>;

/** The build's `versionControl.branch`, or null when it names none. */
function branchOf(row: Pick<ReportsTable, 'meta'>): string | null {
  const branch = readMeta(row).versionControl?.branch;
  return typeof branch === 'string' && branch.trim() !== '' ? branch : null;
}

/**
 * The last build of the same project and type completed no later than `build` (so the answer for a
 * build does not change as later builds complete) whose branch is the same, null matching null.
 * The branch lives in the meta JSON, so candidates are read newest first, a page at a time.
 */
async function lastCompletedOnBranch(
  ctx: ServerContext,
  build: ReportsTable & { completed_at: string },
  branch: string | null,
): Promise<BaseRow | undefined> {
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const rows = await ctx.db
      .selectFrom('reports')
      .select(['id', 'build_name', 'build_number', 'meta'])
      .where('project_id', '=', build.project_id)
      .where('type', '=', build.type)
      .where('status', '=', 'completed')
      .where('id', '!=', build.id)
      .where('completed_at', '<=', build.completed_at)
      .orderBy('completed_at', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('build_number', 'desc')
      .orderBy('id')
      .limit(PAGE_SIZE)
      .offset(offset)
      .execute();
    const found = rows.find((row) => branchOf(row) === branch);
    if (found || rows.length < PAGE_SIZE) return found;
  }
}

/**
 * Compares a build with its branch's previous completed build. 409 until the build is completed,
 * since a running build's issues are not final.
 */
export async function compareWithBranchBase(ctx: ServerContext, reportId: string): Promise<BuildComparison> {
  const build = await ctx.db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirst();
  if (!build) throw new ApiError('not_found', `Build ${reportId} does not exist.`);
  const { completed_at: completedAt } = build;
  if (build.status !== 'completed' || completedAt === null) {
    throw new ApiError(
      'conflict',
      `Build ${build.build_name} #${Number(build.build_number)} is ${build.status}; only completed builds can be compared: finalise it first.`,
    );
  }
  const branch = branchOf(build);
  const base = await lastCompletedOnBranch(ctx, { ...build, completed_at: completedAt }, branch);
  if (!base) return { id: build.id, comparedTo: null, newIssues: noIssues(), resolvedIssues: noIssues() };

  const [current, previous] = await Promise.all([countedIssues(ctx, build.id), countedIssues(ctx, base.id)]);
  const { newIssues, resolvedIssues } = compareCountedIssues(previous, current);
  return {
    id: build.id,
    comparedTo: { id: base.id, buildName: base.build_name, buildNumber: Number(base.build_number), branch },
    newIssues,
    resolvedIssues,
  };
}
