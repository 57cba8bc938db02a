/**
 * `curbcut serve`: the reference server with its embedded defaults (SQLite under ./data), optionally
 * with live updates (its own soketi, or an external Pusher-protocol server) and the demo accounts
 * and builds. `npm start` runs the same code. The server logs to stderr (one line per request unless
 * quiet, every 5xx with its stack); this command prints its own few lines on stdout.
 *
 * The server package is imported lazily so `summarize` and `upload` never load the database driver.
 */
import { join, resolve } from 'node:path';
import type { BlobStoreConfig, DemoRecording, GrowthOptions, LiveConfig, RunningServer } from '@curbcut/server';
import { CliError } from '../cliError';
import { integrationFileError, readIntegrationFiles, type IntegrationFiles } from '../integrationFiles';
import { parseLiveUrl, withPublicEndpoint, type LivePublicFlags } from '../liveUrl';

/** Flags of `curbcut serve` (contracts: CLI). */
export interface ServeOptions extends IntegrationFiles {
  port?: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  /** Blobs in an S3-compatible bucket, `s3://BUCKET/PREFIX?region=...` (default: the data directory). */
  blobUrl?: string | undefined;
  staticDir?: string;
  /** Seed the demo group, users and builds. */
  demo?: boolean;
  /** With `demo`: the running demo site's address; its 'Demo shop website' scan points there and runs once. */
  demoSite?: string;
  /** With `demo`: add the demo PDF reports (two PDFs the server writes itself), once per data directory. */
  demoPdfs?: boolean;
  /** Start soketi and publish live updates to it. */
  live?: boolean;
  /** An external Pusher-protocol server, `http://APP_ID:KEY:SECRET@HOST:PORT` (not with `live`). */
  liveUrl?: string;
  /** What browsers connect to for live updates, when not `liveUrl`'s host and port (needs `liveUrl`). */
  livePublic?: LivePublicFlags;
  /** Believe X-Forwarded-Proto / -Host / -For (the server runs behind a TLS proxy): from any sender, or only these addresses / CIDRs. */
  trustProxy?: boolean | string[];
  /** Redis for the sign-in failure counts every server shares; default: the database. */
  redisUrl?: string | undefined;
  /** Origins whose pages may frame the /embed/ reports (default: this origin only). */
  embedOrigins?: string[];
  /** Scans and sitemap reads may reach private addresses; default: only on a loopback host without a proxy. */
  privateNetworkScans?: boolean | undefined;
  /** Leave scans and PDF checks to `curbcut worker` processes (PostgreSQL only). */
  noScanJobs?: boolean;
  /** No request lines in the log; 5xx failures are still logged. Default false. */
  quiet?: boolean;
  /** SMTP server for outgoing mail; default: env CURBCUT_SMTP_URL, else the mail_outbox table. */
  smtpUrl?: string;
  /** Sender of outgoing mail. */
  mailFrom?: string;
  /** Growth-flow settings (sales address, demo scheduler, email-domain check). */
  growth?: GrowthOptions;
}

/** The demo sign-in printed in demo mode (seeded by ensureDemoAccounts). */
export const DEMO_SIGN_IN = { email: 'demo@curbcut.local', password: 'curbcut-demo' } as const;

/** A started server and what came with it. */
export interface ServeHandle {
  /** The address to print and open (loopback when bound to every interface). */
  url: string;
  port: number;
  server: RunningServer;
  /** Stops the server, then soketi. Safe to call twice. */
  close(): Promise<void>;
}

/** The external live server's config, checked before anything starts; null without `liveUrl`. */
function externalLive(options: ServeOptions): LiveConfig | null {
  const publicFlags = Object.values(options.livePublic ?? {}).some((v) => v !== undefined);
  if (options.live && options.liveUrl !== undefined) {
    throw new CliError('Give --live (start soketi here) or --live-url (use your own), not both.', 2);
  }
  if (publicFlags && options.liveUrl === undefined) {
    throw new CliError(
      '--live-public-host, --live-public-port and --live-tls need --live-url: the soketi that --live starts listens on 127.0.0.1 only.',
      2,
    );
  }
  return options.liveUrl === undefined ? null : withPublicEndpoint(parseLiveUrl(options.liveUrl), options.livePublic ?? {});
}

/** `--embed-origins` checked before anything starts; a value that is not an origin is a usage error naming it. */
function checkEmbedOriginsFlag(server: typeof import('@curbcut/server'), values: readonly string[]): string[] {
  try {
    return server.checkEmbedOrigins(values, '--embed-origins');
  } catch (error) {
    if (error instanceof server.EmbedOriginError) throw new CliError(error.message, 2);
    throw error;
  }
}

/** `--blob-url` read before anything starts; a URL that cannot work is a usage error naming the bad part. */
export function blobConfigFlag(server: typeof import('@curbcut/server'), url: string | undefined): BlobStoreConfig | undefined {
  if (url === undefined) return undefined;
  try {
    return server.parseBlobUrl(url, '--blob-url (or CURBCUT_BLOB_URL)');
  } catch (error) {
    if (error instanceof server.BlobConfigError) throw new CliError(error.message, 2);
    throw error;
  }
}

/** The demo's manual reports are a nicety: a recording that fails is one line on stderr, and the demo carries on. */
function demoRecordingFailed(error: unknown): void {
  const detail = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
  process.stderr.write(`curbcut serve: the demo workflow and assisted-test reports were not recorded: ${detail}\n`);
}

/** Starts soketi (with `live`), the server, and in demo mode seeds accounts and demo builds. */
export async function startServe(options: ServeOptions): Promise<ServeHandle> {
  const external = externalLive(options);
  const integrations = await readIntegrationFiles(options);
  const serverPackage = await import('@curbcut/server');
  const blobs = blobConfigFlag(serverPackage, options.blobUrl);
  // On SQLite no other process may open the file, so nothing would ever run the scans.
  if (options.noScanJobs && !serverPackage.isPostgresUrl(options.databaseUrl ?? '')) {
    throw new CliError('--no-scan-jobs needs PostgreSQL (--database-url postgres://...): with SQLite the server runs its scans itself.', 2);
  }
  const embedOrigins = checkEmbedOriginsFlag(serverPackage, options.embedOrigins ?? []);
  const dataDir = options.dataDir ?? './data';
  // The pid file lets the next start end a soketi this server leaves behind when it is killed.
  const soketi = options.live ? await serverPackage.startSoketi({ port: 0, pidFile: join(resolve(dataDir), serverPackage.SOKETI_PID_FILE) }) : null;
  const live = external ?? soketi?.config;
  let server: RunningServer | null = null;
  let demoRecording: DemoRecording | null = null;
  try {
    server = await serverPackage.createServer({
      port: options.port ?? 8080,
      host: options.host ?? '127.0.0.1',
      dataDir,
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
      ...(blobs ? { blobs } : {}),
      ...(embedOrigins.length > 0 ? { embedOrigins } : {}),
      ...(options.staticDir ? { staticDir: options.staticDir } : {}),
      ...(live ? { live } : {}),
      ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
      ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
      ...(options.privateNetworkScans !== undefined ? { allowPrivateNetworkScans: options.privateNetworkScans } : {}),
      ...(options.noScanJobs ? { scanWorker: false } : {}),
      demo: options.demo ?? false,
      quiet: options.quiet ?? false,
      ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
      ...(options.mailFrom ? { mailFrom: options.mailFrom } : {}),
      ...(options.growth ? { growth: options.growth } : {}),
      ...integrations,
    });
    if (options.demo) {
      const { groupId, users } = await serverPackage.ensureDemoAccounts(server.context);
      await serverPackage.importDemoBuilds(server.context, { groupId, userId: users.demo.id });
      if (options.demoSite) await serverPackage.ensureDemoScan(server.context, { ...users.demo, role: 'admin' }, options.demoSite);
      if (options.demoPdfs) await serverPackage.ensureDemoPdfReports(server.context, { ...users.demo, role: 'admin' });
      // Recorded in Chromium in the background, so the first screen never waits for it; close() stops it.
      if (options.demoSite) demoRecording = serverPackage.startDemoManualReports(server, users.demo, options.demoSite, demoRecordingFailed);
    }
  } catch (error) {
    await server?.close();
    await soketi?.stop();
    if (error instanceof Error && error.name === 'SmtpUrlError') throw new CliError(error.message, 2);
    // The bucket is missing or refuses these credentials: one line, not a stack.
    if (error instanceof Error && error.name === 'BlobConfigError') throw new CliError(error.message);
    const fileError = integrationFileError(error, options);
    if (fileError) throw fileError;
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new CliError(`Port ${options.port ?? 8080} on ${options.host ?? '127.0.0.1'} is already in use: choose another with --port (PORT for npm start).`);
    }
    throw error;
  }
  const running = server;
  let closing: Promise<void> | null = null;
  return {
    url: running.url,
    port: running.port,
    server: running,
    close() {
      closing ??= (async () => {
        try {
          await demoRecording?.stop();
          await running.close();
        } finally {
          await soketi?.stop();
        }
      })();
      return closing;
    },
  };
}

/** Where `serveUntilSignal` writes and which process it listens to (tests pass fakes). */
export interface ServeIo {
  log(line: string): void;
  /** Registers a handler for SIGINT and SIGTERM; returns a function that removes it. */
  onSignal(handler: (signal: string) => void): () => void;
  /** Ends the process at once (a second Ctrl-C while stopping). */
  forceExit(): void;
}

/** The real process: stdout, SIGINT and SIGTERM, exit 130 (shared by `serve` and `worker`). */
export const processIo: ServeIo = {
  log: (line) => process.stdout.write(`${line}\n`),
  onSignal(handler) {
    process.on('SIGINT', handler);
    process.on('SIGTERM', handler);
    return () => {
      process.off('SIGINT', handler);
      process.off('SIGTERM', handler);
    };
  },
  // process.exit still runs 'exit' listeners, which kill soketi (see startSoketi).
  forceExit: () => process.exit(130),
};

/**
 * Starts everything, prints `Curbcut is running at <url>` (e2e tests wait for that line) and the
 * demo sign-in, then resolves once SIGINT or SIGTERM has stopped the server and soketi. Signals are
 * handled from the start, so one that arrives while starting still stops everything it started.
 */
export async function serveUntilSignal(options: ServeOptions, io: ServeIo = processIo): Promise<void> {
  await runUntilSignal(io, () => startServe(options), {
    started: (handle) => [
      `Curbcut is running at ${handle.url}`,
      ...(options.demo ? [`Demo sign-in: ${DEMO_SIGN_IN.email} / ${DEMO_SIGN_IN.password}`] : []),
    ],
    stopping: 'stopping Curbcut...',
  });
}

/**
 * Starts something long-running, prints its `started` lines and 'Press Ctrl-C to stop.', and
 * resolves once SIGINT or SIGTERM has closed it. Signals are handled from the start, so one that
 * arrives while starting still closes what was started; a second one ends the process at once.
 */
export async function runUntilSignal<H extends { close(): Promise<void> }>(
  io: ServeIo,
  start: () => Promise<H>,
  say: { started: (handle: H) => string[]; stopping: string },
): Promise<void> {
  let received: string | null = null;
  let wake: (() => void) | null = null;
  const remove = io.onSignal((signal) => {
    if (received !== null) return io.forceExit();
    received = signal;
    wake?.();
  });
  try {
    const handle = await start();
    if (received === null) {
      for (const line of say.started(handle)) io.log(line);
      io.log('Press Ctrl-C to stop.');
      await new Promise<void>((resolve) => (wake = resolve));
    }
    io.log(`Received ${received ?? 'a signal'}: ${say.stopping}`);
    await handle.close();
    io.log('Stopped.');
  } finally {
    remove();
  }
}
