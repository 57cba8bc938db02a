/**
 * The scan form's values, checks and request bodies, free of React so they are tested alone.
 * Checks follow the API schema (core's ScanSettings and SCAN_LIMITS) and the strict website URL
 * rule (spec 000 section 5), so most mistakes are caught before a round trip; what the server still
 * refuses comes back with a `path` that {@link fieldOfErrorPath} maps to the field to show it at.
 */
import {
  SCAN_LIMITS,
  scanSettingsWithDefaults,
  type CreateScanBody,
  type ScanConfig,
  type UpdateScanBody,
  type WcagScanLevel,
  type WcagScanVersion,
} from '@curbcut/core';
import { fromUtcCron, parseCron, toUtcCron, type LocalSchedule } from './schedule';
import { scanUrlRule, type ScanUrlRule } from './useScanUrlRule';

/** How the schedule is set: the simple picker (daily, weekly) or a custom cron expression. */
export type ScheduleKind = 'daily' | 'weekly' | 'custom';
/** Authentication choice; 'tunnel' (local tunnel) is shown but not available. */
export type AuthMode = 'none' | 'existing';

/** Everything the form holds, as the fields hold it (text areas as text, numbers as numbers). */
export interface ScanFormValues {
  name: string;
  /** One URL a line. */
  startUrls: string;
  sitemapUrl: string;
  crawlEnabled: boolean;
  maxDepth: number;
  maxPages: number;
  /** One pattern a line. */
  include: string;
  exclude: string;
  wcagVersion: WcagScanVersion;
  wcagLevel: WcagScanLevel;
  bestPractice: boolean;
  needsReview: boolean;
  pageTimeoutSeconds: number;
  concurrency: number;
  respectRobotsTxt: boolean;
  recurring: boolean;
  /** A paused schedule stays stored (scan type recurring_off). */
  scheduleEnabled: boolean;
  scheduleKind: ScheduleKind;
  /** 0 (Sunday) to 6. */
  scheduleDay: number;
  /** Local time 'HH:MM'. */
  scheduleTime: string;
  scheduleCron: string;
  /** Whether the custom cron is written in local time (converted) or already in UTC. */
  cronInUtc: boolean;
  authMode: AuthMode;
  authConfigId: string;
  /** Create only: start the first run at once. */
  scanNow: boolean;
}

/** Fields that can carry an error, in page order (focus goes to the first one with an error). */
export const FIELD_ORDER = [
  'name',
  'startUrls',
  'sitemapUrl',
  'maxDepth',
  'maxPages',
  'include',
  'exclude',
  'wcag',
  'pageTimeoutSeconds',
  'concurrency',
  'scheduleTime',
  'scheduleCron',
  'authConfigId',
] as const;
export type ScanFieldName = (typeof FIELD_ORDER)[number];
/** Errors by field; `form` holds what belongs to no field. */
export type ScanFormErrors = Partial<Record<ScanFieldName | 'form', string>>;

/** The values of a new scan: the server's defaults (core's scanSettingsWithDefaults), on demand, first run at once. */
export function defaultScanFormValues(): ScanFormValues {
  const s = scanSettingsWithDefaults({});
  return {
    name: '',
    startUrls: '',
    sitemapUrl: '',
    crawlEnabled: s.crawl.enabled,
    maxDepth: s.crawl.maxDepth,
    maxPages: s.crawl.maxPages,
    include: '',
    exclude: '',
    wcagVersion: s.wcagVersion,
    wcagLevel: s.wcagLevel,
    bestPractice: s.bestPractice,
    needsReview: s.needsReview,
    pageTimeoutSeconds: s.pageTimeoutSeconds,
    concurrency: s.concurrency,
    respectRobotsTxt: s.respectRobotsTxt,
    recurring: false,
    scheduleEnabled: true,
    scheduleKind: 'weekly',
    scheduleDay: 1,
    scheduleTime: '09:00',
    scheduleCron: '',
    cronInUtc: false,
    authMode: 'none',
    authConfigId: '',
    scanNow: true,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The form's values for editing a saved scan; its UTC schedule is shown in local time. */
export function valuesFromScan(scan: ScanConfig, offsetMinutes: number): ScanFormValues {
  const s = scan.settings;
  const base: ScanFormValues = {
    ...defaultScanFormValues(),
    name: scan.name,
    startUrls: s.startUrls.join('\n'),
    sitemapUrl: s.sitemapUrl ?? '',
    crawlEnabled: s.crawl.enabled,
    maxDepth: s.crawl.maxDepth,
    maxPages: s.crawl.maxPages,
    include: s.include.join('\n'),
    exclude: s.exclude.join('\n'),
    wcagVersion: s.wcagVersion,
    wcagLevel: s.wcagLevel,
    bestPractice: s.bestPractice,
    needsReview: s.needsReview,
    pageTimeoutSeconds: s.pageTimeoutSeconds,
    concurrency: s.concurrency,
    respectRobotsTxt: s.respectRobotsTxt,
    authMode: scan.authConfig ? 'existing' : 'none',
    authConfigId: scan.authConfig?.id ?? '',
    scanNow: false,
  };
  if (!scan.schedule) return base;
  const local: LocalSchedule | null = fromUtcCron(scan.schedule.cron, offsetMinutes);
  const withSchedule = { ...base, recurring: true, scheduleEnabled: scan.schedule.enabled };
  if (!local) return { ...withSchedule, scheduleKind: 'custom', scheduleCron: scan.schedule.cron, cronInUtc: true };
  if (local.kind === 'custom') return { ...withSchedule, scheduleKind: 'custom', scheduleCron: local.cron };
  return {
    ...withSchedule,
    scheduleKind: local.kind,
    scheduleDay: local.kind === 'weekly' ? local.day : base.scheduleDay,
    scheduleTime: `${pad(local.hour)}:${pad(local.minute)}`,
  };
}

/** Non-empty lines of a text area with their line numbers (from 1), duplicates left out. */
export function linesOf(text: string): { line: number; value: string }[] {
  const seen = new Set<string>();
  const out: { line: number; value: string }[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const value = raw.trim();
    if (value === '' || seen.has(value)) return;
    seen.add(value);
    out.push({ line: i + 1, value });
  });
  return out;
}

const MAX_LISTED_LINES = 3;

function checkStartUrls(text: string, rule: ScanUrlRule): string | null {
  const lines = linesOf(text);
  if (lines.length > SCAN_LIMITS.maxStartUrls) return `Enter at most ${SCAN_LIMITS.maxStartUrls} start URLs.`;
  const bad = lines.flatMap(({ line, value }) => {
    const result = rule(value);
    return result.ok ? [] : [`Line ${line}: ${result.error}`];
  });
  if (bad.length === 0) return null;
  const more = bad.length - MAX_LISTED_LINES;
  return bad.slice(0, MAX_LISTED_LINES).join(' ') + (more > 0 ? ` And ${more} more line${more === 1 ? '' : 's'}.` : '');
}

/** The server's pattern rules (a path, a wildcard or a whole URL; no spaces; not excluding everything). */
function patternProblem(pattern: string, field: 'include' | 'exclude'): string | null {
  if (pattern.length > 500) return 'a pattern must be at most 500 characters.';
  if (/\s/.test(pattern)) return 'a pattern must not contain spaces.';
  if (!/^(\/|\*|https?:\/\/)/i.test(pattern)) return 'a pattern must start with / (a path), * or http(s):// (a whole URL).';
  if (field === 'exclude' && /^\*+$/.test(pattern)) return 'this pattern would exclude every page.';
  return null;
}

function checkPatterns(text: string, field: 'include' | 'exclude'): string | null {
  const lines = linesOf(text);
  if (lines.length > SCAN_LIMITS.maxPatterns) return `Enter at most ${SCAN_LIMITS.maxPatterns} patterns.`;
  for (const { line, value } of lines) {
    const problem = patternProblem(value, field);
    if (problem) return `Line ${line}: ${problem}`;
  }
  return null;
}

function checkInteger(value: number, min: number, max: number, what: string): string | null {
  if (!Number.isInteger(value) || value < min || value > max) return `${what} must be a whole number from ${min} to ${max}.`;
  return null;
}

/** Parses 'HH:MM'; null when it is not a time. */
export function parseTime(text: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

/** The UTC cron of the form's schedule, or the error to show at the schedule's field. */
export function scheduleCronOf(values: ScanFormValues, offsetMinutes: number): { cron: string } | { field: ScanFieldName; error: string } {
  if (values.scheduleKind === 'custom') {
    const parsed = parseCron(values.scheduleCron);
    if (!parsed.ok) return { field: 'scheduleCron', error: parsed.error };
    if (values.cronInUtc) return { cron: values.scheduleCron.trim().split(/\s+/).join(' ') };
    const converted = toUtcCron({ kind: 'custom', cron: values.scheduleCron }, offsetMinutes);
    return converted.ok ? { cron: converted.cron } : { field: 'scheduleCron', error: converted.error };
  }
  const time = parseTime(values.scheduleTime);
  if (!time) return { field: 'scheduleTime', error: 'Enter a time, such as 09:30.' };
  const local: LocalSchedule =
    values.scheduleKind === 'daily' ? { kind: 'daily', ...time } : { kind: 'weekly', day: values.scheduleDay, ...time };
  const converted = toUtcCron(local, offsetMinutes);
  return converted.ok ? { cron: converted.cron } : { field: 'scheduleTime', error: converted.error };
}

/** The outcome of checking the form: errors, or the body to send. */
export type ScanFormCheck = { ok: true; body: CreateScanBody } | { ok: false; errors: ScanFormErrors };

/** Checks every field; with no error, builds the create body (the update body is the same minus scanNow). */
export function validateScanForm(values: ScanFormValues, offsetMinutes: number, rule: ScanUrlRule = scanUrlRule(false)): ScanFormCheck {
  const errors: ScanFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'Enter a scan name.';
  else if (name.length > 200) errors.name = 'The name must be at most 200 characters.';

  const startUrlError = checkStartUrls(values.startUrls, rule);
  if (startUrlError) errors.startUrls = startUrlError;
  const sitemapUrl = values.sitemapUrl.trim();
  if (sitemapUrl !== '') {
    const result = rule(sitemapUrl);
    if (!result.ok) errors.sitemapUrl = result.error;
  }
  if (!startUrlError && linesOf(values.startUrls).length === 0 && sitemapUrl === '') {
    errors.startUrls = 'Enter at least one start URL, or a sitemap URL.';
  }

  if (values.crawlEnabled) {
    const depth = checkInteger(values.maxDepth, 0, SCAN_LIMITS.maxDepth, 'Crawl depth');
    if (depth) errors.maxDepth = depth;
  }
  const maxPages = checkInteger(values.maxPages, 1, SCAN_LIMITS.maxPages, 'Max pages');
  if (maxPages) errors.maxPages = maxPages;
  const include = checkPatterns(values.include, 'include');
  if (include) errors.include = include;
  const exclude = checkPatterns(values.exclude, 'exclude');
  if (exclude) errors.exclude = exclude;
  const timeout = checkInteger(values.pageTimeoutSeconds, SCAN_LIMITS.minPageTimeoutSeconds, SCAN_LIMITS.maxPageTimeoutSeconds, 'Page timeout');
  if (timeout) errors.pageTimeoutSeconds = timeout;
  const concurrency = checkInteger(values.concurrency, 1, SCAN_LIMITS.maxConcurrency, 'Pages at once');
  if (concurrency) errors.concurrency = concurrency;

  let schedule: CreateScanBody['schedule'] = null;
  if (values.recurring) {
    const cron = scheduleCronOf(values, offsetMinutes);
    if ('error' in cron) errors[cron.field] = cron.error;
    else schedule = { cron: cron.cron, enabled: values.scheduleEnabled };
  }
  if (values.authMode === 'existing' && values.authConfigId === '') {
    errors.authConfigId = 'Choose an authentication configuration, or create one.';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  return {
    ok: true,
    body: {
      name,
      settings: {
        startUrls: linesOf(values.startUrls).map((l) => l.value),
        sitemapUrl: sitemapUrl === '' ? null : sitemapUrl,
        crawl: {
          enabled: values.crawlEnabled,
          // A hidden depth (crawl off) is not checked; whatever it holds must not fail the request.
          maxDepth: values.crawlEnabled || Number.isInteger(values.maxDepth) ? values.maxDepth : SCAN_LIMITS.defaultMaxDepth,
          maxPages: values.maxPages,
        },
        include: linesOf(values.include).map((l) => l.value),
        exclude: linesOf(values.exclude).map((l) => l.value),
        wcagVersion: values.wcagVersion,
        wcagLevel: values.wcagLevel,
        bestPractice: values.bestPractice,
        needsReview: values.needsReview,
        pageTimeoutSeconds: values.pageTimeoutSeconds,
        concurrency: values.concurrency,
        respectRobotsTxt: values.respectRobotsTxt,
      },
      schedule,
      authConfigId: values.authMode === 'existing' ? values.authConfigId : null,
      scanNow: values.scanNow,
    },
  };
}

/** The update body of an edited scan: the create body without scanNow. */
export function updateBodyOf(body: CreateScanBody): UpdateScanBody {
  const { scanNow: _scanNow, ...rest } = body;
  return rest;
}

const PATH_FIELDS: [RegExp, ScanFieldName][] = [
  [/^name\b/, 'name'],
  [/^settings\.startUrls\b/, 'startUrls'],
  [/^settings\.sitemapUrl\b/, 'sitemapUrl'],
  [/^settings\.crawl\.maxDepth\b/, 'maxDepth'],
  [/^settings\.crawl\.maxPages\b/, 'maxPages'],
  [/^settings\.include\b/, 'include'],
  [/^settings\.exclude\b/, 'exclude'],
  [/^settings\.wcag/, 'wcag'],
  [/^settings\.pageTimeoutSeconds\b/, 'pageTimeoutSeconds'],
  [/^settings\.concurrency\b/, 'concurrency'],
  [/^settings$/, 'startUrls'],
  [/^authConfigId\b/, 'authConfigId'],
];

/**
 * Where a server error belongs: the envelope's `path` (`$.settings.startUrls[1]`, `/name`, `body.name`)
 * mapped to a field, with the line named for list fields. A 409 without a path is the taken name.
 */
export function fieldOfErrorPath(
  path: string | undefined,
  message: string,
  values: ScanFormValues,
  code?: string,
): { field: ScanFieldName | 'form'; message: string } {
  if (path === undefined) return { field: code === 'conflict' ? 'name' : 'form', message };
  const normalised = path.replace(/^(\$|body)\.?/, '').replace(/^\//, '').replace(/\//g, '.').replace(/\.(\d+)(?=\.|$)/g, '[$1]');
  if (normalised.startsWith('schedule')) {
    return { field: values.scheduleKind === 'custom' ? 'scheduleCron' : 'scheduleTime', message };
  }
  const entry = PATH_FIELDS.find(([pattern]) => pattern.test(normalised));
  if (!entry) return { field: 'form', message };
  const index = /\[(\d+)\]/.exec(normalised)?.[1];
  const field = entry[1];
  if ((field === 'startUrls' || field === 'include' || field === 'exclude') && index !== undefined) {
    const line = linesOf(values[field])[Number(index)]?.line;
    // The server counts entries ('Start URL 2: ...'); the form counts lines of the text area.
    if (line !== undefined) return { field, message: `Line ${line}: ${message.replace(/^Start URL \d+: /, '')}` };
  }
  return { field, message };
}
