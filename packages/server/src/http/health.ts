/**
 * `GET /api/health` for load balancers and uptime checks: no authentication, and it asks the
 * database (`select 1`), so a server whose database went away answers 503 rather than 200.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorEnvelope, DataEnvelope, NO_AUTH } from '@curbcut/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import serverPackage from '../../package.json' with { type: 'json' };
import type { ServerContext } from '../context';
import { ApiError } from './errors';

/** The version `GET /api/health` reports: @curbcut/server's package version. */
export const SERVER_VERSION: string = serverPackage.version;

const HealthStatus = Type.Object({
  status: Type.Literal('ok', { description: 'The server answers' }),
  database: Type.Literal('ok', { description: 'The database answered a query' }),
  version: Type.String({ description: 'Version of the Curbcut server' }),
});

/** Registers `GET /api/health`. */
export function registerHealthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Health check: the server is up and its database answers',
        description: 'Answers 503 `unavailable` while the database does not answer.',
        security: NO_AUTH,
        response: { 200: DataEnvelope(HealthStatus), 503: ApiErrorEnvelope },
      },
    },
    async (req) => {
      try {
        await sql`select 1`.execute(ctx.db);
      } catch (err) {
        req.log.error({ err }, 'health check: the database did not answer');
        throw new ApiError('unavailable', 'The database is not answering.', {
          description: 'Check that the database server is running and reachable from Curbcut.',
        });
      }
      return { data: { status: 'ok' as const, database: 'ok' as const, version: SERVER_VERSION } };
    },
  );
}
