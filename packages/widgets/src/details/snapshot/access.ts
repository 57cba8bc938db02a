/**
 * Who sees issue snapshots (spec 000 section 6, spec 001 section 6): paid and enabled-trial users
 * of a product with `issue_snapshot_supported` (website scans; workflow reports' recorded steps) see them; other signed-in users get an upsell;
 * public viewers never get the upsell, and offline reports have no stored pages.
 */
import type { Profile } from '@curbcut/core';
import type { ReportSource } from '../../reportSource';

export type IssueSnapshotAccess = 'shown' | 'upsell' | 'hidden';

/** A signed-in user's access to snapshots of a product's reports (website scans by default), from `GET /api/v1/user/get-user-profile`. */
export function snapshotAccessFromProfile(
  profile: Pick<Profile, 'issue_snapshot_supported' | 'isPaidUser' | 'trial_status'>,
  product: keyof Profile['issue_snapshot_supported'] = 'websiteScan',
): IssueSnapshotAccess {
  if (!profile.issue_snapshot_supported[product]) return 'hidden';
  return profile.isPaidUser || profile.trial_status === 'enabled' ? 'shown' : 'upsell';
}

/** The access in force: the host's (shown when it gave none), never an upsell in public, none offline. */
export function resolveSnapshotAccess(given: IssueSnapshotAccess | undefined, source: ReportSource): IssueSnapshotAccess {
  if (source.kind === 'offline') return 'hidden';
  const access = given ?? 'shown';
  return source.access === 'public' && access === 'upsell' ? 'hidden' : access;
}
