/**
 * The issues a build counts when builds are compared: visible, not awaiting review, not marked
 * preferred. One rule for the overview's trends and "Changes since last run" and for the ingest
 * comparison CI gates read, so the dashboard and the gate never disagree about what is new.
 */
import { compareFingerprints, type Impact, type SeverityCounts } from '@curbcut/core';
import { sql } from 'kysely';
import type { ServerContext } from '../context';

/** A counted issue of a build. */
export interface CountedIssue {
  fingerprint: string;
  impact: Impact;
}

/**
 * The counted issues of a build, one per fingerprint; with `testCaseId`, only those that test
 * case reported (the slide-over's "Changes since last run").
 */
export async function countedIssues(ctx: ServerContext, reportId: string, testCaseId?: string): Promise<CountedIssue[]> {
  let query = ctx.db
    .selectFrom('issues as i')
    .select(['i.fingerprint', 'i.impact'])
    .where('i.report_id', '=', reportId)
    .where(sql<boolean>`i.issue_status = 'visible' and (i.needs_review = 0 or i.confirmed = 1) and i.preferred = 0`);
  if (testCaseId !== undefined) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('issue_sources as s')
          .select('s.fingerprint')
          .whereRef('s.report_id', '=', 'i.report_id')
          .whereRef('s.fingerprint', '=', 'i.fingerprint')
          .where('s.test_case_id', '=', testCaseId),
      ),
    );
  }
  return query.execute();
}

/** New and resolved issues by severity, and how many are retained, from a base run to the next. */
export interface CountedComparison {
  newIssues: SeverityCounts;
  resolvedIssues: SeverityCounts;
  retainedCount: number;
}

/** No issues of any severity. */
export function noIssues(): SeverityCounts {
  return { critical: 0, serious: 0, moderate: 0, minor: 0 };
}

function bySeverity(fingerprints: readonly string[], impacts: ReadonlyMap<string, Impact>): SeverityCounts {
  const counts = noIssues();
  for (const fingerprint of fingerprints) {
    const impact = impacts.get(fingerprint);
    if (impact !== undefined) counts[impact] += 1;
  }
  return counts;
}

/** Splits counted issues of a base run and the next by fingerprint (core's compareFingerprints). */
export function compareCountedIssues(previous: readonly CountedIssue[], current: readonly CountedIssue[]): CountedComparison {
  // A new issue is only in `current` and a resolved one only in `previous`, so one map serves both.
  const impacts = new Map([...previous, ...current].map((i) => [i.fingerprint, i.impact]));
  const split = compareFingerprints(
    previous.map((i) => i.fingerprint),
    current.map((i) => i.fingerprint),
  );
  return {
    newIssues: bySeverity(split.newIssues, impacts),
    resolvedIssues: bySeverity(split.resolved, impacts),
    retainedCount: split.retained.length,
  };
}

/** Fingerprints of the counted issues of a build. */
export async function countedFingerprints(ctx: ServerContext, reportId: string): Promise<string[]> {
  return (await countedIssues(ctx, reportId)).map((i) => i.fingerprint);
}
