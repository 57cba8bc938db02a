/**
 * How long a scan job may hold its place in the queue: the long limit of a live scan. On PostgreSQL,
 * pg-boss fails a job still active after its expiry and retries it elsewhere. A run whose worker
 * died (killed, machine lost) does not wait for that: its heartbeats stop and it is retried within
 * about a minute (jobs/jobHeartbeats.ts). pg-boss's default expiry (15 minutes) is too short for
 * large scans, so the scan queue gets its own, from the `scanJobExpireSeconds` server option, and a
 * run stops itself with 'Scan timed out' a little before it, so a live run is never retried beside
 * itself.
 */
import { sql } from 'kysely';
import type { ServerContext } from '../context';
import { SCAN_RUN_JOB } from './runs';

/** Default `scanJobExpireSeconds`: two hours, room for the largest scans (5000 pages). */
export const DEFAULT_SCAN_JOB_EXPIRE_SECONDS = 7200;
/** pg-boss refuses expiries of 24 hours or more. */
const MAX_EXPIRE_SECONDS = 23 * 3600;

/** The scan job expiry of this server, in seconds. */
export function scanJobExpireSeconds(ctx: ServerContext): number {
  const configured = ctx.options.scanJobExpireSeconds ?? DEFAULT_SCAN_JOB_EXPIRE_SECONDS;
  return Math.min(Math.max(Math.round(configured), 1), MAX_EXPIRE_SECONDS);
}

/**
 * pg-boss maintenance interval for a server or worker with this scan job expiry: an expired job is
 * retried at the first maintenance after it expired, so short expiries (small deployments, tests)
 * get maintenance more often; the default expiry keeps pg-boss's 2 minutes.
 */
export function queueMaintenanceSeconds(expireSeconds: number | undefined): number {
  const expire = expireSeconds ?? DEFAULT_SCAN_JOB_EXPIRE_SECONDS;
  return Math.min(120, Math.max(1, Math.floor(expire / 4)));
}

/**
 * The overall time limit of one attempt of a run: the expiry minus a margin for finalising the
 * report (a fifth of it, at most a minute).
 */
export function scanTimeLimitMs(ctx: ServerContext): number {
  const expire = scanJobExpireSeconds(ctx);
  return Math.max(1, expire - Math.min(60, expire / 5)) * 1000;
}

/**
 * Sets the expiry of the scan queue (PostgreSQL only; the in-process SQLite queue has no expiry:
 * one process owns the file and requeues its interrupted jobs at start). pg-boss takes a queue's
 * expiry for each job sent after this, so it runs once the queue exists (after `work`). The job
 * queue interface has no expiry option, hence the one statement on pg-boss's queue table.
 */
export async function configureScanQueue(ctx: ServerContext): Promise<void> {
  if (ctx.dialect !== 'postgres') return;
  await sql`UPDATE pgboss.queue SET expire_seconds = ${scanJobExpireSeconds(ctx)} WHERE name = ${SCAN_RUN_JOB}`.execute(ctx.db);
}
