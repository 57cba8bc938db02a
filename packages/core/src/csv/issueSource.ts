/**
 * CSV rows from plain Issue objects (the server's small exports, tests). Produces exactly the
 * lines the Dataset source produces for the same issues.
 */
import type { Issue, RuleInfo } from '../model';
import { isBestPractice } from '../rules/tags';
import { csvRowCells, guidelinesCell, timestampCell } from './columns';
import type { CsvIssueRow } from './columns';
import { csvLine } from './escape';
import { encodeLineBatches } from './lineChunks';
import type { CsvRowSource } from './writer';

/** The fields of an issue the export reads. */
export type ExportableIssue = Pick<
  Issue,
  | 'ruleId'
  | 'impact'
  | 'componentId'
  | 'behaviour'
  | 'pageUrl'
  | 'html'
  | 'target'
  | 'needsReview'
  | 'confirmed'
  | 'failureSummary'
  | 'timestamp'
  | 'issueStatus'
  | 'fingerprint'
>;

/** The export row of one issue. */
export function issueCsvRow(issue: ExportableIssue, rule: RuleInfo | undefined, link = ''): CsvIssueRow {
  const tags = rule?.tags ?? [];
  return {
    issueType: issue.ruleId,
    severity: issue.impact,
    component: issue.componentId,
    behaviour: issue.behaviour ?? '',
    description: rule ? rule.description || rule.help : '',
    page: issue.pageUrl,
    guidelines: guidelinesCell(tags),
    html: issue.html,
    selector: issue.target,
    needsReview: issue.needsReview && issue.confirmed !== true,
    bestPractice: isBestPractice(tags),
    howToFix: issue.failureSummary,
    timestamp: timestampCell(Date.parse(issue.timestamp)),
    link,
  };
}

/** A CSV source over plain issues; hidden and non-issue ones are left out. */
export function issuesCsvSource(
  issues: readonly ExportableIssue[],
  rules: Readonly<Record<string, RuleInfo>>,
  options: { issueLink?: (fingerprint: string) => string; batchRows?: number } = {},
): CsvRowSource {
  const visible = issues.filter((i) => i.issueStatus === 'visible');
  const batchRows = options.batchRows ?? 4096;
  function* batches(): Generator<string[]> {
    for (let from = 0; from < visible.length; from += batchRows) {
      yield visible.slice(from, from + batchRows).map((issue) => {
        const link = options.issueLink ? options.issueLink(issue.fingerprint) : '';
        return csvLine(csvRowCells(issueCsvRow(issue, rules[issue.ruleId], link)));
      });
    }
  }
  return { total: visible.length, chunks: (chunkSize) => encodeLineBatches(batches(), chunkSize) };
}
