/**
 * The `curbcut` entry point: parses argv (./commandLine.ts) and hands over to a command. Commands
 * live in ./commands as importable functions; this file is only process glue (flags, environment,
 * printing, exit codes). Expected failures are CliErrors: one line on stderr.
 */
import {
  booleanFlag,
  commandUsage,
  generalUsage,
  httpUrlFlag,
  integerFlag,
  isCommandName,
  listFlag,
  parseCommandLine,
  privateNetworkFlag,
  splitList,
  stringFlag,
  trustProxyFlag,
  type CommandName,
  type ParsedCommandLine,
} from './commandLine';
import { CliError } from './cliError';
import { SCAN_LIMITS } from '@curbcut/core';

const DEFAULT_URL = 'http://127.0.0.1:8080';

function noPositionals(command: string, positionals: string[]): void {
  if (positionals.length > 0) throw new CliError(`Unexpected argument '${positionals[0]}': ${command} takes only options.`, 2);
}

function connection(args: ParsedCommandLine): { token: string; url: string } {
  return {
    token: stringFlag(args, 'token') ?? process.env.CURBCUT_TOKEN ?? '',
    url: stringFlag(args, 'url') ?? process.env.CURBCUT_URL ?? DEFAULT_URL,
  };
}

function print(lines: string[]): void {
  for (const line of lines) process.stdout.write(`${line}\n`);
}

async function summarize(args: ParsedCommandLine): Promise<void> {
  if (args.positionals.length !== 1) {
    throw new CliError('Expected exactly one axe results file: curbcut summarize <axe-results.json>', 2);
  }
  const { summarizeFile, formatSummary } = await import('./commands/summarize');
  print([formatSummary(await summarizeFile(args.positionals[0] as string))]);
}

async function checkPdf(args: ParsedCommandLine): Promise<void> {
  const { checkPdfFiles } = await import('./commands/checkPdf');
  await checkPdfFiles(args.positionals, {
    profile: stringFlag(args, 'profile') ?? 'all',
    json: booleanFlag(args, 'json'),
    timeoutMs: integerFlag(args, 'timeout', 1) ?? 60_000,
    out: (line) => process.stdout.write(`${line}\n`),
  });
}

async function upload(args: ParsedCommandLine): Promise<void> {
  const { uploadBuild, formatUploadResult } = await import('./commands/upload');
  const { collectBuildMetadata, defaultRunKey } = await import('./buildMetadata');
  const buildName = stringFlag(args, 'build-name') ?? '';
  const branch = stringFlag(args, 'branch');
  const commit = stringFlag(args, 'commit');
  const metadata = await collectBuildMetadata({
    flags: { ...(branch ? { branch } : {}), ...(commit ? { commit } : {}) },
  });
  const result = await uploadBuild({
    files: args.positionals,
    project: stringFlag(args, 'project') ?? '',
    buildName,
    buildNumber: integerFlag(args, 'build-number', 1),
    runKey: stringFlag(args, 'run-key') ?? defaultRunKey(process.env, buildName),
    finalize: !booleanFlag(args, 'no-finalize'),
    metadata,
    ...connection(args),
  });
  print(formatUploadResult(result));
}

async function finalize(args: ParsedCommandLine): Promise<void> {
  noPositionals('finalize', args.positionals);
  const { finalizeRun, formatFinalizeOutcome } = await import('./commands/finalize');
  const { defaultRunKey } = await import('./buildMetadata');
  const buildId = stringFlag(args, 'build-id');
  const buildName = stringFlag(args, 'build-name');
  const runKey = stringFlag(args, 'run-key') ?? (buildId === undefined ? defaultRunKey(process.env, buildName ?? '') : undefined);
  const outcome = await finalizeRun({
    buildId,
    project: stringFlag(args, 'project'),
    buildName,
    runKey,
    ...connection(args),
  });
  print(formatFinalizeOutcome(outcome));
}

/** The mail and growth-flow flags that `serve` and `growth` share. */
function mailAndGrowth(args: ParsedCommandLine) {
  const salesEmail = stringFlag(args, 'sales-email');
  const demoSchedulerUrl = stringFlag(args, 'demo-scheduler-url');
  return {
    smtpUrl: stringFlag(args, 'smtp-url'),
    mailFrom: stringFlag(args, 'mail-from'),
    growth: {
      ...(salesEmail ? { salesEmail } : {}),
      ...(demoSchedulerUrl ? { demoSchedulerUrl } : {}),
      ...(booleanFlag(args, 'no-email-domain-check') ? { checkEmailDomain: false } : {}),
    },
  };
}

async function growth(args: ParsedCommandLine): Promise<void> {
  noPositionals('growth', args.positionals);
  const { growthUntilSignal } = await import('./commands/growth');
  await growthUntilSignal({
    appOrigin: stringFlag(args, 'app-origin'),
    port: integerFlag(args, 'port', 0, 65_535),
    host: stringFlag(args, 'host'),
    dataDir: stringFlag(args, 'data-dir'),
    databaseUrl: stringFlag(args, 'database-url') ?? process.env.DATABASE_URL,
    trustProxy: trustProxyFlag(args),
    quiet: booleanFlag(args, 'quiet'),
    ...mailAndGrowth(args),
  });
}

async function serve(args: ParsedCommandLine): Promise<void> {
  noPositionals('serve', args.positionals);
  const { serveUntilSignal } = await import('./commands/serve');
  const live = booleanFlag(args, 'live');
  const demo = booleanFlag(args, 'demo');
  const demoSite = httpUrlFlag(args, 'demo-site');
  if (demoSite !== undefined && !demo) throw new CliError('--demo-site needs --demo: the demo reports it records belong to the demo user.', 2);
  await serveUntilSignal({
    port: integerFlag(args, 'port', 0, 65_535),
    host: stringFlag(args, 'host'),
    dataDir: stringFlag(args, 'data-dir'),
    databaseUrl: stringFlag(args, 'database-url') ?? process.env.DATABASE_URL,
    blobUrl: stringFlag(args, 'blob-url') ?? (process.env.CURBCUT_BLOB_URL || undefined),
    staticDir: stringFlag(args, 'static'),
    demo,
    demoSite,
    live,
    // The flag --live wins over a CURBCUT_LIVE_URL left in the environment.
    liveUrl: stringFlag(args, 'live-url') ?? (live ? undefined : process.env.CURBCUT_LIVE_URL || undefined),
    livePublic: {
      host: stringFlag(args, 'live-public-host'),
      port: integerFlag(args, 'live-public-port', 1, 65_535),
      tls: booleanFlag(args, 'live-tls') || undefined,
    },
    trustProxy: trustProxyFlag(args),
    privateNetworkScans: privateNetworkFlag(args),
    noScanJobs: booleanFlag(args, 'no-scan-jobs'),
    redisUrl: stringFlag(args, 'redis-url') ?? (process.env.CURBCUT_REDIS_URL || undefined),
    embedOrigins: listFlag(args, 'embed-origins') ?? splitList(process.env.CURBCUT_EMBED_ORIGINS ?? ''),
    quiet: booleanFlag(args, 'quiet'),
    deviceProviderFile: stringFlag(args, 'device-provider'),
    bugTrackerFile: stringFlag(args, 'bug-tracker'),
    telemetryScriptFile: stringFlag(args, 'telemetry-script'),
    telemetryOrigins: stringFlag(args, 'telemetry-origin'),
    ...mailAndGrowth(args),
  });
}

async function worker(args: ParsedCommandLine): Promise<void> {
  noPositionals('worker', args.positionals);
  const { workerUntilSignal } = await import('./commands/worker');
  await workerUntilSignal({
    databaseUrl: stringFlag(args, 'database-url') ?? process.env.DATABASE_URL,
    dataDir: stringFlag(args, 'data-dir'),
    blobUrl: stringFlag(args, 'blob-url') ?? (process.env.CURBCUT_BLOB_URL || undefined),
    liveUrl: stringFlag(args, 'live-url') ?? (process.env.CURBCUT_LIVE_URL || undefined),
    scanJobExpireSeconds: integerFlag(args, 'scan-job-expire-seconds', 1, 82_800),
    heartbeatTimeoutSeconds: integerFlag(args, 'heartbeat-timeout-seconds', 1, 3600),
    privateNetworkScans: privateNetworkFlag(args),
  });
}

async function scan(args: ParsedCommandLine): Promise<void> {
  if (args.positionals.length !== 1) throw new CliError('Expected exactly one website address: curbcut scan <url>', 2);
  const url = args.positionals[0] as string;
  const { runScanCommand } = await import('./commands/scan');
  const serverUrl = stringFlag(args, 'server');
  const project = stringFlag(args, 'project');
  if (serverUrl === undefined && project !== undefined) throw new CliError('--project needs --server: the server to upload the run to.', 2);
  if (serverUrl !== undefined && !project) throw new CliError("--server needs --project: the upload token's project.", 2);
  const abort = new AbortController();
  // The first Ctrl-C stops the scan and keeps (and uploads) what was checked; a second one exits.
  const stop = () => (abort.signal.aborted ? process.exit(130) : abort.abort());
  process.on('SIGINT', stop);
  try {
    const result = await runScanCommand(
      {
        url,
        maxPages: integerFlag(args, 'max-pages', 1, SCAN_LIMITS.maxPages) ?? 100,
        maxDepth: integerFlag(args, 'depth', 0, 10) ?? 3,
        wcag: stringFlag(args, 'wcag') ?? '2.1 AA',
        concurrency: integerFlag(args, 'concurrency', 1, 8) ?? 2,
        json: booleanFlag(args, 'json'),
        ...(serverUrl !== undefined && project
          ? {
              server: {
                url: serverUrl,
                project,
                token: stringFlag(args, 'token') ?? process.env.CURBCUT_TOKEN ?? '',
                name: stringFlag(args, 'name') ?? hostOf(url),
              },
            }
          : {}),
      },
      { out: (line) => process.stdout.write(`${line}\n`), info: (line) => process.stderr.write(`${line}\n`) },
      abort.signal,
    );
    if (result.exitCode !== 0) throw new CliError('the scan checked no page (see above).', result.exitCode);
  } finally {
    process.off('SIGINT', stop);
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

async function addAdminCommand(args: ParsedCommandLine): Promise<void> {
  noPositionals('add-admin', args.positionals);
  const { addAdmin, formatAddAdmin } = await import('./commands/addAdmin');
  const options = {
    email: stringFlag(args, 'email') ?? '',
    name: stringFlag(args, 'name') ?? '',
    group: stringFlag(args, 'group') ?? '',
    plan: stringFlag(args, 'plan') ?? 'automate_monitor',
    url: stringFlag(args, 'url') ?? process.env.CURBCUT_URL ?? DEFAULT_URL,
    dataDir: stringFlag(args, 'data-dir') ?? './data',
    databaseUrl: stringFlag(args, 'database-url') ?? process.env.DATABASE_URL,
    instance: booleanFlag(args, 'instance'),
  };
  print(formatAddAdmin(await addAdmin(options), options));
}

async function instanceCommand(args: ParsedCommandLine): Promise<void> {
  const { runInstance } = await import('./commands/instance');
  print(await runInstance(args.positionals, { dataDir: stringFlag(args, 'data-dir') ?? './data', databaseUrl: stringFlag(args, 'database-url') ?? process.env.DATABASE_URL }));
}

const COMMANDS: Record<CommandName, (args: ParsedCommandLine) => Promise<void>> = {
  serve,
  upload,
  finalize,
  summarize,
  'check-pdf': checkPdf,
  scan,
  worker,
  growth,
  'add-admin': addAdminCommand,
  instance: instanceCommand,
};

/** Runs one command line; resolves to the process exit code. */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(`${generalUsage()}\n`);
    return command === undefined ? 2 : 0;
  }
  try {
    if (!isCommandName(command)) throw new CliError(`Unknown command '${command}'. Run 'curbcut --help' for usage.`, 2);
    const args = parseCommandLine(command, rest);
    if (args.help) {
      process.stdout.write(`${commandUsage(command)}\n`);
      return 0;
    }
    await COMMANDS[command](args);
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`${isCommandName(command) ? `curbcut ${command}` : 'curbcut'}: ${error.message}\n`);
      return error.exitCode;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
