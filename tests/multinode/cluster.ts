/**
 * A whole multi-node Curbcut on this machine, as docs/operations.md ("Running on several machines")
 * describes it: one PostgreSQL database, redis-server, two soketi nodes sharing it, two `curbcut
 * serve` processes that run no scans (node A and node B, each publishing to its own soketi), nginx
 * in front of both servers and both soketi nodes, and two `curbcut worker` processes. Blobs live in
 * one S3 bucket (s3rver, the local S3 API of the blob contract tests). Every Curbcut process is the
 * real CLI, spawned from source.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FEATURE_FLAG_NAMES } from '@curbcut/core';
import { createGroup, createUser, ensurePlans, migrateToLatest, openDatabase, setFeatureFlags, systemClock, type OpenDatabase } from '@curbcut/server';
import { finished, startCli, type CliRun } from '../unit/fixtures/runCli';
import { createTemporaryDatabase } from '../contract/pgDatabase';
import { startLocalS3, type LocalS3 } from '../contract/s3Server';
import { findFreePort } from '../../packages/server/src/live/soketi';
import { startNginx, startRedis, startSoketiNode, type NginxPorts, type SoketiApp } from './services';

/** A started `curbcut serve` or `curbcut worker`. */
export interface CurbcutProcess {
  name: string;
  pid: number;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  done: Promise<CliRun>;
}

/** A server: its own address (nginx sends requests to either). */
export interface ServerProcess extends CurbcutProcess {
  url: string;
  port: number;
}

/** The running deployment. */
export interface Cluster {
  /** nginx's address for the API and host app. */
  url: string;
  nginx: NginxPorts;
  servers: [ServerProcess, ServerProcess];
  workers: [CurbcutProcess, CurbcutProcess];
  soketi: { app: SoketiApp; nodes: [{ port: number }, { port: number }] };
  databaseUrl: string;
  /** The test's own connection to the deployment's database. */
  store: OpenDatabase;
  /** The directory every process was given as --data-dir (with S3 blobs it holds nothing shared). */
  dataDir: string;
  s3: LocalS3;
  stop(): Promise<void>;
}

/** The bucket all servers and workers keep their blobs in. */
const BUCKET = 'curbcut';

/** The account the tests sign in with: an admin of a paid group with every feature flag, like the demo user. */
export const OPERATOR = { email: 'ops@multinode.example', password: 'multinode-password' } as const;

/**
 * Brings the database's schema up to date and adds the plans and the test's account, from the test
 * process: `--demo` would also import the demo builds, seconds of work on every start that nothing
 * here reads. The processes then find the schema current.
 */
async function seedDatabase(store: OpenDatabase): Promise<void> {
  await migrateToLatest(store.db);
  await ensurePlans(store.db, systemClock);
  const groupId = await createGroup(store.db, systemClock, { name: 'Operations', planId: 'automate_monitor' });
  await createUser(store.db, systemClock, { groupId, email: OPERATOR.email, name: 'Ops', password: OPERATOR.password, role: 'admin' });
  await setFeatureFlags(store.db, { groupId }, Object.fromEntries(FEATURE_FLAG_NAMES.map((flag) => [flag, true])));
}

/** `curbcut <command>` from source; resolves once it printed `ready` (a regular expression over stdout). */
async function startCurbcut(name: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<CurbcutProcess & { match: RegExpExecArray }> {
  const child = startCli(args, env);
  const done = finished(child);
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString('utf8')));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString('utf8')));
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const found = ready.exec(out);
      if (found) resolve(found);
    });
    void done.then((run) => reject(new Error(`${name} exited early (code ${run.code}, signal ${run.signal}):\n${out}`)));
  });
  if (child.pid === undefined) throw new Error(`${name} has no pid`);
  return { name, pid: child.pid, output: () => out, done, match };
}

/** Ends a Curbcut process: SIGTERM (SIGKILL after 15 s) unless it already exited. */
export async function stopCurbcut(process_: CurbcutProcess): Promise<void> {
  try {
    process.kill(process_.pid, 0);
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(process_.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 15_000);
  process.kill(process_.pid, 'SIGTERM');
  await process_.done;
  clearTimeout(timer);
}

/**
 * Starts the deployment. The servers and workers start at the same time, so they race through
 * pg-boss's schema and queues as a deployment that restarts all at once does.
 */
export async function startCluster(): Promise<Cluster> {
  const adminUrl = process.env.CURBCUT_TEST_PG_URL;
  if (!adminUrl) throw new Error('CURBCUT_TEST_PG_URL is not set: run scripts/test-multinode.sh.');
  const cleanups: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const dataDir = await mkdtemp(join(tmpdir(), 'curbcut-multinode-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const [database, redis, s3] = await Promise.all([createTemporaryDatabase(adminUrl, 'curbcut_mn'), startRedis(), startLocalS3([BUCKET])]);
    cleanups.push(database.drop, redis.stop, s3.close);
    const store = openDatabase({ dataDir, databaseUrl: database.url });
    cleanups.push(() => store.close());
    await seedDatabase(store);

    const app: SoketiApp = { appId: 'curbcut-multinode', key: randomBytes(10).toString('hex'), secret: randomBytes(24).toString('hex') };
    const [soketiPortA, soketiPortB, portA, portB, api, live] = await Promise.all([findFreePort(), findFreePort(), findFreePort(), findFreePort(), findFreePort(), findFreePort()]);
    const nginxPorts: NginxPorts = { api, live };

    // What every Curbcut process shares besides the database: the secret key and the blob bucket.
    // Credentials reach the AWS SDK from its usual variables, never from the URL.
    const env = { CURBCUT_SECRET_KEY: randomBytes(32).toString('base64'), AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
    const blobUrl = `s3://${BUCKET}/multinode?region=us-east-1&endpoint=${encodeURIComponent(s3.endpoint)}&path_style=true`;
    const liveUrl = (port: number) => `http://${app.appId}:${app.key}:${app.secret}@127.0.0.1:${port}`;
    const common = ['--database-url', database.url, '--data-dir', dataDir, '--blob-url', blobUrl, '--private-network-scans', 'allow'];
    const serve = async (name: string, port: number, soketiPort: number): Promise<ServerProcess> => {
      const args = ['serve', '--host', '127.0.0.1', '--port', String(port), ...common, '--quiet', '--trust-proxy', '--no-scan-jobs'];
      // Each server publishes to its own soketi node; browsers are sent to nginx's soketi entry.
      args.push('--live-url', liveUrl(soketiPort), '--live-public-host', '127.0.0.1', '--live-public-port', String(live));
      const started = await startCurbcut(name, args, env, /^Curbcut is running at (http:\/\/127\.0\.0\.1:(\d+))$/m);
      return { ...started, url: started.match[1] ?? '', port: Number(started.match[2]) };
    };
    const work = (name: string, soketiPort: number) =>
      startCurbcut(name, ['worker', ...common, '--live-url', liveUrl(soketiPort)], env, /^Curbcut worker is running scan jobs/m);

    // Everything at once: nothing waits for soketi or nginx to start (publishing is best effort).
    const services = [startSoketiNode(app, redis.port, soketiPortA), startSoketiNode(app, redis.port, soketiPortB), startNginx(nginxPorts, [portA, portB], [soketiPortA, soketiPortB])];
    const curbcut = [serve('server A', portA, soketiPortA), serve('server B', portB, soketiPortB), work('worker 1', soketiPortA), work('worker 2', soketiPortB)];
    const settledServices = await Promise.allSettled(services);
    const settled = await Promise.allSettled(curbcut);
    for (const s of settledServices) if (s.status === 'fulfilled') cleanups.push(s.value.stop);
    const started = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    cleanups.push(() => Promise.all(started.map(stopCurbcut)));
    const failed = [...settledServices, ...settled].find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    const [serverA, serverB, worker1, worker2] = started as [ServerProcess, ServerProcess, CurbcutProcess, CurbcutProcess];

    return {
      url: `http://127.0.0.1:${api}`,
      nginx: nginxPorts,
      servers: [serverA, serverB],
      workers: [worker1, worker2],
      soketi: { app, nodes: [{ port: soketiPortA }, { port: soketiPortB }] },
      databaseUrl: database.url,
      store,
      dataDir,
      s3,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
