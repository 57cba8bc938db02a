/**
 * `failOn: 'new-critical'`: fails the run when the finished build has critical issues that the
 * project's last completed build on the same branch did not have. The comparison is the server's
 * (issues match by fingerprint there); the reporter reads it with the upload token from
 * `GET /api/v1/ingest/builds/{id}/comparison`, whose answer is core's `BuildComparison`.
 */
import type { BuildComparison } from '@curbcut/core';
import type { IngestClient } from './ingestClient';

export type { BuildComparison, SeverityCounts } from '@curbcut/core';

/** What the check decided, with the line the reporter prints. */
export interface NewCriticalVerdict {
  failed: boolean;
  message: string;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The verdict for a comparison the server answered. */
export function judgeNewCritical(comparison: BuildComparison): NewCriticalVerdict {
  const base = comparison.comparedTo;
  if (base === null) {
    return { failed: false, message: 'Curbcut: no earlier completed build on this branch to compare with; failOn new-critical passes.' };
  }
  const count = comparison.newIssues.critical;
  const against = `${base.buildName} #${base.buildNumber}`;
  if (count === 0) return { failed: false, message: `Curbcut: no new critical issues since ${against}.` };
  return { failed: true, message: `Curbcut: ${plural(count, 'new critical issue')} since ${against}; failing the run (failOn: 'new-critical').` };
}

/**
 * Asks the server for the comparison and judges it. A comparison that cannot be had fails the run:
 * a gate that passes whenever the server cannot answer would hide exactly what it guards.
 */
export async function checkNewCritical(client: IngestClient, buildId: string): Promise<NewCriticalVerdict> {
  try {
    const comparison = await client.get<BuildComparison>(
      `/api/v1/ingest/builds/${encodeURIComponent(buildId)}/comparison`,
      'Comparing with the last completed build on this branch',
    );
    return judgeNewCritical(comparison);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { failed: true, message: `Curbcut: failOn 'new-critical' could not be checked, so the run fails: ${reason}` };
  }
}
