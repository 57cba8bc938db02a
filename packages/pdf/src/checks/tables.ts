/**
 * Table regularity and header determination, as veraPDF decides them (GFSETable.checkTable), so
 * the table rules agree with the reference validator: rows are the TR elements directly under the
 * Table or in THead/TBody/TFoot; the first row's column spans give the table width and the
 * first cells' row spans its height; cells are laid on that grid in order and the walk stops at
 * the first irregularity (an overlap, a row wider than the first, a row span past the last row or,
 * in PDF/UA-2, across a row group, then a row with empty places). Headers are looked for only in
 * a regular table whose TH cells do not all carry a Scope, and only the first data cell without
 * a header is reported.
 */
import { PDFArray, PDFName, PDFNumber } from '@cantoo/pdf-lib';
import type { PDFObject } from '@cantoo/pdf-lib';
import { nameText, textOf } from '../model/objects';
import type { StructNode } from '../model/structTree';

interface Cell {
  node: StructNode;
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
  header: boolean;
}

export interface TableCheck {
  /** Cells that overlap a cell placed before them, and the cells they overlap. */
  intersections: StructNode[];
  /** The column where a cell spans past the last row (or across a row group in PDF/UA-2). */
  columnWithWrongRowSpan: number | null;
  /** The first row that is wider than the first row, or has empty places. */
  rowWithWrongColumnSpan: number | null;
  /** Columns of the first row. */
  columnSpan: number;
  /** Columns of the row with empty places; null when the row is too wide instead. */
  wrongColumnSpan: number | null;
  /** The first data cell for which no header cell can be determined. */
  unconnected: StructNode | null;
}

export function stdOf(n: StructNode): string {
  return n.std ?? n.type;
}

function numAttr(node: StructNode, key: string): number {
  const v = node.attrs.get(key);
  const n = v instanceof PDFNumber ? v.asNumber() : 1;
  return Number.isFinite(n) && n >= 1 ? Math.min(Math.floor(n), 1000) : 1;
}

function cellsOf(tr: StructNode): StructNode[] {
  return tr.elems.filter((k) => stdOf(k) === 'TH' || stdOf(k) === 'TD');
}

/** The rows of a table, and the row indexes where a row group (THead, TBody, TFoot) starts or ends. */
function tableRows(table: StructNode): { rows: StructNode[]; groupBounds: number[] } {
  const rows: StructNode[] = [];
  const groupBounds: number[] = [];
  for (const k of table.elems) {
    const t = stdOf(k);
    if (t === 'TR') rows.push(k);
    else if (t === 'THead' || t === 'TBody' || t === 'TFoot') {
      groupBounds.push(rows.length);
      for (const r of k.elems) if (stdOf(r) === 'TR') rows.push(r);
      groupBounds.push(rows.length);
    }
  }
  return { rows, groupBounds };
}

/** The table height: the row span of each row's first cell, skipping the rows it covers. An empty TR counts as a row. */
function rowCount(rows: StructNode[]): number {
  let n = 0;
  for (let r = 0; r < rows.length; r++) {
    const first = (rows[r] as StructNode).elems[0];
    if (!first || (stdOf(first) !== 'TH' && stdOf(first) !== 'TD')) {
      n++;
      continue;
    }
    const span = numAttr(first, 'RowSpan');
    n += span;
    r += span - 1;
  }
  return n;
}

function scopeOf(node: StructNode): string | null {
  const v = node.attrs.get('Scope');
  return v instanceof PDFName ? nameText(v) : null;
}

/**
 * The scope a header has in a direction. PDF/UA-1 gives a TH without Scope none; PDF/UA-2 (after
 * ISO 32000-2 14.8.5.7) takes a header in the first row as a column header, in the first column as
 * a row header, and elsewhere as both.
 */
function scopeIn(cell: Cell, row: number, col: number, part2: boolean): string | null {
  const scope = scopeOf(cell.node);
  if (scope !== null || !part2) return scope;
  if (row === 0 && col === 0) return 'Both';
  if (row === 0) return 'Column';
  if (col === 0) return 'Row';
  return 'Both';
}

function headersAttr(v: PDFObject | undefined): string[] | null {
  if (!v) return null;
  if (v instanceof PDFArray) {
    const out: string[] = [];
    for (let i = 0; i < v.size(); i++) {
      const t = textOf(v.get(i));
      if (t !== null) out.push(t);
    }
    return out;
  }
  const t = textOf(v);
  return t !== null ? [t] : null;
}

/** Whether a header with the right scope stands before the cell in one of its columns or rows, with only headers between. */
function hasHeaderBefore(grid: Cell[][], cell: Cell, part2: boolean): boolean {
  const look = (places: (i: number) => [number, number][], lanes: number, dir: 'Column' | 'Row'): boolean => {
    for (let lane = 0; lane < lanes; lane++) {
      let headerFound = false;
      for (const [r, c] of places(lane)) {
        const other = grid[r]?.[c] as Cell;
        if (other.header) {
          const scope = scopeIn(other, r, c, part2);
          if (scope === 'Both' || scope === dir) return true;
          headerFound = true;
        } else if (headerFound) break;
      }
    }
    return false;
  };
  const up = (lane: number): [number, number][] => Array.from({ length: cell.row }, (_, i) => [cell.row - 1 - i, cell.col + lane]);
  const left = (lane: number): [number, number][] => Array.from({ length: cell.col }, (_, i) => [cell.row + lane, cell.col - 1 - i]);
  return look(up, cell.colSpan, 'Column') || look(left, cell.rowSpan, 'Row');
}

export function checkTable(table: StructNode, part2: boolean): TableCheck {
  const out: TableCheck = { intersections: [], columnWithWrongRowSpan: null, rowWithWrongColumnSpan: null, columnSpan: 0, wrongColumnSpan: null, unconnected: null };
  const { rows, groupBounds } = tableRows(table);
  const height = rowCount(rows);
  if (height === 0) return out;
  const width = cellsOf(rows[0] as StructNode).reduce((s, k) => s + numAttr(k, 'ColSpan'), 0);
  out.columnSpan = width;
  const grid: (Cell | undefined)[][] = Array.from({ length: height }, () => new Array<Cell | undefined>(width));
  for (let r = 0; r < rows.length; r++) {
    let col = 0;
    for (const k of cellsOf(rows[r] as StructNode)) {
      const cell: Cell = { node: k, row: r, col: 0, rowSpan: numAttr(k, 'RowSpan'), colSpan: numAttr(k, 'ColSpan'), header: stdOf(k) === 'TH' };
      while (col < width && grid[r]?.[col] !== undefined) col++;
      cell.col = col;
      if (col + cell.colSpan > width) {
        out.rowWithWrongColumnSpan = r;
        return out;
      }
      if (r + cell.rowSpan > height || (part2 && groupBounds.some((b) => r < b && r + cell.rowSpan > b))) {
        out.columnWithWrongRowSpan = col;
        return out;
      }
      for (let dr = 0; dr < cell.rowSpan; dr++) {
        for (let dc = 0; dc < cell.colSpan; dc++) {
          const place = grid[r + dr] as (Cell | undefined)[];
          const taken = place[col + dc];
          if (taken) {
            out.intersections.push(k, taken.node);
            return out;
          }
          place[col + dc] = cell;
        }
      }
      col += cell.colSpan;
    }
  }
  for (let r = 0; r < height; r++) {
    let empty = 0;
    for (let c = 0; c < width; c++) if (grid[r]?.[c] === undefined) empty++;
    if (empty > 0) {
      out.rowWithWrongColumnSpan = r;
      out.wrongColumnSpan = width - empty;
      return out;
    }
  }
  const full = grid as Cell[][];
  const placed = full.flat();
  const headers = placed.filter((c) => c.header);
  // A table whose headers all carry a Scope is taken as determinable as it stands.
  if (headers.every((h) => scopeOf(h.node) !== null)) return out;
  const headerIds = new Set(headers.map((h) => h.node.id).filter((id): id is string => id !== null && id !== ''));
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const cell = full[r]?.[c] as Cell;
      if (cell.header || cell.row !== r || cell.col !== c) continue;
      const ids = headersAttr(cell.node.attrs.get('Headers'));
      const byIds = ids !== null && ids.length > 0 && ids.every((id) => headerIds.has(id));
      if (byIds || hasHeaderBefore(full, cell, part2)) continue;
      out.unconnected = cell.node;
      return out;
    }
  }
  return out;
}

/** The Headers IDs of a table's data cells that name no element of the document. */
export function unknownHeaders(table: StructNode, allIds: Set<string>): { cell: StructNode; ids: string[] }[] {
  const { rows } = tableRows(table);
  const cells = rows.flatMap(cellsOf);
  if (!cells.some((k) => stdOf(k) === 'TH')) return [];
  const out: { cell: StructNode; ids: string[] }[] = [];
  for (const k of cells) {
    if (stdOf(k) === 'TH') continue;
    const missing = (headersAttr(k.attrs.get('Headers')) ?? []).filter((id) => !allIds.has(id));
    if (missing.length > 0) out.push({ cell: k, ids: missing });
  }
  return out;
}
