/**
 * The export rows of a PDF report (spec 002 section 7's columns, mapped for PDFs): Component is
 * the structure type or object the issue concerns, Affected page 'Page N', 'Document wide' or
 * 'Metadata', CSS selector the structure path, HTML snippet empty (a PDF has none). How to fix is
 * the rule's advice followed by what was found on this occurrence, as a web issue's column holds
 * its node's failure summary. Issue type is the clause and test ('7.1-t10'), as the viewer shows.
 */
import type { Impact } from '../model';
import { scLabel } from '../rules/tags';
import { csvRowCells, type CsvIssueRow } from './columns';
import { csvLine } from './escape';
import { encodeLineBatches } from './lineChunks';
import type { CsvRowSource } from './writer';

/** The fields of a stored PDF issue and of its rule that the export reads. */
export interface ExportablePdfIssue {
  issueId: string;
  /** Clause and test number ('7.1-t10'). */
  ruleId: string;
  impact: Impact;
  description: string;
  howToFix: string;
  /** Success criteria ('1.1.1'). */
  wcag: readonly string[];
  /** What was found on this occurrence. */
  message: string;
  /** 'Page N', 'Document wide' or 'Metadata'. */
  location: string;
  /** 'Figure at /Document[1]/Sect[2]/Figure[1]', 'Annot Link 12 0 R', 'Catalog', ... */
  object: string;
  needsReview: boolean;
  /** null: not reviewed; true: confirmed as an issue. */
  confirmed: boolean | null;
}

const AT_PATH = ' at /';

/** 'Figure at /Document[1]/Figure[1]' -> Figure and /Document[1]/Figure[1]; an object without a path is its own component. */
export function pdfObjectParts(object: string): { component: string; path: string } {
  const at = object.indexOf(AT_PATH);
  if (at < 0) return { component: object, path: '' };
  return { component: object.slice(0, at), path: object.slice(at + AT_PATH.length - 1) };
}

/** The export row of one PDF issue; `timestamp` is the check's end (ISO-8601 UTC). */
export function pdfIssueCsvRow(issue: ExportablePdfIssue, timestamp: string, link = ''): CsvIssueRow {
  const { component, path } = pdfObjectParts(issue.object);
  return {
    issueType: issue.ruleId,
    severity: issue.impact,
    component,
    behaviour: '',
    description: issue.description,
    page: issue.location,
    guidelines: issue.wcag.map(scLabel).join(', '),
    html: '',
    selector: path,
    needsReview: issue.needsReview && issue.confirmed !== true,
    bestPractice: false,
    howToFix: [issue.howToFix, issue.message].filter((text) => text !== '').join('\n'),
    timestamp,
    link,
  };
}

/**
 * A CSV source over batches of a PDF report's visible issues (the caller leaves hidden and
 * non-issue ones out and says how many there are), read as the writer asks for them.
 */
export function pdfIssuesCsvSource(
  total: number,
  batches: () => AsyncIterable<readonly ExportablePdfIssue[]>,
  options: { timestamp: string; issueLink?: (issueId: string) => string },
): CsvRowSource {
  async function* lines(): AsyncGenerator<string[]> {
    for await (const batch of batches()) {
      yield batch.map((issue) => csvLine(csvRowCells(pdfIssueCsvRow(issue, options.timestamp, options.issueLink?.(issue.issueId) ?? ''))));
    }
  }
  return { total, chunks: (chunkSize) => encodeLineBatches(lines(), chunkSize) };
}
