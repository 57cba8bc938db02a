/**
 * The branch and commit checked out where the tests run, for builds made outside CI. Best effort:
 * a test run must never fail or hang because git is missing or slow, so every failure is "unknown".
 */
import { execFile } from 'node:child_process';

/** What git says about HEAD. */
export interface GitHead {
  branch?: string;
  commit?: string;
}

const TIMEOUT_MS = 2000;

function git(args: string[], cwd: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, timeout: TIMEOUT_MS, windowsHide: true, env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } }, (error, stdout) =>
      resolve(error ? undefined : stdout.trim() || undefined),
    );
  });
}

/** HEAD's branch (none when detached) and commit in `cwd`; empty when git cannot tell. */
export async function readGitHead(cwd: string): Promise<GitHead> {
  const [branch, commit] = await Promise.all([git(['rev-parse', '--abbrev-ref', 'HEAD'], cwd), git(['rev-parse', 'HEAD'], cwd)]);
  return {
    ...(branch && branch !== 'HEAD' ? { branch } : {}),
    ...(commit && /^[0-9a-f]{40,64}$/.test(commit) ? { commit } : {}),
  };
}
