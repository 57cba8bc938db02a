/**
 * Scan configurations: create (with its own project), read with the latest run, change and delete.
 * Scoped to a group; only the creator or a group admin may change or delete one, which the server
 * checks on every call (docs/decisions/0023-website-scans.md).
 */
import type { CreateScanBody, ScanConfig, ScanSettings, UpdateScanBody } from '@curbcut/core';
import type { ServerContext } from '../context';
import type { AuthUser } from '../auth/guards';
import { createProject, findProjectByName } from '../accounts/projects';
import { newId } from '../db/ids';
import { ApiError } from '../http/errors';
import { isUniqueViolation } from '../reports/bulk';
import { canManage, findAuthConfig } from './authConfigs';
import { resolveSchedule, resolveSettings, scanTypeOf, sourceTypeOf } from './configSettings';
import { assertPublicTargets, privateNetworkAllowed } from './networkPolicy';
import { scoresOfReports } from './runScores';
import { createScanRun, findRunInProgress, readScanConfig, toScanRunItem, type StoredScanConfig } from './runs';
import type { ScanConfigsTable } from './tables';

/** Configurations as the API shows them, each with its creator, sign-in, latest run and run count. */
export async function toScanConfigs(ctx: ServerContext, configs: readonly StoredScanConfig[]): Promise<ScanConfig[]> {
  if (configs.length === 0) return [];
  const ids = configs.map((c) => c.row.id);
  const userIds = [...new Set(configs.map((c) => c.row.created_by))];
  const authIds = [...new Set(configs.flatMap((c) => (c.row.auth_config_id === null ? [] : [c.row.auth_config_id])))];

  const users = await ctx.db.selectFrom('users').select(['id', 'name']).where('id', 'in', userIds).execute();
  const userName = new Map(users.map((u) => [u.id, u.name]));
  const auths =
    authIds.length === 0 ? [] : await ctx.db.selectFrom('auth_configs').select(['id', 'name', 'type']).where('id', 'in', authIds).execute();
  const authOf = new Map(auths.map((a) => [a.id, a]));

  const counts = await ctx.db
    .selectFrom('scan_runs')
    .select(['scan_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('scan_id', 'in', ids)
    .groupBy('scan_id')
    .execute();
  const countOf = new Map(counts.map((c) => [c.scan_id, Number(c.n)]));
  const latest = await ctx.db
    .selectFrom('scan_runs')
    .innerJoin('reports', 'reports.id', 'scan_runs.report_id')
    .selectAll('scan_runs')
    .select(['reports.project_id', 'reports.summary', 'reports.status as report_status', 'reports.created_at as report_created_at'])
    .where('scan_runs.scan_id', 'in', ids)
    .where('scan_runs.run_number', '=', (eb) =>
      eb.selectFrom('scan_runs as newer').select((n) => n.fn.max('newer.run_number').as('m')).whereRef('newer.scan_id', '=', 'scan_runs.scan_id'),
    )
    .execute();
  const scores = await scoresOfReports(
    ctx,
    latest.map((r) => ({ id: r.report_id, created_at: r.report_created_at, status: r.report_status })),
  );
  const latestOf = new Map(latest.map((r) => [r.scan_id, toScanRunItem(r, r, scores.get(r.report_id) ?? null)]));

  return configs.map(({ row, settings }) => {
    const auth = row.auth_config_id === null ? undefined : authOf.get(row.auth_config_id);
    return {
      id: row.id,
      name: row.name,
      projectId: row.project_id,
      groupId: row.group_id,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      createdBy: { id: row.created_by, name: userName.get(row.created_by) ?? 'Deleted user' },
      settings,
      sourceType: sourceTypeOf(settings),
      scanType: scanTypeOf(row),
      schedule:
        row.schedule_cron === null ? null : { cron: row.schedule_cron, enabled: Number(row.schedule_enabled) === 1, nextRunAt: row.next_run_at },
      authConfig: auth ? { id: auth.id, name: auth.name, type: auth.type } : null,
      lastScanTime: row.last_scan_at,
      latestRun: latestOf.get(row.id) ?? null,
      runCount: countOf.get(row.id) ?? 0,
    };
  });
}

/** One configuration of the group as the API shows it; 404 for another group's or an unknown id. */
export async function loadScanConfig(ctx: ServerContext, groupId: string, scanId: string): Promise<ScanConfig> {
  const stored = await readScanConfig(ctx, scanId, groupId);
  if (!stored) throw new ApiError('not_found', 'Scan not found.');
  const [config] = await toScanConfigs(ctx, [stored]);
  if (!config) throw new ApiError('not_found', 'Scan not found.');
  return config;
}

/** The URLs of settings that the scanner will fetch, with the field each came from. */
function settingsTargets(settings: ScanSettings): { url: string; path: string }[] {
  const targets = settings.startUrls.map((url, i) => ({ url, path: `$.settings.startUrls[${i}]` }));
  if (settings.sitemapUrl !== null) targets.push({ url: settings.sitemapUrl, path: '$.settings.sitemapUrl' });
  return targets;
}

async function checkAuthConfig(ctx: ServerContext, groupId: string, id: string | null | undefined): Promise<string | null> {
  // Fastify's schema coercion turns a JSON null sent for this string-or-null field into "".
  if (id === undefined || id === null || id === '') return null;
  if (!(await findAuthConfig(ctx, groupId, id))) {
    throw new ApiError('bad_request', 'The authentication configuration does not exist in your group.', { path: '$.authConfigId' });
  }
  return id;
}

async function checkScanNameFree(ctx: ServerContext, groupId: string, name: string, exceptId?: string): Promise<void> {
  let query = ctx.db.selectFrom('scan_configs').select('id').where('group_id', '=', groupId).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new ApiError('conflict', `A scan named "${name}" already exists in your group.`, { path: '$.name' });
}

function scanNameConflict(name: string): ApiError {
  return new ApiError('conflict', `A scan named "${name}" already exists in your group.`, { path: '$.name' });
}

function blankName(): ApiError {
  return new ApiError('bad_request', 'Scan name must not be blank.', { path: '$.name' });
}

/**
 * Creates a scan configuration and the project its runs go to (same name), then, unless
 * `scanNow` is false, queues its first run. 409 naming the scan or project when the name is taken.
 */
export async function createScanConfig(ctx: ServerContext, user: AuthUser, body: CreateScanBody): Promise<ScanConfig> {
  const name = body.name.trim();
  if (name === '') throw blankName();
  const settings = resolveSettings(body.settings, privateNetworkAllowed(ctx));
  await assertPublicTargets(ctx, settingsTargets(settings));
  const now = ctx.clock.now();
  const schedule = body.schedule ? resolveSchedule(body.schedule, now) : null;
  const authConfigId = await checkAuthConfig(ctx, user.groupId, body.authConfigId);
  await checkScanNameFree(ctx, user.groupId, name);
  // createProject answers 409 naming the project when one of that name exists (a deleted scan's, say).
  const project = await createProject(ctx, user.groupId, name, user.id);

  const at = now.toISOString();
  const row: ScanConfigsTable = {
    id: newId('scan'),
    group_id: user.groupId,
    project_id: project.id,
    name,
    settings: JSON.stringify(settings),
    schedule_cron: schedule?.cron ?? null,
    schedule_enabled: schedule?.enabled ? 1 : 0,
    next_run_at: schedule?.nextRunAt ?? null,
    auth_config_id: authConfigId,
    is_demo: 0,
    created_by: user.id,
    created_at: at,
    updated_at: at,
    last_scan_at: null,
  };
  try {
    await ctx.db.insertInto('scan_configs').values(row).execute();
  } catch (error) {
    // The project is new and empty: remove it so the name is free again.
    await ctx.db.deleteFrom('projects').where('id', '=', project.id).execute();
    if (isUniqueViolation(error)) throw scanNameConflict(name);
    throw error;
  }
  if (body.scanNow ?? true) await createScanRun(ctx, { scanId: row.id, trigger: 'manual', createdBy: user.id });
  return loadScanConfig(ctx, user.groupId, row.id);
}

async function manageable(ctx: ServerContext, user: AuthUser, scanId: string, verb: string): Promise<StoredScanConfig> {
  const stored = await readScanConfig(ctx, scanId, user.groupId);
  if (!stored) throw new ApiError('not_found', 'Scan not found.');
  if (!canManage(user, stored.row.created_by)) {
    throw new ApiError('forbidden', `Only the creator of scan "${stored.row.name}" or a group admin can ${verb} it.`);
  }
  return stored;
}

/** Applies the given fields; the rest keep their values. Renaming renames the scan's project too. */
export async function updateScanConfig(ctx: ServerContext, user: AuthUser, scanId: string, body: UpdateScanBody): Promise<ScanConfig> {
  const { row, settings: current } = await manageable(ctx, user, scanId, 'change');
  const now = ctx.clock.now();
  const changes: Partial<ScanConfigsTable> = { updated_at: now.toISOString() };

  if (body.settings !== undefined) {
    const settings = resolveSettings(body.settings, privateNetworkAllowed(ctx), current);
    await assertPublicTargets(ctx, settingsTargets(settings));
    changes.settings = JSON.stringify(settings);
  }
  if (body.schedule === null) {
    Object.assign(changes, { schedule_cron: null, schedule_enabled: 0, next_run_at: null });
  } else if (body.schedule !== undefined) {
    const schedule = resolveSchedule(body.schedule, now);
    const unchanged = schedule.cron === row.schedule_cron && schedule.enabled === (Number(row.schedule_enabled) === 1);
    // An unchanged schedule keeps its pending time, so saving other fields never skips a due run.
    const nextRunAt = unchanged && row.next_run_at !== null ? row.next_run_at : schedule.nextRunAt;
    Object.assign(changes, { schedule_cron: schedule.cron, schedule_enabled: schedule.enabled ? 1 : 0, next_run_at: nextRunAt });
  }
  if (body.authConfigId !== undefined) changes.auth_config_id = await checkAuthConfig(ctx, user.groupId, body.authConfigId);

  let rename: string | undefined;
  if (body.name !== undefined) {
    const name = body.name.trim();
    if (name === '') throw blankName();
    if (name !== row.name) {
      await checkScanNameFree(ctx, user.groupId, name, row.id);
      const project = await findProjectByName(ctx, user.groupId, name);
      if (project && project.id !== row.project_id) {
        throw new ApiError('conflict', `A project named "${name}" already exists in your group.`, { path: '$.name' });
      }
      rename = name;
      changes.name = name;
    }
  }

  try {
    await ctx.db.transaction().execute(async (tx) => {
      await tx.updateTable('scan_configs').set(changes).where('id', '=', row.id).execute();
      if (rename !== undefined) await tx.updateTable('projects').set({ name: rename }).where('id', '=', row.project_id).execute();
    });
  } catch (error) {
    if (isUniqueViolation(error) && rename !== undefined) throw scanNameConflict(rename);
    throw error;
  }
  return loadScanConfig(ctx, user.groupId, row.id);
}

/**
 * Deletes a configuration. Its project, reports and run rows stay, so past runs remain readable;
 * refused (409) while a run is queued or running.
 */
export async function deleteScanConfig(ctx: ServerContext, user: AuthUser, scanId: string): Promise<void> {
  const { row } = await manageable(ctx, user, scanId, 'delete');
  const running = await findRunInProgress(ctx, row.id);
  if (running) {
    throw new ApiError(
      'conflict',
      `Scan "${row.name}" has a run in progress (run #${Number(running.run_number)} is ${running.status}); cancel it or wait for it to end, then delete the scan.`,
    );
  }
  await ctx.db.deleteFrom('scan_configs').where('id', '=', row.id).execute();
}
