/**
 * Worker threads for checks: a pool sized to the CPUs, each worker with a heap limit
 * (`resourceLimits`), each check with a hard timeout that terminates its worker. A malformed,
 * huge or hostile file therefore ends as a failed check, never as a crash or a hang of the caller.
 *
 * From source (tests, `tsx`), the worker entry is bundled once with esbuild into
 * node_modules/.cache so the worker loads plain JavaScript; from dist it is `dist/worker.js`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ALL_PROFILES, failedResult } from './engine';
import type { PdfCheckOptions, PdfCheckResult, PdfCheckerPool, PdfCheckerPoolOptions, PdfProfile } from './types';
import type { WorkerRequest } from './worker';

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_BYTES = 100 * 1024 * 1024;
const DEFAULT_HEAP_MB = 1024;
const TASKS_PER_WORKER = 200;

let workerUrlPromise: Promise<URL> | null = null;

/** The worker script: dist/worker.js beside a built index, or a cached bundle of src/worker.ts. */
async function workerUrl(): Promise<URL> {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) return new URL('./worker.js', import.meta.url);
  const srcDir = dirname(here);
  const files = readdirSync(srcDir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  const hash = createHash('sha1');
  for (const f of files) hash.update(f).update(readFileSync(join(srcDir, f)));
  const cacheDir = join(srcDir, '..', 'node_modules', '.cache', 'curbcut-pdf');
  const out = join(cacheDir, `worker-${hash.digest('hex').slice(0, 12)}.mjs`);
  if (!existsSync(out)) {
    mkdirSync(cacheDir, { recursive: true });
    const { build } = await import('esbuild');
    const bundled = await build({
      entryPoints: [join(srcDir, 'worker.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      write: false,
      logLevel: 'silent',
    });
    const tmp = `${out}.${process.pid}.tmp`;
    writeFileSync(tmp, bundled.outputFiles[0]?.contents ?? new Uint8Array());
    const { renameSync } = await import('node:fs');
    renameSync(tmp, out);
  }
  return pathToFileURL(out);
}

function resolveProfiles(p: PdfCheckOptions['profiles']): PdfProfile[] {
  if (!p || p === 'all') return [...ALL_PROFILES];
  const ok = p.filter((x): x is PdfProfile => (ALL_PROFILES as readonly string[]).includes(x));
  return ok.length > 0 ? [...new Set(ok)] : [...ALL_PROFILES];
}

interface Task {
  id: number;
  bytes: Uint8Array;
  profiles: PdfProfile[];
  timeoutMs: number;
  maxIssuesPerRule: number;
  signal: AbortSignal | undefined;
  resolve(r: PdfCheckResult): void;
  reject(e: unknown): void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
  done: number;
  onAbort: (() => void) | null;
}

/** Creates a pool of checker workers. Close it when done. */
export function createPdfCheckerPool(options: PdfCheckerPoolOptions = {}): PdfCheckerPool {
  const size = Math.max(1, options.size ?? availableParallelism());
  const heapMb = options.maxOldGenerationSizeMb ?? DEFAULT_HEAP_MB;
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const defaultMaxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (slot: Slot, result: PdfCheckResult | null, error?: unknown): void => {
    const task = slot.task;
    if (slot.timer) clearTimeout(slot.timer);
    if (task && slot.onAbort) task.signal?.removeEventListener('abort', slot.onAbort);
    slot.task = null;
    slot.timer = null;
    slot.onAbort = null;
    slot.worker.unref();
    if (task) {
      if (error !== undefined) task.reject(error);
      else if (result) task.resolve(result);
    }
  };

  const retire = (slot: Slot): void => {
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    slot.worker.removeAllListeners();
    void slot.worker.terminate().catch(() => undefined);
  };

  const spawn = async (): Promise<Slot> => {
    const url = await (workerUrlPromise ??= workerUrl());
    const worker = new Worker(url, {
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.max(16, Math.round(heapMb / 16)), stackSizeMb: 8 },
      stdout: true,
      stderr: true,
    });
    // pdf.js and the parser warn on stdout/stderr about malformed files; keep that out of the caller's output.
    worker.stdout.resume();
    worker.stderr.resume();
    const slot: Slot = { worker, task: null, timer: null, done: 0, onAbort: null };
    worker.on('message', (msg: { id: number; result: PdfCheckResult }) => {
      if (!slot.task || msg.id !== slot.task.id) return;
      slot.done++;
      finish(slot, msg.result);
      if (slot.done >= TASKS_PER_WORKER) retire(slot);
      pump();
    });
    const crashed = (why: string): void => {
      const task = slot.task;
      retire(slot);
      if (task) finish(slot, failedResult(task.profiles, why));
      pump();
    };
    worker.on('error', (err: Error & { code?: string }) => {
      crashed(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `The check ran out of memory (limit ${heapMb} MB) and was stopped` : `The check crashed: ${err.message}`);
    });
    worker.on('exit', (code) => {
      if (slots.includes(slot)) crashed(`The checker stopped unexpectedly (exit code ${code})`);
    });
    worker.unref();
    slots.push(slot);
    return slot;
  };

  const start = (slot: Slot, task: Task): void => {
    slot.task = task;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      retire(slot);
      finish(slot, failedResult(task.profiles, `The check took longer than ${task.timeoutMs} ms and was stopped`));
      pump();
    }, task.timeoutMs);
    if (task.signal) {
      slot.onAbort = (): void => {
        retire(slot);
        finish(slot, null, task.signal?.reason ?? new DOMException('The check was cancelled', 'AbortError'));
        pump();
      };
      task.signal.addEventListener('abort', slot.onAbort, { once: true });
    }
    const req: WorkerRequest = { id: task.id, bytes: task.bytes, profiles: task.profiles, maxIssuesPerRule: task.maxIssuesPerRule, deadline: Date.now() + task.timeoutMs * 0.8 };
    slot.worker.postMessage(req);
  };

  let spawning = 0;
  const pump = (): void => {
    while (queue.length > 0 && !closed) {
      const idle = slots.find((s) => !s.task);
      if (idle) {
        start(idle, queue.shift() as Task);
        continue;
      }
      if (slots.length + spawning < size) {
        spawning++;
        spawn()
          .then(() => {
            spawning--;
            pump();
          })
          .catch((err: unknown) => {
            spawning--;
            const task = queue.shift();
            task?.resolve(failedResult(task.profiles, `The checker could not start: ${err instanceof Error ? err.message : String(err)}`));
            pump();
          });
      }
      break;
    }
  };

  return {
    check(bytes, opts = {}) {
      const profiles = resolveProfiles(opts.profiles);
      const maxBytes = opts.maxBytes ?? defaultMaxBytes;
      if (closed) return Promise.resolve(failedResult(profiles, 'The checker pool is closed'));
      if (opts.signal?.aborted) return Promise.reject(opts.signal.reason ?? new DOMException('The check was cancelled', 'AbortError'));
      if (bytes.byteLength > maxBytes) {
        return Promise.resolve(failedResult(profiles, `The file is ${bytes.byteLength} bytes, more than the limit of ${maxBytes} bytes`));
      }
      return new Promise<PdfCheckResult>((resolve, reject) => {
        const task: Task = {
          id: nextId++,
          bytes,
          profiles,
          timeoutMs: opts.timeoutMs ?? defaultTimeout,
          maxIssuesPerRule: opts.maxIssuesPerRule ?? 500,
          signal: opts.signal,
          resolve,
          reject,
        };
        if (task.signal) {
          task.signal.addEventListener(
            'abort',
            () => {
              const i = queue.indexOf(task);
              if (i >= 0) {
                queue.splice(i, 1);
                reject(task.signal?.reason ?? new DOMException('The check was cancelled', 'AbortError'));
              }
            },
            { once: true },
          );
        }
        queue.push(task);
        pump();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.resolve(failedResult(task.profiles, 'The checker pool was closed'));
      for (const slot of [...slots]) {
        const task = slot.task;
        retire(slot);
        if (task) finish(slot, failedResult(task.profiles, 'The checker pool was closed'));
      }
    },
  };
}

let defaultPool: PdfCheckerPool | null = null;

/**
 * Checks one PDF in a worker thread of a shared default pool (sized to the CPUs; idle workers do
 * not keep the process alive). Resolves with failed profiles for unreadable, too large, too slow
 * or too memory-hungry files; rejects only when `signal` aborts.
 */
export function checkPdf(bytes: Uint8Array, options: PdfCheckOptions = {}): Promise<PdfCheckResult> {
  defaultPool ??= createPdfCheckerPool();
  return defaultPool.check(bytes, options);
}
