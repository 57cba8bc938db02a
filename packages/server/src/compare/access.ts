/**
 * Who may compare which runs, checked on every compare call before anything is computed: a
 * signed-in member (report tokens read one report, never two), whose group's plan has report
 * comparison (the profile's `report_comparison_supported`, an enabled trial included), naming two
 * distinct completed runs of one project (one website scan; one workflow, its reports of one name)
 * of the product asked for. Another group's run answers 404 as an unknown id would. The older run
 * becomes the base.
 */
import { COMPARE_PRODUCTS, type CompareProduct, type CompareQuery } from '@curbcut/core';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { effectiveTrialStatus } from '../accounts/profile';
import { trialPlanGrants } from '../accounts/plans';
import { requireUser } from '../auth/guards';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { getReport } from '../reports/queries';
import { readMeta, type ReportRowWithNames } from '../reports/rows';
import type { ScanRunsTable } from '../scans/tables';

/** One run to compare, as the compare calls read it. */
export interface ComparedRun {
  report: ReportRowWithNames;
  /** The scan run of a websiteScan report; null for builds. */
  scanRun: ScanRunsTable | null;
  /** Build number, the run number of a scan, or a workflow run's report number. */
  number: number;
  engineVersion: string;
  /** `reports.revision`, moved by every decision on the run's issues. */
  revision: number;
}

/** Two runs, the older the base. */
export interface ComparedPair {
  product: CompareProduct;
  base: ComparedRun;
  next: ComparedRun;
  /** `ids` named the newer run first. */
  reordered: boolean;
}

/** The 403 of a group whose plan lacks report comparison for the product. */
export function comparisonDisabledMessage(product: CompareProduct): string {
  return `Report comparison is not part of your organisation's plan (report_comparison_supported is off for ${product}). Ask your admin to turn on Report comparison.`;
}

function parseProduct(value: string): CompareProduct {
  if (!(COMPARE_PRODUCTS as readonly string[]).includes(value)) {
    throw new ApiError('bad_request', `product must be one of ${COMPARE_PRODUCTS.join(', ')}, not "${value}".`, { path: 'query.product' });
  }
  return value as CompareProduct;
}

function parseIds(value: string): [string, string] {
  const ids = value.split(',').map((id) => id.trim());
  if (ids.length !== 2 || ids.some((id) => id === '')) {
    throw new ApiError('bad_request', `ids must name exactly two report ids, base and new, separated by a comma (got "${value}").`, { path: 'query.ids' });
  }
  const [a, b] = ids as [string, string];
  if (a === b) throw new ApiError('bad_request', `ids names report ${a} twice: a run is compared with another run.`, { path: 'query.ids' });
  return [a, b];
}

/** Whether the group's plan (or its enabled trial) has report comparison, as the profile says. */
async function comparisonEnabled(ctx: ServerContext, groupId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('groups')
    .innerJoin('plan_features', 'plan_features.plan_id', 'groups.plan_id')
    .select(['plan_features.enabled', 'groups.trial_status', 'groups.trial_end_date'])
    .where('groups.id', '=', groupId)
    .where('plan_features.feature', '=', 'report_comparison')
    .executeTakeFirst();
  if (row?.enabled === 1) return true;
  const group = row ?? (await ctx.db.selectFrom('groups').select(['trial_status', 'trial_end_date']).where('id', '=', groupId).executeTakeFirst());
  if (!group) return false;
  return effectiveTrialStatus(group.trial_status, group.trial_end_date, ctx.clock.now()) === 'enabled' && (await trialPlanGrants(ctx.db, 'report_comparison'));
}

/** The axe-core version of a run: its meta's test engine, else the engine of its first page. */
async function engineVersionOf(ctx: ServerContext, report: ReportRowWithNames): Promise<string> {
  const own = readMeta(report).testEngine?.version;
  if (own) return own;
  const page = await ctx.db.selectFrom('report_pages').select('engine').where('report_id', '=', report.id).orderBy('first_tested_at').limit(1).executeTakeFirst();
  const engine = page ? (JSON.parse(page.engine) as { version?: unknown } | null) : null;
  return typeof engine?.version === 'string' ? engine.version : '';
}

function label(run: Pick<ComparedRun, 'report' | 'number'>): string {
  const { type, build_name: name, id } = run.report;
  if (type === 'websiteScan') return `run #${run.number} (${id})`;
  return type === 'workflowScan' ? `run #${run.number} of workflow "${name}" (${id})` : `build ${name} #${run.number} (${id})`;
}

async function loadRun(ctx: ServerContext, groupId: string, id: string, product: CompareProduct): Promise<ComparedRun> {
  const report = await getReport(ctx, groupId, id);
  if (report.type !== product) {
    throw new ApiError('bad_request', `Report ${id} is of product ${report.type}, not ${product}: only runs of one product are compared.`, { path: 'query.ids' });
  }
  const scanRun = product === 'websiteScan' ? ((await ctx.db.selectFrom('scan_runs').selectAll().where('report_id', '=', id).executeTakeFirst()) ?? null) : null;
  if (product === 'websiteScan' && scanRun === null) throw new ApiError('not_found', `Report ${id} is not a website scan run.`);
  const revision = await ctx.db.selectFrom('reports').select(sql<number>`revision`.as('revision')).where('id', '=', id).executeTakeFirstOrThrow();
  return {
    report,
    scanRun,
    // A manual report's build number counts its project's manual reports of its name (decision 0041): the
    // number the report shows, so the compare page and the report agree (an assisted test of that name counts too).
    number: scanRun ? Number(scanRun.run_number) : Number(report.build_number),
    engineVersion: await engineVersionOf(ctx, report),
    revision: Number(revision.revision),
  };
}

function requireCompleted(run: ComparedRun): void {
  const status = run.scanRun?.status ?? run.report.status;
  if (status !== 'completed' || run.report.status !== 'completed') {
    throw new ApiError('conflict', `The ${label(run)} is ${status}, not completed: only completed runs are compared.`);
  }
}

function isOlder(a: ComparedRun, b: ComparedRun): boolean {
  if (a.report.created_at !== b.report.created_at) return a.report.created_at < b.report.created_at;
  return a.number !== b.number ? a.number < b.number : a.report.id < b.report.id;
}

/** The two runs a compare call names, checked, the older first; throws the call's refusal otherwise. */
export async function requireComparedPair(ctx: ServerContext, req: FastifyRequest, query: CompareQuery): Promise<ComparedPair> {
  const user = await requireUser(ctx, req);
  const product = parseProduct(query.product);
  const [firstId, secondId] = parseIds(query.ids);
  if (!(await comparisonEnabled(ctx, user.groupId))) throw new ApiError('forbidden', comparisonDisabledMessage(product));
  const first = await loadRun(ctx, user.groupId, firstId, product);
  const second = await loadRun(ctx, user.groupId, secondId, product);
  if (first.report.project_id !== second.report.project_id || first.scanRun?.scan_id !== second.scanRun?.scan_id) {
    const what = product === 'websiteScan' ? 'website scans' : 'projects';
    throw new ApiError('bad_request', `The ${label(first)} and the ${label(second)} belong to different ${what}: only runs of one are compared.`, {
      path: 'query.ids',
    });
  }
  if (product === 'workflowScan' && first.report.build_name !== second.report.build_name) {
    throw new ApiError('bad_request', `The ${label(first)} and the ${label(second)} are runs of different workflows: only two runs of one workflow are compared.`, {
      path: 'query.ids',
    });
  }
  requireCompleted(first);
  requireCompleted(second);
  const reordered = isOlder(second, first);
  return reordered ? { product, base: second, next: first, reordered } : { product, base: first, next: second, reordered };
}
