/**
 * Downloads through a worker of its own (sliceFetcher.ts) when the report worker can start one, so
 * the download of string slices runs beside their encoding; otherwise (in-thread engines, browsers
 * without nested workers) the caller falls back to fetching itself.
 */
import type { BytesGetter } from './http';

/**
 * A getter through a download worker, or null when none can be started here. The download worker
 * ends with the report worker that started it.
 */
export function startFetchWorker(): BytesGetter | null {
  // Only from inside a worker: on the page itself the report worker is already the second thread.
  const inWorker = typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !== 'undefined';
  if (!inWorker || typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./sliceFetcher.ts', import.meta.url), { type: 'module', name: 'curbcut-fetch' });
  } catch {
    return null;
  }
  let nextId = 1;
  const pending = new Map<number, { resolve(bytes: Uint8Array): void; reject(error: Error): void }>();
  worker.onmessage = (event: MessageEvent<{ id: number; bytes?: Uint8Array; error?: string }>) => {
    const { id, bytes, error } = event.data;
    const waiting = pending.get(id);
    pending.delete(id);
    if (!waiting) return;
    if (bytes) waiting.resolve(bytes);
    else waiting.reject(new Error(error ?? 'The download failed.'));
  };
  worker.onerror = () => {
    for (const waiting of pending.values()) waiting.reject(new Error('The download worker stopped.'));
    pending.clear();
  };
  return (url, token) =>
    new Promise<Uint8Array>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, url, ...(token ? { token } : {}) });
    });
}
