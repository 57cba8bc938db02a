/**
 * The run list of the compare-run modal (spec 002 section 7, 'Compare-run modal'; issue 19): the
 * runs a build or a website scan run can be compared with, a page at a time, a search over build
 * names, and the changes of listed runs since the modal last looked. Members of the runs' group
 * only; an embed token reads the list of its own run's project (or scan) and nothing else.
 */
import { Type, type Static } from '@sinclair/typebox';

/** Runs per page of `GET /api/test_runs` and `GET /api/v2/test_runs/search`. */
export const TEST_RUNS_PAGE_SIZE = 20;

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const PageNumber = Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: `1-based page of ${TEST_RUNS_PAGE_SIZE} runs, newest first; default 1` }));

/** What a run offers for comparison; null while it is not completed. */
export const TestRunSummary = Type.Object(
  {
    issueCount: Count('Distinct issues (visible, not awaiting review)'),
    componentCount: Count('Distinct components those issues are on'),
    health: Type.Object(
      { failed: Count('Test cases that failed'), passed: Count('Test cases that passed'), total: Count('Every test case') },
      { description: 'Test case outcomes (as the run stores them)' },
    ),
    scanStability: Type.Object(
      { success: Count('Pages scanned'), failure: Count('Pages that failed to load'), redirect: Count('Pages that redirected') },
      { description: "Pages by outcome: the scan log of a website scan run; a build's tested pages all count as success" },
    ),
  },
  { description: 'The counts the modal shows; null for a run not completed' },
);
export type TestRunSummary = Static<typeof TestRunSummary>;

/** One run of the list (spec 002 'Run row (for compare)'). */
export const TestRunRow = Type.Object({
  thBuildId: Type.String({ description: 'Report id (`rep_...`) of the run' }),
  name: Type.String({ description: 'Build name, or the scan name of a website scan run' }),
  normalisedName: Type.String({ description: 'The name trimmed, lower-cased, runs of spaces made one: what search matches' }),
  buildNumber: Type.Integer({ description: 'Build number, or the run number of a website scan run' }),
  createdAt: Type.String({ description: 'When the run started (ISO 8601, UTC)' }),
  error: Type.Union([Type.String(), Type.Null()], { description: "Why the run failed (a scan run's error); null otherwise" }),
  status: Type.String({ description: 'completed, failed, running, finalizing, processing (builds) or queued, running, completed, failed, cancelled (scan runs)' }),
  summary: Type.Union([TestRunSummary, Type.Null()]),
});
export type TestRunRow = Static<typeof TestRunRow>;

/** A page of runs; `info.next` is the page to ask for next, null after the last. */
export const TestRunsPage = Type.Object({
  testRuns: Type.Array(TestRunRow),
  info: Type.Object({ next: Type.Union([Type.Integer({ minimum: 2 }), Type.Null()], { description: 'Next page number; null on the last page' }) }),
  checkedAt: Type.Optional(
    Type.String({ description: 'When the page was read (ISO 8601, UTC, the server clock): the first last_checked of `POST /api/v2/test_runs/updates`' }),
  ),
});
export type TestRunsPage = Static<typeof TestRunsPage>;

/** `GET /api/test_runs`. */
export const TestRunsQuery = Type.Object({
  project_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Builds: the project (`prj_...`); or give project_name' })),
  project_name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Builds: the project by name, when project_id is not given' })),
  build_name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Builds: only the builds of this name (one series)' })),
  central_scanner: Type.Optional(Type.Boolean({ description: 'true: list the runs of the website scan `scan_id` instead of builds' })),
  scan_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'With central_scanner=true: the website scan (`scn_...`) whose runs are listed' })),
  source: Type.Optional(
    Type.String({
      maxLength: 40,
      description: "The spec's `source` (`lcnc` for low-code automation). Curbcut keeps no source on a build, so every build of the project is listed whatever it says",
    }),
  ),
  th_build_id: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description: "The run the list is for. Required with an embed token (`cce_...`), which must be that run's: the list is then of its project (builds) or its scan (website scans)",
    }),
  ),
  page: PageNumber,
});
export type TestRunsQuery = Static<typeof TestRunsQuery>;

/** The run a search or an update check is for: required with an embed token, which must be that run's. */
const ForRun = Type.Optional(
  Type.String({
    minLength: 1,
    maxLength: 100,
    description: "The run the modal is for. Without a project, its project is used. Required with an embed token (`cce_...`), which must be that run's and reads only its project",
  }),
);
const ProjectId = Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'The project (`prj_...`); or give project_name' }));

/** `GET /api/v2/test_runs/search`. */
export const TestRunSearchQuery = Type.Object({
  query: Type.String({ maxLength: 200, description: "Text the build's name contains (case-insensitive), or a build number" }),
  project_id: ProjectId,
  project_name: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: "Only the builds of this project; without project_id, project_name or th_build_id the group's builds of every project" }),
  ),
  th_build_id: ForRun,
  page: PageNumber,
});
export type TestRunSearchQuery = Static<typeof TestRunSearchQuery>;

/** `POST /api/v2/test_runs/updates`. */
export const TestRunUpdatesBody = Type.Object({
  project_name: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: 'The project of the listed builds by name; one of project_name, project_id and th_build_id is required' }),
  ),
  project_id: ProjectId,
  th_build_id: ForRun,
  // Checked by the route after the caller is: a signed-out caller hears 401, not a date error.
  last_checked: Type.String({ maxLength: 40, description: 'When the caller last looked (ISO 8601 date-time): runs changed after it are answered; 400 when it is not one' }),
  builds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 200, description: 'Report ids of the runs on screen' }),
});
export type TestRunUpdatesBody = Static<typeof TestRunUpdatesBody>;

/** The listed runs whose status or summary changed since `last_checked`, and when this was read. */
export const TestRunUpdates = Type.Object({
  testRuns: Type.Array(TestRunRow),
  checkedAt: Type.String({ description: 'Send it back as last_checked next time (ISO 8601, UTC)' }),
});
export type TestRunUpdates = Static<typeof TestRunUpdates>;
