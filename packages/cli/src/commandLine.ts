/**
 * The command line of `curbcut`: every command's flags, declared once and used both to parse argv
 * (node:util parseArgs, strict) and to print `--help`, so the help text cannot miss a flag.
 */
import { parseArgs } from 'node:util';
import { CliError } from './cliError';

/** One flag of a command. */
export interface FlagSpec {
  type: 'string' | 'boolean';
  /** Placeholder of the value in help, for example `N`. */
  value?: string;
  /** A boolean flag that may also be given a value with `=` (`--trust-proxy=10.0.0.2`). */
  inlineValue?: boolean;
  description: string;
}

/** One command: what it does, its arguments and its flags (without --help, which all have). */
export interface CommandSpec {
  summary: string;
  /** What follows the command name in the usage line, for example `<files...> [options]`. */
  synopsis: string;
  flags: Readonly<Record<string, FlagSpec>>;
}

/** The names of the commands. */
export type CommandName = 'serve' | 'upload' | 'finalize' | 'summarize' | 'check-pdf' | 'scan' | 'worker' | 'growth' | 'add-admin' | 'instance';

const TOKEN: FlagSpec = { type: 'string', value: 'T', description: 'Upload token of the project (default: env CURBCUT_TOKEN)' };
const URL_FLAG: FlagSpec = {
  type: 'string',
  value: 'U',
  description: 'Server URL (default: env CURBCUT_URL, else http://127.0.0.1:8080)',
};
/** Mail and growth-flow flags, shared by `serve` and `growth` (docs/decisions/0024-growth-router.md). */
const MAIL_AND_GROWTH_FLAGS: Readonly<Record<string, FlagSpec>> = {
  'smtp-url': {
    type: 'string',
    value: 'URL',
    description: 'Send mail through smtp://user:pass@host:port or smtps://... (default: env CURBCUT_SMTP_URL, else kept in the mail_outbox table)',
  },
  'mail-from': { type: 'string', value: 'ADDR', description: "Sender of outgoing mail (default 'Curbcut <no-reply@curbcut.local>')" },
  'sales-email': { type: 'string', value: 'ADDR', description: 'Where contact and demo requests are mailed (default sales@curbcut.local)' },
  'demo-scheduler-url': { type: 'string', value: 'URL', description: 'Meeting scheduler demo requests open after submitting (default: none)' },
  'no-email-domain-check': { type: 'boolean', description: 'Accept free-mail addresses (gmail.com, ...) in contact forms' },
};
const TRUST_PROXY: FlagSpec = {
  type: 'boolean',
  inlineValue: true,
  description:
    'Believe X-Forwarded-* headers: only behind a reverse proxy, bound to 127.0.0.1; --trust-proxy=ADDRS believes only those proxies (comma-separated addresses or CIDRs)',
};
/** Where blobs live when not in the data directory (blobs/blobConfig.ts in the server). */
const BLOB_URL: FlagSpec = {
  type: 'string',
  value: 'URL',
  description:
    'Keep blobs (PDFs, snapshots, exports) in an S3-compatible bucket, s3://BUCKET/PREFIX?region=R&endpoint=URL&path_style=true, credentials from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (default: env CURBCUT_BLOB_URL, else DIR/blobs)',
};
const PROJECT: FlagSpec = { type: 'string', value: 'P', description: "Project name, the upload token's project (required)" };

/** Every command and its flags. */
export const COMMAND_SPECS: Readonly<Record<CommandName, CommandSpec>> = {
  'add-admin': {
    summary: "Invite a group's admin: prints a one-time link to choose a password (creates the group if needed)",
    synopsis: '--email E --name N --group G [options]',
    flags: {
      email: { type: 'string', value: 'E', description: 'Email address of the admin (required)' },
      name: { type: 'string', value: 'N', description: 'Their display name (required)' },
      group: { type: 'string', value: 'G', description: 'Group name; a group of that name is created when none exists (required)' },
      plan: { type: 'string', value: 'P', description: "Plan of a new group (default automate_monitor; one of the server's plans)" },
      url: { type: 'string', value: 'U', description: 'Address people open the dashboard at, for the link (default: env CURBCUT_URL, else http://127.0.0.1:8080)' },
      instance: {
        type: 'boolean',
        description: 'Make them an instance administrator (plans, group plans, trials, restart orders): an existing account at once, with --email alone',
      },
      'data-dir': { type: 'string', value: 'DIR', description: 'Where the SQLite file lives (default ./data)' },
      'database-url': { type: 'string', value: 'URL', description: 'postgres://... to use PostgreSQL (default: env DATABASE_URL)' },
    },
  },
  instance: {
    summary: "An instance administrator's work on the server's database: group plans, trials, plan features, restart orders",
    synopsis: 'groups | set-plan <group> <plan> | reset-trial <group> | plan <plan> [feature=on|off ...] | orders | fulfil <order> | refuse <order> | admins [options]',
    flags: {
      'data-dir': { type: 'string', value: 'DIR', description: 'Where the SQLite file lives (default ./data)' },
      'database-url': { type: 'string', value: 'URL', description: 'postgres://... to use PostgreSQL (default: env DATABASE_URL)' },
    },
  },
  serve: {
    summary: 'Start the Curbcut server',
    synopsis: '[options]',
    flags: {
      port: { type: 'string', value: 'N', description: 'Port to listen on; 0 picks a free one (default 8080)' },
      host: { type: 'string', value: 'H', description: 'Address to bind (default 127.0.0.1)' },
      'data-dir': { type: 'string', value: 'DIR', description: 'Where the SQLite file and blobs live (default ./data)' },
      'blob-url': BLOB_URL,
      'database-url': { type: 'string', value: 'URL', description: 'postgres://... to use PostgreSQL (default: env DATABASE_URL)' },
      static: { type: 'string', value: 'DIR', description: 'Built host app to serve' },
      demo: { type: 'boolean', description: 'Seed the demo accounts and builds' },
      'demo-site': {
        type: 'string',
        value: 'URL',
        description: 'With --demo: scan and record the demo manual reports from the demo website at URL (http or https; default: none)',
      },
      live: { type: 'boolean', description: 'Start soketi (on 127.0.0.1) and publish live updates to it' },
      'live-url': {
        type: 'string',
        value: 'URL',
        description: 'Publish live updates to your own soketi, http://APP_ID:KEY:SECRET@HOST:PORT (default: env CURBCUT_LIVE_URL)',
      },
      'live-public-host': { type: 'string', value: 'H', description: 'Host browsers connect to for live updates (default: that of --live-url)' },
      'live-public-port': { type: 'string', value: 'N', description: 'Port browsers connect to (default: 443 with --live-tls, else that of --live-url)' },
      'live-tls': { type: 'boolean', description: 'Browsers connect over TLS (wss://, https://)' },
      'trust-proxy': TRUST_PROXY,
      'private-network-scans': {
        type: 'string',
        value: 'allow|refuse',
        description: 'Whether scans and sitemap reads may reach private and local addresses (default: allow on 127.0.0.1 without --trust-proxy, else refuse)',
      },
      'no-scan-jobs': { type: 'boolean', description: 'Leave website scans and PDF checks to `curbcut worker` processes (PostgreSQL only)' },
      'redis-url': {
        type: 'string',
        value: 'URL',
        description: 'Keep the sign-in failure counts every server shares in Redis, redis://[user:pass@]host:port (default: env CURBCUT_REDIS_URL, else the database)',
      },
      'embed-origins': {
        type: 'string',
        value: 'ORIGINS',
        description: 'Comma-separated origins whose pages may frame the /embed/ reports, e.g. https://portal.example.com (default: env CURBCUT_EMBED_ORIGINS, else this origin only)',
      },
      quiet: { type: 'boolean', description: 'No request lines in the log (stderr); failures are still logged' },
      'device-provider': { type: 'string', value: 'FILE', description: 'Screen-reader device provider: a JSON file of its start URL template and combinations (default: none)' },
      'bug-tracker': { type: 'string', value: 'FILE', description: 'Where bugs are filed: a JSON file for Jira or Azure DevOps (default: none)' },
      'telemetry-script': { type: 'string', value: 'FILE', description: "Your analytics and error-reporting script, served as /telemetry.js before the app (default: none, nothing is collected)" },
      'telemetry-origin': { type: 'string', value: 'ORIGINS', description: 'Comma-separated origins that script reports to, allowed in the pages\' connect-src' },
      ...MAIL_AND_GROWTH_FLAGS,
    },
  },
  growth: {
    summary: 'Start a growth-only server: the /api/growth routes on their own host, for one dashboard origin',
    synopsis: '--app-origin ORIGIN [options]',
    flags: {
      'app-origin': { type: 'string', value: 'ORIGIN', description: "The dashboard's origin, granted CORS with credentials, e.g. https://curbcut.example.com (required)" },
      port: { type: 'string', value: 'N', description: 'Port to listen on; 0 picks a free one (default 8081)' },
      host: { type: 'string', value: 'H', description: 'Address to bind (default 127.0.0.1)' },
      'data-dir': { type: 'string', value: 'DIR', description: "The main server's data directory: SQLite file and secret key (default ./data)" },
      'database-url': { type: 'string', value: 'URL', description: "The main server's postgres://... database (default: env DATABASE_URL)" },
      'trust-proxy': TRUST_PROXY,
      quiet: { type: 'boolean', description: 'No request lines in the log (stderr); failures are still logged' },
      ...MAIL_AND_GROWTH_FLAGS,
    },
  },
  upload: {
    summary: 'Upload axe results files as one build (or one shard of it)',
    synopsis: '<files...> [options]',
    flags: {
      project: PROJECT,
      'build-name': { type: 'string', value: 'B', description: 'Build name, for example the branch (required)' },
      'build-number': { type: 'string', value: 'N', description: 'Build number (default: the next one of this build name)' },
      'run-key': {
        type: 'string',
        value: 'K',
        description: 'Shards sending the same key append to one build (default: env CURBCUT_RUN_KEY, else from CI, else random)',
      },
      'no-finalize': { type: 'boolean', description: 'Leave the build running for more shards; finish it with curbcut finalize' },
      branch: { type: 'string', value: 'NAME', description: 'Branch to record (default: from CI, else git)' },
      commit: { type: 'string', value: 'SHA', description: 'Commit to record (default: from CI, else git)' },
      token: TOKEN,
      url: URL_FLAG,
    },
  },
  finalize: {
    summary: 'Finalise a build that shards uploaded to with --no-finalize',
    synopsis: '(--build-id ID | --project P --build-name B [--run-key K]) [options]',
    flags: {
      'build-id': { type: 'string', value: 'ID', description: 'The build to finalise, rep_... as printed by upload' },
      project: { ...PROJECT, description: "Project name, the upload token's project (with a run key)" },
      'build-name': { type: 'string', value: 'B', description: 'Build name the shards used (with a run key)' },
      'run-key': { type: 'string', value: 'K', description: 'Run key the shards used (default: as upload derives it)' },
      token: TOKEN,
      url: URL_FLAG,
    },
  },
  summarize: {
    summary: 'Print the counts of an axe results file as one JSON object',
    synopsis: '<axe-results.json>',
    flags: {},
  },
  'check-pdf': {
    summary: 'Check PDF files against PDF/UA-1, PDF/UA-2 and WCAG 2.2; exit code 1 when a rule fails, 2 on bad input',
    synopsis: '<file...> [options]',
    flags: {
      profile: { type: 'string', value: 'P', description: 'pdfua1, pdfua2, wcag22 or all (default all)' },
      json: { type: 'boolean', description: 'One JSON line per file: {"file", "pdfVersion", "isTagged", "pageCount", "profiles": {...}}' },
      timeout: { type: 'string', value: 'MS', description: 'Time limit per file in milliseconds (default 60000)' },
    },
  },
  scan: {
    summary: 'Scan a website with axe-core in Chromium (same-origin crawl); with --server, upload the run as a website scan report',
    synopsis: '<url> [options]',
    flags: {
      'max-pages': { type: 'string', value: 'N', description: 'Pages to check at most, the start page included (default 100)' },
      depth: { type: 'string', value: 'N', description: 'Link hops to follow from the start page (default 3)' },
      wcag: { type: 'string', value: 'V L', description: "WCAG version and level to check against (default '2.1 AA')" },
      concurrency: { type: 'string', value: 'N', description: 'Pages checked at once (default 2)' },
      json: { type: 'boolean', description: 'One JSON line per page on stdout: {"url", "status", "violations": {"<rule id>": <nodes>}}' },
      server: { type: 'string', value: 'URL', description: 'Upload the run to this Curbcut server (with --project and a token)' },
      project: { ...PROJECT, description: "With --server: the upload token's project" },
      name: { type: 'string', value: 'NAME', description: "With --server: the scan's name in the project (default: the site's host name)" },
      token: TOKEN,
    },
  },
  worker: {
    summary: "Run website scan jobs from the servers' PostgreSQL database (no HTTP server)",
    synopsis: '[options]',
    flags: {
      'database-url': { type: 'string', value: 'URL', description: "The servers' postgres://... database (default: env DATABASE_URL)" },
      'data-dir': { type: 'string', value: 'DIR', description: "Where page snapshots are stored: the servers' data directory (default ./data)" },
      'blob-url': { ...BLOB_URL, description: "The servers' blob bucket, as they give it (default: env CURBCUT_BLOB_URL, else the data directory)" },
      'live-url': {
        type: 'string',
        value: 'URL',
        description: 'Publish live scan progress to the servers\' soketi, http://APP_ID:KEY:SECRET@HOST:PORT (default: env CURBCUT_LIVE_URL)',
      },
      'scan-job-expire-seconds': {
        type: 'string',
        value: 'N',
        description: 'Longest a scan may run (default 7200); a scan whose worker died is retried sooner, once its heartbeats stop',
      },
      'heartbeat-timeout-seconds': {
        type: 'string',
        value: 'N',
        description: 'Seconds without a heartbeat after which a job running here counts as lost and another worker retries it (default 60)',
      },
      'private-network-scans': {
        type: 'string',
        value: 'allow|refuse',
        description: "Whether scans may reach private and local addresses: give the servers' choice (default refuse)",
      },
    },
  },
};

/** True when `name` is a command. */
export function isCommandName(name: string): name is CommandName {
  return Object.hasOwn(COMMAND_SPECS, name);
}

function flagLine(name: string, flag: FlagSpec): [string, string] {
  return [`--${name}${flag.value ? ` ${flag.value}` : ''}`, flag.description];
}

function table(rows: [string, string][]): string[] {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
}

/** `curbcut <command> --help`: the usage line and every flag. */
export function commandUsage(name: CommandName): string {
  const spec = COMMAND_SPECS[name];
  const rows = Object.entries(spec.flags).map(([flag, f]) => flagLine(flag, f));
  rows.push(['--help, -h', 'Print this help']);
  return [`Usage: curbcut ${name} ${spec.synopsis}`, '', spec.summary, '', 'Options:', ...table(rows)].join('\n');
}

/** `curbcut --help`: the commands. */
export function generalUsage(): string {
  const rows = (Object.keys(COMMAND_SPECS) as CommandName[]).map((name): [string, string] => [name, COMMAND_SPECS[name].summary]);
  return [
    'Usage: curbcut <command> [options]',
    '',
    'Commands:',
    ...table(rows),
    '',
    "Run 'curbcut <command> --help' for the options of a command.",
    'Exit codes: 0 done, 1 failed (bad input, server refused or unreachable), 2 wrong command line.',
  ].join('\n');
}

/** A parsed command line: flag values by name, positionals, and whether help was asked for. */
export interface ParsedCommandLine {
  values: Readonly<Record<string, string | boolean | undefined>>;
  positionals: string[];
  help: boolean;
}

/** Parses a command's arguments; an unknown flag or a missing value is a usage error (exit 2). */
export function parseCommandLine(name: CommandName, args: string[]): ParsedCommandLine {
  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = { help: { type: 'boolean', short: 'h' } };
  const inline: Record<string, string> = {};
  for (const [flag, spec] of Object.entries(COMMAND_SPECS[name].flags)) options[flag] = { type: spec.type };
  // parseArgs refuses a value for a boolean flag, so `--flag=value` of an inlineValue flag is taken out first.
  const rest = args.filter((arg, i) => {
    const match = /^--([^=]+)=(.*)$/s.exec(arg);
    const spec = match?.[1] === undefined ? undefined : COMMAND_SPECS[name].flags[match[1]];
    if (!match?.[1] || !spec?.inlineValue || args.slice(0, i).includes('--')) return true;
    inline[match[1]] = match[2] ?? '';
    return false;
  });
  try {
    const { values, positionals } = parseArgs({ args: rest, options, allowPositionals: true, strict: true });
    return { values: { ...values, ...inline }, positionals, help: values.help === true };
  } catch (error) {
    // parseArgs appends advice about '--' to unknown options; its first sentence is the reason.
    const reason = (error as Error).message.split(/(?<=\.) /)[0]?.replace(/\.?$/, '.');
    throw new CliError(`${reason} Run 'curbcut ${name} --help' for usage.`, 2);
  }
}

/** A string flag's value, or undefined when absent. */
export function stringFlag(parsed: ParsedCommandLine, name: string): string | undefined {
  const value = parsed.values[name];
  return typeof value === 'string' ? value : undefined;
}

/** A comma-separated list flag (blanks around items and empty items dropped), or undefined when absent. */
export function listFlag(parsed: ParsedCommandLine, name: string): string[] | undefined {
  const value = stringFlag(parsed, name);
  return value === undefined ? undefined : splitList(value);
}

/** Items of a comma-separated list, trimmed, empty ones dropped. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A boolean flag: true when given. */
export function booleanFlag(parsed: ParsedCommandLine, name: string): boolean {
  return parsed.values[name] === true;
}

/**
 * `--trust-proxy` as the server's trustProxy: true (every sender), the addresses or CIDRs of
 * `--trust-proxy=ADDRS`, or false when absent. An empty list is a usage error, not "trust nobody".
 */
export function trustProxyFlag(parsed: ParsedCommandLine): boolean | string[] {
  const value = parsed.values['trust-proxy'];
  if (typeof value !== 'string') return value === true;
  const proxies = splitList(value);
  if (proxies.length === 0) throw new CliError("--trust-proxy= needs addresses or CIDRs, for example --trust-proxy=127.0.0.1,10.0.0.0/8.", 2);
  return proxies;
}

/** `--private-network-scans allow|refuse` as a boolean; undefined when not given. */
export function privateNetworkFlag(parsed: ParsedCommandLine): boolean | undefined {
  const value = stringFlag(parsed, 'private-network-scans');
  if (value === undefined) return undefined;
  if (value !== 'allow' && value !== 'refuse') throw new CliError(`--private-network-scans must be allow or refuse, got '${value}'.`, 2);
  return value === 'allow';
}

/**
 * A flag holding a web address: the value as given when it parses as an http: or https: URL,
 * undefined when absent. Anything else (a bare host, file:, a typo) is a usage error naming it.
 */
export function httpUrlFlag(parsed: ParsedCommandLine, name: string): string | undefined {
  const value = stringFlag(parsed, name);
  if (value === undefined) return undefined;
  let protocol: string | null = null;
  try {
    protocol = new URL(value).protocol;
  } catch {
    // Not a URL at all: refused below with the same message as another scheme.
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new CliError(`--${name} must be an http:// or https:// address, for example http://127.0.0.1:4000, got '${value}'.`, 2);
  }
  return value;
}

/** A whole-number flag within [min, max]; a usage error names the flag and the value. */
export function integerFlag(parsed: ParsedCommandLine, name: string, min: number, max = 2_147_483_647): number | undefined {
  const value = stringFlag(parsed, name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new CliError(`--${name} must be a whole number from ${min} to ${max}, got '${value}'.`, 2);
  }
  return Number(value);
}
