/**
 * Starts a real Curbcut server from source as a child process, the way a user runs it:
 * `curbcut serve --port 0 --data-dir <tmp> --static host-app/dist --demo` (plus `--live` and
 * `--embed-origins` when asked), and reads the URL it prints. Each server gets its own temporary
 * data directory, removed when it stops. A live server runs in a process group of its own with the
 * soketi it starts, so stopping it never leaves soketi behind, even when the server has to be killed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is tests/e2e/support/curbcutServer.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The CLI entry, run from source. */
export const CLI_MAIN = path.join(REPO_ROOT, 'packages/cli/src/main.ts');
/** The built host app the server serves. */
export const HOST_APP_DIST = path.join(REPO_ROOT, 'host-app/dist');

const READY_LINE = /Curbcut is running at (http:\/\/\S+)/;
const START_TIMEOUT_MS = 90_000;

/** How to start a server; the default is the plain server every spec uses. */
export interface CurbcutServerOptions {
  /** Pass `--live`: the server starts soketi and publishes live updates to it. Default false. */
  live?: boolean;
  /** More `curbcut serve` flags, for example `['--smtp-url', 'smtp://127.0.0.1:2525']`. */
  extraArgs?: readonly string[];
  /** Origins of other sites' pages that may frame the embed entries (`--embed-origins`). */
  embedOrigins?: readonly string[];
}

/** A running server. */
export interface CurbcutServer {
  url: string;
  dataDir: string;
  /** Whether it was started with `--live`. */
  live: boolean;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

/** Node arguments that run a TypeScript entry of the monorepo from source. */
export function sourceNodeArgs(entry: string): string[] {
  return ['--conditions=@curbcut/source', '--import', 'tsx', entry];
}

/** Starts `curbcut serve` on a free port with a fresh data directory and the demo accounts. */
export async function startCurbcutServer(options: CurbcutServerOptions = {}): Promise<CurbcutServer> {
  const live = options.live ?? false;
  if (!existsSync(path.join(HOST_APP_DIST, 'index.html'))) {
    throw new Error(`${HOST_APP_DIST}/index.html is missing: run 'npm run build -w @curbcut/host-app' first (scripts/test-e2e.sh does).`);
  }
  if (!existsSync(CLI_MAIN)) throw new Error(`${CLI_MAIN} is missing: the CLI is needed to start the server.`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'curbcut-e2e-'));
  const args = [
    ...sourceNodeArgs(CLI_MAIN),
    'serve',
    '--port',
    '0',
    '--data-dir',
    dataDir,
    '--static',
    HOST_APP_DIST,
    '--demo',
    ...(live ? ['--live'] : []),
    ...(options.embedOrigins?.length ? ['--embed-origins', options.embedOrigins.join(',')] : []),
    ...(options.extraArgs ?? []),
  ];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env },
    // A live server leads its own process group (soketi, its child, joins it): see stopGroup.
    detached: live,
  });
  // Whatever happens to this worker, a live server's group does not outlive it.
  const killGroupOnExit = () => signalGroup(child, 'SIGKILL');
  if (live) process.once('exit', killGroupOnExit);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`the server did not print its URL within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      if (live) signalGroup(child, 'SIGKILL');
      else child.kill('SIGTERM');
      reject(new Error(`${error.message}\n--- server output ---\n${output}`));
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY_LINE.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', fail);
    child.once('exit', (code, signal) => fail(new Error(`the server exited early (code ${code}, signal ${signal})`)));
  });
  // Keep collecting output for failure messages.
  return {
    url,
    dataDir,
    live,
    output: () => output,
    stop: async () => {
      await stopChild(child);
      if (live) {
        await stopGroup(child);
        process.removeListener('exit', killGroupOnExit);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sends a signal to the child's whole process group; false when the group is gone. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

/**
 * Whether a process of the child's group still runs. On Linux it reads /proc and ignores zombies
 * (an orphaned soketi waits there for a reaper, holding no port); elsewhere it probes with signal 0.
 */
function groupRunning(child: ChildProcess): boolean {
  if (child.pid === undefined) return false;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return signalGroup(child, 0);
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses, so split after the last ')'.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === child.pid && state !== 'Z') return true;
  }
  return false;
}

/**
 * After the server has exited: waits briefly for the rest of its process group (soketi, which the
 * server stops on SIGTERM) to go, then kills whatever is left, and fails if the group survives.
 */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
  const deadline = Date.now() + 5_000;
  while (groupRunning(child) && Date.now() < deadline) await pause();
  if (!groupRunning(child)) return;
  signalGroup(child, 'SIGKILL');
  const killedAt = Date.now();
  while (groupRunning(child)) {
    if (Date.now() - killedAt > 5_000) throw new Error(`process group ${child.pid} (server and soketi) survived SIGKILL`);
    await pause();
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
