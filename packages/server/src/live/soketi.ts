/**
 * The embedded Pusher-protocol server: soketi run as a child process (what `node_modules/.bin/soketi`
 * points to), configured through its SOKETI_* environment variables with a fresh app id, key and
 * secret, bound to 127.0.0.1, metrics off. With a pid file (the server's data directory), a soketi
 * left running by a server that was killed is ended before a new one starts (soketiPidFile.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LiveConfig } from '../context';
import { endOrphanedSoketis, forgetSoketi, recordSoketi } from './soketiPidFile';

/** Default soketi port (its own default). */
export const DEFAULT_SOKETI_PORT = 6001;
const READY_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 5_000;

/** A running soketi and the config to publish to it. */
export interface RunningSoketi {
  config: LiveConfig;
  stop(): Promise<void>;
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function soketiScript(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@soketi/soketi/package.json')), 'bin', 'server.js');
}

async function waitUntilReady(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`soketi exited before it was ready (code ${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/ready`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`soketi did not answer on port ${port} within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

/** Options of {@link startSoketi}. */
export interface SoketiOptions {
  /** 0 picks a free port. Default 6001. */
  port?: number;
  /**
   * Where to record the process (`<dataDir>/soketi.pid`, SOKETI_PID_FILE). Before starting, a
   * soketi the file lists whose server is gone is ended; the record is removed on stop. Omitted:
   * nothing is recorded (tests that own their soketi).
   */
  pidFile?: string;
}

/**
 * Starts soketi and resolves once its port answers. `port: 0` picks a free port; default 6001.
 * The caller owns the process: call `stop()` (it is also killed when this process exits; only
 * `kill -9` of this process leaves it running, which the next start with the same pid file repairs).
 */
export async function startSoketi(opts: SoketiOptions = {}): Promise<RunningSoketi> {
  if (opts.pidFile !== undefined) await endOrphanedSoketis(opts.pidFile);
  const port = opts.port === 0 ? await findFreePort() : (opts.port ?? DEFAULT_SOKETI_PORT);
  const config: LiveConfig = {
    appId: `curbcut-${randomBytes(4).toString('hex')}`,
    key: randomBytes(10).toString('hex'),
    secret: randomBytes(24).toString('hex'),
    host: '127.0.0.1',
    port,
    useTLS: false,
  };
  const script = soketiScript();
  const child = spawn(process.execPath, [script, 'start'], {
    // soketi loads a .env from its working directory; its own folder has none.
    cwd: dirname(dirname(script)),
    env: {
      PATH: process.env.PATH ?? '',
      SOKETI_HOST: config.host,
      SOKETI_PORT: String(port),
      SOKETI_METRICS_ENABLED: 'false',
      SOKETI_SHUTDOWN_GRACE_PERIOD: '0',
      SOKETI_DEFAULT_APP_ID: config.appId,
      SOKETI_DEFAULT_APP_KEY: config.key,
      SOKETI_DEFAULT_APP_SECRET: config.secret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const forget = () => {
    if (opts.pidFile === undefined || child.pid === undefined) return;
    try {
      forgetSoketi(opts.pidFile, child.pid);
    } catch {
      // A data directory gone or read-only: the record only helps the next start, which copes without it.
    }
  };
  const killOnExit = () => {
    child.kill('SIGKILL');
    forget();
  };
  process.once('exit', killOnExit);

  const stop = async (): Promise<void> => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    forget();
  };

  try {
    // Recorded at once (spawn returns after the exec), so a server killed while soketi starts leaves a record too.
    if (opts.pidFile !== undefined && child.pid !== undefined) recordSoketi(opts.pidFile, child.pid);
    await waitUntilReady(port, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { config, stop };
}
