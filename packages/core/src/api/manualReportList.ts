/**
 * `GET /api/v1/manual_reports` (issue 20, docs/decisions/0041): the Workflow Analyzer and Assisted
 * Tests list pages, one kind at a time, found by name, a page at a time, newest first. Members of
 * the caller's group see its reports; each row says whether the caller wrote it (delete is theirs).
 */
import { Type, type Static } from '@sinclair/typebox';
import { REPORT_STATUSES } from '../model';
import { MANUAL_REPORT_TYPES } from './manualIngest';
import { IssueSummarySchema } from './reports';

/** Reports per page of the list. */
export const MANUAL_REPORTS_PAGE_SIZE = 25;

const ManualType = (description: string) => Type.Union(MANUAL_REPORT_TYPES.map((t) => Type.Literal(t)), { description });
const Count = (description: string) => Type.Integer({ minimum: 0, description });

/** Query of `GET /api/v1/manual_reports`. */
export const ManualReportListQuery = Type.Object({
  type: ManualType('Which list: workflow reports or assisted tests'),
  query: Type.Optional(Type.String({ maxLength: 200, description: 'Only reports whose name contains this text (case-insensitive; surrounding spaces ignored)' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: `1-based page of ${MANUAL_REPORTS_PAGE_SIZE} reports; default 1` })),
});
export type ManualReportListQuery = Static<typeof ManualReportListQuery>;

/** One row of the list. */
export const ManualReportListItem = Type.Object({
  id: Type.String({ description: 'Report id (`rep_...`)' }),
  type: ManualType('Report kind'),
  name: Type.String({ description: 'The name its author gave it' }),
  projectName: Type.String({ description: 'The project it belongs to' }),
  status: Type.Union(
    REPORT_STATUSES.map((s) => Type.Literal(s)),
    { description: 'Where the report is in its lifecycle; a workflow report not completed is in advanced processing' },
  ),
  createdAt: Type.String({ description: 'When it was created (ISO 8601, UTC)' }),
  createdBy: Type.Object({ id: Type.String({ description: 'User id (`usr_...`)' }), name: Type.String({ description: 'Display name' }) }, { description: 'Its author' }),
  isAuthor: Type.Boolean({ description: 'Whether the signed-in user is its author (and so may delete it)' }),
  issueSummary: IssueSummarySchema,
  pageCount: Count('Pages tested'),
  unitCount: Count('Steps of a workflow report, or checks of an assisted test'),
});
export type ManualReportListItem = Static<typeof ManualReportListItem>;

/** Answer of `GET /api/v1/manual_reports`. */
export const ManualReportListPage = Type.Object({
  reports: Type.Array(ManualReportListItem, { description: 'This page of reports, newest first' }),
  info: Type.Object({
    next: Type.Union([Type.Integer({ minimum: 2 }), Type.Null()], { description: 'Next page number; null on the last page' }),
    total: Count('Reports matching, on every page'),
  }),
});
export type ManualReportListPage = Static<typeof ManualReportListPage>;
