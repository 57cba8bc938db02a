/**
 * The scan list's filters (spec 000 section 3.6: createdAt, lastScanTime, scanType, team, type,
 * user, plus a name search). Parsed once into a typed filter, then applied as SQL where the columns
 * allow it; the source type (inside the settings JSON) and the case-insensitive name search run on
 * the group's rows in memory, which keeps them identical on SQLite and PostgreSQL.
 */
import { SCAN_SOURCE_TYPES, SCAN_TYPES, type ScanListQuery, type ScanSourceType, type ScanType } from '@curbcut/core';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import type { ScanConfigsTable } from './tables';
import { sourceTypeOf } from './configSettings';
import type { StoredScanConfig } from './runs';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A half-open time range [from, to) as ISO text; either end may be open. */
export interface TimeRange {
  from: string | null;
  to: string | null;
}

/** The list query, checked and parsed. */
export interface ScanListFilter {
  createdAt: TimeRange | null;
  lastScanTime: TimeRange | null;
  scanTypes: ScanType[] | null;
  team: string | null;
  sourceTypes: ScanSourceType[] | null;
  users: string[] | null;
  search: string | null;
}

function list(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  const items = value.split(',').map((v) => v.trim()).filter((v) => v !== '');
  return items.length === 0 ? null : items;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], key: string): T[] | null {
  const items = list(value);
  if (items === null) return null;
  for (const item of items) {
    if (!(allowed as readonly string[]).includes(item)) {
      throw new ApiError('bad_request', `${key} "${item}" is not one of ${allowed.join(', ')}.`, { path: `query.${key}` });
    }
  }
  return items as T[];
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parseInstant(text: string, end: boolean, key: string): string {
  const value = DATE_ONLY.test(text) ? `${text}T00:00:00.000Z` : text;
  const ms = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(ms)) {
    throw new ApiError('bad_request', `${key}: "${text}" is not an ISO date (YYYY-MM-DD) or date and time.`, { path: `query.${key}` });
  }
  // A date-only end includes that whole day.
  return new Date(end && DATE_ONLY.test(text) ? ms + DAY_MS : ms).toISOString();
}

/**
 * Parses `last_7_days` (any `last_N_days`) relative to `now`, or `from..to` with ISO dates or times
 * (either side may be left out; a date-only `to` includes its day).
 */
export function parseTimeRange(value: string | undefined, now: Date, key: string): TimeRange | null {
  if (value === undefined || value.trim() === '') return null;
  const text = value.trim();
  const last = /^last_(\d{1,4})_days$/.exec(text);
  if (last) {
    const days = Number(last[1]);
    if (days < 1) throw new ApiError('bad_request', `${key}: the number of days must be at least 1.`, { path: `query.${key}` });
    return { from: new Date(now.getTime() - days * DAY_MS).toISOString(), to: null };
  }
  const parts = text.split('..');
  if (parts.length !== 2 || (parts[0] === '' && parts[1] === '')) {
    throw new ApiError('bad_request', `${key} must be last_7_days, last_30_days, last_90_days or from..to with ISO dates.`, { path: `query.${key}` });
  }
  const from = parts[0] === '' || parts[0] === undefined ? null : parseInstant(parts[0], false, key);
  const to = parts[1] === '' || parts[1] === undefined ? null : parseInstant(parts[1], true, key);
  if (from !== null && to !== null && from >= to) {
    throw new ApiError('bad_request', `${key}: the start must be before the end.`, { path: `query.${key}` });
  }
  return { from, to };
}

/** Checks and parses the list query. */
export function parseScanListQuery(query: ScanListQuery, now: Date): ScanListFilter {
  const search = query.search?.trim();
  return {
    createdAt: parseTimeRange(query.createdAt, now, 'createdAt'),
    lastScanTime: parseTimeRange(query.lastScanTime, now, 'lastScanTime'),
    scanTypes: oneOf(query.scanType, SCAN_TYPES, 'scanType'),
    team: query.team?.trim() || null,
    sourceTypes: oneOf(query.type, SCAN_SOURCE_TYPES, 'type'),
    users: list(query.user),
    search: search === undefined || search === '' ? null : search.toLowerCase(),
  };
}

/**
 * Whether a configuration is of a scan type. Types are properties, not one label: a scheduled scan
 * that signs in shows as login_configured but is found under recurring_on too. local_enabled
 * matches nothing (no local tunnel).
 */
function hasScanType(row: ScanConfigsTable, type: ScanType): boolean {
  const scheduled = row.schedule_cron !== null;
  switch (type) {
    case 'login_configured':
      return row.auth_config_id !== null;
    case 'recurring_on':
      return scheduled && Number(row.schedule_enabled) === 1;
    case 'recurring_off':
      return scheduled && Number(row.schedule_enabled) === 0;
    case 'on_demand':
      return !scheduled && row.auth_config_id === null;
    case 'local_enabled':
      return false;
  }
}

/** The group's scan configurations matching the filter, newest first. */
export async function findScanConfigs(ctx: ServerContext, groupId: string, filter: ScanListFilter): Promise<StoredScanConfig[]> {
  // A user sees only their own group; naming another team finds nothing rather than failing.
  if (filter.team !== null && filter.team !== groupId) return [];
  let query = ctx.db.selectFrom('scan_configs').selectAll().where('group_id', '=', groupId);
  const { createdAt, lastScanTime, users } = filter;
  if (createdAt?.from) query = query.where('created_at', '>=', createdAt.from);
  if (createdAt?.to) query = query.where('created_at', '<', createdAt.to);
  if (lastScanTime?.from) query = query.where('last_scan_at', '>=', lastScanTime.from);
  if (lastScanTime?.to) query = query.where('last_scan_at', '<', lastScanTime.to);
  if (lastScanTime) query = query.where('last_scan_at', 'is not', null);
  if (users) query = query.where('created_by', 'in', users);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
  const out: StoredScanConfig[] = [];
  for (const row of rows) {
    if (filter.scanTypes && !filter.scanTypes.some((t) => hasScanType(row, t))) continue;
    if (filter.search !== null && !row.name.toLowerCase().includes(filter.search)) continue;
    const stored: StoredScanConfig = { row, settings: JSON.parse(row.settings) as StoredScanConfig['settings'] };
    if (filter.sourceTypes && !filter.sourceTypes.includes(sourceTypeOf(stored.settings))) continue;
    out.push(stored);
  }
  return out;
}
