/**
 * The CSV rows of a PDF report: its visible issues (hidden and not-an-issue ones left out) of every
 * profile it checks, one row per issue in the checker's order, mapped by core's pdfIssueCsvRow. The
 * issues are read a batch at a time by their sequence number, so a large report never becomes one
 * query result, and no single read holds the event loop for long.
 */
import { pdfIssuesCsvSource, type CsvRowSource, type ExportablePdfIssue, type Impact } from '@curbcut/core';
import type { ServerContext } from '../context';

/** Issues per read. */
const BATCH_ROWS = 1000;

interface RuleFacts {
  ruleId: string;
  impact: Impact;
  description: string;
  howToFix: string;
  wcag: string[];
}

/** The export source of a completed PDF report; `issueLink` fills the Issue link column from an issue id. */
export async function pdfCsvSource(ctx: ServerContext, reportId: string, issueLink?: (issueId: string) => string): Promise<CsvRowSource> {
  const [report, ruleRows, counted] = await Promise.all([
    ctx.db.selectFrom('pdf_reports').select('completed_at').where('report_id', '=', reportId).executeTakeFirst(),
    ctx.db.selectFrom('pdf_rules').select(['rule_key', 'rule_id', 'impact', 'description', 'how_to_fix', 'wcag']).where('report_id', '=', reportId).execute(),
    ctx.db
      .selectFrom('pdf_issues')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('report_id', '=', reportId)
      .where('issue_status', '=', 'visible')
      .executeTakeFirstOrThrow(),
  ]);
  const rules = new Map<string, RuleFacts>(
    ruleRows.map((r) => [r.rule_key, { ruleId: r.rule_id, impact: r.impact, description: r.description, howToFix: r.how_to_fix, wcag: JSON.parse(r.wcag) as string[] }]),
  );
  async function* batches(): AsyncGenerator<ExportablePdfIssue[]> {
    let after = -1;
    for (;;) {
      const rows = await ctx.db
        .selectFrom('pdf_issues')
        .select(['issue_id', 'seq', 'rule_key', 'needs_review', 'confirmed', 'message', 'location', 'object'])
        .where('report_id', '=', reportId)
        .where('issue_status', '=', 'visible')
        .where('seq', '>', after)
        .orderBy('seq')
        .limit(BATCH_ROWS)
        .execute();
      if (rows.length === 0) return;
      after = Number(rows[rows.length - 1]?.seq);
      yield rows.map((row) => {
        const rule = rules.get(row.rule_key);
        if (!rule) throw new Error(`PDF report ${reportId}: issue ${row.issue_id} names rule ${row.rule_key}, which the report does not hold.`);
        return {
          issueId: row.issue_id,
          ...rule,
          message: row.message,
          location: row.location,
          object: row.object,
          needsReview: Number(row.needs_review) === 1,
          confirmed: row.confirmed === null ? null : Number(row.confirmed) === 1,
        };
      });
    }
  }
  return pdfIssuesCsvSource(Number(counted.n), batches, {
    timestamp: report?.completed_at ?? '',
    ...(issueLink ? { issueLink } : {}),
  });
}
