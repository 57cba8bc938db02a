/**
 * Making a decision on a report (docs/decisions/0018-issue-decisions.md): one transaction changes the
 * issue rows, moves the stored summary by the changed counts and records the decision; then the
 * stored worker dataset is invalidated, a rebuild is queued and viewers get `build_updates`.
 */
import { randomBytes } from 'node:crypto';
import { decisionKey, type IssueDecision } from '@curbcut/core';
import type { Kysely } from 'kysely';
import type { ServerContext } from '../context';
import type { Database } from '../db/schema';
import { notifyReport } from '../live/notify';
import { invalidateReportDataset } from '../reports/datasetCache';
import { readSummary, type StoredSummary } from '../reports/rows';
import { isoNow } from '../time/clock';
import { applyWithSummary } from './summary';
import { moveOverviewCounts } from '../overview/deltas';
import { bumpRevision } from '../overview/pairs';
import { reassembleShowing } from '../overview/refresh';
import type { IssueDecisionsTable } from './tables';

/** Job that builds a report's stored dataset ahead of its next viewer (payload `{reportId}`). */
export const DATASET_REBUILD_JOB = 'reports.dataset-rebuild';

/**
 * How long a queued rebuild waits: an author often hides or reviews several issues in a row, and
 * the waiting job (one per report) then covers them all instead of rebuilding after each.
 */
export const DATASET_REBUILD_DELAY_MS = 5000;

/** What a decision did. */
export interface DecisionOutcome {
  decisionId: string;
  /** Issues whose state changed. */
  changedCount: number;
  summary: StoredSummary;
}

/** The report a decision is made on. */
export interface DecisionReport {
  id: string;
  group_id: string;
  project_id: string;
}

/** The order part of the last decision id made by this process. */
let lastOrder = 0n;

/**
 * A decision id that sorts after every earlier one this process made (decisions made in the same
 * millisecond, or under a stopped test clock, keep the order they were made in): 10 base-36
 * characters of microseconds (counting up when the clock does not), then 15 of 77 random bits.
 */
function decisionId(): string {
  lastOrder = BigInt(Date.now()) * 1000n > lastOrder ? BigInt(Date.now()) * 1000n : lastOrder + 1n;
  const random = BigInt(`0x${randomBytes(10).toString('hex')}`) & ((1n << 77n) - 1n);
  return `dec_${lastOrder.toString(36).padStart(10, '0')}${random.toString(36).padStart(15, '0')}`;
}

/** Records a decision row (inside the caller's transaction). */
export async function recordDecision(
  db: Kysely<Database>,
  report: DecisionReport,
  decision: IssueDecision,
  extra: { createdBy: string; createdAt: string; changedCount: number; inheritedFrom?: string },
): Promise<string> {
  const row: IssueDecisionsTable = {
    id: decisionId(),
    group_id: report.group_id,
    project_id: report.project_id,
    report_id: report.id,
    kind: decision.kind,
    decision_key: decisionKey(decision),
    decision: JSON.stringify(decision),
    persist: decision.persist ? 1 : 0,
    created_by: extra.createdBy,
    created_at: extra.createdAt,
    inherited_from: extra.inheritedFrom ?? null,
    changed_count: extra.changedCount,
  };
  await db.insertInto('issue_decisions').values(row).execute();
  return row.id;
}

/** Applies, records and publishes an author's decision on a completed report. */
export async function makeDecision(
  ctx: ServerContext,
  report: DecisionReport,
  decision: IssueDecision,
  userId: string,
): Promise<DecisionOutcome> {
  const outcome = await ctx.db.transaction().execute(async (tx) => {
    const now = isoNow(ctx.clock);
    // Touching the row first locks it (PostgreSQL): concurrent decisions on one report run one after
    // the other, so each applies its deltas to the summary the previous one stored.
    await tx.updateTable('reports').set({ updated_at: now }).where('id', '=', report.id).execute();
    await bumpRevision(tx, report.id);
    const row = await tx.selectFrom('reports').select('summary').where('id', '=', report.id).executeTakeFirstOrThrow();
    const { changedCount, summary } = await applyWithSummary(tx, report.id, decision, readSummary(row), {
      beforeWrite: (plan) => moveOverviewCounts(tx, report.id, plan),
    });
    await tx.updateTable('reports').set({ summary: JSON.stringify(summary) }).where('id', '=', report.id).execute();
    const id = await recordDecision(tx, report, decision, { createdBy: userId, createdAt: now, changedCount });
    return { decisionId: id, changedCount, summary };
  });
  if (outcome.changedCount > 0) await reassembleShowing(ctx, report.id);
  await invalidateReportDataset(ctx, report.id);
  await notifyReport(ctx, report.id, 'build_updates');
  await queueDatasetRebuild(ctx, report.id, DATASET_REBUILD_DELAY_MS);
  return outcome;
}

/** Queues a build of the report's stored dataset after `delayMs`; a rebuild already waiting covers this one. */
export async function queueDatasetRebuild(ctx: ServerContext, reportId: string, delayMs = 0): Promise<void> {
  const runAt = new Date(ctx.clock.now().getTime() + delayMs);
  await ctx.jobs.enqueue(DATASET_REBUILD_JOB, { reportId }, { singletonKey: reportId, runAt });
}

/** A recorded decision as read back. */
export interface StoredDecision {
  id: string;
  decision: IssueDecision;
  persist: boolean;
  inheritedFrom: string | null;
  createdAt: string;
}

/** Decisions recorded on a report, oldest first. */
export async function decisionsOfReport(db: Kysely<Database>, reportId: string): Promise<StoredDecision[]> {
  const rows = await db
    .selectFrom('issue_decisions')
    .selectAll()
    .where('report_id', '=', reportId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    decision: JSON.parse(r.decision) as IssueDecision,
    persist: Number(r.persist) === 1,
    inheritedFrom: r.inherited_from,
    createdAt: r.created_at,
  }));
}
