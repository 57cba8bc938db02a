/**
 * The signed-in user's personal manual-report tokens (docs/decisions/0041-manual-reports.md). Any
 * role may make its own; every call resolves the session and works on the caller's tokens only, so
 * another user's token id answers 404, the same as an unknown one.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorEnvelope,
  CreateManualReportTokenBody,
  CreatedManualReportToken,
  DataEnvelope,
  ManualReportTokenList,
  ManualReportTokenParams,
  SESSION_AUTH,
} from '@curbcut/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { requireUser } from '../auth/guards';
import { ApiError } from '../http/errors';
import { createManualReportToken, listManualReportTokens, revokeManualReportToken } from './manualTokens';

/** Registers the list, create and revoke routes of the user's manual-report tokens. */
export function registerManualTokenRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/v1/user/manual_report_tokens',
    {
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user's live manual-report tokens (never the tokens themselves)",
        security: SESSION_AUTH,
        response: { 200: DataEnvelope(ManualReportTokenList), 401: ApiErrorEnvelope },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      return { data: { tokens: await listManualReportTokens(ctx, user.id) } };
    },
  );

  r.post(
    '/api/v1/user/manual_report_tokens',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Make a personal manual-report token; the token is shown once',
        security: SESSION_AUTH,
        body: CreateManualReportTokenBody,
        response: { 201: DataEnvelope(CreatedManualReportToken), 400: ApiErrorEnvelope, 401: ApiErrorEnvelope },
      },
    },
    async (req, reply) => {
      const user = await requireUser(ctx, req);
      return reply.status(201).send({ data: await createManualReportToken(ctx, user.id, req.body.label) });
    },
  );

  r.delete(
    '/api/v1/user/manual_report_tokens/:tokenId',
    {
      schema: {
        tags: ['accounts'],
        summary: "Revoke one of the signed-in user's manual-report tokens; sending reports with it fails from then on",
        security: SESSION_AUTH,
        params: ManualReportTokenParams,
        response: {
          204: Type.Null({ description: 'Revoked' }),
          400: ApiErrorEnvelope,
          401: ApiErrorEnvelope,
          404: ApiErrorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const user = await requireUser(ctx, req);
      if (!(await revokeManualReportToken(ctx, user.id, req.params.tokenId))) {
        throw new ApiError('not_found', 'Manual-report token not found.');
      }
      return reply.status(204).send(null);
    },
  );
}
