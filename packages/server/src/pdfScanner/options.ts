/**
 * Settings of the PDF scanner (the `pdfScanner` server option), resolved once with their defaults.
 * Tests lower the file limit to exercise it without megabytes of traffic.
 */
import { availableParallelism } from 'node:os';
import { PDF_SCANNER_LIMITS } from '@curbcut/core';
import type { ServerContext } from '../context';

/** The `pdfScanner` option of createServer. Every field has a default. */
export interface PdfScannerOptions {
  /** Largest PDF accepted (upload or linked), in bytes. Default 100 MiB, never more. */
  maxFileBytes?: number;
  /** How long an upload URL stays valid, in seconds. Default 900 (15 minutes). */
  uploadUrlTtlSeconds?: number;
  /** Worker threads of the checker pool. Default: the CPUs, at most 4. */
  workers?: number;
  /** Time limit of one check, in milliseconds. Default 60 000 (the worker is terminated past it). */
  checkTimeoutMs?: number;
  /** Heap limit of each checker worker, in MiB. Default 1024. */
  workerHeapMb?: number;
  /** Time limit of fetching a linked PDF (all redirects included), in milliseconds. Default 30 000. */
  fetchTimeoutMs?: number;
}

/** The options with every default filled in. */
export type ResolvedPdfScannerOptions = Required<PdfScannerOptions>;

/** Time limit of the quick read validate_pdf makes of a file (the report's own check comes later). */
export const INSPECT_TIMEOUT_MS = 20_000;

/** The PDF scanner settings of this server. */
export function pdfScannerOptions(ctx: ServerContext): ResolvedPdfScannerOptions {
  const o = ctx.options.pdfScanner ?? {};
  const positive = (value: number | undefined, fallback: number): number =>
    value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
  return {
    maxFileBytes: Math.min(positive(o.maxFileBytes, PDF_SCANNER_LIMITS.maxFileBytes), PDF_SCANNER_LIMITS.maxFileBytes),
    uploadUrlTtlSeconds: positive(o.uploadUrlTtlSeconds, PDF_SCANNER_LIMITS.uploadUrlTtlSeconds),
    // The HTTP thread keeps serving while checks run; 4 workers of 1 GiB heap is the most a server should hold.
    workers: positive(o.workers, Math.min(4, availableParallelism())),
    checkTimeoutMs: positive(o.checkTimeoutMs, 60_000),
    workerHeapMb: positive(o.workerHeapMb, 1024),
    fetchTimeoutMs: positive(o.fetchTimeoutMs, 30_000),
  };
}
