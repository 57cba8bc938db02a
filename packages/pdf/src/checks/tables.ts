/**
 * Table geometry from the structure tree: rows (TR directly under Table or in THead/TBody/TFoot),
 * cells (TH/TD) placed on a grid with RowSpan and ColSpan, and which header cells a data cell
 * can be tied to (Headers attribute, or TH with Scope in its row or column).
 */
import { PDFArray, PDFName, PDFNumber } from '@cantoo/pdf-lib';
import type { PDFObject } from '@cantoo/pdf-lib';
import { nameText, textOf } from '../model/objects';
import type { StructNode } from '../model/structTree';

export interface Cell {
  node: StructNode;
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
  header: boolean;
}

export interface TableGrid {
  rows: StructNode[];
  cells: Cell[];
  /** Cells that overlap an earlier cell. */
  intersections: Cell[];
  /** Occupied column count per row. */
  rowWidths: number[];
  /** Occupied row count per column. */
  colHeights: number[];
}

function numAttr(node: StructNode, key: string): number {
  const v = node.attrs.get(key);
  const n = v instanceof PDFNumber ? v.asNumber() : 1;
  return Number.isFinite(n) && n >= 1 ? Math.min(Math.floor(n), 1000) : 1;
}

export function stdOf(n: StructNode): string {
  return n.std ?? n.type;
}

export function tableRows(table: StructNode): StructNode[] {
  const rows: StructNode[] = [];
  for (const k of table.elems) {
    const t = stdOf(k);
    if (t === 'TR') rows.push(k);
    else if (t === 'THead' || t === 'TBody' || t === 'TFoot') for (const r of k.elems) if (stdOf(r) === 'TR') rows.push(r);
  }
  return rows;
}

export function buildGrid(table: StructNode): TableGrid {
  const rows = tableRows(table);
  const occupied = new Map<string, Cell>();
  const cells: Cell[] = [];
  const intersections: Cell[] = [];
  rows.forEach((tr, r) => {
    let col = 0;
    for (const k of tr.elems) {
      const t = stdOf(k);
      if (t !== 'TH' && t !== 'TD') continue;
      while (occupied.has(`${r}:${col}`) && col < 10_000) col++;
      const cell: Cell = { node: k, row: r, col, rowSpan: numAttr(k, 'RowSpan'), colSpan: numAttr(k, 'ColSpan'), header: t === 'TH' };
      let clash = false;
      for (let dr = 0; dr < cell.rowSpan; dr++) {
        for (let dc = 0; dc < cell.colSpan; dc++) {
          const key = `${r + dr}:${col + dc}`;
          if (occupied.has(key)) clash = true;
          else occupied.set(key, cell);
        }
      }
      if (clash) intersections.push(cell);
      cells.push(cell);
      col += cell.colSpan;
    }
  });
  const height = rows.length;
  let width = 0;
  for (const key of occupied.keys()) width = Math.max(width, Number(key.split(':')[1]) + 1);
  const rowWidths: number[] = [];
  for (let r = 0; r < height; r++) {
    let w = 0;
    for (let c = 0; c < width; c++) if (occupied.has(`${r}:${c}`)) w++;
    rowWidths.push(w);
  }
  const colHeights: number[] = [];
  for (let c = 0; c < width; c++) {
    let h = 0;
    for (const key of occupied.keys()) if (Number(key.split(':')[1]) === c) h++;
    colHeights.push(h);
  }
  return { rows, cells, intersections, rowWidths, colHeights };
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

function scopeOf(cell: Cell): string | null {
  const v = cell.node.attrs.get('Scope');
  return v instanceof PDFName ? nameText(v) : null;
}

/** Data cells whose headers cannot be determined, and those naming unknown header IDs. */
export function headerProblems(grid: TableGrid, allIds: Set<string>): { unconnected: Cell[]; unknown: { cell: Cell; ids: string[] }[] } {
  const unconnected: Cell[] = [];
  const unknown: { cell: Cell; ids: string[] }[] = [];
  const headers = grid.cells.filter((c) => c.header);
  if (headers.length === 0) return { unconnected, unknown };
  for (const cell of grid.cells) {
    if (cell.header) continue;
    const ids = headersAttr(cell.node.attrs.get('Headers'));
    if (ids && ids.length > 0) {
      const missing = ids.filter((id) => !allIds.has(id));
      if (missing.length > 0) unknown.push({ cell, ids: missing });
      continue;
    }
    const inRow = (h: Cell): boolean => h.row <= cell.row + cell.rowSpan - 1 && cell.row <= h.row + h.rowSpan - 1;
    const inCol = (h: Cell): boolean => h.col <= cell.col + cell.colSpan - 1 && cell.col <= h.col + h.colSpan - 1;
    const connected = headers.some((h) => {
      const scope = scopeOf(h);
      if (scope === 'Row') return inRow(h) && h.col < cell.col;
      if (scope === 'Column') return inCol(h) && h.row < cell.row;
      if (scope === 'Both') return (inRow(h) && h.col < cell.col) || (inCol(h) && h.row < cell.row);
      return (inRow(h) && h.col < cell.col) || (inCol(h) && h.row < cell.row);
    });
    if (!connected) unconnected.push(cell);
  }
  return { unconnected, unknown };
}
