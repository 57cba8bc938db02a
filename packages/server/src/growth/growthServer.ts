/**
 * A growth-only server (`curbcut growth`, docs/decisions/0024-growth-router.md): the `/api/growth`
 * routes on their own host, on the same database as the main server (its sessions, groups and
 * plans), answering CORS with credentials for the dashboard's origin only. It runs no jobs, scans or
 * live updates. Its CSRF tokens match the main server's when both share the secret key
 * (CURBCUT_SECRET_KEY, or the same data directory).
 */
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { RouteInfo, RunningServer, ServerContext, ServerOptions } from '../context';
import { ensurePlans } from '../accounts/plans';
import { LocalBlobStore } from '../blobs/localBlobStore';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { answerFrameworkError, installErrorHandling } from '../http/errorHandler';
import { rejectNulCharacters } from '../http/nulCharacters';
import { RequestLogController } from '../http/requestLog';
import { installSecurityHeaders } from '../http/securityHeaders';
import type { JobQueue } from '../jobs/jobQueue';
import { createLivePublisher } from '../live/publisher';
import { createMailTransport } from '../mail/createMailTransport';
import { registerStaticHost } from '../static/staticHost';
import { systemClock } from '../time/clock';
import { installGrowthCors, parseAppOrigin } from './growthCors';
import { registerGrowthRoutes } from './routes';

/** Options of createGrowthServer: the server options that apply, plus the dashboard's origin. */
export interface GrowthServerOptions
  extends Pick<ServerOptions, 'port' | 'host' | 'dataDir' | 'databaseUrl' | 'clock' | 'quiet' | 'logStream' | 'trustProxy' | 'smtpUrl' | 'mailFrom' | 'growth'> {
  /** The dashboard's exact origin (`https://curbcut.example.com`): the one origin granted CORS with credentials. */
  appOrigin: string;
}

/** Growth routes never queue jobs; a call here is a programming error, said plainly. */
const NO_JOBS: JobQueue = {
  enqueue: (name) => Promise.reject(new Error(`The growth-only server runs no jobs (asked to queue "${name}").`)),
  work: (name) => Promise.reject(new Error(`The growth-only server runs no jobs (asked to work on "${name}").`)),
  stop: async () => undefined,
};

/** Starts a growth-only server; resolves once it listens. */
export async function createGrowthServer(options: GrowthServerOptions): Promise<RunningServer> {
  const appOrigin = parseAppOrigin(options.appOrigin);
  const dataDir = resolve(options.dataDir ?? './data');
  const clock = options.clock ?? systemClock;
  const store = openDatabase({ dataDir, databaseUrl: options.databaseUrl });
  const app = Fastify({
    logger: { level: options.quiet ? 'warn' : 'info', base: null, stream: options.logStream ?? process.stderr },
    logController: new RequestLogController(),
    forceCloseConnections: true,
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: answerFrameworkError,
  });
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  const mail = createMailTransport({ db: store.db, clock, smtpUrl: options.smtpUrl, mailFrom: options.mailFrom });
  const closeAll = async (): Promise<void> => {
    await app.close();
    await mail.close();
    await store.close();
  };

  try {
    await migrateToLatest(store.db);
    await ensurePlans(store.db, clock);
    const ctx: ServerContext = {
      db: store.db,
      reads: store.reads,
      dialect: store.dialect,
      clock,
      blobs: new LocalBlobStore(join(dataDir, 'blobs')),
      jobs: NO_JOBS,
      live: createLivePublisher(undefined),
      mail,
      options: { ...options, dataDir, bodyLimit: 1024 * 1024 },
    };
    installGrowthCors(app, appOrigin);
    installSecurityHeaders(app, undefined);
    rejectNulCharacters(app);
    await app.register(cookie);
    installErrorHandling(app, ctx);
    registerGrowthRoutes(app, ctx);
    await registerStaticHost(app, undefined);

    const host = options.host ?? '127.0.0.1';
    await app.listen({ port: options.port ?? 8081, host });
    const { port } = app.server.address() as AddressInfo;
    const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    let closing: Promise<void> | undefined;
    return { port, url: `http://${urlHost}:${port}`, context: ctx, routes, close: () => (closing ??= closeAll()) };
  } catch (err) {
    await closeAll().catch(() => undefined);
    throw err;
  }
}
