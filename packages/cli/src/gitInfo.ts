/**
 * The commit checked out in a directory, read with the `git` binary. Best effort: an upload must
 * never fail or hang because git is missing, slow, or the directory is not a repository, so every
 * failure yields "unknown" and each call is cut off after a short timeout.
 */
import { execFile } from 'node:child_process';
import { sanitizeRepositoryUrl, type VersionControl } from './ciEnvironment';

/** What git says about HEAD; `commit` is the full sha. */
export type GitInfo = VersionControl & { commit: string };

/** Where and how `readGitInfo` runs git. */
export interface GitInfoOptions {
  cwd: string;
  /** Per git call. Default 2000 ms. */
  timeoutMs?: number;
  /** The git executable; tests point it at a missing one. */
  command?: string;
}

/** Default cut-off of each git call. */
export const GIT_TIMEOUT_MS = 2000;

function git(args: string[], options: GitInfoOptions): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(
      options.command ?? 'git',
      args,
      {
        cwd: options.cwd,
        timeout: options.timeoutMs ?? GIT_TIMEOUT_MS,
        windowsHide: true,
        maxBuffer: 1024 * 1024,
        // Read-only queries: never take the index lock a concurrent git in CI might hold.
        env: { ...process.env, GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0' },
      },
      (error, stdout) => resolve(error ? undefined : stdout.trim()),
    );
  });
}

/** HEAD's sha, branch, subject, author and origin URL; null when git or a commit is not there. */
export async function readGitInfo(options: GitInfoOptions): Promise<GitInfo | null> {
  const [log, branch, remote] = await Promise.all([
    git(['log', '-1', '--format=%H%n%an%n%s'], options),
    git(['rev-parse', '--abbrev-ref', 'HEAD'], options),
    git(['config', '--get', 'remote.origin.url'], options),
  ]);
  const [commit, author, message] = (log ?? '').split('\n');
  if (!commit || !/^[0-9a-f]{40,64}$/.test(commit)) return null;
  const info: GitInfo = { commit };
  // A detached HEAD (the usual CI checkout) answers `HEAD`, which is not a branch.
  if (branch && branch !== 'HEAD') info.branch = branch;
  if (message) info.message = message;
  if (author) info.author = author;
  const repositoryUrl = sanitizeRepositoryUrl(remote);
  if (repositoryUrl) info.repositoryUrl = repositoryUrl;
  return info;
}
