/**
 * The `curbcut` entry point: parses argv with node:util parseArgs and hands over to a command.
 * Commands live in ./commands as importable functions; this file is only process glue (flags,
 * environment, printing, exit codes). Expected failures are CliErrors: one line on stderr.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliError } from './cliError';

const USAGE = `Usage: curbcut <command> [options]

Commands:
  serve       Start the Curbcut server
              [--port 8080] [--host 127.0.0.1] [--data-dir ./data] [--database-url URL]
              [--static DIR] [--demo] [--live]
  upload      Upload axe results files as one build
              <files...> --project P --build-name B [--build-number N] [--run-key K]
              [--token T | env CURBCUT_TOKEN] [--url U | env CURBCUT_URL, default http://127.0.0.1:8080]
  summarize   Print the counts of an axe results file as one JSON object
              <axe-results.json>`;

type Options = NonNullable<ParseArgsConfig['options']>;

function parse<O extends Options>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    // parseArgs appends advice about '--' to unknown options; its first sentence is the reason.
    const reason = (error as Error).message.split(/(?<=\.) /)[0]?.replace(/\.?$/, '.');
    throw new CliError(`${reason} Run 'curbcut --help' for usage.`, 2);
  }
}

function integerFlag(name: string, value: string | undefined, min: number, max = 2_147_483_647): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new CliError(`--${name} must be a whole number from ${min} to ${max}, got '${value}'.`, 2);
  }
  return Number(value);
}

function noPositionals(command: string, positionals: string[]): void {
  if (positionals.length > 0) throw new CliError(`Unexpected argument '${positionals[0]}': ${command} takes only options.`, 2);
}

async function summarize(args: string[]): Promise<void> {
  const { positionals } = parse(args, {});
  if (positionals.length !== 1) {
    throw new CliError('Expected exactly one axe results file: curbcut summarize <axe-results.json>', 2);
  }
  const { summarizeFile, formatSummary } = await import('./commands/summarize');
  process.stdout.write(`${formatSummary(await summarizeFile(positionals[0] as string))}\n`);
}

async function upload(args: string[]): Promise<void> {
  const { values, positionals } = parse(args, {
    project: { type: 'string' },
    'build-name': { type: 'string' },
    'build-number': { type: 'string' },
    'run-key': { type: 'string' },
    token: { type: 'string' },
    url: { type: 'string' },
  });
  const { uploadBuild, formatUploadResult } = await import('./commands/upload');
  const result = await uploadBuild({
    files: positionals,
    project: values.project ?? '',
    buildName: values['build-name'] ?? '',
    buildNumber: integerFlag('build-number', values['build-number'], 1),
    runKey: values['run-key'],
    token: values.token ?? process.env.CURBCUT_TOKEN ?? '',
    url: values.url ?? process.env.CURBCUT_URL ?? 'http://127.0.0.1:8080',
  });
  for (const line of formatUploadResult(result)) process.stdout.write(`${line}\n`);
}

async function serve(args: string[]): Promise<void> {
  const { values, positionals } = parse(args, {
    port: { type: 'string' },
    host: { type: 'string' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    static: { type: 'string' },
    demo: { type: 'boolean' },
    live: { type: 'boolean' },
  });
  noPositionals('serve', positionals);
  const { serveUntilSignal } = await import('./commands/serve');
  await serveUntilSignal({
    port: integerFlag('port', values.port, 0, 65_535),
    host: values.host,
    dataDir: values['data-dir'],
    databaseUrl: values['database-url'] ?? process.env.DATABASE_URL,
    staticDir: values.static,
    demo: values.demo ?? false,
    live: values.live ?? false,
  });
}

const COMMANDS: Record<string, (args: string[]) => Promise<void>> = { serve, upload, summarize };

/** Runs one command line; resolves to the process exit code. */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return command === undefined ? 2 : 0;
  }
  const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  try {
    if (!run) throw new CliError(`Unknown command '${command}'. Run 'curbcut --help' for usage.`, 2);
    await run(rest);
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`${run ? `curbcut ${command}` : 'curbcut'}: ${error.message}\n`);
      return error.exitCode;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
