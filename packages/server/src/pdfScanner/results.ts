/**
 * Storing a check's result: the report's facts and per-profile outcome, every rule the check ran
 * and every issue, in one transaction that replaces whatever an earlier attempt left and commits
 * only while the report is still `processing` (the first statement touches the report's row, a row
 * lock on PostgreSQL; SQLite runs one writer at a time). The counts are recounted in the same
 * transaction. A report ends `completed` when at least one profile ran, else `failed` with the
 * reason of the first failed (or incompatible) profile.
 */
import { createHash } from 'node:crypto';
import { RULES, type CatalogRule, type PdfCheckResult, type PdfProfile } from '@curbcut/pdf';
import type { PdfScannerProfile } from '@curbcut/core';
import type { ServerContext } from '../context';
import { storePdfCounts } from './counts';
import type { ProfileResults } from './reports';
import { clean } from './text';
import type { PdfIssuesTable, PdfRulesTable } from './tables';
import { nowIso } from './uploadUrls';

/** Rows per multi-row insert: 16 columns x 50 stays far below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 50;

let catalog: Map<string, CatalogRule> | undefined;
function catalogRule(key: string): CatalogRule | undefined {
  catalog ??= new Map(RULES.map((r) => [r.key, r]));
  return catalog.get(key);
}

/** The catalogue part of a profile's rules: PDF/UA-2 rules are `ua2`, PDF/UA-1 and WCAG 2.2 rules `ua1`. */
export function partOf(profiles: readonly PdfProfile[]): 'ua1' | 'ua2' {
  return profiles.includes('pdfua2') ? 'ua2' : 'ua1';
}

/** An issue id: short, URL-safe and stable for the same finding of the same file. */
export function issueIdOf(checkerId: string): string {
  return createHash('sha256').update(checkerId, 'utf8').digest('hex').slice(0, 20);
}

const flag = (list: readonly string[], p: PdfScannerProfile): number => (list.includes(p) ? 1 : 0);

/** The report's rule rows: every rule of every profile that ran (passed ones too), one row per rule key. */
function ruleRows(reportId: string, result: PdfCheckResult, ran: PdfScannerProfile[]): PdfRulesTable[] {
  const rows = new Map<string, PdfRulesTable & { profiles: PdfScannerProfile[] }>();
  for (const profile of ran) {
    for (const rule of result.profiles[profile]?.rules ?? []) {
      const key = `${partOf([profile])}:${rule.id}`;
      const row = rows.get(key);
      if (row) {
        row.profiles.push(profile);
        continue;
      }
      rows.set(key, {
        report_id: reportId,
        rule_key: key,
        rule_id: clean(rule.id),
        scope: rule.scope,
        impact: rule.impact,
        description: clean(rule.description),
        how_to_fix: clean(catalogRule(key)?.howToFix ?? ''),
        wcag: JSON.stringify(rule.wcag),
        in_pdfua1: 0,
        in_pdfua2: 0,
        in_wcag22: 0,
        outcome: rule.outcome,
        count: rule.count,
        profiles: [profile],
      });
    }
  }
  return [...rows.values()].map(({ profiles, ...row }) => ({
    ...row,
    in_pdfua1: flag(profiles, 'pdfua1'),
    in_pdfua2: flag(profiles, 'pdfua2'),
    in_wcag22: flag(profiles, 'wcag22'),
  }));
}

/** The report's issue rows, in the checker's order; needs-review ones only when the report keeps them. */
function issueRows(reportId: string, result: PdfCheckResult, ran: PdfScannerProfile[], keepNeedsReview: boolean, ruleKeys: Set<string>): PdfIssuesTable[] {
  const rows: PdfIssuesTable[] = [];
  const seen = new Set<string>();
  for (const issue of result.issues) {
    const profiles = issue.profiles.filter((p) => ran.includes(p));
    if (profiles.length === 0 || (!keepNeedsReview && issue.outcome === 'needsReview')) continue;
    const ruleKey = `${partOf(issue.profiles)}:${issue.ruleId}`;
    const id = issueIdOf(issue.id);
    if (!ruleKeys.has(ruleKey) || seen.has(id)) continue;
    seen.add(id);
    rows.push({
      report_id: reportId,
      issue_id: id,
      seq: rows.length,
      rule_key: ruleKey,
      in_pdfua1: flag(profiles, 'pdfua1'),
      in_pdfua2: flag(profiles, 'pdfua2'),
      in_wcag22: flag(profiles, 'wcag22'),
      needs_review: issue.outcome === 'needsReview' ? 1 : 0,
      message: clean(issue.message),
      page_number: issue.page,
      location: clean(issue.location),
      object: clean(issue.object),
      target: issue.target ? JSON.stringify(issue.target) : null,
      issue_status: 'visible',
      confirmed: null,
      hide_reason: null,
    });
  }
  return rows;
}

/** Each checked profile's status and reason. */
function outcomes(result: PdfCheckResult, profiles: PdfScannerProfile[]): ProfileResults {
  const out: ProfileResults = {};
  for (const p of profiles) {
    const r = result.profiles[p];
    out[p] = r ? { status: r.status, reason: r.reason === undefined ? null : clean(r.reason) } : { status: 'failed', reason: 'The profile was not checked.' };
  }
  return out;
}

/**
 * Stores a result (see the module comment). False when the report is no longer processing (deleted,
 * or ended by another attempt): nothing is written then.
 */
export async function writeCheckResult(ctx: ServerContext, reportId: string, profiles: PdfScannerProfile[], keepNeedsReview: boolean, result: PdfCheckResult): Promise<boolean> {
  const results = outcomes(result, profiles);
  const ran = profiles.filter((p) => results[p]?.status === 'completed');
  const failure = profiles.map((p) => results[p]).find((r) => r?.status === 'failed') ?? profiles.map((p) => results[p]).find((r) => r?.status === 'incompatible');
  const status = ran.length > 0 ? 'completed' : 'failed';
  const rules = ruleRows(reportId, result, ran);
  const issues = issueRows(reportId, result, ran, keepNeedsReview, new Set(rules.map((r) => r.rule_key)));
  return ctx.db.transaction().execute(async (tx) => {
    const now = nowIso(ctx);
    const held = await tx.updateTable('pdf_reports').set({ completed_at: null }).where('report_id', '=', reportId).where('status', '=', 'processing').executeTakeFirst();
    if (Number(held.numUpdatedRows) === 0) return false;
    await tx.deleteFrom('pdf_issues').where('report_id', '=', reportId).execute();
    await tx.deleteFrom('pdf_rules').where('report_id', '=', reportId).execute();
    for (let i = 0; i < rules.length; i += CHUNK) await tx.insertInto('pdf_rules').values(rules.slice(i, i + CHUNK)).execute();
    for (let i = 0; i < issues.length; i += CHUNK) await tx.insertInto('pdf_issues').values(issues.slice(i, i + CHUNK)).execute();
    await tx
      .updateTable('pdf_reports')
      .set({
        status,
        error: status === 'failed' ? (failure?.reason ?? 'The file could not be checked.') : null,
        pdf_version: result.pdfVersion === null ? null : clean(result.pdfVersion),
        page_count: result.pageCount,
        is_tagged: result.isTagged ? 1 : 0,
        encrypted: result.encrypted ? 1 : 0,
        profile_results: JSON.stringify(results),
        duration_ms: Math.round(result.durationMs),
        completed_at: now,
      })
      .where('report_id', '=', reportId)
      .execute();
    await storePdfCounts(tx, reportId, profiles, now);
    await tx.updateTable('reports').set({ status, completed_at: now, updated_at: now }).where('id', '=', reportId).execute();
    return true;
  });
}

/** Ends a report as failed with `reason` unless it has ended already; true when it did. */
export async function failReport(ctx: ServerContext, reportId: string, reason: string): Promise<boolean> {
  return ctx.db.transaction().execute(async (tx) => {
    const now = nowIso(ctx);
    const ended = await tx
      .updateTable('pdf_reports')
      .set({ status: 'failed', error: reason, completed_at: now })
      .where('report_id', '=', reportId)
      .where('status', 'in', ['queued', 'processing'])
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) === 0) return false;
    await tx.updateTable('reports').set({ status: 'failed', completed_at: now, updated_at: now }).where('id', '=', reportId).execute();
    return true;
  });
}
