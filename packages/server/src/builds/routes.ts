/** The build report calls of spec 001 section 7 and the issue actions (hide, review, preferred). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

/** Registers the build calls. */
export function registerBuildRoutes(_app: FastifyInstance, _ctx: ServerContext): void {}
