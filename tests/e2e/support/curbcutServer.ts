/**
 * Starts a real Curbcut server from source as a child process, the way a user runs it:
 * `curbcut serve --port 0 --data-dir <tmp> --static host-app/dist --demo`, and reads the URL it
 * prints. Each server gets its own temporary data directory, removed when it stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
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

/** A running server. */
export interface CurbcutServer {
  url: string;
  dataDir: string;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

/** Node arguments that run a TypeScript entry of the monorepo from source. */
export function sourceNodeArgs(entry: string): string[] {
  return ['--conditions=@curbcut/source', '--import', 'tsx', entry];
}

/** Starts `curbcut serve` on a free port with a fresh data directory and the demo accounts. */
export async function startCurbcutServer(): Promise<CurbcutServer> {
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
  ];
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env } });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`the server did not print its URL within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGTERM');
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
    output: () => output,
    stop: () => stopChild(child).then(() => rm(dataDir, { recursive: true, force: true })),
  };
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
