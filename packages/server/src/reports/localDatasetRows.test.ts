import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildLargeReportDataset, DatasetFormatError, decodeDataset, readDatasetLayout, readStringRows } from '@curbcut/core';
import { readLocalDatasetRows } from './localDatasetRows';

const dir = mkdtempSync(join(tmpdir(), 'curbcut-dataset-rows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readLocalDatasetRows', () => {
  const parts = buildLargeReportDataset({ nodes: 3000, seed: 5 });
  const bytes = Buffer.concat(parts);
  const path = join(dir, 'v1-0.ccds');
  writeFileSync(path, bytes);
  const dataset = decodeDataset(bytes);
  const layout = readDatasetLayout(bytes);

  it('reads sparse and consecutive rows of a string column as the whole dataset gives them', () => {
    const rows = Uint32Array.from([0, 1, 2, 50, 51, 999, 2998, 2999]);
    for (const column of ['html', 'target', 'fingerprint'] as const) {
      expect(readLocalDatasetRows(path, layout, column, rows)).toEqual(readStringRows(dataset, column, rows));
    }
    expect(readLocalDatasetRows(path, layout, 'html', new Uint32Array(0))).toEqual([]);
  });

  it('names the file when it ends before the rows it lists', () => {
    // Cut ten bytes into the snippet of the last row.
    const entry = layout.header.strings.find((e) => e.name === 'html');
    const rowStart = dataset.localStrings.html?.offsets[2999] ?? 0;
    const short = join(dir, 'short.ccds');
    writeFileSync(short, bytes.subarray(0, layout.bodyStart + (entry?.dataOffset ?? 0) + rowStart + 10));
    const read = () => readLocalDatasetRows(short, layout, 'html', Uint32Array.from([2999]));
    expect(read).toThrow(DatasetFormatError);
    expect(read).toThrow(/short\.ccds ends at byte/);
  });
});
