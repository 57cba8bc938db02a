/**
 * `GET /api/tests/consolidate` (spec 002 section 7, docs/decisions/0041): several workflow and
 * assisted reports merged into one view by fingerprint. The merged issues are stored as a dataset
 * the explorer reads like a report's (`/api/v1/consolidations/{id}/dataset`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { BuildOverview } from './buildOverview';
import { ReportMeta } from './reports';
import { MANUAL_REPORT_TYPES } from './manualIngest';

/** Most reports one consolidated view merges. */
export const MAX_CONSOLIDATED_REPORTS = 50;

const IdList = (description: string) =>
  Type.Optional(Type.String({ maxLength: 50 * 40, description: `${description}, comma-separated` }));

/** Query of `GET /api/tests/consolidate`. */
export const ConsolidateQuery = Type.Object({
  ids: IdList('Workflow report ids (`rep_...`)'),
  ar_ids: IdList('Assisted-test report ids (`rep_...`)'),
});
export type ConsolidateQuery = Static<typeof ConsolidateQuery>;

/** One report a consolidated view is made of. */
export const ConsolidatedSource = Type.Object({
  id: Type.String({ description: 'Report id (`rep_...`)' }),
  type: Type.Union(MANUAL_REPORT_TYPES.map((t) => Type.Literal(t)), { description: 'Report kind' }),
  name: Type.String({ description: 'Report name' }),
  createdBy: Type.Object({ id: Type.String(), name: Type.String() }, { description: 'Its author' }),
  createdAt: Type.String({ description: 'When it was created (ISO 8601)' }),
  issueCount: Type.Integer({ minimum: 0, description: 'Its own issue count' }),
});
export type ConsolidatedSource = Static<typeof ConsolidatedSource>;

/** Answer of `GET /api/tests/consolidate`. */
export const ConsolidatedReport = Type.Object({
  id: Type.String({
    description: 'The consolidation (`con_...`) when several reports were named; the report itself when one was',
  }),
  consolidated: Type.Boolean({ description: 'true when several reports were merged: the view is read-only and cannot be shared' }),
  name: Type.String({ description: "The report's name, or 'Consolidated report across N reports'" }),
  reports: Type.Array(ConsolidatedSource, { description: 'The reports merged, in the order named (workflow reports first)' }),
  meta: ReportMeta,
  overview: BuildOverview,
  datasetPath: Type.String({ description: "API path of the merged issues' worker dataset (its `/strings` and `/slices` beside it)" }),
});
export type ConsolidatedReport = Static<typeof ConsolidatedReport>;

/** Path parameters of a stored consolidation's calls. */
export const ConsolidationParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, description: 'Consolidation id (`con_...`)' }),
});
export type ConsolidationParams = Static<typeof ConsolidationParams>;

/** The heading of a consolidated view (spec 002 section 2.1). */
export function consolidatedName(count: number): string {
  return `Consolidated report across ${count} reports`;
}
