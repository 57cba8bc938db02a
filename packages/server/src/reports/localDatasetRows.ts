/**
 * Sparse rows of a stored dataset's string column read straight from its file on this machine's
 * disk (the local blob store), by a read-pool worker: the offsets of the wanted span once, then each
 * wanted row's bytes with a positioned read of one kept descriptor. A few thousand snippets among a
 * million rows then cost their own bytes, where ranged reads of nearby rows through the blob store
 * touch most of the column (260 MB of HTML for a million rows).
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { DatasetFormatError, type DatasetLayout, type StringColumn } from '@curbcut/core';

const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

function readExactly(fd: number, into: Uint8Array, position: number, path: string): void {
  let done = 0;
  while (done < into.length) {
    const read = readSync(fd, into, done, into.length - done, position + done);
    if (read === 0) throw new DatasetFormatError(`${path} ends at byte ${position + done}, before the rows it lists.`);
    done += read;
  }
}

/** The strings of `rows` (ascending) of `column` of the dataset file at `path`, whose layout is `layout`. */
export function readLocalDatasetRows(path: string, layout: DatasetLayout, column: StringColumn, rows: Uint32Array): string[] {
  if (rows.length === 0) return [];
  const entry = layout.header.strings.find((s) => s.name === column);
  if (!entry) throw new DatasetFormatError(`String column '${column}' is not in ${path}.`);
  const first = rows[0] as number;
  const span = (rows[rows.length - 1] as number) - first + 1;
  const fd = openSync(path, 'r');
  try {
    // Byte offsets of rows first .. last + 1 into the column's data.
    const offsets = new Uint32Array(span + 1);
    readExactly(fd, new Uint8Array(offsets.buffer), layout.bodyStart + entry.offsetsOffset + first * 4, path);
    const dataStart = layout.bodyStart + entry.dataOffset;
    let buffer = new Uint8Array(4096);
    return Array.from(rows, (row) => {
      const start = offsets[row - first] as number;
      const length = (offsets[row - first + 1] as number) - start;
      if (length > buffer.length) buffer = new Uint8Array(length * 2);
      const bytes = buffer.subarray(0, length);
      readExactly(fd, bytes, dataStart + start, path);
      return decoder.decode(bytes);
    });
  } finally {
    closeSync(fd);
  }
}
