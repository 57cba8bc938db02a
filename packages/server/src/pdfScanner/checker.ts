/**
 * The server's PDF checker: one worker-thread pool of @curbcut/pdf per server (or worker) context,
 * sized to the CPUs, each check with a time limit and each worker with a heap limit, so a hostile
 * file ends as a failed check and never takes the server down. The report job runs full checks;
 * validate_pdf runs a quick one (one issue per rule, a shorter time limit) for the facts the create
 * page shows.
 */
import { createPdfCheckerPool, incompatibility, PROFILE_LABELS, type PdfCheckerPool, type PdfCheckResult } from '@curbcut/pdf';
import { PDF_SCANNER_PROFILES, type PdfProfileCompatibility } from '@curbcut/core';
import type { ServerContext } from '../context';
import { INSPECT_TIMEOUT_MS, pdfScannerOptions } from './options';
import { clean } from './text';

const pools = new WeakMap<ServerContext, PdfCheckerPool>();
const closing = new WeakSet<ServerContext>();

/** The context's checker pool, started on first use (its workers start as checks arrive). */
export function checkerPool(ctx: ServerContext): PdfCheckerPool {
  let pool = pools.get(ctx);
  if (!pool) {
    const o = pdfScannerOptions(ctx);
    pool = createPdfCheckerPool({ size: o.workers, timeoutMs: o.checkTimeoutMs, maxBytes: o.maxFileBytes, maxOldGenerationSizeMb: o.workerHeapMb });
    pools.set(ctx, pool);
    // Asked for while the server stops: closed at once, so its checks fail instead of holding workers.
    if (closing.has(ctx)) void pool.close();
  }
  return pool;
}

/** Terminates the context's pool, if it has one (checks still running end as failed). */
export async function closeCheckerPool(ctx: ServerContext): Promise<void> {
  closing.add(ctx);
  // Kept in the map, closed: a check asked for afterwards fails at once instead of starting a new pool.
  await pools.get(ctx)?.close();
}

/**
 * True once the context's pool is closing: a check that ends then failed for that reason, not for
 * its file, so its job must be handed back rather than its report failed.
 */
export function checkerClosing(ctx: ServerContext): boolean {
  return closing.has(ctx);
}

/** What a quick read of a file says, stored with the upload and answered by validate_pdf. */
export interface PdfFacts {
  pdfVersion: string | null;
  pageCount: number;
  isTagged: boolean;
  encrypted: boolean;
  title: string | null;
  readable: boolean;
  reason: string | null;
}

/** The facts of a check's result; readable when any profile could run. */
export function factsOf(result: PdfCheckResult): PdfFacts {
  const profiles = Object.values(result.profiles);
  const readable = profiles.some((p) => p?.status !== 'failed');
  const failure = profiles.find((p) => p?.status === 'failed')?.reason ?? 'The file could not be read.';
  return {
    pdfVersion: result.pdfVersion === null ? null : clean(result.pdfVersion),
    pageCount: result.pageCount,
    isTagged: result.isTagged,
    encrypted: result.encrypted,
    title: result.title === null ? null : clean(clean(result.title).slice(0, 255)),
    readable,
    reason: readable ? null : clean(failure),
  };
}

/** The version a file's header states (`%PDF-1.7`), or null. */
function headerVersion(bytes: Uint8Array): string | null {
  const m = /^%PDF-(\d\.\d)/.exec(Buffer.from(bytes.subarray(0, 16)).toString('latin1'));
  return m?.[1] ?? null;
}

/**
 * Reads a file's facts with a quick check (one issue per rule is enough to learn them). A file too
 * big to read within the quick limit is not called unreadable for it (the report's check has
 * longer): its version comes from the header and the rest is learnt by the check.
 */
export async function inspectPdf(ctx: ServerContext, bytes: Uint8Array): Promise<PdfFacts> {
  const timeoutMs = Math.min(INSPECT_TIMEOUT_MS, pdfScannerOptions(ctx).checkTimeoutMs);
  const started = Date.now();
  const facts = factsOf(await checkerPool(ctx).check(bytes, { profiles: 'all', maxIssuesPerRule: 1, timeoutMs }));
  if (!facts.readable && Date.now() - started >= timeoutMs) {
    return { pdfVersion: headerVersion(bytes), pageCount: 0, isTagged: false, encrypted: false, title: null, readable: true, reason: null };
  }
  return facts;
}

/** Every profile's compatibility with a PDF version, in display order (spec 002 section 2.2). */
export function compatibilityOf(pdfVersion: string | null): PdfProfileCompatibility[] {
  return PDF_SCANNER_PROFILES.map((profile) => {
    const reason = incompatibility(profile, pdfVersion);
    return { profile, label: PROFILE_LABELS[profile], compatible: reason === null, reason };
  });
}
