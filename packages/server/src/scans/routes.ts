/** Scan and authentication configuration calls (to be written). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

/** Registers the scan configuration, authentication configuration and sitemap calls. */
export function registerScanRoutes(_app: FastifyInstance, _ctx: ServerContext): void {}
