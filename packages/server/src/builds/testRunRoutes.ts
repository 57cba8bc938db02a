/**
 * The compare-run modal's calls (spec 002 section 7): `GET /api/test_runs`,
 * `GET /api/v2/test_runs/search` and `POST /api/v2/test_runs/updates`. Members of the runs' group
 * only, with one exception: an embed token lists, searches and checks for updates the runs of its
 * own run's project (or scan), so the embedded modal (`/embed/compare`) can offer them. Public-link
 * tokens read one report and no list.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ApiErrorEnvelope,
  DataEnvelope,
  TEST_RUNS_PAGE_SIZE,
  TestRunSearchQuery,
  TestRunsPage,
  TestRunsQuery,
  TestRunUpdates,
  TestRunUpdatesBody,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { requireUser, sessionTokenOf } from '../auth/guards';
import { reportTokenOf, requireReportReader } from '../auth/reportAccess';
import { ApiError } from '../http/errors';
import { getReport } from '../reports/queries';
import { listBuildRuns, listScanRuns, requireProject, runUpdates, searchBuildRuns } from './testRunList';

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 404: ApiErrorEnvelope };
const MEMBERS = 'Members of the group only (401 for signed-out callers, public-link tokens and an embed token not naming its own run); a project of another group answers 404.';
const EMBEDDED = "An embed token (`cce_...`) must name its own run in `th_build_id` and reads only that run's project (another project: 404).";

/** The group a list is read for and, through `th_build_id`, the run it is for (an embed token's own). */
async function listReader(ctx: ServerContext, req: FastifyRequest, runId: string | undefined) {
  const token = sessionTokenOf(req) === undefined ? reportTokenOf(req) : undefined;
  if (runId === undefined || token === undefined) {
    const user = await requireUser(ctx, req);
    return { groupId: user.groupId, run: runId === undefined ? null : await getReport(ctx, user.groupId, runId), embedded: false };
  }
  const { report, viewer } = await requireReportReader(ctx, req, runId);
  if (viewer.kind === 'public' || viewer.user === null) {
    throw new ApiError('unauthorized', 'Public-link tokens read one report through its report calls; sign in to compare runs.');
  }
  return { groupId: viewer.user.groupId, run: report, embedded: true };
}

/**
 * The project a builds call reads: the one named (`project_id`, else `project_name`), else the
 * run's (`th_build_id`); undefined when none is given. An embed token reads its run's project only:
 * any other answers 404, as an unknown project would.
 */
async function projectFor(
  ctx: ServerContext,
  reader: Awaited<ReturnType<typeof listReader>>,
  named: { project_id?: string | undefined; project_name?: string | undefined },
): Promise<string | undefined> {
  const projectId =
    named.project_id !== undefined || named.project_name !== undefined
      ? await requireProject(ctx, reader.groupId, { ...(named.project_id !== undefined ? { id: named.project_id } : {}), ...(named.project_name !== undefined ? { name: named.project_name } : {}) })
      : reader.run?.project_id;
  if (reader.embedded && projectId !== reader.run?.project_id) throw new ApiError('not_found', `Project ${named.project_id ?? named.project_name ?? ''} was not found.`);
  return projectId;
}

/** Registers the run list calls. */
export function registerTestRunRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/test_runs',
    {
      schema: {
        tags: ['compare'],
        summary: `The runs a run can be compared with, newest first, ${TEST_RUNS_PAGE_SIZE} a page`,
        description:
          "Builds of a project (`project_id` or `project_name`, optionally one `build_name`), or with `central_scanner=true` the runs of the website scan `scan_id`. `th_build_id` names the run the list is for: without a project or scan, the list is of that run's project (scan). An embed token (`cce_...`) must name its own run there and reads only that run's list. " +
          MEMBERS,
        querystring: TestRunsQuery,
        response: { 200: DataEnvelope(TestRunsPage), ...errors },
      },
    },
    async (req) => {
      const q = req.query;
      const reader = await listReader(ctx, req, q.th_build_id);
      const { groupId, run, embedded } = reader;
      const page = q.page ?? 1;
      if (q.central_scanner === true) {
        const own = run ? (await ctx.db.selectFrom('scan_runs').select('scan_id').where('report_id', '=', run.id).executeTakeFirst())?.scan_id : undefined;
        const scanId = q.scan_id ?? own;
        if (scanId === undefined) throw new ApiError('bad_request', 'central_scanner=true lists the runs of one website scan: give scan_id or th_build_id.', { path: 'query.scan_id' });
        if (embedded && scanId !== own) throw new ApiError('not_found', `Website scan ${scanId} was not found.`);
        return { data: await listScanRuns(ctx, groupId, scanId, page) };
      }
      const projectId = await projectFor(ctx, reader, q);
      if (projectId === undefined) throw new ApiError('bad_request', 'Give project_id, project_name or th_build_id.', { path: 'query.project_id' });
      return { data: await listBuildRuns(ctx, groupId, projectId, q.build_name, page) };
    },
  );

  r.get(
    '/api/v2/test_runs/search',
    {
      schema: {
        tags: ['compare'],
        summary: `Builds whose name contains the query (or of that build number), newest first, ${TEST_RUNS_PAGE_SIZE} a page`,
        description: `Builds of one project (\`project_id\`, \`project_name\`, or the project of the run \`th_build_id\`), or of every project of the group when none is given. ${EMBEDDED} ${MEMBERS}`,
        querystring: TestRunSearchQuery,
        response: { 200: DataEnvelope(TestRunsPage), ...errors },
      },
    },
    async (req) => {
      const reader = await listReader(ctx, req, req.query.th_build_id);
      const projectId = await projectFor(ctx, reader, req.query);
      return { data: await searchBuildRuns(ctx, reader.groupId, req.query.query, projectId, req.query.page ?? 1) };
    },
  );

  r.post(
    '/api/v2/test_runs/updates',
    {
      schema: {
        tags: ['compare'],
        summary: 'The listed runs of a project whose status or summary changed since last_checked',
        description: `The project is \`project_id\`, \`project_name\` or the project of the run \`th_build_id\` (one is required: 400 at body.project_name). Ids of other projects or groups are left out. ${EMBEDDED} ${MEMBERS}`,
        body: TestRunUpdatesBody,
        response: { 200: DataEnvelope(TestRunUpdates), ...errors },
      },
    },
    async (req) => {
      // The caller first: a signed-out caller hears 401, not a date or project error.
      const reader = await listReader(ctx, req, req.body.th_build_id);
      if (!/^\d{4}-\d{2}-\d{2}T/.test(req.body.last_checked) || Number.isNaN(Date.parse(req.body.last_checked))) {
        throw new ApiError('bad_request', `last_checked must be an ISO 8601 date-time, not "${req.body.last_checked}".`, { path: 'body.last_checked' });
      }
      const projectId = await projectFor(ctx, reader, req.body);
      if (projectId === undefined) {
        throw new ApiError('bad_request', 'Give project_name, project_id or th_build_id: the project of the listed builds.', { path: 'body.project_name' });
      }
      return { data: await runUpdates(ctx, reader.groupId, projectId, req.body.builds, req.body.last_checked) };
    },
  );
}
