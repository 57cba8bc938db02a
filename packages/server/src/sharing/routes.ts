/** Public links, embed tokens and the export calls of spec 002 section 7. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

/** Registers the sharing and export calls. */
export function registerSharingRoutes(_app: FastifyInstance, _ctx: ServerContext): void {}
