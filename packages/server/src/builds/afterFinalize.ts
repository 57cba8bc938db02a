/**
 * What happens to a build once it is completed: persisted decisions of its project are applied to
 * it (hide, review, preferred by fingerprint, component, rule or guideline key), and its stored
 * overview and worker dataset are prepared.
 */
import { decisionKey, type IssueDecision } from '@curbcut/core';
import type { Kysely } from 'kysely';
import type { ServerContext } from '../context';
import type { Database } from '../db/schema';
import { applyDecisionToIssues } from '../decisions/apply';
import { queueDatasetRebuild, recordDecision } from '../decisions/service';
import { queueOverview } from '../overview/refresh';

/**
 * Applies the project's persisted decisions to a build that is being completed (inside the
 * finalising transaction, before its summary is computed). Only the latest persisted decision per
 * key counts, and they apply oldest first so a narrower later decision (unhide one issue) wins over
 * a wider earlier one (hide its rule). Each applied decision is recorded on the build with
 * `inherited_from`, so it carries on to the next build and the issue call can show its reason.
 * Returns the issues changed.
 */
export async function applyPersistedDecisions(db: Kysely<Database>, reportId: string): Promise<number> {
  const report = await db.selectFrom('reports').select(['id', 'group_id', 'project_id']).where('id', '=', reportId).executeTakeFirst();
  if (!report) return 0;
  const rows = await db
    .selectFrom('issue_decisions')
    .select(['id', 'decision', 'created_by', 'created_at', 'inherited_from'])
    .where('project_id', '=', report.project_id)
    .where('persist', '=', 1)
    .where('report_id', '<>', reportId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const latest = new Map<string, { id: string; decision: IssueDecision; createdBy: string; createdAt: string; origin: string }>();
  for (const row of rows) {
    const decision = JSON.parse(row.decision) as IssueDecision;
    const key = decisionKey(decision);
    // Re-inserting moves the key to the end: the map's order is the order of the latest decisions.
    latest.delete(key);
    latest.set(key, { id: row.id, decision, createdBy: row.created_by, createdAt: row.created_at, origin: row.inherited_from ?? row.id });
  }
  let changed = 0;
  for (const { decision, createdBy, createdAt, origin } of latest.values()) {
    const { changedCount } = await applyDecisionToIssues(db, reportId, decision);
    changed += changedCount;
    // A carried-over decision keeps the time it was made, so the next build orders it among the
    // others as its author did (recorded at `now`, a wide hide could overtake a later narrow unhide).
    await recordDecision(db, report, decision, { createdBy, createdAt, changedCount, inheritedFrom: origin });
  }
  return changed;
}

/** Runs after a build reaches completed (idempotent: finalising twice runs it twice harmlessly). */
export async function afterBuildCompleted(ctx: ServerContext, reportId: string): Promise<void> {
  await queueOverview(ctx, reportId, { later: true });
  await queueDatasetRebuild(ctx, reportId);
}
