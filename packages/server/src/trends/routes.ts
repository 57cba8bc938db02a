/**
 * The trends calls (issue 19, spec 000 section 9): `GET /api/v1/projects/{projectId}/trends` over a
 * project's builds and `GET /api/v1/scans/{scanId}/trends` over a website scan's runs. Members of
 * the group only (a session; report, embed and upload tokens are refused); another group's project
 * or scan is a 404 like an unknown one.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorEnvelope,
  DataEnvelope,
  DEFAULT_TREND_RANGE,
  isTrendRange,
  ProjectBuildsParams,
  ProjectTrendsQuery,
  ScanTrendsParams,
  ScanTrendsQuery,
  SESSION_AUTH,
  TREND_MAX_POINTS,
  TREND_RANGES,
  trendRangeStart,
  Trends,
  type TrendRange,
} from '@curbcut/core';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/guards';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { readScanConfig } from '../scans/runs';
import { buildPages, scanPages, trendPoints } from './points';
import { projectRunsInRange, scanRunsInRange, type RunsInRange } from './runsInRange';

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 404: ApiErrorEnvelope };
const description = `One point per completed run started in the range, oldest first, at most the latest ${TREND_MAX_POINTS} (\`truncated\` says when more are in range). 400 for an unknown \`range\`; 404 for another group's id.`;

/** The `range` query, checked: 400 naming the value when it is not one of TREND_RANGES. */
export function parseTrendRange(value: string | undefined): TrendRange {
  if (value === undefined || value === '') return DEFAULT_TREND_RANGE;
  if (isTrendRange(value)) return value;
  throw new ApiError('bad_request', `Unknown time range "${value}": use ${TREND_RANGES.join(', ')}.`, { path: 'query.range' });
}

/** Registers the two trends calls. */
export function registerTrendRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  const answer = (product: Trends['product'], range: TrendRange, to: Date, from: string | null, found: RunsInRange, points: Trends['points']): { data: Trends } => ({
    data: { product, range, from, to: to.toISOString(), points, truncated: found.truncated },
  });

  r.get(
    '/api/v1/projects/:projectId/trends',
    {
      schema: {
        tags: ['builds'],
        summary: "Trends over time of a project's builds: page failures, severity breakdown and resolution trend per build",
        description,
        security: SESSION_AUTH,
        params: ProjectBuildsParams,
        querystring: ProjectTrendsQuery,
        response: { 200: DataEnvelope(Trends), ...errors },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      const range = parseTrendRange(req.query.range);
      const project = await ctx.db.selectFrom('projects').select('id').where('id', '=', req.params.projectId).where('group_id', '=', user.groupId).executeTakeFirst();
      if (!project) throw new ApiError('not_found', `Project ${req.params.projectId} was not found.`);
      const now = ctx.clock.now();
      const from = trendRangeStart(range, now);
      const found = await projectRunsInRange(ctx, project.id, req.query.build_name, from);
      const pages = await buildPages(ctx, found.runs.map((run) => run.row.id));
      const points = await trendPoints(ctx, found.runs, pages, { tested: 0, failed: null });
      return answer('automatedTest', range, now, from, found, points);
    },
  );

  r.get(
    '/api/v1/scans/:scanId/trends',
    {
      schema: {
        tags: ['scans'],
        summary: "Trends over time of a website scan's runs: page failures, severity breakdown and resolution trend per run",
        description,
        security: SESSION_AUTH,
        params: ScanTrendsParams,
        querystring: ScanTrendsQuery,
        response: { 200: DataEnvelope(Trends), ...errors },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      const range = parseTrendRange(req.query.range);
      const scan = await readScanConfig(ctx, req.params.scanId, user.groupId);
      if (!scan) throw new ApiError('not_found', 'Scan not found.');
      const now = ctx.clock.now();
      const from = trendRangeStart(range, now);
      const found = await scanRunsInRange(ctx, scan.row.id, from);
      const pages = await scanPages(ctx, found.runs.map((run) => run.row.id));
      const points = await trendPoints(ctx, found.runs, pages, { tested: 0, failed: 0 });
      return answer('websiteScan', range, now, from, found, points);
    },
  );
}
