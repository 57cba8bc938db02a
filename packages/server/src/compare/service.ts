/**
 * The compare service: a comparison of two runs is computed on the read pool (a million issues a
 * side never holds the event loop) and kept in memory per server under both runs' ids and decision
 * revisions, so a second read answers at once and a decision on either run makes the next read
 * compute again. Concurrent reads of one pair share one computation.
 */
import { IMPACTS, type CompareMeta, type CompareRun, type CompareSeverityPoint, type CompareSummary } from '@curbcut/core';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { PromiseLru } from '../reports/promiseLru';
import { isoNow } from '../time/clock';
import { loadReportDataset } from '../builds/reportDataset';
import { withStoredDataset } from '../reports/datasetCache';
import type { ComparedPair, ComparedRun } from './access';
import type { ComparisonFacts, SeverityCounts } from './compute';
import type { StoredRunData } from './runInput';

/** Comparisons kept per server (a few kilobytes each, plus a byte per issue of both runs). */
const KEPT_COMPARISONS = 32;

/** A computed comparison and when it was computed. */
export interface StoredComparison {
  facts: ComparisonFacts;
  computedAt: string;
}

// Keyed by context, not module-wide: several servers in one process keep separate caches.
const caches = new WeakMap<ServerContext, PromiseLru<StoredComparison>>();

function keyOf(pair: ComparedPair): string {
  return `${pair.base.report.id}@${pair.base.revision}|${pair.next.report.id}@${pair.next.revision}`;
}

/** What the compare task is told of a run: where its stored dataset is (built first when there is none). */
async function storedRunData(ctx: ServerContext, run: ComparedRun): Promise<StoredRunData> {
  const datasetKey = await withStoredDataset(ctx, run.report.id, async (ref, open) => {
    await open();
    return ref.key;
  });
  return { id: run.report.id, engineVersion: run.engineVersion, datasetKey };
}

/** The comparison of a checked pair, computed on the read pool unless this server keeps it. */
export function comparisonOf(ctx: ServerContext, pair: ComparedPair): Promise<StoredComparison> {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new PromiseLru(KEPT_COMPARISONS)));
  return cache.get(keyOf(pair), async () => {
    const [base, next] = await Promise.all([storedRunData(ctx, pair.base), storedRunData(ctx, pair.next)]);
    // The views read both datasets next: loaded here while the read pool computes.
    const [computed, baseLoaded, nextLoaded] = await Promise.all([
      ctx.reads.run('compareRuns', base, next).catch(async (err: unknown) => {
        // A decision on either run meanwhile replaced its stored dataset, which the task reads.
        for (const data of [base, next]) {
          if (!(await ctx.blobs.exists(data.datasetKey))) throw new ApiError('conflict', `Report ${data.id} changed while it was being compared. Try again.`);
        }
        throw err;
      }),
      loadReportDataset(ctx, pair.base.report),
      loadReportDataset(ctx, pair.next.report),
    ]);
    // Only into the dataset the task read: a decision meanwhile stores another, with other flags.
    if (baseLoaded.key === base.datasetKey) baseLoaded.filter.usePairColumns(computed.pairs.base);
    if (nextLoaded.key === next.datasetKey) nextLoaded.filter.usePairColumns(computed.pairs.next);
    return { facts: computed.facts, computedAt: isoNow(ctx.clock) };
  });
}

function runOf(run: ComparedRun): CompareRun {
  return {
    id: run.report.id,
    name: run.report.type === 'automatedTest' ? run.report.build_name : run.report.name,
    number: run.number,
    createdAt: run.report.created_at,
    completedAt: run.report.completed_at,
    status: run.report.status,
    engineVersion: run.engineVersion,
  };
}

/** The answer of `GET /api/compare/meta`. */
export async function compareMeta(ctx: ServerContext, pair: ComparedPair): Promise<CompareMeta> {
  const { facts, computedAt } = await comparisonOf(ctx, pair);
  return {
    product: pair.product,
    baseReport: runOf(pair.base),
    newReport: runOf(pair.next),
    reordered: pair.reordered,
    notComparedRules: facts.notComparedRules,
    notComparedPages: facts.notComparedPages,
    computedAt,
  };
}

function point(run: ComparedRun, counts: SeverityCounts): CompareSeverityPoint {
  const point: CompareSeverityPoint = { reportId: run.report.id, date: run.report.created_at, critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const impact of IMPACTS) point[impact] = counts[impact];
  return point;
}

/** The answer of `GET /api/compare/summary`. */
export async function compareSummary(ctx: ServerContext, pair: ComparedPair): Promise<CompareSummary> {
  const { facts, computedAt } = await comparisonOf(ctx, pair);
  return {
    newIssues: facts.total.new,
    retainedIssues: facts.total.retained,
    resolvedIssues: facts.total.resolved,
    notComparedIssues: facts.total.notCompared,
    movedIssues: facts.moved,
    bySeverity: facts.bySeverity,
    topRules: facts.topRules,
    topPages: facts.topPages,
    topComponents: facts.topComponents,
    topTests: facts.topTests,
    severitySeries: [point(pair.base, facts.severity.base), point(pair.next, facts.severity.next)],
    computedAt,
  };
}
