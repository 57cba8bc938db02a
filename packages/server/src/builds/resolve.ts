/**
 * Which build a build call reads. The spec's paths name a project and `{build#number}` and pass
 * the report id as `th_build_id`; when it is given it decides (so embed and public-link tokens,
 * which know the report, not the group, work), else the build is looked up by name and number in
 * the signed-in user's group. Either way access goes through requireReportReader.
 */
import { parseBuildRunSegment } from '@curbcut/core';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { requireUser } from '../auth/guards';
import { requireReportReader, type ReportAccess } from '../auth/reportAccess';
import { ApiError } from '../http/errors';
import { getBuildByNumber } from '../reports/queries';

/** The build named by a spec path (and `th_build_id` when given), with its reader. */
export async function readBuildOfRun(
  ctx: ServerContext,
  req: FastifyRequest,
  project: string,
  buildRun: string,
  thBuildId: string | undefined,
): Promise<ReportAccess> {
  if (thBuildId !== undefined && thBuildId !== '') {
    const access = await requireReportReader(ctx, req, thBuildId);
    if (access.report.project_name !== project && access.report.project_id !== project) {
      throw new ApiError('not_found', `Build ${thBuildId} was not found in project "${project}".`);
    }
    return access;
  }
  const user = await requireUser(ctx, req);
  const parsed = parseBuildRunSegment(buildRun);
  if (!parsed) {
    throw new ApiError('bad_request', `"${buildRun}" is not a build and number: expected "<build name>#<number>" with # sent as %23, or th_build_id.`, {
      path: 'params.buildRun',
    });
  }
  const row = await getBuildByNumber(ctx, user.groupId, project, parsed.buildName, parsed.buildNumber);
  return requireReportReader(ctx, req, row.id);
}
