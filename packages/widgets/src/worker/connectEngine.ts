/**
 * Starts a widget's engine: in a module Worker when the page can run one (the dataset and its
 * filtering stay off the main thread), otherwise in-thread behind the same interface (jsdom tests).
 */
import { releaseProxy, wrap } from 'comlink';
import type { Remote } from 'comlink';
import { createEngineHost } from './engineHost';
import type { ReportWorkerApi } from './engineHost';

/** A running engine and the way to stop it. */
export interface EngineConnection {
  api: ReportWorkerApi;
  /** Terminates the worker (no-op in-thread). */
  dispose(): void;
}

/** Connects a new engine; `inThread` forces the main-thread engine. */
export function connectEngine(options: { inThread?: boolean } = {}): EngineConnection {
  if (options.inThread || typeof Worker === 'undefined') {
    return { api: createEngineHost(), dispose: () => undefined };
  }
  const worker = new Worker(new URL('./reportWorker.ts', import.meta.url), { type: 'module', name: 'curbcut-report' });
  const remote: Remote<ReportWorkerApi> = wrap<ReportWorkerApi>(worker);
  return {
    api: remote as unknown as ReportWorkerApi,
    dispose: () => {
      remote[releaseProxy]();
      worker.terminate();
    },
  };
}
