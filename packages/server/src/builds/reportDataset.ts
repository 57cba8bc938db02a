/**
 * A report's worker dataset, decoded on the server so the build calls count with core's filters
 * and grouping exactly as the widget's worker does. Finished reports read the stored dataset
 * (docs/decisions/0017): its core prefix is decoded once per generation and kept per server (a
 * few reports), its strings are read by range. Reports in progress are built per request.
 */
import {
  concatBytes,
  createDatasetFilter,
  createLocalStringReader,
  decodeDataset,
  type Dataset,
  type DatasetFilter,
  type StringColumnReader,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { fileStringReader, isStoredDatasetStatus, storedCorePrefix, withStoredDataset } from '../reports/datasetCache';
import { PromiseLru } from '../reports/promiseLru';
import type { ReportRowWithNames } from '../reports/rows';

/** A decoded dataset with a reader for its string columns and a reusable filter. */
export interface LoadedDataset {
  dataset: Dataset;
  /** Blob key of the stored dataset it was read from; null when built for the request (a report in progress). */
  key: string | null;
  reader: StringColumnReader;
  filter: DatasetFilter;
}

const KEPT = 4;
// Keyed by context, not module-wide: several servers in one process keep separate caches.
const decoded = new WeakMap<ServerContext, PromiseLru<LoadedDataset>>();

function cacheOf(ctx: ServerContext): PromiseLru<LoadedDataset> {
  let cache = decoded.get(ctx);
  if (!cache) {
    cache = new PromiseLru(KEPT);
    decoded.set(ctx, cache);
  }
  return cache;
}

function loaded(bytes: Uint8Array, key: string | null, reader: (dataset: Dataset) => StringColumnReader): LoadedDataset {
  const dataset = decodeDataset(bytes);
  return { dataset, key, reader: reader(dataset), filter: createDatasetFilter(dataset) };
}

/** The report's dataset, decoded. */
export async function loadReportDataset(ctx: ServerContext, report: Pick<ReportRowWithNames, 'id' | 'status'>): Promise<LoadedDataset> {
  if (!isStoredDatasetStatus(report.status)) {
    return loaded(concatBytes(await ctx.reads.run('buildDataset', report.id)), null, createLocalStringReader);
  }
  return withStoredDataset(ctx, report.id, async (ref, open) => {
    return cacheOf(ctx).get(ref.key, async () => {
      const file = await open();
      return loaded(await storedCorePrefix(ctx.blobs, ref.key, file), ref.key, () => fileStringReader(file));
    });
  });
}
