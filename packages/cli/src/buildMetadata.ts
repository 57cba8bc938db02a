/**
 * The context a build is created with: version control (flags, then the CI environment, then git
 * for what CI does not say), CI run details, the host, and the run key that lets every shard of a
 * CI run append to one build. The merging rules are pure functions; `collectBuildMetadata` is the
 * one place that reads the process environment and runs git.
 */
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import type { CreateBuildBody } from '@curbcut/core';
import { detectCi, type Env, type VersionControl } from './ciEnvironment';
import { readGitInfo, type GitInfo } from './gitInfo';

/** The build meta `hostInfo` object the CLI sends. */
export interface HostInfo {
  hostname: string;
  /** `process.platform`, for example `linux`. */
  platform: string;
  /** `process.version`, for example `v20.11.0`. */
  nodeVersion: string;
}

/** The meta fields of the create-build body the CLI fills. */
export type BuildMetadata = Pick<CreateBuildBody, 'versionControl' | 'ciInfo' | 'hostInfo'>;

/** Values given on the command line; they win over everything detected. */
export interface VersionControlFlags {
  branch?: string;
  commit?: string;
}

/** The environment variable that sets the run key when `--run-key` is not given. */
export const RUN_KEY_ENV = 'CURBCUT_RUN_KEY';

/** The server's limit on a run key's length (CreateBuildBody). */
const RUN_KEY_MAX = 255;

/** True when a describes the same commit as b (either may be abbreviated). */
function sameCommit(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x.startsWith(y) || y.startsWith(x);
}

/**
 * Version control for the build. The commit is the flag's, else the CI's, else git's; the branch
 * the flag's, else the CI's; the repository the CI's, else git's. Everything else comes only from a
 * source that describes that same commit, so a `--commit` naming another commit never gets HEAD's
 * message or branch.
 */
export function resolveVersionControl(
  flags: VersionControlFlags,
  ci: VersionControl | undefined,
  git: GitInfo | null,
): VersionControl | undefined {
  const commit = flags.commit ?? ci?.commit ?? git?.commit;
  const ciSame = ci && (ci.commit === undefined || commit === undefined || sameCommit(commit, ci.commit)) ? ci : undefined;
  const gitSame = git && commit !== undefined && sameCommit(commit, git.commit) ? git : undefined;
  const result: VersionControl = {};
  const branch = flags.branch ?? ci?.branch ?? gitSame?.branch;
  if (branch !== undefined) result.branch = branch;
  if (commit !== undefined) result.commit = commit;
  const message = ciSame?.message ?? gitSame?.message;
  if (message !== undefined) result.message = message;
  const author = ciSame?.author ?? gitSame?.author;
  if (author !== undefined) result.author = author;
  const repositoryUrl = ci?.repositoryUrl ?? git?.repositoryUrl;
  if (repositoryUrl !== undefined) result.repositoryUrl = repositoryUrl;
  return Object.keys(result).length > 0 ? result : undefined;
}

/**
 * The run key when `--run-key` is not given: CURBCUT_RUN_KEY, else the CI run's id plus the build
 * name (so every shard of one build agrees, and two builds of one CI run stay apart), else
 * undefined (outside CI each upload is its own run).
 */
export function defaultRunKey(env: Env, buildName: string): string | undefined {
  const explicit = env[RUN_KEY_ENV]?.trim();
  if (explicit) return explicit;
  const runId = detectCi(env)?.runId;
  if (!runId) return undefined;
  const key = `${runId}/${buildName}`;
  if (key.length <= RUN_KEY_MAX) return key;
  return `${runId}/sha256-${createHash('sha256').update(buildName).digest('hex')}`;
}

/** The machine running the CLI. */
export function currentHost(): HostInfo {
  return { hostname: hostname(), platform: process.platform, nodeVersion: process.version };
}

/** What `collectBuildMetadata` reads; every field has the real process as default. */
export interface MetadataSources {
  flags?: VersionControlFlags;
  env?: Env;
  cwd?: string;
  host?: HostInfo;
  /** Reads git in `cwd`; null when unavailable. */
  readGit?: (cwd: string) => Promise<GitInfo | null>;
}

/** Detects CI, asks git (for what CI leaves out, or everything outside CI) and returns the create-build meta fields. */
export async function collectBuildMetadata(sources: MetadataSources = {}): Promise<BuildMetadata> {
  const ci = detectCi(sources.env ?? process.env);
  const readGit = sources.readGit ?? ((cwd: string) => readGitInfo({ cwd }));
  const git = await readGit(sources.cwd ?? process.cwd());
  const versionControl = resolveVersionControl(sources.flags ?? {}, ci?.versionControl, git);
  return {
    ...(versionControl ? { versionControl: { ...versionControl } } : {}),
    ...(ci ? { ciInfo: { ...ci.ciInfo } } : {}),
    hostInfo: { ...(sources.host ?? currentHost()) },
  };
}
