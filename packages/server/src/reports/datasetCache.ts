/**
 * Stored worker datasets (docs/decisions/0017-dataset-cache.md). A finished report's dataset is
 * built once from the database and kept in the BlobStore under
 * `datasets/<reportId>/v<DATASET_VERSION>-<generation>.ccds`; the generation is a token kept beside
 * it (`datasets/<reportId>/generation`, '0' until the first invalidation) that
 * {@link invalidateReportDataset} replaces, so a changed report is looked up under a new key and
 * rebuilt. Requests read only the bytes they need through ranged reads. Concurrent first requests
 * in one process share one build; opened files (their parsed headers) are kept for the next call.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import {
  DATASET_VERSION,
  DatasetFormatError,
  createRemoteStringReader,
  openDatasetFile,
  type DatasetFile,
  type ReportStatus,
  type StringColumnReader,
} from '@curbcut/core';
import type { BlobStore } from '../blobs/blobStore';
import type { ServerContext } from '../context';

/** Statuses after which a report no longer changes by ingest, so its dataset is stored. */
export const STORED_DATASET_STATUSES: readonly ReportStatus[] = ['completed', 'failed'];

/** Opened dataset files remembered per server: the parsed header of each spares a read per request. */
const OPEN_FILES_KEPT = 16;

/** Which stored dataset answers for a report right now. */
export interface StoredDatasetRef {
  reportId: string;
  /** Changes on every invalidation; '0' before the first. */
  generation: string;
  /** Blob key of the dataset file. */
  key: string;
  /** Strong entity tag naming the report, the dataset format version and the generation. */
  etag: string;
}

/** The stored file vanished between looking it up and reading it (invalidated meanwhile). */
export class StoredDatasetMissingError extends Error {
  override name = 'StoredDatasetMissingError';
}

interface CacheState {
  building: Map<string, Promise<DatasetFile>>;
  open: Map<string, DatasetFile>;
}

// Keyed by context, not module-wide: several servers in one process keep separate caches.
const states = new WeakMap<ServerContext, CacheState>();

function stateOf(ctx: ServerContext): CacheState {
  let state = states.get(ctx);
  if (!state) {
    state = { building: new Map(), open: new Map() };
    states.set(ctx, state);
  }
  return state;
}

/** True when a report in this status is served from a stored dataset rather than built per request. */
export function isStoredDatasetStatus(status: ReportStatus): boolean {
  return STORED_DATASET_STATUSES.includes(status);
}

function generationKey(reportId: string): string {
  return `datasets/${reportId}/generation`;
}

/** Blob key of a report's dataset file for one generation. */
export function datasetBlobKey(reportId: string, generation: string): string {
  return `datasets/${reportId}/v${DATASET_VERSION}-${generation}.ccds`;
}

/** The current key and entity tag of a report's stored dataset (which may not be built yet). */
export async function currentDatasetRef(ctx: ServerContext, reportId: string): Promise<StoredDatasetRef> {
  const stream = await ctx.blobs.get(generationKey(reportId));
  const generation = stream ? (await text(stream)).trim() : '0';
  return {
    reportId,
    generation,
    key: datasetBlobKey(reportId, generation),
    etag: `"${reportId}.v${DATASET_VERSION}.${generation}"`,
  };
}

/** The stored dataset `key` of a blob store, opened; a StoredDatasetMissingError when it is gone, at once or later. */
export function openDatasetBlob(blobs: BlobStore, key: string): Promise<DatasetFile> {
  return openDatasetFile(async (offset, length) => {
    const bytes = await blobs.getRange(key, offset, length);
    if (!bytes) throw new StoredDatasetMissingError(`Stored dataset ${key} is gone.`);
    return bytes;
  });
}

async function openBlob(ctx: ServerContext, key: string): Promise<DatasetFile | null> {
  try {
    return await openDatasetBlob(ctx.blobs, key);
  } catch (err) {
    // Missing, or unreadable (damaged on disk): either way the database can rebuild it.
    if (err instanceof StoredDatasetMissingError || err instanceof DatasetFormatError) return null;
    throw err;
  }
}

async function buildAndStore(ctx: ServerContext, ref: StoredDatasetRef): Promise<DatasetFile> {
  const parts = await ctx.reads.run('buildDataset', ref.reportId);
  await ctx.blobs.put(ref.key, Readable.from(parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength))));
  // An invalidation during the build may have read rows this build missed: drop what it wrote.
  if ((await currentDatasetRef(ctx, ref.reportId)).generation !== ref.generation) {
    await ctx.blobs.delete(ref.key);
    throw new StoredDatasetMissingError(`Dataset of report ${ref.reportId} was invalidated while it was built.`);
  }
  const file = await openBlob(ctx, ref.key);
  if (!file) throw new StoredDatasetMissingError(`Stored dataset ${ref.key} is gone.`);
  return file;
}

function remember(state: CacheState, key: string, file: DatasetFile): void {
  state.open.delete(key);
  state.open.set(key, file);
  while (state.open.size > OPEN_FILES_KEPT) state.open.delete(state.open.keys().next().value as string);
}

/**
 * The stored dataset file of `ref`, built and stored first when there is none. Callers of the same
 * key in this process share one build.
 */
export function openStoredDataset(ctx: ServerContext, ref: StoredDatasetRef): Promise<DatasetFile> {
  const state = stateOf(ctx);
  const open = state.open.get(ref.key);
  if (open) {
    remember(state, ref.key, open);
    return Promise.resolve(open);
  }
  const pending = state.building.get(ref.key);
  if (pending) return pending;
  const promise = (async () => {
    const file = (await openBlob(ctx, ref.key)) ?? (await buildAndStore(ctx, ref));
    remember(state, ref.key, file);
    return file;
  })().finally(() => state.building.delete(ref.key));
  state.building.set(ref.key, promise);
  return promise;
}

/**
 * Runs `use` with the report's current dataset ref and an opener for its file; when the file
 * vanishes under it (an invalidation raced the request), starts again once from a fresh ref.
 */
export async function withStoredDataset<T>(
  ctx: ServerContext,
  reportId: string,
  use: (ref: StoredDatasetRef, open: () => Promise<DatasetFile>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const ref = await currentDatasetRef(ctx, reportId);
    try {
      return await use(ref, () => openStoredDataset(ctx, ref));
    } catch (err) {
      if (!(err instanceof StoredDatasetMissingError) || attempt >= 2) throw err;
      stateOf(ctx).open.delete(ref.key);
    }
  }
}

/** The core prefix (header and numeric columns) of the stored dataset `key`, opened as `file`; missing means rebuilt meanwhile. */
export async function storedCorePrefix(blobs: BlobStore, key: string, file: DatasetFile): Promise<Uint8Array> {
  const prefix = await blobs.getRange(key, 0, file.layout.coreByteLength);
  if (!prefix) throw new StoredDatasetMissingError(`Stored dataset ${key} is gone.`);
  return prefix;
}

/** A reader of an opened stored dataset's string columns, straight from its file (`maxRangeRows` as createRemoteStringReader's). */
export function fileStringReader(file: DatasetFile, maxRangeRows?: number): StringColumnReader {
  return createRemoteStringReader({ rowCount: file.layout.rowCount, ...(maxRangeRows ? { maxRangeRows } : {}), fetchSection: (column, start, end) => file.readSection(column, start, end) });
}

/**
 * Builds and stores a finished report's dataset unless it is stored already (for example right
 * after finalisation, so the first viewer does not wait). Returns false for a report still in
 * progress or missing, which has nothing to store.
 */
export async function ensureReportDataset(ctx: ServerContext, reportId: string): Promise<boolean> {
  const report = await ctx.db.selectFrom('reports').select('status').where('id', '=', reportId).executeTakeFirst();
  if (!report || !isStoredDatasetStatus(report.status)) return false;
  await withStoredDataset(ctx, reportId, async (_ref, open) => open());
  return true;
}

/**
 * Marks a report's stored dataset out of date after its issues changed (an issue hidden, a decision
 * recorded): the next request builds a new one under a new key and entity tag. The old file is
 * deleted; a build running meanwhile discards its result.
 */
export async function invalidateReportDataset(ctx: ServerContext, reportId: string): Promise<void> {
  const old = await currentDatasetRef(ctx, reportId);
  await ctx.blobs.put(generationKey(reportId), randomBytes(8).toString('hex'));
  await ctx.blobs.delete(old.key);
  stateOf(ctx).open.delete(old.key);
}
