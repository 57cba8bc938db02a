/**
 * Wire shapes of the calls this client makes (contracts: the HTTP API). They are the types of
 * the route schemas in @curbcut/core's api area, so the client and the server cannot drift.
 */
import type { ReportListQuery } from '@curbcut/core';

export type {
  Profile,
  TrialStatus,
  FeatureFlagName,
  PriorityNotification,
  PerProductFlags,
  SignedInUser,
  Project,
  ProjectListItem,
  CreatedUploadToken,
  ReportListItem,
  ReportMeta,
  ExplorerSummary,
  PusherConnection,
} from '@curbcut/core';

/** Query of `GET /api/v1/reports`: optionally one report type and one project. */
export type ReportListParams = ReportListQuery;
