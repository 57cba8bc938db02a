/**
 * The compare views' calls (spec 000 section 7.1): `GET /api/compare/filters` and `/scan_logs`,
 * `POST /api/compare/rules|components|issues|guidelines|guidelines/{guideline}/components` with
 * the report filter object and the status filter, and `GET /api/compare/csv`. Each takes the query
 * `product` and `ids=base,new` and the refusals of compare/access.ts; each reads the stored
 * comparison (compare/service.ts) and both runs' stored datasets.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ApiErrorEnvelope,
  COMPARE_STATUSES,
  CompareComponentList,
  CompareComponentsBody,
  CompareCsvQuery,
  CompareFilterOptions,
  CompareFiltersQuery,
  CompareGuidelineList,
  CompareGuidelineParams,
  CompareIssueList,
  CompareIssuesBody,
  CompareListBody,
  CompareQuery,
  CompareRuleList,
  CompareScanLogs,
  DataEnvelope,
  csvFileName,
  type CompareStatus,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { filtersOf } from '../builds/issueLists';
import { ApiError } from '../http/errors';
import { sendCsvResponse } from '../exports/csvResponse';
import { contentDisposition } from '../exports/routes';
import { requireComparedPair } from './access';
import { compareCsvSource } from './csv';
import { compareFilterOptions, filterTypeOf } from './filterOptions';
import { compareIssueList, issueScopeOf } from './issues';
import { compareComponentList, compareGuidelineList, compareRuleList, guidelineSelector, requireKnownRule } from './lists';
import { compareScanLogs } from './scanLogs';
import { comparedSides, statusSet } from './sides';

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 403: ApiErrorEnvelope, 404: ApiErrorEnvelope, 409: ApiErrorEnvelope };
const REFUSALS =
  'Refused as the other compare calls are: 400 for bad `ids`, `product`, filters or status filter, or runs of different projects or workflows; 403 without report comparison in the plan; 404 for a run of another group; 409 for a run not completed.';
const LIST = `Each issue is read from the run that shows it (the newer run for new and retained issues, the base run for resolved ones), so the report filters mean what they mean in a report. ${REFUSALS}`;

function statusesOf(raw: string | undefined): CompareStatus[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((s) => {
    const status = s.trim();
    if (!(COMPARE_STATUSES as readonly string[]).includes(status)) {
      throw new ApiError('bad_request', `compareStatus must list ${COMPARE_STATUSES.join(', ')}, not "${status}".`, { path: 'query.compareStatus' });
    }
    return status as CompareStatus;
  });
}

function jsonFilters(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new ApiError('bad_request', "filters must be a JSON object of the view's filters.", { path: 'query.filters' });
  }
}

/** Registers the compare views' calls. */
export function registerCompareListRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  // Who may read comes first: a caller without credentials is told so before anything about its input.
  const pairOf = (req: FastifyRequest, query: CompareQuery) => requireComparedPair(ctx, req, query);
  const config = { expensive: true };

  r.get(
    '/api/compare/filters',
    { config, schema: { tags: ['compare'], summary: "The Filters modal's values over both runs, with issue counts", description: REFUSALS, querystring: CompareFiltersQuery, response: { 200: DataEnvelope(CompareFilterOptions), ...errors } } },
    async (req) => {
      const pair = await pairOf(req, req.query);
      const type = filterTypeOf(req.query.type);
      return { data: compareFilterOptions(await comparedSides(ctx, pair), type) };
    },
  );

  r.post(
    '/api/compare/rules',
    { config, schema: { tags: ['compare'], summary: 'The rules of a comparison under the filters, with counts per status', description: LIST, querystring: CompareQuery, body: CompareListBody, response: { 200: DataEnvelope(CompareRuleList), ...errors } } },
    async (req) => {
      const pair = await pairOf(req, req.query);
      const filters = filtersOf(req.body.filters);
      return { data: compareRuleList(await comparedSides(ctx, pair), filters, statusSet(req.body.compareStatus)) };
    },
  );

  r.post(
    '/api/compare/guidelines',
    { config, schema: { tags: ['compare'], summary: 'The guidelines (success criteria) of a comparison under the filters, with counts per status', description: LIST, querystring: CompareQuery, body: CompareListBody, response: { 200: DataEnvelope(CompareGuidelineList), ...errors } } },
    async (req) => {
      const pair = await pairOf(req, req.query);
      const filters = filtersOf(req.body.filters);
      return { data: compareGuidelineList(await comparedSides(ctx, pair), filters, statusSet(req.body.compareStatus)) };
    },
  );

  r.post(
    '/api/compare/components',
    { config, schema: { tags: ['compare'], summary: "One rule's components in a comparison, by issue count", description: `404 when neither run has the rule. ${LIST}`, querystring: CompareQuery, body: CompareComponentsBody, response: { 200: DataEnvelope(CompareComponentList), ...errors } } },
    async (req) => {
      const pair = await pairOf(req, req.query);
      const filters = filtersOf(req.body.filters);
      const sides = await comparedSides(ctx, pair);
      requireKnownRule(sides, req.body.ruleId);
      return { data: compareComponentList(sides, filters, statusSet(req.body.compareStatus), { kind: 'rule', id: req.body.ruleId }) };
    },
  );

  r.post(
    '/api/compare/guidelines/:guideline/components',
    { config, schema: { tags: ['compare'], summary: "One guideline's components in a comparison, by issue count", description: `400 when the key names no criterion. ${LIST}`, params: CompareGuidelineParams, querystring: CompareQuery, body: CompareListBody, response: { 200: DataEnvelope(CompareComponentList), ...errors } } },
    async (req) => {
      const pair = await pairOf(req, req.query);
      const filters = filtersOf(req.body.filters);
      const group = guidelineSelector(req.params.guideline, 'params.guideline');
      return { data: compareComponentList(await comparedSides(ctx, pair), filters, statusSet(req.body.compareStatus), group) };
    },
  );

  r.post(
    '/api/compare/issues',
    { config, schema: { tags: ['compare'], summary: 'A page of the issues of a comparison, each with its status, optionally of one rule or guideline and component', description: `404 when neither run has the rule. ${LIST}`, querystring: CompareQuery, body: CompareIssuesBody, response: { 200: DataEnvelope(CompareIssueList), ...errors } } },
    async (req) => {
      const pair = await pairOf(req, req.query);
      const filters = filtersOf(req.body.filters);
      const sides = await comparedSides(ctx, pair);
      const { ruleId, guideline } = req.body;
      if (ruleId !== undefined) requireKnownRule(sides, ruleId);
      const group = ruleId !== undefined ? { kind: 'rule' as const, id: ruleId } : guideline !== undefined ? guidelineSelector(guideline, 'body.guideline') : null;
      return { data: await compareIssueList(sides, filters, statusSet(req.body.compareStatus), issueScopeOf(req.body, group)) };
    },
  );

  r.get(
    '/api/compare/scan_logs',
    { config, schema: { tags: ['compare'], summary: 'The pages of both scan runs side by side, with how each changed (empty for builds and workflow runs)', description: REFUSALS, querystring: CompareQuery, response: { 200: DataEnvelope(CompareScanLogs), ...errors } } },
    async (req) => ({ data: await compareScanLogs(ctx, await pairOf(req, req.query)) }),
  );

  r.get(
    '/api/compare/csv',
    {
      config,
      schema: {
        tags: ['compare'],
        summary: "The CSV of a comparison's view: the report's export row with the compare status first",
        description: `filters is the view's filter object as JSON, compareStatus a comma-separated status list. Hidden and non-issue issues are never exported. ${REFUSALS}`,
        querystring: CompareCsvQuery,
        produces: ['text/csv'],
        response: errors,
      },
    },
    async (req, reply) => {
      const pair = await pairOf(req, req.query);
      const filters = filtersOf(jsonFilters(req.query.filters), 'query.filters');
      const wanted = statusSet(statusesOf(req.query.compareStatus));
      const source = compareCsvSource(await comparedSides(ctx, pair), filters, wanted);
      const name = csvFileName({ reportName: `compare-${pair.base.number}-${pair.next.number}`, date: ctx.clock.now() });
      await sendCsvResponse(req, reply, source, { 'content-disposition': contentDisposition(name) });
    },
  );
}
