/**
 * The read pool: reads that cover a whole report (db/readTasks.ts) run on worker threads with their
 * own connections, so a million-row read never holds the event loop that answers everyone else
 * (better-sqlite3 is synchronous: on the main thread one such read stalls every request). Workers
 * start on the first task and are shared by every caller of one server; tasks wait their turn in
 * order. `size: 0` runs tasks in-process on the server's own connection (tools and tests that want
 * no threads).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import { openReadBlobStore, type ReadConnectionOptions, type ReadSources } from './readConnection';
import { READ_TASKS, type ReadTaskArgs, type ReadTaskName, type ReadTaskResult } from './readTasks';
import type { Database } from './schema';

/** Runs whole-report reads off the event loop. */
export interface ReadPool {
  run<K extends ReadTaskName>(task: K, ...args: ReadTaskArgs<K>): Promise<ReadTaskResult<K>>;
  /** Ends the workers; tasks still waiting are refused. */
  close(): Promise<void>;
}

/** Options of createReadPool. */
export interface ReadPoolOptions extends ReadConnectionOptions {
  /** Worker threads; default one per core beyond the first (at least one). 0: in-process. */
  size?: number;
  /** The server's own connection, for `size: 0`. */
  db: Kysely<Database>;
}

/** Default workers: one per core beyond the one the event loop uses, at least one. */
export function defaultReadPoolSize(): number {
  return Math.max(1, availableParallelism() - 1);
}

let scriptPromise: Promise<URL> | null = null;

/**
 * The worker script: `db/readWorker.js` beside a built server, or, running from source, a bundle of
 * src/db/readWorker.ts with the workspace packages inlined (their sources) and npm packages left
 * to Node, cached under node_modules/.cache by a hash of the sources it was made from.
 */
async function workerScript(): Promise<URL> {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) return new URL('./db/readWorker.js', import.meta.url);
  const srcDir = dirname(dirname(here));
  const packagesDir = dirname(dirname(srcDir));
  const hash = createHash('sha1');
  for (const pkg of ['server', 'core']) {
    const dir = join(packagesDir, pkg, 'src');
    for (const f of readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort()) {
      hash.update(`${pkg}/${f}`).update(readFileSync(join(dir, f)));
    }
  }
  const cacheDir = join(srcDir, '..', 'node_modules', '.cache', 'curbcut-server');
  const out = join(cacheDir, `read-worker-${hash.digest('hex').slice(0, 12)}.mjs`);
  if (!existsSync(out)) {
    mkdirSync(cacheDir, { recursive: true });
    const { build } = await import('esbuild');
    const bundled = await build({
      entryPoints: [join(srcDir, 'db', 'readWorker.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      conditions: ['@curbcut/source'],
      write: false,
      logLevel: 'silent',
      plugins: [
        {
          name: 'npm-packages-external',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@curbcut/') ? undefined : { path: args.path, external: true }));
          },
        },
      ],
    });
    const tmp = `${out}.${process.pid}.tmp`;
    writeFileSync(tmp, bundled.outputFiles[0]?.contents ?? new Uint8Array());
    renameSync(tmp, out);
  }
  return pathToFileURL(out);
}

interface Pending {
  id: number;
  task: ReadTaskName;
  args: unknown[];
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  current: Pending | null;
}

type Answer = { id: number; result: unknown } | { id: number; error: { message: string; stack: string } };

/** A read pool of `size` workers on the database of `options`. */
export function createReadPool(options: ReadPoolOptions): ReadPool {
  const size = options.size ?? defaultReadPoolSize();
  if (size === 0) {
    const sources: ReadSources = { db: options.db, blobs: openReadBlobStore(options) };
    return {
      run: <K extends ReadTaskName>(task: K, ...args: ReadTaskArgs<K>) =>
        (READ_TASKS[task] as (sources: ReadSources, ...a: unknown[]) => Promise<ReadTaskResult<K>>)(sources, ...args),
      close: async () => undefined,
    };
  }
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  let starting: Promise<void> | null = null;
  let nextId = 1;
  let closed = false;

  const pump = (): void => {
    for (const slot of slots) {
      if (slot.current || queue.length === 0) continue;
      const job = queue.shift() as Pending;
      slot.current = job;
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, task: job.task, args: job.args });
    }
  };

  const spawn = (script: URL): Slot => {
    const worker = new Worker(script, { workerData: { dataDir: options.dataDir, databaseUrl: options.databaseUrl, blobs: options.blobs } satisfies ReadConnectionOptions });
    const slot: Slot = { worker, current: null };
    worker.on('message', (answer: Answer) => {
      const job = slot.current;
      if (!job || job.id !== answer.id) return;
      slot.current = null;
      worker.unref();
      if ('error' in answer) job.reject(Object.assign(new Error(answer.error.message), { stack: answer.error.stack }));
      else job.resolve(answer.result);
      pump();
    });
    const died = (why: Error): void => {
      const i = slots.indexOf(slot);
      if (i < 0) return;
      slots.splice(i, 1);
      slot.current?.reject(why);
      // A dead worker is replaced, so one crash never leaves later reads without a thread.
      if (!closed) slots.push(spawn(script));
      pump();
    };
    worker.on('error', died);
    worker.on('exit', (code) => died(new Error(`A read worker stopped unexpectedly (exit code ${code}).`)));
    worker.unref();
    return slot;
  };

  const start = (): Promise<void> =>
    (starting ??= (scriptPromise ??= workerScript()).then((script) => {
      for (let i = 0; i < size; i++) slots.push(spawn(script));
    }));

  return {
    async run<K extends ReadTaskName>(task: K, ...args: ReadTaskArgs<K>): Promise<ReadTaskResult<K>> {
      if (closed) throw new Error('The read pool is closed.');
      await start();
      return new Promise<ReadTaskResult<K>>((resolve, reject) => {
        queue.push({ id: nextId++, task, args, resolve: resolve as (v: unknown) => void, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The read pool is closed.'));
      const ending = slots.splice(0);
      for (const slot of ending) slot.current?.reject(new Error('The read pool is closed.'));
      await Promise.all(ending.map((s) => s.worker.terminate()));
    },
  };
}
