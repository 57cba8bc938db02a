/**
 * The issues a build counts when builds are compared: visible, not awaiting review, not marked
 * preferred. One rule for the overview's trends and "Changes since last run" and for the ingest
 * comparison CI gates read, so the dashboard and the gate never disagree about what is new.
 */
import type { Impact } from '@curbcut/core';
import { sql } from 'kysely';
import type { ServerContext } from '../context';

/** A counted issue of a build. */
export interface CountedIssue {
  fingerprint: string;
  impact: Impact;
}

/** The counted issues of a build, one per fingerprint. */
export async function countedIssues(ctx: ServerContext, reportId: string): Promise<CountedIssue[]> {
  return ctx.db
    .selectFrom('issues as i')
    .select(['i.fingerprint', 'i.impact'])
    .where('i.report_id', '=', reportId)
    .where(sql<boolean>`i.issue_status = 'visible' and (i.needs_review = 0 or i.confirmed = 1) and i.preferred = 0`)
    .execute();
}

/** Fingerprints of the counted issues of a build. */
export async function countedFingerprints(ctx: ServerContext, reportId: string): Promise<string[]> {
  return (await countedIssues(ctx, reportId)).map((i) => i.fingerprint);
}
