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
  createRemoteStringReader,
  decodeDataset,
  type Dataset,
  type DatasetFilter,
  type StringColumnReader,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { StoredDatasetMissingError, isStoredDatasetStatus, withStoredDataset } from '../reports/datasetCache';
import type { ReportRowWithNames } from '../reports/rows';

/** A decoded dataset with a reader for its string columns and a reusable filter. */
export interface LoadedDataset {
  dataset: Dataset;
  reader: StringColumnReader;
  filter: DatasetFilter;
}

const KEPT = 4;
const decoded = new WeakMap<ServerContext, Map<string, Promise<LoadedDataset>>>();

function cacheOf(ctx: ServerContext): Map<string, Promise<LoadedDataset>> {
  let cache = decoded.get(ctx);
  if (!cache) {
    cache = new Map();
    decoded.set(ctx, cache);
  }
  return cache;
}

function loaded(dataset: Dataset, reader: StringColumnReader): LoadedDataset {
  return { dataset, reader, filter: createDatasetFilter(dataset) };
}

/** The report's dataset, decoded. */
export async function loadReportDataset(ctx: ServerContext, report: Pick<ReportRowWithNames, 'id' | 'status'>): Promise<LoadedDataset> {
  if (!isStoredDatasetStatus(report.status)) {
    const dataset = decodeDataset(concatBytes(await ctx.reads.run('buildDataset', report.id)));
    return loaded(dataset, createLocalStringReader(dataset));
  }
  return withStoredDataset(ctx, report.id, async (ref, open) => {
    const cache = cacheOf(ctx);
    const hit = cache.get(ref.key);
    if (hit) {
      cache.delete(ref.key);
      cache.set(ref.key, hit);
      return hit;
    }
    const pending = (async () => {
      const file = await open();
      const bytes = await ctx.blobs.getRange(ref.key, 0, file.layout.coreByteLength);
      if (!bytes) throw new StoredDatasetMissingError(`Stored dataset ${ref.key} is gone.`);
      const dataset = decodeDataset(bytes);
      const reader = createRemoteStringReader({
        rowCount: dataset.rowCount,
        fetchSection: (column, start, end) => file.readSection(column, start, end),
      });
      return loaded(dataset, reader);
    })();
    cache.set(ref.key, pending);
    pending.catch(() => cache.delete(ref.key));
    while (cache.size > KEPT) cache.delete(cache.keys().next().value as string);
    return pending;
  });
}
