/**
 * The reporter's options as written in `playwright.config.ts`, completed from the environment and
 * checked: a wrong option fails the run at start with a message naming it, before any test runs.
 */

/** When the reporter finalises the build (see docs/playwright-sdk.md, "CI shards"). */
export const FINALIZE_MODES = ['auto', 'always', 'last', 'never'] as const;
/** One of FINALIZE_MODES. */
export type FinalizeMode = (typeof FINALIZE_MODES)[number];

/** Conditions that fail the run; only new critical issues for now. */
export const FAIL_ON_VALUES = ['new-critical'] as const;
/** One of FAIL_ON_VALUES. */
export type FailOn = (typeof FAIL_ON_VALUES)[number];

/** `['@curbcut/playwright/reporter', { ... }]`: every field is optional in the config. */
export interface CurbcutReporterOptions {
  /** Server URL; default `CURBCUT_URL`, else `http://127.0.0.1:8080`. */
  url?: string;
  /** The project's name; it must be the upload token's project. Default `CURBCUT_PROJECT`. */
  project?: string;
  /** Default `CURBCUT_BUILD_NAME`, else the branch CI or git reports, else `local`. */
  buildName?: string;
  /** Upload token (`cct_...`); default `CURBCUT_TOKEN`. Without one nothing is uploaded. */
  token?: string;
  /** Shards sending the same key append to one build; default `CURBCUT_RUN_KEY`, else derived from the CI run. */
  runKey?: string;
  /** Default `CURBCUT_FINALIZE`, else `auto`: finalise unless the run is one shard of several. */
  finalize?: FinalizeMode;
  /** `new-critical`: fail the run when the build has critical issues the branch's last completed build had not. */
  failOn?: FailOn;
}

/** The options after defaults; `token` null means "report nothing". */
export interface ResolvedReporterOptions {
  url: string;
  project: string;
  buildName: string | null;
  token: string | null;
  runKey: string | null;
  finalize: FinalizeMode;
  failOn: FailOn | null;
}

/** The server the reporter talks to when neither option nor environment names one. */
export const DEFAULT_URL = 'http://127.0.0.1:8080';

type Env = Readonly<Record<string, string | undefined>>;

function text(value: unknown, name: string, from: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new TypeError(`@curbcut/playwright/reporter: ${name} must be a string (${from}), got ${typeof value}.`);
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], name: string): T | null {
  if (value === null) return null;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new TypeError(`@curbcut/playwright/reporter: ${name} must be one of ${allowed.map((a) => `'${a}'`).join(', ')}, got '${value}'.`);
  }
  return value as T;
}

/** Completes the options from `env` and checks them; throws a TypeError naming the wrong one. */
export function resolveReporterOptions(options: CurbcutReporterOptions | undefined, env: Env): ResolvedReporterOptions {
  const given = options ?? {};
  const pick = (name: keyof CurbcutReporterOptions, variable: string) =>
    text(given[name], name, 'reporter option') ?? text(env[variable], name, variable);
  const url = pick('url', 'CURBCUT_URL') ?? DEFAULT_URL;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(`@curbcut/playwright/reporter: url '${url}' is not a URL; give e.g. http://127.0.0.1:8080 (option url or CURBCUT_URL).`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError(`@curbcut/playwright/reporter: url '${url}' must start with http:// or https://.`);
  }
  const project = pick('project', 'CURBCUT_PROJECT');
  if (project === null) {
    throw new TypeError("@curbcut/playwright/reporter: project is required: the name of the upload token's project (option project or CURBCUT_PROJECT).");
  }
  return {
    url,
    project,
    buildName: pick('buildName', 'CURBCUT_BUILD_NAME'),
    token: pick('token', 'CURBCUT_TOKEN'),
    runKey: text(given.runKey, 'runKey', 'reporter option'),
    finalize: oneOf(pick('finalize', 'CURBCUT_FINALIZE'), FINALIZE_MODES, 'finalize') ?? 'auto',
    failOn: oneOf(pick('failOn', 'CURBCUT_FAIL_ON'), FAIL_ON_VALUES, 'failOn'),
  };
}

/** A shard as Playwright's config gives it (`--shard=2/3` is `{ current: 2, total: 3 }`). */
export interface Shard {
  current: number;
  total: number;
}

/**
 * Whether this run finalises the build. `auto` finalises an unsharded run only: shards of one run
 * usually end in any order, so one closing the build could refuse the others' batches.
 */
export function shouldFinalize(mode: FinalizeMode, shard: Shard | null): boolean {
  const sharded = shard !== null && shard.total > 1;
  switch (mode) {
    case 'always':
      return true;
    case 'never':
      return false;
    case 'last':
      return !sharded || shard.current === shard.total;
    case 'auto':
      return !sharded;
  }
}
