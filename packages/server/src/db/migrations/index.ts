/**
 * Every migration, in the order it runs. Names are dated (`YYYY-MM-DDTNNNN-topic`) so that their
 * string order is their run order; a new migration is added at the end of this list.
 */
import type { Migration } from 'kysely';
import * as accounts from './2026-11-22T0001-accounts';
import * as reports from './2026-11-22T0002-reports';
import * as jobs from './2026-11-22T0003-jobs';
import * as decisions from './2026-11-22T0004-decisions';
import * as sharing from './2026-11-22T0005-sharing';
import * as scans from './2026-11-24T0006-scans';
import * as shell from './2026-11-25T0007-shell';
import * as growth from './2026-11-25T0008-growth';
import * as settings from './2026-11-25T0009-settings';
import * as members from './2026-11-28T0010-members';
import * as pdf from './2026-11-28T0011-pdf';
import * as trialRequested from './2026-11-28T0012-trial-requested';
import * as signInAttempts from './2026-11-29T0013-sign-in-attempts';
import * as instanceAdmins from './2026-11-29T0014-instance-admins';
import * as storedOverviews from './2026-11-29T0015-stored-overviews';
import * as liveSessions from './2026-11-29T0016-live-sessions';
import * as jobHeartbeats from './2026-11-29T0017-job-heartbeats';
import * as manualReports from './2026-11-30T0018-manual-reports';
import * as manualReportTokens from './2026-11-30T0019-manual-report-tokens';

/** Migration name -> module, for Kysely's Migrator. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '2026-11-22T0001-accounts': accounts,
  '2026-11-22T0002-reports': reports,
  '2026-11-22T0003-jobs': jobs,
  '2026-11-22T0004-decisions': decisions,
  '2026-11-22T0005-sharing': sharing,
  '2026-11-24T0006-scans': scans,
  '2026-11-25T0007-shell': shell,
  '2026-11-25T0008-growth': growth,
  '2026-11-25T0009-settings': settings,
  '2026-11-28T0010-members': members,
  '2026-11-28T0011-pdf': pdf,
  '2026-11-28T0012-trial-requested': trialRequested,
  '2026-11-29T0013-sign-in-attempts': signInAttempts,
  '2026-11-29T0014-instance-admins': instanceAdmins,
  '2026-11-29T0015-stored-overviews': storedOverviews,
  '2026-11-29T0016-live-sessions': liveSessions,
  '2026-11-29T0017-job-heartbeats': jobHeartbeats,
  '2026-11-30T0018-manual-reports': manualReports,
  '2026-11-30T0019-manual-report-tokens': manualReportTokens,
};
