/**
 * `GET /api/tests/consolidate` (spec 002 section 7, docs/decisions/0041): one manual report answers
 * its own data; several are merged on the read pool into a stored consolidation, keyed by the group
 * and each source's dataset generation, so a second read answers at once and a decision in a
 * source (a new generation) merges again. Concurrent identical reads in one process share a merge.
 */
import type { FastifyRequest } from 'fastify';
import {
  MAX_CONSOLIDATED_REPORTS,
  consolidatedName,
  type BuildOverview,
  type ConsolidateQuery,
  type ConsolidatedReport,
  type ConsolidatedSource,
  type ManualReportType,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { reportTokenOf, requireReportReader } from '../auth/reportAccess';
import { requireUser, sessionTokenOf } from '../auth/guards';
import { newId } from '../db/ids';
import { ApiError } from '../http/errors';
import { runExpensive } from '../http/expensiveRoutes';
import { buildOverview } from '../builds/overview';
import { loadReportDataset } from '../builds/reportDataset';
import { readStoredOverview } from '../overview/refresh';
import { isUniqueViolation } from '../reports/bulk';
import { currentDatasetRef, ensureReportDataset, isStoredDatasetStatus } from '../reports/datasetCache';
import { getReport } from '../reports/queries';
import { metaOf } from '../reports/routes';
import { readSummary, type ReportRowWithNames } from '../reports/rows';
import { isoNow } from '../time/clock';
import type { ConsolidationsTable } from './tables';

/** Blob keys of merged datasets start with this. */
export const CONSOLIDATION_PREFIX = 'consolidations/';

/** The path the explorer reads a consolidation's merged dataset from. */
export function consolidationDatasetPath(id: string): string {
  return `/api/v1/consolidations/${encodeURIComponent(id)}/dataset`;
}

/** The reports a query names, each with the kind its parameter stands for, in the order named. */
function namedReports(query: ConsolidateQuery): Array<{ id: string; type: ManualReportType }> {
  const split = (list: string | undefined, type: ManualReportType) =>
    (list ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '')
      .map((id) => ({ id, type }));
  const seen = new Set<string>();
  const named = [...split(query.ids, 'workflowScan'), ...split(query.ar_ids, 'assistedTest')].filter((r) => !seen.has(r.id) && seen.add(r.id));
  if (named.length === 0) {
    throw new ApiError('bad_request', 'Name at least one report: ids (workflow reports) or ar_ids (assisted tests).', { path: 'query.ids' });
  }
  if (named.length > MAX_CONSOLIDATED_REPORTS) {
    throw new ApiError('bad_request', `${named.length} reports were named; a consolidated report merges at most ${MAX_CONSOLIDATED_REPORTS}.`, { path: 'query.ids' });
  }
  return named;
}

function wrongKind(id: string, type: ManualReportType): ApiError {
  return new ApiError('not_found', type === 'workflowScan' ? `Workflow report ${id} was not found.` : `Assisted test ${id} was not found.`);
}

function sourceOf(row: ReportRowWithNames): ConsolidatedSource {
  return {
    id: row.id,
    type: row.type as ManualReportType,
    name: row.name,
    createdBy: { id: row.created_by, name: row.creator_name },
    createdAt: row.created_at,
    issueCount: readSummary(row).issueSummary.issueCount,
  };
}

/** One report's own data (members, and its embed or public-link token), its overview as the overview call gives it. */
async function singleReport(ctx: ServerContext, req: FastifyRequest, named: { id: string; type: ManualReportType }): Promise<ConsolidatedReport> {
  const { report } = await requireReportReader(ctx, req, named.id);
  if (report.type !== named.type) throw wrongKind(named.id, named.type);
  const overview = isStoredDatasetStatus(report.status)
    ? (JSON.parse((await readStoredOverview(ctx, report.id, (compute) => runExpensive(ctx, req, compute))).body) as BuildOverview)
    : await runExpensive(ctx, req, async () => buildOverview(ctx, report, await loadReportDataset(ctx, report)));
  return {
    id: report.id,
    consolidated: false,
    name: report.name,
    reports: [sourceOf(report)],
    meta: await metaOf(ctx, report),
    overview,
    datasetPath: `/api/v1/reports/${encodeURIComponent(report.id)}/dataset`,
  };
}

/** Merges in flight in this process, by group and source key. */
const merging = new WeakMap<ServerContext, Map<string, Promise<ConsolidationsTable>>>();

function inFlight(ctx: ServerContext): Map<string, Promise<ConsolidationsTable>> {
  let map = merging.get(ctx);
  if (!map) merging.set(ctx, (map = new Map()));
  return map;
}

/** Merges the sources on the read pool and stores the consolidation (or finds the one another process stored). */
async function merge(ctx: ServerContext, req: FastifyRequest, groupId: string, sourceKey: string, rows: ReportRowWithNames[], keys: string[]): Promise<ConsolidationsTable> {
  const id = newId('consolidation');
  const datasetKey = `${CONSOLIDATION_PREFIX}${id}.ccds`;
  const facts = await runExpensive(ctx, req, () =>
    ctx.reads.run('consolidate', {
      sources: rows.map((row, i) => ({ reportId: row.id, name: row.name, key: keys[i] as string })),
      outKey: datasetKey,
      meta: (rows[0] as ReportRowWithNames).meta,
    }),
  );
  const { issueSummary, counts } = facts;
  const overview: BuildOverview = {
    reportId: id,
    issueSummary,
    healthSummary: { passed: 0, failed: 0, skipped: 0, total: 0 },
    // Spec 002: no score for a consolidated report.
    score: { state: 'unavailable', score: null, bySeverity: {} },
    trend: [],
    issueResolutionTrend: { buildNumbers: [], newIssueTrend: [], issueResolvedTrend: [], openIssueTrend: [] },
    snapshotComparison: null,
    conformance: facts.conformance,
    issueCountByCategory: counts.byCategory,
    issueCountByComponent: counts.byComponent,
    issueCountByUrl: counts.byPage.map((p) => ({ ...p, score: null, pageStatesCount: facts.pageStates[p.url] ?? 0 })),
    needsReviewCount: issueSummary.needsReviewCount,
    hiddenIssuesCount: issueSummary.hiddenIssuesCount,
    markedAsNonIssueCount: facts.markedAsNonIssueCount,
  };
  const row: ConsolidationsTable = {
    id,
    group_id: groupId,
    source_key: sourceKey,
    report_ids: JSON.stringify(rows.map((r) => r.id)),
    dataset_key: datasetKey,
    row_count: facts.rowCount,
    overview: JSON.stringify(overview),
    created_at: isoNow(ctx.clock),
  };
  try {
    await ctx.db.insertInto('consolidations').values(row).execute();
    return row;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another server merged the same sources meanwhile: keep its consolidation, drop ours.
    await ctx.blobs.delete(datasetKey);
    return ctx.db.selectFrom('consolidations').selectAll().where('group_id', '=', groupId).where('source_key', '=', sourceKey).executeTakeFirstOrThrow();
  }
}

/** The stored consolidation of these sources, merged first when there is none (or its file is gone). */
async function storedConsolidation(ctx: ServerContext, req: FastifyRequest, groupId: string, rows: ReportRowWithNames[]): Promise<ConsolidationsTable> {
  const keys: string[] = [];
  const parts: string[] = [];
  for (const row of rows) {
    await ensureReportDataset(ctx, row.id);
    const ref = await currentDatasetRef(ctx, row.id);
    keys.push(ref.key);
    parts.push(`${row.id}:${ref.generation}`);
  }
  const sourceKey = parts.join(',');
  const stored = await ctx.db.selectFrom('consolidations').selectAll().where('group_id', '=', groupId).where('source_key', '=', sourceKey).executeTakeFirst();
  if (stored && (await ctx.blobs.exists(stored.dataset_key))) return stored;
  if (stored) await ctx.db.deleteFrom('consolidations').where('id', '=', stored.id).execute();
  const flights = inFlight(ctx);
  const flightKey = `${groupId} ${sourceKey}`;
  let flight = flights.get(flightKey);
  if (!flight) {
    flight = merge(ctx, req, groupId, sourceKey, rows, keys).finally(() => flights.delete(flightKey));
    flights.set(flightKey, flight);
  }
  return flight;
}

/** Answers `GET /api/tests/consolidate`. */
export async function consolidate(ctx: ServerContext, req: FastifyRequest, query: ConsolidateQuery): Promise<ConsolidatedReport> {
  // The caller before the input: no credential at all is a 401 whatever the query says.
  if (sessionTokenOf(req) === undefined && reportTokenOf(req) === undefined) await requireUser(ctx, req);
  const named = namedReports(query);
  if (named.length === 1) return singleReport(ctx, req, named[0] as (typeof named)[number]);
  const user = await requireUser(ctx, req);
  const rows: ReportRowWithNames[] = [];
  for (const n of named) {
    const row = await getReport(ctx, user.groupId, n.id);
    if (row.type !== n.type) throw wrongKind(n.id, n.type);
    if (!isStoredDatasetStatus(row.status)) {
      throw new ApiError('conflict', `"${row.name}" is still being recorded; consolidate it once it is complete.`, { path: n.type === 'workflowScan' ? 'query.ids' : 'query.ar_ids' });
    }
    rows.push(row);
  }
  // Oldest first (then by id): the same reports named in any order make the same consolidation.
  rows.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : 1));
  const stored = await storedConsolidation(ctx, req, user.groupId, rows);
  return consolidationView(ctx, stored, rows);
}

/** What a stored consolidation answers, its sources read afresh (their names may have changed). */
export async function consolidationView(ctx: ServerContext, stored: ConsolidationsTable, rows: readonly ReportRowWithNames[]): Promise<ConsolidatedReport> {
  const first = await metaOf(ctx, rows[0] as ReportRowWithNames);
  const overview = JSON.parse(stored.overview) as BuildOverview;
  const name = consolidatedName(rows.length);
  return {
    id: stored.id,
    consolidated: true,
    name,
    reports: rows.map(sourceOf),
    meta: {
      ...first,
      id: stored.id,
      thBuildId: stored.id,
      name,
      buildName: name,
      buildNumber: 1,
      status: 'completed',
      createdAt: stored.created_at,
      completedAt: stored.created_at,
      // No one authors a consolidation: hide, review and preferred are the source reports' authors' (spec 002 section 5).
      createdBy: { id: '', name: [...new Set(rows.map((r) => r.creator_name))].join(', ') },
      issueSummary: overview.issueSummary,
      healthSummary: overview.healthSummary,
      hiddenIssuesCount: overview.hiddenIssuesCount,
      markedAsNonIssueCount: overview.markedAsNonIssueCount,
      // Spec 002: a consolidated report cannot be shared.
      publicLink: { isEnabled: false, link: null },
    },
    overview,
    datasetPath: consolidationDatasetPath(stored.id),
  };
}

/** A stored consolidation of the caller's group whose sources all still exist; 404 otherwise. */
export async function readableConsolidation(ctx: ServerContext, req: FastifyRequest, id: string): Promise<ConsolidationsTable & { sources: ReportRowWithNames[] }> {
  const user = await requireUser(ctx, req);
  const row = await ctx.db.selectFrom('consolidations').selectAll().where('id', '=', id).where('group_id', '=', user.groupId).executeTakeFirst();
  if (!row) throw new ApiError('not_found', `Consolidated report ${id} was not found.`);
  const sources: ReportRowWithNames[] = [];
  for (const reportId of JSON.parse(row.report_ids) as string[]) {
    try {
      sources.push(await getReport(ctx, user.groupId, reportId));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'not_found') {
        throw new ApiError('not_found', `A report of consolidated report ${id} was deleted; consolidate the remaining reports again.`);
      }
      throw error;
    }
  }
  return { ...row, sources };
}
