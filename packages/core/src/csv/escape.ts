/**
 * RFC 4180 cells with formula-injection protection. A spreadsheet runs a cell starting with
 * `=`, `+`, `-`, `@`, tab or carriage return as a formula, so such cells get a leading apostrophe
 * (OWASP's advice); the apostrophe shows, and the text is otherwise kept. Every cell we write is
 * text (no cell is a number), so a value like `-1` losing its numeric meaning costs nothing.
 * Cells holding a comma, a double quote, CR or LF are quoted, inner quotes doubled; lines end CRLF.
 */

const EQUALS = 0x3d;
const PLUS = 0x2b;
const MINUS = 0x2d;
const AT = 0x40;
const TAB = 0x09;
const CR = 0x0d;
const NEEDS_QUOTES = /[",\r\n]/;
const QUOTE = /"/g;

/** Prefixes an apostrophe when a spreadsheet would read the cell as a formula. */
export function neutralizeFormula(value: string): string {
  const c = value.charCodeAt(0);
  return c === EQUALS || c === PLUS || c === MINUS || c === AT || c === TAB || c === CR ? `'${value}` : value;
}

/** One cell, neutralised then quoted when RFC 4180 requires it. */
export function escapeCsvCell(value: string): string {
  const safe = neutralizeFormula(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(QUOTE, '""')}"` : safe;
}

/** One CSV line from raw cells, ending in CRLF. */
export function csvLine(cells: readonly string[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) line += (i === 0 ? '' : ',') + escapeCsvCell(cells[i] as string);
  return `${line}\r\n`;
}
