/** The build report calls of spec 001 section 7 and the issue actions (hide, review, preferred). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import {
  ApiErrorEnvelope,
  BuildList,
  BuildOverview,
  DataEnvelope,
  IssueFilterOptions,
  IssueSummarySchema,
  ProjectBuildsParams,
  ReportIdParams,
  ReportTestCaseParams,
  TestCaseFilterOptions,
  TestCaseItem,
  TestCaseOverview,
  TestCaseParams,
  TestCaseSearchBody,
  TestCasesPage,
  TestCasesQuery,
  TestRunParams,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { requireUser } from '../auth/guards';
import { requireReportReader, type ReportAccess } from '../auth/reportAccess';
import { registerDecisionRoutes } from '../decisions/routes';
import { DATASET_REBUILD_JOB } from '../decisions/service';
import { storedExplorerSummary } from '../reports/explorerSummary';
import { ensureReportDataset, isStoredDatasetStatus } from '../reports/datasetCache';
import { ifNoneMatchHits } from '../reports/datasetRoutes';
import { readSummary } from '../reports/rows';
import type { TestCasesTable } from '../reports/tables';
import { deleteBuild, listProjectBuilds } from './buildList';
import { registerIssueRoutes } from './issueRoutes';
import { buildOverview } from './overview';
import { readStoredOverview, registerOverviewJob } from '../overview/refresh';
import { runExpensive } from '../http/expensiveRoutes';
import { loadReportDataset } from './reportDataset';
import { readBuildOfRun } from './resolve';
import { compareTestCase } from './testCaseComparison';
import { getTestCase, pageNumber, searchTestCases, testCaseCounts, testCaseFilterOptions, testCaseIssueFilters, testCaseOverview, toTestCaseItem } from './testCases';

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 404: ApiErrorEnvelope };
const ThQuery = Type.Object({
  th_build_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Build (report) id; when given it decides which build is read' })),
});
const IssueSummaryAnswer = Type.Object({
  issueSummary: IssueSummarySchema,
  markedAsNonIssueCount: Type.Integer({ minimum: 0 }),
});

/** Registers the build calls, the issue actions and the dataset rebuild job. */
export function registerBuildRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  // Started when the server is ready, like the export workers: a failure stops start-up instead of
  // leaving the rebuild job silently unserved.
  app.addHook('onReady', async () => {
    await ctx.jobs.work<{ reportId: string }>(DATASET_REBUILD_JOB, async ({ payload }) => {
      // The explorer summary too, so the first viewer's accordions do not wait for it (this node's memory).
      if (await ensureReportDataset(ctx, payload.reportId)) await (await storedExplorerSummary(ctx, payload.reportId)).summary;
    });
    await registerOverviewJob(ctx);
  });

  const ofRun = (req: FastifyRequest, params: { project: string; buildRun: string }, query: { th_build_id?: string }) =>
    readBuildOfRun(ctx, req, params.project, params.buildRun, query.th_build_id);
  const ofId = (req: FastifyRequest, id: string) => requireReportReader(ctx, req, id);

  // A finished report's overview is stored: sent as it is, with an ETag naming its version.
  const overview = async (req: FastifyRequest, reply: FastifyReply, { report }: ReportAccess) => {
    if (!isStoredDatasetStatus(report.status)) {
      return { data: await runExpensive(ctx, req, async () => buildOverview(ctx, report, await loadReportDataset(ctx, report))) };
    }
    const stored = await readStoredOverview(ctx, report.id, (compute) => runExpensive(ctx, req, compute));
    const etag = `"overview.${report.id}.${stored.version}"`;
    reply.header('etag', etag);
    if (ifNoneMatchHits(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(`{"data":${stored.body}}`);
  };
  r.get(
    '/api/projects/:project/test_runs/:buildRun/overview',
    { schema: { tags: ['builds'], summary: 'Build overview (spec 001 section 2.2)', description: 'A finished build\'s overview is stored and carries an ETag; send it back in If-None-Match to get 304 while it is unchanged.', params: TestRunParams, querystring: ThQuery, response: { 200: DataEnvelope(BuildOverview), ...errors } } },
    async (req, reply) => overview(req, reply, await ofRun(req, req.params, req.query)),
  );
  r.get(
    '/api/v1/reports/:id/overview',
    { schema: { tags: ['builds'], summary: 'Build overview by report id', description: 'A finished build\'s overview is stored and carries an ETag; send it back in If-None-Match to get 304 while it is unchanged.', params: ReportIdParams, response: { 200: DataEnvelope(BuildOverview), ...errors } } },
    async (req, reply) => overview(req, reply, await ofId(req, req.params.id)),
  );

  const issues = ({ report }: ReportAccess) => {
    const summary = readSummary(report);
    return { data: { issueSummary: summary.issueSummary, markedAsNonIssueCount: summary.markedAsNonIssueCount } };
  };
  r.get(
    '/api/projects/:project/test_runs/:buildRun/issues',
    { schema: { tags: ['builds'], summary: 'Issue summary of a build', params: TestRunParams, querystring: ThQuery, response: { 200: DataEnvelope(IssueSummaryAnswer), ...errors } } },
    async (req) => issues(await ofRun(req, req.params, req.query)),
  );
  r.get(
    '/api/v1/reports/:id/issues',
    { schema: { tags: ['builds'], summary: 'Issue summary of a report', params: ReportIdParams, response: { 200: DataEnvelope(IssueSummaryAnswer), ...errors } } },
    async (req) => issues(await ofId(req, req.params.id)),
  );

  r.get(
    '/api/projects/:project/test_runs/:buildRun/test_cases',
    { config: { expensive: true }, schema: { tags: ['builds'], summary: 'A page of the build\'s test cases', params: TestRunParams, querystring: TestCasesQuery, response: { 200: DataEnvelope(TestCasesPage), ...errors } } },
    async (req) => {
      const { report } = await ofRun(req, req.params, req.query);
      return { data: await testCasePage(report, pageNumber(req.query.page, 'query.page')) };
    },
  );
  r.get(
    '/api/v1/reports/:id/test_cases',
    { config: { expensive: true }, schema: { tags: ['builds'], summary: 'A page of a report\'s test cases', params: ReportIdParams, querystring: TestCasesQuery, response: { 200: DataEnvelope(TestCasesPage), ...errors } } },
    async (req) => {
      const { report } = await ofId(req, req.params.id);
      return { data: await testCasePage(report, pageNumber(req.query.page, 'query.page')) };
    },
  );
  r.get(
    '/api/v2/projects/:project/test_runs/:buildRun/test_case_filters',
    { config: { expensive: true }, schema: { tags: ['builds'], summary: 'Statuses, files and browsers of the test cases', params: TestRunParams, querystring: ThQuery, response: { 200: DataEnvelope(TestCaseFilterOptions), ...errors } } },
    async (req) => {
      const { report } = await ofRun(req, req.params, req.query);
      return { data: await testCaseFilterOptions(ctx, report.id) };
    },
  );
  r.post(
    '/api/v2/projects/:project/test_runs/:buildRun/test_case_search',
    { config: { expensive: true }, schema: { tags: ['builds'], summary: 'Test cases by name or error message, status, file and page', params: TestRunParams, body: TestCaseSearchBody, response: { 200: DataEnvelope(TestCasesPage), ...errors } } },
    async (req) => {
      const { report } = await ofRun(req, req.params, req.body);
      const loaded = req.body.filters?.pages?.length || isStoredDatasetStatus(report.status) ? await loadReportDataset(ctx, report) : null;
      return { data: await searchTestCases(ctx, report, req.body, loaded) };
    },
  );

  // A finished report's counts come from its dataset (decisions included); a running one's from ingest.
  const testCasePage = async (report: ReportAccess['report'], page: number) =>
    searchTestCases(ctx, report, { page }, isStoredDatasetStatus(report.status) ? await loadReportDataset(ctx, report) : null);

  const overviewOf = async (report: ReportAccess['report'], row: TestCasesTable) => {
    const [loaded, compared] = await Promise.all([loadReportDataset(ctx, report), compareTestCase(ctx, report, row)]);
    return testCaseOverview(loaded, row, compared);
  };
  // The widget knows its report by id only, so the slide-over reads one test case here.
  r.get(
    '/api/v1/reports/:id/test_cases/:testId/overview',
    { config: { expensive: true }, schema: { tags: ['builds'], summary: "One test case of a report with the summary of its issues and changes since its last run", params: ReportTestCaseParams, response: { 200: DataEnvelope(TestCaseOverview), ...errors } } },
    async (req) => {
      const { report } = await ofId(req, req.params.id);
      return { data: await overviewOf(report, await getTestCase(ctx, report.id, req.params.testId)) };
    },
  );

  const testCase = async (req: FastifyRequest, params: TestCaseParams, query: { th_build_id?: string }) => {
    const { report } = await ofRun(req, params, query);
    return { report, row: await getTestCase(ctx, report.id, params.testId) };
  };
  for (const method of ['GET', 'POST'] as const) {
    // The spec allows GET and POST for these three; both answer the same.
    type TestCaseRequest = { Params: TestCaseParams; Querystring: { th_build_id?: string } };
    const route = (path: string, summary: string, answer: TSchema, handler: (req: FastifyRequest<TestCaseRequest>) => Promise<unknown>) =>
      app.route<TestCaseRequest>({
        method,
        config: { expensive: true },
        url: `/api/v2/projects/:project/test_runs/:buildRun/test_cases/:testId/${path}`,
        schema: { tags: ['builds'], summary, params: TestCaseParams, querystring: ThQuery, response: { 200: DataEnvelope(answer), ...errors } },
        handler,
      });
    route('meta', 'One test case', TestCaseItem, async (req) => {
      const { report, row } = await testCase(req, req.params, req.query);
      const counts = isStoredDatasetStatus(report.status) ? testCaseCounts(await loadReportDataset(ctx, report)).get(row.id) : undefined;
      return { data: toTestCaseItem(row, counts) };
    });
    route('overview', 'One test case with the summary of its issues and changes since its last run', TestCaseOverview, async (req) => {
      const { report, row } = await testCase(req, req.params, req.query);
      return { data: await overviewOf(report, row) };
    });
    route('filters', 'Issue filter values within one test case', IssueFilterOptions, async (req) => {
      const { report, row } = await testCase(req, req.params, req.query);
      return { data: testCaseIssueFilters(await loadReportDataset(ctx, report), row.id) };
    });
  }

  r.get(
    '/api/v1/projects/:projectId/builds',
    { schema: { tags: ['builds'], summary: 'Builds of a project, newest first', params: ProjectBuildsParams, response: { 200: DataEnvelope(BuildList), ...errors } } },
    async (req) => {
      const user = await requireUser(ctx, req);
      return { data: { builds: await listProjectBuilds(ctx, user.groupId, req.params.projectId) } };
    },
  );
  r.delete(
    '/api/v1/reports/:id',
    {
      schema: {
        tags: ['builds'],
        summary: 'Deletes a completed build or scan run with its rows and stored pages (author only)',
        params: ReportIdParams,
        response: { 200: DataEnvelope(Type.Object({ id: Type.String(), deleted: Type.Literal(true) })), 403: ApiErrorEnvelope, 409: ApiErrorEnvelope, ...errors },
      },
    },
    async (req) => ({ data: await deleteBuild(ctx, req, req.params.id) }),
  );

  registerIssueRoutes(app, ctx);
  registerDecisionRoutes(app, ctx);
}

