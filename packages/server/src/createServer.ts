/**
 * Builds and starts the Curbcut server: storage (migrated), blobs, jobs, live publishing, the API
 * routes, the OpenAPI document and the host app. `port: 0` picks a free port, so tests run real
 * servers in-process; `close()` releases everything it opened. The log (pino, through Fastify) goes
 * to stderr: one line per request unless `quiet`, and every 5xx with its stack.
 */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { SESSION_AUTH } from '@curbcut/core';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { RouteInfo, RunningServer, ServerContext, ServerOptions } from './context';
import { registerAccountRoutes } from './accounts/routes';
import { registerManualTokenRoutes } from './accounts/manualTokenRoutes';
import { ensureDemoAccounts } from './accounts/demo';
import { ensurePlans } from './accounts/plans';
import { logInstanceNotices } from './settings/instanceNotices';
import { registerTrialRoutes, registerTrialJobs, startTrialExpiry } from './accounts/trial';
import { startBlobSweep } from './blobs/blobSweep';
import { registerAuthRoutes } from './auth/routes';
import { registerBuildRoutes } from './builds/routes';
import { registerCompareRoutes } from './compare/routes';
import { registerCompareListRoutes } from './compare/listRoutes';
import { registerTestRunRoutes } from './builds/testRunRoutes';
import { registerTrendRoutes } from './trends/routes';
import { registerSharingRoutes } from './sharing/routes';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { installCsrfDefence } from './http/csrf';
import { answerFrameworkError, describeJsonProblem, installErrorHandling } from './http/errorHandler';
import { ApiError } from './http/errors';
import { registerHealthRoutes } from './http/health';
import { rejectNulCharacters } from './http/nulCharacters';
import { wellFormedJson } from './http/wellFormed';
import { RequestLogController } from './http/requestLog';
import { installSecurityHeaders } from './http/securityHeaders';
import { installExpensiveRouteLimits } from './http/expensiveRoutes';
import { checkEmbedOrigins } from './http/embedOrigins';
import { registerIngestRoutes } from './ingest/routes';
import { registerManualIngestRoutes } from './manual/ingestRoutes';
import { registerManualListRoutes } from './manual/listRoutes';
import { registerManualReadRoutes } from './manual/readRoutes';
import { registerManualDeleteRoutes } from './manual/deleteRoutes';
import { registerConsolidateRoutes } from './manual/consolidateRoutes';
import { registerLiveRoutes } from './live/routes';
import { registerGrowthApiRoutes } from './growth/apiRoutes';
import { registerGrowthRoutes } from './growth/routes';
import { registerDeviceRoutes } from './devices/routes';
import { registerFeedbackRoutes } from './feedback/routes';
import { checkIntegrationOptions } from './integrations/checkOptions';
import { registerIntegrationRoutes } from './integrations/routes';
import { registerMemberRoutes } from './settings/memberRoutes';
import { registerSettingsRoutes } from './settings/routes';
import { registerOpenApi, registerWithSecurity } from './openapi/openapi';
import { registerReportRoutes } from './reports/routes';
import { openContext } from './openContext';
import { registerPdfScannerRoutes } from './pdfScanner/routes';
import { registerScanJobs } from './scans/runJob';
import { registerScanRunRoutes } from './scans/runRoutes';
import { registerScanRoutes } from './scans/routes';
import { startScanScheduler } from './scans/scheduler';
import { registerStaticHost } from './static/staticHost';
import { systemClock } from './time/clock';
import { registerTelemetryScript } from './http/telemetryScript';
import { SHARED_SCHEMA_COMPILERS } from './http/schemaCompilers';

/** Default largest ingest body: 25 MiB. */
export const DEFAULT_BODY_LIMIT = 25 * 1024 * 1024;
const API_VERSION = '1.0.0';

/**
 * Lets POSTs without a body (sign-out, finalize) send `content-type: application/json` anyway,
 * says what is wrong with a body that is not JSON, and replaces lone surrogates (http/wellFormed.ts).
 */
function acceptEmptyJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parse(req, text, (err, value) => {
      if (err) return done(new ApiError('bad_request', `The request body is not valid JSON: ${describeJsonProblem(text)}.`, { path: '$' }), undefined);
      return done(null, wellFormedJson(text, value));
    });
  });
}

/**
 * A POST without any body reaches validation as `{}`, so an all-optional body needs no `{}` from
 * clients and a required field is reported by name ("$.name is required"), not as "body must be object".
 */
function treatMissingBodyAsEmpty(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (req.body === undefined && req.routeOptions.schema?.body !== undefined) req.body = {};
  });
}

/** Starts a server; resolves once it listens. */
export async function createServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = resolve(options.dataDir ?? './data');
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const clock = options.clock ?? systemClock;
  const integrations = checkIntegrationOptions(options);
  const embedOrigins = checkEmbedOrigins(options.embedOrigins ?? []);
  const store = openDatabase({ dataDir, databaseUrl: options.databaseUrl, readWorkers: options.readWorkers, blobs: options.blobs });
  const app = Fastify({
    // No pid and host name on every line: the service manager records them.
    logger: { level: options.quiet ? 'warn' : 'info', base: null, stream: options.logStream ?? process.stderr },
    logController: new RequestLogController(),
    bodyLimit,
    forceCloseConnections: true,
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: answerFrameworkError,
    schemaController: { compilersFactory: SHARED_SCHEMA_COMPILERS as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']> },
  });
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  let jobsStarted: ServerContext['jobs'] | undefined;
  let mailOpened: ServerContext['mail'] | undefined;
  let stopScheduler: (() => Promise<void>) | undefined;
  let stopTrialExpiry: (() => Promise<void>) | undefined;
  let stopBlobSweep: (() => Promise<void>) | undefined;

  const closeAll = async (): Promise<void> => {
    await stopScheduler?.();
    await stopTrialExpiry?.();
    await stopBlobSweep?.();
    await app.close();
    await jobsStarted?.stop();
    await mailOpened?.close();
    await store.close();
  };

  try {
    await migrateToLatest(store.db);
    await ensurePlans(store.db, clock);
    // What a migration recorded for the operator, such as who became an instance administrator (once).
    await logInstanceNotices(store.db, clock, (message) => app.log.warn(message));
    const ctx = await openContext(store, {
      clock,
      onError: (err) => app.log.error({ err }, 'job queue error'),
      options: { ...options, ...integrations, dataDir, bodyLimit },
    });
    jobsStarted = ctx.jobs;
    mailOpened = ctx.mail;

    installCsrfDefence(app);
    const scheduler = options.growth?.demoSchedulerUrl;
    installSecurityHeaders(app, options.live, scheduler ? [new URL(scheduler).origin] : [], integrations.telemetry?.connectOrigins ?? [], embedOrigins);
    acceptEmptyJson(app);
    treatMissingBodyAsEmpty(app);
    rejectNulCharacters(app);
    await app.register(cookie);
    await app.register(formbody, { bodyLimit });
    await registerOpenApi(app, API_VERSION);
    installErrorHandling(app, ctx);
    installExpensiveRouteLimits(app, ctx);
    registerHealthRoutes(app, ctx);
    await registerAuthRoutes(app, ctx);
    registerAccountRoutes(app, ctx);
    registerManualTokenRoutes(app, ctx);
    // Every trial and report call is signed-in only; their schemas do not say so themselves yet.
    registerWithSecurity(app, SESSION_AUTH, () => {
      registerTrialRoutes(app, ctx);
      registerReportRoutes(app, ctx);
      registerBuildRoutes(app, ctx);
      registerSharingRoutes(app, ctx);
      registerScanRoutes(app, ctx);
      registerScanRunRoutes(app, ctx);
      registerGrowthRoutes(app, ctx);
      registerGrowthApiRoutes(app, ctx);
      registerSettingsRoutes(app, ctx);
      registerMemberRoutes(app, ctx);
      registerDeviceRoutes(app, ctx);
      registerFeedbackRoutes(app, ctx);
      registerIntegrationRoutes(app, ctx);
      registerPdfScannerRoutes(app, ctx);
      registerCompareRoutes(app, ctx);
      registerCompareListRoutes(app, ctx);
      registerTestRunRoutes(app, ctx);
      registerTrendRoutes(app, ctx);
      registerManualListRoutes(app, ctx);
      registerManualReadRoutes(app, ctx);
      registerManualDeleteRoutes(app, ctx);
      registerConsolidateRoutes(app, ctx);
    });
    registerIngestRoutes(app, ctx);
    registerManualIngestRoutes(app, ctx);
    registerLiveRoutes(app, ctx);
    registerTelemetryScript(app, integrations.telemetry);
    await registerStaticHost(app, options.staticDir);

    await registerTrialJobs(ctx);
    await registerScanJobs(ctx);
    stopScheduler = await startScanScheduler(ctx);
    stopTrialExpiry = startTrialExpiry(ctx, (err) => app.log.error({ err }, 'trial expiry failed'));
    stopBlobSweep = startBlobSweep(ctx, (err) => app.log.error({ err }, 'blob sweep failed'));
    if (options.demo) await ensureDemoAccounts(ctx);

    await app.listen({ port: options.port ?? 8080, host: options.host ?? '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const host = options.host ?? '127.0.0.1';
    const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

    let closing: Promise<void> | undefined;
    return {
      port,
      url: `http://${urlHost}:${port}`,
      context: ctx,
      routes,
      close: () => (closing ??= closeAll()),
    };
  } catch (err) {
    await closeAll().catch(() => undefined);
    throw err;
  }
}
