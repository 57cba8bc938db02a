/**
 * The website scanner's configuration calls (spec 000 section 3.6): scan configurations,
 * authentication configurations and sitemap extraction. Every call needs a session and works in the
 * caller's group only: another group's scan answers 404, like one that does not exist. Run calls
 * (start, cancel, history, logs) are in scans/runRoutes.ts.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorEnvelope, CreateScanBody, DataEnvelope, SESSION_AUTH, ScanConfig, ScanList, ScanListQuery, UpdateScanBody } from '@curbcut/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { requireUser } from '../auth/guards';
import { registerAuthConfigRoutes } from './authConfigs';
import { createScanConfig, deleteScanConfig, loadScanConfig, toScanConfigs, updateScanConfig } from './configs';
import { findScanConfigs, parseScanListQuery } from './listFilters';
import { registerSitemapRoute } from './sitemapRoute';

/** Path parameters of the calls on one scan. */
export const ScanIdParams = Type.Object({
  scanId: Type.String({ minLength: 1, maxLength: 100, description: 'Scan configuration id (`scn_...`)' }),
});

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 403: ApiErrorEnvelope, 404: ApiErrorEnvelope, 409: ApiErrorEnvelope };
const ScanAnswer = DataEnvelope(Type.Object({ scan: ScanConfig }));

/** Registers the scan configuration, authentication configuration and sitemap calls. */
export function registerScanRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  registerAuthConfigRoutes(app, ctx);
  registerSitemapRoute(app, ctx);

  r.get(
    '/api/v1/scans',
    {
      schema: {
        tags: ['scans'],
        summary: "The group's scan configurations, newest first, with the list filters of spec 000 section 3.6",
        security: SESSION_AUTH,
        querystring: ScanListQuery,
        response: { 200: DataEnvelope(ScanList), 400: ApiErrorEnvelope, 401: ApiErrorEnvelope },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      const filter = parseScanListQuery(req.query, ctx.clock.now());
      const scans = await toScanConfigs(ctx, await findScanConfigs(ctx, user.groupId, filter));
      return { data: { scans } };
    },
  );

  r.post(
    '/api/v1/scans',
    {
      schema: {
        tags: ['scans'],
        summary: 'Create a scan (and its project); unless scanNow is false its first run is queued at once',
        security: SESSION_AUTH,
        body: CreateScanBody,
        response: { 201: ScanAnswer, ...errors },
      },
    },
    async (req, reply) => {
      const user = await requireUser(ctx, req);
      const scan = await createScanConfig(ctx, user, req.body);
      return reply.status(201).send({ data: { scan } });
    },
  );

  r.get(
    '/api/v1/scans/:scanId',
    {
      schema: {
        tags: ['scans'],
        summary: 'One scan configuration with its latest run and run count',
        security: SESSION_AUTH,
        params: ScanIdParams,
        response: { 200: ScanAnswer, 401: ApiErrorEnvelope, 404: ApiErrorEnvelope },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      return { data: { scan: await loadScanConfig(ctx, user.groupId, req.params.scanId) } };
    },
  );

  r.patch(
    '/api/v1/scans/:scanId',
    {
      schema: {
        tags: ['scans'],
        summary: "Change a scan (creator or group admin); fields left out keep their values, runs keep the settings they started with",
        security: SESSION_AUTH,
        params: ScanIdParams,
        body: UpdateScanBody,
        response: { 200: ScanAnswer, ...errors },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      return { data: { scan: await updateScanConfig(ctx, user, req.params.scanId, req.body) } };
    },
  );

  r.delete(
    '/api/v1/scans/:scanId',
    {
      schema: {
        tags: ['scans'],
        summary: 'Delete a scan configuration (creator or group admin; refused while a run is in progress). Its reports stay readable',
        security: SESSION_AUTH,
        params: ScanIdParams,
        response: { 200: DataEnvelope(Type.Object({ deleted: Type.Literal(true) })), ...errors },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      await deleteScanConfig(ctx, user, req.params.scanId);
      return { data: { deleted: true as const } };
    },
  );
}
