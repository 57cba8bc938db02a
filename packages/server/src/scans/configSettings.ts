/**
 * The rules a scan configuration must meet beyond its schema: at least one start URL or a sitemap,
 * every URL under core's strict website URL rule, well-formed URL patterns, a five-field cron in
 * UTC that runs at some time. Every refusal is a 400 whose `path` names the offending field
 * (`$.settings.startUrls[2]`), so forms can point at it.
 */
import { Cron } from 'croner';
import {
  scanSettingsWithDefaults,
  validateScanUrl,
  type ScanSchedule,
  type ScanSettings,
  type ScanSourceType,
  type ScanType,
} from '@curbcut/core';
import { ApiError } from '../http/errors';

const bad = (message: string, path: string) => new ApiError('bad_request', message, { path });

function checkWebsiteUrl(value: string, path: string, what: string, privateAllowed: boolean): string {
  const result = validateScanUrl(value, privateAllowed);
  if (!result.ok) throw bad(`${what}: ${result.error}`, path);
  return result.value;
}

function checkPatterns(patterns: readonly string[], field: 'include' | 'exclude'): string[] {
  return patterns.map((raw, i) => {
    const path = `$.settings.${field}[${i}]`;
    const pattern = raw.trim();
    if (pattern === '') throw bad('A URL pattern must not be blank.', path);
    if (/\s/.test(pattern)) throw bad(`URL pattern "${pattern}" must not contain spaces.`, path);
    if (!/^(\/|\*|https?:\/\/)/i.test(pattern)) {
      throw bad(`URL pattern "${pattern}" must start with "/" (a path), "*" or http(s):// (a whole URL).`, path);
    }
    // An exclude pattern of only wildcards would leave nothing to scan.
    if (field === 'exclude' && /^\*+$/.test(pattern)) throw bad(`Exclude pattern "${pattern}" would exclude every page.`, path);
    return pattern;
  });
}

/**
 * Settings with defaults filled in (`base` for an update, SCAN_LIMITS and 2.1 AA for a new scan)
 * and every URL and pattern checked (core's scan URL rule: strict, or widened to local addresses
 * where `privateAllowed`). Start URLs are trimmed and duplicates dropped.
 */
export function resolveSettings(partial: Partial<ScanSettings>, privateAllowed: boolean, base?: ScanSettings): ScanSettings {
  const merged = scanSettingsWithDefaults({ ...base, ...partial });
  const startUrls: string[] = [];
  merged.startUrls.forEach((url, i) => {
    const value = checkWebsiteUrl(url, `$.settings.startUrls[${i}]`, `Start URL ${i + 1}`, privateAllowed);
    if (!startUrls.includes(value)) startUrls.push(value);
  });
  const sitemapUrl = merged.sitemapUrl === null ? null : checkWebsiteUrl(merged.sitemapUrl, '$.settings.sitemapUrl', 'Sitemap URL', privateAllowed);
  if (startUrls.length === 0 && sitemapUrl === null) {
    throw bad('Add at least one start URL or a sitemap URL.', '$.settings.startUrls');
  }
  return {
    ...merged,
    startUrls,
    sitemapUrl,
    include: checkPatterns(merged.include, 'include'),
    exclude: checkPatterns(merged.exclude, 'exclude'),
  };
}

/** A schedule as stored: the cron normalised, and when it next runs (null when disabled). */
export interface ResolvedSchedule {
  cron: string;
  enabled: boolean;
  nextRunAt: string | null;
}

/** The next time a five-field UTC cron fires strictly after `after`, or null when it never does. */
export function nextCronRun(cron: string, after: Date): Date | null {
  return new Cron(cron, { timezone: 'UTC', mode: '5-part' }).nextRun(after);
}

/**
 * Checks a schedule (a five-field cron in UTC that fires at some time) and computes its next run
 * from `now`. Croner reads it with the usual cron meaning: day of month OR day of week.
 */
export function resolveSchedule(schedule: ScanSchedule, now: Date): ResolvedSchedule {
  const path = '$.schedule.cron';
  const cron = schedule.cron.trim().split(/\s+/).join(' ');
  if (cron.split(' ').length !== 5) {
    throw bad('Schedule must be a five-field cron expression (minute hour day-of-month month day-of-week), in UTC.', path);
  }
  let next: Date | null;
  try {
    next = nextCronRun(cron, now);
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^CronPattern:\s*/, '') : String(error);
    throw bad(`Schedule "${cron}" is not a valid cron expression: ${reason}.`, path);
  }
  if (next === null) throw bad(`Schedule "${cron}" never runs.`, path);
  return { cron, enabled: schedule.enabled, nextRunAt: schedule.enabled ? next.toISOString() : null };
}

/**
 * The list's scan type of a configuration (spec 000 section 3.6). local_enabled is never produced:
 * Curbcut has no local tunnel.
 */
export function scanTypeOf(row: { auth_config_id: string | null; schedule_cron: string | null; schedule_enabled: number }): ScanType {
  if (row.auth_config_id !== null) return 'login_configured';
  if (row.schedule_cron !== null) return Number(row.schedule_enabled) === 1 ? 'recurring_on' : 'recurring_off';
  return 'on_demand';
}

/** sitemap when the configuration names a sitemap, else url. */
export function sourceTypeOf(settings: Pick<ScanSettings, 'sitemapUrl'>): ScanSourceType {
  return settings.sitemapUrl !== null ? 'sitemap' : 'url';
}
