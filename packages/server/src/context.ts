/**
 * What every route and service receives: storage, time, blobs, jobs and live updates. Built once by
 * createServer and passed down explicitly (no module-level singletons, so tests can run several
 * servers in one process).
 */
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { ReadPool } from './db/readPool';
import type { Clock } from './time/clock';
import type { BlobStore } from './blobs/blobStore';
import type { BlobStoreConfig } from './blobs/blobConfig';
import type { JobQueue } from './jobs/jobQueue';
import type { LivePublisher } from './live/publisher';
import type { MailTransport } from './mail/mailTransport';
import type { DeviceProviderConfig } from './devices/providerConfig';
import type { BugTrackerConfig } from './integrations/trackerConfig';
import type { PdfScannerOptions } from './pdfScanner/options';
import type { TelemetryOptions } from './http/telemetryScript';

export type Dialect = 'sqlite' | 'postgres';

/** Options of createServer. Every field has an embedded default. */
export interface ServerOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where the SQLite file and local blobs live. Default ./data. */
  dataDir?: string;
  /**
   * Where blobs (PDFs, page snapshots, exports, stored datasets) live: `<dataDir>/blobs` by default,
   * or an S3-compatible bucket shared by every server and worker (`--blob-url`, blobs/blobConfig.ts).
   */
  blobs?: BlobStoreConfig;
  /** postgres://... selects PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl?: string;
  /** Built host app to serve (index.html fallback for client routes). */
  staticDir?: string;
  /**
   * Origins whose pages may frame the embed entries (`EMBED_PATHS` of @curbcut/core), such as
   * `https://portal.example.com`, sent as their `frame-ancestors` beside `'self'`; checked at start
   * (EmbedOriginError names a value that is not an origin). Default none: only this origin frames them.
   */
  embedOrigins?: string[];
  /**
   * Worker threads for reads that cover a whole report (overview facts, datasets), each with its own
   * connection. Default: one per core beyond the first, at least one; 0 runs them on the event loop.
   */
  readWorkers?: number;
  /** Injected time source (tests move time). */
  clock?: Clock;
  /** Pusher-protocol server to publish to; omitted: live updates are not published. */
  live?: LiveConfig;
  /** Largest accepted ingest request body, in bytes. Default 25 MiB. */
  bodyLimit?: number;
  /** Seed the demo group and users (demo mode). Default false. */
  demo?: boolean;
  /**
   * Log warnings and errors only: no request lines (nor the listening line). Failures answered
   * with a 5xx are still logged with their stack, as are job queue errors. Default false.
   */
  quiet?: boolean;
  /** Where the log goes, one JSON object (pino) per line. Default: stderr. */
  logStream?: LogStream;
  /**
   * Proxies whose `X-Forwarded-Proto` / `X-Forwarded-Host` / `X-Forwarded-For` are believed: true for
   * any, or addresses / CIDRs. Default false: behind no proxy those headers are client-made, so
   * they must not turn the session cookie Secure or pass the same-origin check.
   */
  trustProxy?: boolean | string | string[];
  /**
   * Redis (`redis://[user:pass@]host:port[/db]`) holding the sign-in failure counts that every server
   * shares; checked at start. Omitted: they are kept in the database (docs/decisions/0030-sign-in-throttling.md).
   */
  redisUrl?: string;
  /**
   * Run website scan jobs in this process. Default true; false for a server whose scans are run by
   * `curbcut worker` processes on the same PostgreSQL database.
   */
  scanWorker?: boolean;
  /**
   * Longest a scan job may run, in seconds (default 7200). A run stops with 'Scan timed out' a little
   * before it. It is the long limit of a live scan: a job whose worker died is retried much sooner,
   * once its heartbeats stop (`jobHeartbeatTimeoutSeconds`).
   */
  scanJobExpireSeconds?: number;
  /**
   * On PostgreSQL, seconds after its last heartbeat a job running in this process counts as lost, so
   * that another server or worker retries it (jobs/jobHeartbeats.ts). Default 60.
   */
  jobHeartbeatTimeoutSeconds?: number;
  /**
   * Let scans and sitemap extraction fetch private, loopback and link-local addresses (intranet
   * sites, the local demo site). Default: true in demo mode, or when the server listens on a loopback
   * address and trusts no proxy (only this machine can reach it); otherwise false, so signed-in users
   * cannot make the server probe its own network (docs/decisions/0023-website-scans.md).
   */
  allowPrivateNetworkScans?: boolean;
  /** SMTP server for outgoing mail, `smtp://user:pass@host:port`; default CURBCUT_SMTP_URL, else the `mail_outbox` table. */
  smtpUrl?: string;
  /** Sender of outgoing mail. Default `Curbcut <no-reply@curbcut.local>`. */
  mailFrom?: string;
  /** Growth flows: contact forms, demo scheduler, chat widget (docs/decisions/0024-growth-router.md). */
  growth?: GrowthOptions;
  /**
   * Screen-reader device provider (`--device-provider`), checked at start; omitted, the device pages
   * show their empty state (docs/decisions/0025-settings-and-integrations.md).
   */
  deviceProvider?: DeviceProviderConfig;
  /** Where bugs are filed (`--bug-tracker`), checked at start; omitted, filing answers 503. */
  bugTracker?: BugTrackerConfig;
  /** PDF scanner limits: file size, upload URL lifetime, checker workers and time limits (pdfScanner/options.ts). */
  pdfScanner?: PdfScannerOptions;
  /** A deployment's telemetry script (`--telemetry-script`), served as /telemetry.js; omitted, nothing is collected. */
  telemetry?: TelemetryOptions;
}

/** Settings of the growth routes. Every field has a default. */
export interface GrowthOptions {
  /** Contact forms refuse free-mail addresses. Default true. */
  checkEmailDomain?: boolean;
  /** Where demo requests schedule a meeting; set, it turns on `showRevenueHero`. Default none. */
  demoSchedulerUrl?: string;
  /** Recipient of contact-request notifications. Default `sales@curbcut.local`. */
  salesEmail?: string;
  /** The chat widget; omitted, `fresh-chat-config` answers that it is off. */
  chatWidget?: ChatWidgetConfig;
}

/** A chat widget the dashboard loads for signed-in users. */
export interface ChatWidgetConfig {
  token: string;
  host: string;
  tags?: string[];
  customWidget?: boolean;
  /** Seconds before a closed widget may reopen. */
  reopenTime?: number;
}

/** Anything log lines can be written to (a stream, or a collector in tests). */
export interface LogStream {
  write(line: string): unknown;
}

/** Where a Pusher-protocol server answers: host, port, and whether over TLS (HTTPS / WSS). */
export interface LiveEndpoint {
  host: string;
  port: number;
  useTLS: boolean;
}

/**
 * Connection details of a Pusher-protocol server (soketi). `host`, `port` and `useTLS` are where the
 * server publishes (soketi's HTTP API); browsers are told the same unless `public` says otherwise.
 */
export interface LiveConfig {
  appId: string;
  key: string;
  secret: string;
  host: string;
  port: number;
  useTLS?: boolean;
  /** Where browsers open their WebSocket, when not where the server publishes (a TLS proxy, a public name). */
  public?: LiveEndpoint;
}

export interface ServerContext {
  db: Kysely<Database>;
  /** Reads of whole reports, off the event loop (db/readPool.ts). */
  reads: ReadPool;
  dialect: Dialect;
  clock: Clock;
  blobs: BlobStore;
  jobs: JobQueue;
  live: LivePublisher;
  /** Outgoing mail: the outbox table by default, SMTP when configured. */
  mail: MailTransport;
  options: Required<Pick<ServerOptions, 'dataDir' | 'bodyLimit'>> & ServerOptions;
}

/** A route as registered (Fastify's automatic HEAD twins included). */
export interface RouteInfo {
  method: string;
  url: string;
}

/** What createServer returns. */
export interface RunningServer {
  port: number;
  url: string;
  context: ServerContext;
  /** Every route the server answers, so tests can prove each one is covered by an auth check. */
  routes: readonly RouteInfo[];
  close(): Promise<void>;
}
