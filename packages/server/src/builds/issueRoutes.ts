/**
 * The All issues calls (spec 001 section 7): `POST /api/v3/test_runs/rules` and `/guidelines`, the
 * components of a rule or guideline, and one issue with cursor navigation; each also under
 * `/api/v1/reports/{id}/...`.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiErrorEnvelope,
  ComponentList,
  ComponentListParams,
  DataEnvelope,
  GuidelineList,
  IssueItem,
  IssueListBody,
  IssueQueryBody,
  ReportIdParams,
  RuleList,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { requireReportReader } from '../auth/reportAccess';
import { componentList, filtersOf, guidelineList, ruleList } from './issueLists';
import { issueItem } from './issueItem';
import { loadReportDataset } from './reportDataset';
import { readBuildOfRun } from './resolve';

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 404: ApiErrorEnvelope };
const ListBodyById = Type.Omit(IssueListBody, ['th_build_id']);
const IssueBodyById = Type.Omit(IssueQueryBody, ['th_build_id']);
const ComponentParamsById = Type.Object({
  id: ReportIdParams.properties.id,
  key: Type.String({ minLength: 1, maxLength: 200, description: 'Rule id, or guideline key (`1.4.3`, `wcag143`, `SC 1.4.3`, best-practice, experimental, other)' }),
});

/** Registers the rule, guideline, component and issue calls. */
export function registerIssueRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const datasetOf = async (req: Parameters<typeof requireReportReader>[1], reportId: string) => {
    const { report } = await requireReportReader(ctx, req, reportId);
    return { report, loaded: await loadReportDataset(ctx, report) };
  };
  const datasetOfRun = async (req: Parameters<typeof requireReportReader>[1], params: { project: string; buildRun: string }, thBuildId: string) => {
    const { report } = await readBuildOfRun(ctx, req, params.project, params.buildRun, thBuildId);
    return { report, loaded: await loadReportDataset(ctx, report) };
  };

  for (const kind of ['rules', 'guidelines'] as const) {
    const answer = kind === 'rules' ? RuleList : GuidelineList;
    const list = kind === 'rules' ? ruleList : guidelineList;
    r.post(
      `/api/v3/test_runs/${kind}`,
      { config: { expensive: true }, schema: { tags: ['builds'], summary: `The ${kind} of a build under the filters, with review counts`, body: IssueListBody, response: { 200: DataEnvelope(answer), ...errors } } },
      async (req) => {
        const { loaded } = await datasetOf(req, req.body.th_build_id);
        return { data: list(loaded, filtersOf(req.body.filters)) };
      },
    );
    r.post(
      `/api/v1/reports/:id/${kind}`,
      { config: { expensive: true }, schema: { tags: ['builds'], summary: `The ${kind} of a report under the filters`, params: ReportIdParams, body: ListBodyById, response: { 200: DataEnvelope(answer), ...errors } } },
      async (req) => {
        const { loaded } = await datasetOf(req, req.params.id);
        return { data: list(loaded, filtersOf(req.body.filters)) };
      },
    );
  }

  for (const kind of ['rules', 'guidelines'] as const) {
    const one = kind === 'rules' ? 'rule' : 'guideline';
    r.post(
      `/api/v2/projects/:project/test_runs/:buildRun/${kind}/:id/components`,
      { config: { expensive: true }, schema: { tags: ['builds'], summary: `Components of one ${one}, by issue count`, params: ComponentListParams, body: IssueListBody, response: { 200: DataEnvelope(ComponentList), ...errors } } },
      async (req) => {
        const { loaded } = await datasetOfRun(req, req.params, req.body.th_build_id);
        return { data: await componentList(loaded, filtersOf(req.body.filters), one, req.params.id) };
      },
    );
    r.post(
      `/api/v1/reports/:id/${kind}/:key/components`,
      { config: { expensive: true }, schema: { tags: ['builds'], summary: `Components of one ${one} of a report`, params: ComponentParamsById, body: ListBodyById, response: { 200: DataEnvelope(ComponentList), ...errors } } },
      async (req) => {
        const { loaded } = await datasetOf(req, req.params.id);
        return { data: await componentList(loaded, filtersOf(req.body.filters), one, req.params.key) };
      },
    );
  }

  r.post(
    '/api/v2/projects/:project/test_runs/:buildRun/issue',
    {
      config: { expensive: true },
      schema: {
        tags: ['builds'],
        summary: 'One issue with its place in the list (cursor: issueId, startingAfter, endingBefore)',
        params: Type.Object({
          project: Type.String({ minLength: 1, maxLength: 400, description: 'Project name or id, percent-encoded' }),
          buildRun: Type.String({ minLength: 1, maxLength: 600, description: '`Build` or `<name>#<number>`; th_build_id decides' }),
        }),
        body: IssueQueryBody,
        response: { 200: DataEnvelope(IssueItem), ...errors },
      },
    },
    async (req) => {
      const { report, loaded } = await datasetOfRun(req, req.params, req.body.th_build_id);
      return { data: await issueItem(ctx, report.id, loaded, req.body) };
    },
  );
  r.post(
    '/api/v1/reports/:id/issue',
    { config: { expensive: true }, schema: { tags: ['builds'], summary: 'One issue of a report with its place in the list', params: ReportIdParams, body: IssueBodyById, response: { 200: DataEnvelope(IssueItem), ...errors } } },
    async (req) => {
      const { report, loaded } = await datasetOf(req, req.params.id);
      return { data: await issueItem(ctx, report.id, loaded, { ...req.body, th_build_id: report.id }) };
    },
  );
}
