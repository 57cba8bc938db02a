/**
 * The export row (spec 000 section 3.3): fourteen columns in the spec's order. Issue type is the
 * rule id, Issue description the rule's description (its help when empty), Guideline(s) the
 * criteria as 'SC x.y.z' joined by ', ', How to fix the node's failure summary, Timestamp ISO-8601
 * UTC, and Needs review / Best practice 'True' or 'False'.
 */
import type { Impact } from '../model';
import { scLabel, scsFromTags } from '../rules/tags';

/** Header cells, in order. */
export const CSV_COLUMNS = [
  'Issue type',
  'Severity',
  'Component',
  'Behavior',
  'Issue description',
  'Affected page',
  'Guideline(s)',
  'HTML snippet',
  'CSS selector',
  'Needs review',
  'Best practice',
  'How to fix',
  'Timestamp',
  'Issue link',
] as const;

/** One exported issue before escaping. */
export interface CsvIssueRow {
  issueType: string;
  severity: Impact;
  component: string;
  behaviour: string;
  description: string;
  page: string;
  guidelines: string;
  html: string;
  selector: string;
  needsReview: boolean;
  bestPractice: boolean;
  howToFix: string;
  timestamp: string;
  link: string;
}

const SEVERITY_LABELS: Readonly<Record<Impact, string>> = {
  critical: 'Critical',
  serious: 'Serious',
  moderate: 'Moderate',
  minor: 'Minor',
};

/** 'Critical', 'Serious', 'Moderate' or 'Minor'. */
export function severityLabel(impact: Impact): string {
  return SEVERITY_LABELS[impact];
}

/** The Guideline(s) cell: 'SC 1.1.1, SC 4.1.2'; '' for a rule naming no criterion. */
export function guidelinesCell(tags: readonly string[]): string {
  return scsFromTags(tags).map(scLabel).join(', ');
}

/** 'True' or 'False'. */
export function booleanCell(value: boolean): string {
  return value ? 'True' : 'False';
}

/** Timestamp cell from epoch milliseconds: ISO-8601 UTC, '' when unknown. */
export function timestampCell(ms: number): string {
  return Number.isFinite(ms) ? new Date(ms).toISOString() : '';
}

/** The raw cells of a row, in CSV_COLUMNS order. */
export function csvRowCells(row: CsvIssueRow): string[] {
  return [
    row.issueType,
    severityLabel(row.severity),
    row.component,
    row.behaviour,
    row.description,
    row.page,
    row.guidelines,
    row.html,
    row.selector,
    booleanCell(row.needsReview),
    booleanCell(row.bestPractice),
    row.howToFix,
    row.timestamp,
    row.link,
  ];
}
