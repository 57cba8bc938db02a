/**
 * The compare calls of spec 000 section 7.1 (issues 19 and 20): `GET /api/compare/meta` and
 * `GET /api/compare/summary`, each with the query `product` and `ids=base,new`. Members only; the
 * refusals are in compare/access.ts, the computation and its store in compare/service.ts.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ApiErrorEnvelope, CompareMeta, CompareQuery, CompareSummary, DataEnvelope } from '@curbcut/core';
import type { ServerContext } from '../context';
import { requireComparedPair } from './access';
import { compareMeta, compareSummary } from './service';

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 403: ApiErrorEnvelope, 404: ApiErrorEnvelope, 409: ApiErrorEnvelope };
const REFUSALS =
  '400 when `ids` is not two distinct ids, `product` is unknown, or the runs are of another product, of different projects (scans), or of different workflows (workflow runs); 403 without report comparison in the plan; 404 for a run of another group; 409 for a run not completed.';

/** Registers the compare calls. */
export function registerCompareRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/compare/meta',
    {
      // A first read compares every issue of both runs (on the read pool).
      config: { expensive: true },
      schema: {
        tags: ['compare'],
        summary: 'The two runs of a comparison (the older is the base), their engine versions, and the rules and pages not compared',
        description: REFUSALS,
        querystring: CompareQuery,
        response: { 200: DataEnvelope(CompareMeta), ...errors },
      },
    },
    async (req) => ({ data: await compareMeta(ctx, await requireComparedPair(ctx, req, req.query)) }),
  );

  r.get(
    '/api/compare/summary',
    {
      config: { expensive: true },
      schema: {
        tags: ['compare'],
        summary: 'New, retained, resolved and not compared issues, per severity, the top rules, pages and components, and the severity series',
        description: `Counted over confirmed issues, as a report's summary counts. ${REFUSALS}`,
        querystring: CompareQuery,
        response: { 200: DataEnvelope(CompareSummary), ...errors },
      },
    },
    async (req) => ({ data: await compareSummary(ctx, await requireComparedPair(ctx, req, req.query)) }),
  );
}
