/**
 * `curbcut growth`: a growth-only server (docs/decisions/0024-growth-router.md), the `/api/growth`
 * routes on their own host and port, on the main server's database, answering CORS with credentials
 * for the dashboard's origin only. Point it at the main server's database and data directory (or
 * give both the same CURBCUT_SECRET_KEY) so sessions and CSRF tokens are the same.
 */
import type { GrowthOptions, RunningServer } from '@curbcut/server';
import { CliError } from '../cliError';
import { processIo, runUntilSignal, type ServeIo } from './serve';

/** Flags of `curbcut growth`. */
export interface GrowthCommandOptions {
  appOrigin?: string;
  port?: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  /** Believe X-Forwarded-* from any sender, or only from these addresses / CIDRs. */
  trustProxy?: boolean | string[];
  quiet?: boolean;
  smtpUrl?: string;
  mailFrom?: string;
  growth?: GrowthOptions;
}

/** Starts the growth-only server. */
export async function startGrowth(options: GrowthCommandOptions): Promise<RunningServer> {
  if (!options.appOrigin) throw new CliError("--app-origin is required: the dashboard's origin, for example https://curbcut.example.com.", 2);
  const { createGrowthServer } = await import('@curbcut/server');
  try {
    return await createGrowthServer({
      appOrigin: options.appOrigin,
      port: options.port ?? 8081,
      host: options.host ?? '127.0.0.1',
      dataDir: options.dataDir ?? './data',
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
      ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
      ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
      ...(options.mailFrom ? { mailFrom: options.mailFrom } : {}),
      ...(options.growth ? { growth: options.growth } : {}),
      quiet: options.quiet ?? false,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new CliError(`Port ${options.port ?? 8081} on ${options.host ?? '127.0.0.1'} is already in use: choose another with --port.`);
    }
    if (error instanceof Error && /^The (app origin|SMTP URL)/.test(error.message)) throw new CliError(error.message, 2);
    throw error;
  }
}

/** Starts it, prints `Curbcut growth server is running at <url>`, and stops on SIGINT / SIGTERM. */
export async function growthUntilSignal(options: GrowthCommandOptions, io: ServeIo = processIo): Promise<void> {
  await runUntilSignal(io, () => startGrowth(options), {
    started: (server) => [`Curbcut growth server is running at ${server.url} for ${options.appOrigin ?? ''}`],
    stopping: 'stopping the growth server...',
  });
}
