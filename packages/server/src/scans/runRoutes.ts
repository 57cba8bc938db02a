/** Scan run calls (to be written). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

/** Registers the scan run calls: scan now, cancel, run history, scan logs, failed pages, snapshots. */
export function registerScanRunRoutes(_app: FastifyInstance, _ctx: ServerContext): void {}
