/**
 * Export file names (spec 002 section 5): the report name plus the date as dd-MM-yyyy, or
 * 'Consolidated_report[N]' plus the date for a report combining N reports. Characters that
 * Windows, macOS or Linux refuse in a file name become '_'.
 */

/** Options of {@link csvFileName}. */
export interface CsvFileNameOptions {
  reportName?: string;
  /** Number of reports combined; 2 or more names the file Consolidated_report[N]. */
  consolidatedCount?: number;
  /** Export date (default now), formatted in the local time zone, as the user reads it. */
  date?: Date;
  /** File extension without the dot (default 'csv'). */
  extension?: string;
}

const ILLEGAL = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;
const RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;
const MAX_BASE_LENGTH = 150;

/** Makes a string safe as a file name (without extension). */
export function sanitizeFileName(name: string): string {
  let out = name.replace(ILLEGAL, '_').replace(/\s+/g, ' ').trim();
  out = Array.from(out).slice(0, MAX_BASE_LENGTH).join('');
  out = out.replace(/[. ]+$/, '');
  if (out === '') return 'report';
  return RESERVED.test(out) ? `_${out}` : out;
}

/** dd-MM-yyyy in the local time zone. */
export function formatExportDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Export date is not a valid date.');
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/** 'Checkout flow-22-11-2026.csv', or 'Consolidated_report[3]-22-11-2026.csv'. */
export function csvFileName(options: CsvFileNameOptions): string {
  const count = options.consolidatedCount ?? 1;
  const base = count >= 2 ? `Consolidated_report[${count}]` : sanitizeFileName(options.reportName ?? '');
  return `${base}-${formatExportDate(options.date ?? new Date())}.${options.extension ?? 'csv'}`;
}

/**
 * The report name an export's file is named after: a build as its heading with the number
 * ('nightly#12'), a PDF report as its file without the extension ('Price list.pdf' gives
 * 'Price list-29-11-2026.csv', not '.pdf-29-11-2026.csv'), every other report by its name. The
 * widget and the server's exports all name files with it.
 */
export function exportReportName(report: { type: string; name: string; buildNumber: number }): string {
  if (report.type === 'automatedTest') return `${report.name}#${report.buildNumber}`;
  return report.type === 'pdfScanner' ? report.name.replace(/\.pdf$/i, '') : report.name;
}
