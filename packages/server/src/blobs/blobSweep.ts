/**
 * The periodic sweep of abandoned blobs, run by every server (any number of them may run it at once):
 *
 * - PDF uploads nobody turned into a report within a day: rows and files (the same rule as the
 *   per-user sweep when someone asks for upload URLs, for users who never come back);
 * - files under `pdf/uploads/` that no upload or report row names: a process that died between
 *   storing a file and inserting its row. Only files older than the upload URL's lifetime plus a
 *   margin go, since a row follows its file by moments;
 * - export files under `exports/` that no unexpired export names: their report was deleted (the
 *   export rows went with it, so the expiry job finds nothing to delete), or their expiry job was lost;
 * - stored consolidations superseded, orphaned or expired (manual/consolidationSweep.ts), and
 *   consolidation files no row names.
 *
 * Every delete is safe to repeat and to race: rows go by a conditional DELETE before their file,
 * and an unnamed file is old enough that no row can still be on its way.
 */
import type { ServerContext } from '../context';
import { pdfScannerOptions } from '../pdfScanner/options';
import { sweepUnclaimedUploads } from '../pdfScanner/uploadUrls';
import { SCREENSHOT_PREFIX } from '../manual/screenshots';
import { CONSOLIDATION_FILES, sweepConsolidations } from '../manual/consolidationSweep';

/** Real time between two sweeps of one server. */
export const BLOB_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** How much older than its URL's lifetime a file no row names must be before it is deleted. */
export const ORPHAN_MARGIN_MS = 60 * 60 * 1000;
/** Keys looked up in the database at once. */
const BATCH = 100;
/** Rounds of 100 unclaimed uploads one sweep deletes at most (the next sweep goes on). */
const MAX_UNCLAIMED_ROUNDS = 50;

/** What one sweep deleted. */
export interface BlobSweepResult {
  unclaimedUploads: number;
  orphanUploads: number;
  orphanExports: number;
  orphanScreenshots: number;
  consolidations: number;
  orphanConsolidations: number;
}

/** One sweep, by the server Clock (tests move it instead of waiting). */
export async function sweepBlobs(ctx: ServerContext): Promise<BlobSweepResult> {
  const now = ctx.clock.now().getTime();
  let unclaimedUploads = 0;
  for (let round = 0; round < MAX_UNCLAIMED_ROUNDS; round++) {
    const deleted = await sweepUnclaimedUploads(ctx);
    unclaimedUploads += deleted;
    if (deleted === 0) break;
  }
  const uploadsBefore = new Date(now - pdfScannerOptions(ctx).uploadUrlTtlSeconds * 1000 - ORPHAN_MARGIN_MS);
  const orphanUploads = await sweepUnnamed(ctx, 'pdf/uploads/', uploadsBefore, async (keys) => {
    const uploads = await ctx.db.selectFrom('pdf_uploads').select('blob_key').where('blob_key', 'in', keys).execute();
    const reports = await ctx.db.selectFrom('pdf_reports').select('blob_key').where('blob_key', 'in', keys).execute();
    return new Set([...uploads, ...reports].map((r) => r.blob_key));
  });
  const nowIso = new Date(now).toISOString();
  const orphanExports = await sweepUnnamed(ctx, 'exports/', new Date(now - ORPHAN_MARGIN_MS), async (keys) => {
    const live = await ctx.db.selectFrom('report_exports').select('blob_key').where('blob_key', 'in', keys).where('expires_at', '>', nowIso).execute();
    return new Set(live.map((r) => r.blob_key ?? ''));
  });
  // A manual report's batch stores its screenshots before its transaction; one that failed left them unnamed.
  const orphanScreenshots = await sweepUnnamed(ctx, SCREENSHOT_PREFIX, new Date(now - ORPHAN_MARGIN_MS), async (keys) => {
    const steps = await ctx.db.selectFrom('report_steps').select('screenshot_key').where('screenshot_key', 'in', keys).execute();
    const issues = await ctx.db.selectFrom('issue_attachments').select('screenshot_key').where('screenshot_key', 'in', keys).execute();
    return new Set([...steps, ...issues].map((r) => r.screenshot_key ?? ''));
  });
  const consolidations = await sweepConsolidations(ctx);
  const orphanConsolidations = await sweepUnnamed(ctx, CONSOLIDATION_FILES.prefix, new Date(now - ORPHAN_MARGIN_MS), (keys) => CONSOLIDATION_FILES.named(ctx, keys));
  return { unclaimedUploads, orphanUploads, orphanExports, orphanScreenshots, consolidations, orphanConsolidations };
}

/**
 * Deletes the blobs under `prefix` last written before `before` that `named` does not return, a
 * batch of keys at a time; answers how many it deleted.
 */
async function sweepUnnamed(ctx: ServerContext, prefix: string, before: Date, named: (keys: string[]) => Promise<Set<string>>): Promise<number> {
  let deleted = 0;
  let batch: string[] = [];
  const flush = async (): Promise<void> => {
    const keep = await named(batch);
    for (const key of batch) if (!keep.has(key) && (await ctx.blobs.delete(key))) deleted++;
    batch = [];
  };
  for await (const blob of ctx.blobs.list(prefix)) {
    if (blob.lastModified.getTime() >= before.getTime()) continue;
    batch.push(blob.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return deleted;
}

/**
 * Sweeps every BLOB_SWEEP_INTERVAL_MS, the first time a few minutes after start (spread, so servers
 * started together do not sweep together); answers a stop function that waits for a running sweep.
 * Failures go to `onError` and the next sweep tries again.
 */
export function startBlobSweep(ctx: ServerContext, onError: (err: unknown) => void): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = (ms: number): void => {
    timer = setTimeout(pass, ms);
    // A server whose only remaining work is a future sweep is done.
    timer.unref();
  };
  const pass = (): void => {
    running = sweepBlobs(ctx)
      .then(() => undefined)
      .catch((err: unknown) => {
        if (!stopped) onError(err);
      })
      .finally(() => {
        if (!stopped) schedule(BLOB_SWEEP_INTERVAL_MS);
      });
  };
  schedule(60_000 + Math.floor(Math.random() * 9 * 60_000));
  return async () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    await running;
  };
}
