/**
 * Each merged row's units (test cases), gathered as (row, unit) pairs while sources are read, since
 * a row's later sightings add to its list long after the row was written. `finish` turns the pairs
 * into the dataset's offsets and indexes: a counting sort by row that keeps the order of sighting
 * and drops a unit a row already has.
 */
import { GrowableColumn } from '../dataset/growable';

/** Units of merged rows, in the order they were credited. */
export class UnitLists {
  private readonly rows = new GrowableColumn((n) => new Uint32Array(n));
  private readonly units = new GrowableColumn((n) => new Uint32Array(n));

  /** Credits `unit` (an index into the merged test cases) to `row`. */
  credit(row: number, unit: number): void {
    this.rows.push(row);
    this.units.push(unit);
  }

  /** The dataset's `testCaseOffsets` (rowCount + 1) and `testCaseIndexes` columns. */
  finish(rowCount: number, unitCount: number): { offsets: Uint32Array; indexes: Uint32Array } {
    const rows = this.rows.view();
    const units = this.units.view();
    const starts = new Uint32Array(rowCount + 1);
    for (let k = 0; k < rows.length; k++) starts[(rows[k] as number) + 1] = (starts[(rows[k] as number) + 1] as number) + 1;
    for (let r = 0; r < rowCount; r++) starts[r + 1] = (starts[r + 1] as number) + (starts[r] as number);
    const sorted = new Uint32Array(rows.length);
    const fill = starts.slice(0, rowCount);
    for (let k = 0; k < rows.length; k++) {
      const r = rows[k] as number;
      sorted[fill[r] as number] = units[k] as number;
      fill[r] = (fill[r] as number) + 1;
    }
    // One pass in place: a unit is kept unless this row has it already (lastRow marks the row).
    const lastRow = new Int32Array(unitCount).fill(-1);
    const offsets = new Uint32Array(rowCount + 1);
    let kept = 0;
    for (let r = 0; r < rowCount; r++) {
      for (let k = starts[r] as number; k < (starts[r + 1] as number); k++) {
        const u = sorted[k] as number;
        if (lastRow[u] === r) continue;
        lastRow[u] = r;
        sorted[kept++] = u;
      }
      offsets[r + 1] = kept;
    }
    return { offsets, indexes: sorted.subarray(0, kept) };
  }
}
