/**
 * Worker-thread entry: receives one check at a time from the pool, runs the engine, posts the
 * result back. Any exception becomes a failed result, so only a crash, a timeout or the heap
 * limit (handled by the pool) can end a check otherwise.
 */
import { parentPort } from 'node:worker_threads';
import { failedResult, runChecks } from './engine';
import type { PdfProfile } from './types';

/** A request from the pool. */
export interface WorkerRequest {
  id: number;
  bytes: Uint8Array;
  profiles: PdfProfile[];
  maxIssuesPerRule: number;
  deadline: number;
}

if (parentPort) {
  const port = parentPort;
  port.on('message', (req: WorkerRequest) => {
    runChecks(req.bytes, { profiles: req.profiles, maxIssuesPerRule: req.maxIssuesPerRule, deadline: req.deadline })
      .catch((err: unknown) => failedResult(req.profiles, `The check failed: ${err instanceof Error ? err.message : String(err)}`))
      .then((result) => port.postMessage({ id: req.id, result }));
  });
}
