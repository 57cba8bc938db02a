/**
 * CSV exports (spec 002 section 7 "Sharing and export", spec 001 section 7): a request starts a
 * job that writes the file into the blob store; the client polls it and downloads the file until
 * the link expires (410 afterwards, shown as the link-expired page).
 */
import { Type, type Static } from '@sinclair/typebox';
import { REPORT_TYPES } from '../model';

/** Where an export is. */
export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** How long a finished export can be downloaded: 24 hours after it was requested. */
export const EXPORT_LINK_TTL_HOURS = 24;
/** Toast when the download starts (spec 002 section 7). */
export const CSV_DOWNLOAD_STARTED_TOAST = 'CSV download has started.';

const Id = (description: string) => Type.String({ minLength: 1, maxLength: 100, description });

/**
 * The view's issue filters, as the build calls take them (spec 000 section 3.2), validated by
 * core's normalizeFilters: the export holds the rows the view lists, over both review states
 * unless needsReviewFilter chooses one; hidden, non-issue and preferred-behaviour rows never.
 */
export const ExportFilters = Type.Record(Type.String(), Type.Unknown(), {
  description:
    'Issue filters of the view: impact or severity, pages, components, categories, tests, files, tags, needsReviewFilter, bestPracticesFilter, aiDetectedIssuesFilter',
});
export type ExportFilters = Static<typeof ExportFilters>;

/** `POST /api/export_reports`. */
export const ExportReportBody = Type.Object({
  id: Id('Report id (`rep_...`); for a build, the build id'),
  type: Type.Union(REPORT_TYPES.map((t) => Type.Literal(t)), { description: 'Kind of report; must be the report\'s own' }),
  th_build_id: Type.Optional(Id('The build id; when given it must equal id')),
  test_case_id: Type.Optional(Id('Export only the issues of this test case (`tc_...`)')),
  th_btcer_id: Type.Optional(Id('Same as test_case_id (the test-case result id of the spec)')),
  filters: Type.Optional(ExportFilters),
  issue_link_base: Type.Optional(
    Type.String({
      maxLength: 2000,
      pattern: '^https?://',
      description: "The Issue link column: each row's link is this followed by the issue's id (the viewer's page URL ending in `activeIssueId=`)",
    }),
  ),
});
export type ExportReportBody = Static<typeof ExportReportBody>;

/** Path of `GET /api/export_reports/{id}`: an export id (`job_...`) or a report id (its newest export). */
export const ExportIdParams = Type.Object({ id: Id('Export id (`job_...`), or a report id for its newest export') });
export type ExportIdParams = Static<typeof ExportIdParams>;

/** An export as the client polls it. */
export const ExportJob = Type.Object({
  id: Type.String({ description: 'Export id (`job_...`)' }),
  reportId: Type.String({ description: 'The exported report' }),
  status: Type.Union(EXPORT_STATUSES.map((s) => Type.Literal(s)), { description: 'queued, running, done or failed' }),
  progress: Type.Object(
    {
      rowsDone: Type.Integer({ description: 'Rows written so far' }),
      rowsTotal: Type.Integer({ description: 'Rows the file will hold; 0 until the job has opened the report' }),
    },
    { description: 'Rows written out of the total' },
  ),
  url: Type.Union([Type.String(), Type.Null()], {
    description: 'Download path (`/api/export_reports/{id}/download`) once done and until expiry; null otherwise',
  }),
  fileName: Type.String({ description: 'Name the file is saved under: the report name and the date' }),
  expiresAt: Type.String({ description: 'When the download link stops working (ISO 8601, UTC)' }),
  error: Type.Union([Type.String(), Type.Null()], { description: 'Why a failed export failed' }),
});
export type ExportJob = Static<typeof ExportJob>;

/** Message of the 410 answered for an expired export link. */
export const EXPORT_EXPIRED_MESSAGE = 'This export link has expired. Export the report again to get a new file.';

/** Query of `GET /api/v1/reports/{id}/dataset/csv`: the CSV a widget's worker saves, streamed. */
export const DatasetCsvQuery = Type.Object({
  filters: Type.Optional(
    Type.String({ maxLength: 20_000, description: 'The view\'s filters as JSON, as POST /api/export_reports takes them (none: every issue)' }),
  ),
  issue_link_base: Type.Optional(
    Type.String({
      maxLength: 2000,
      pattern: '^https?://',
      description: "The Issue link column: each row's link is this followed by the issue's id (the viewer's page URL ending in `activeIssueId=`)",
    }),
  ),
  download: Type.Optional(
    Type.Boolean({ description: 'Answer as a file to save (Content-Disposition: attachment, named as an export is), for the browser to download itself' }),
  ),
});
export type DatasetCsvQuery = Static<typeof DatasetCsvQuery>;

/** Response header of `GET /api/v1/reports/{id}/dataset/csv`: the rows the file will hold, for progress. */
export const CSV_ROWS_HEADER = 'x-curbcut-csv-rows';
