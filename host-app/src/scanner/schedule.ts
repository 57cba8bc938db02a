/**
 * Recurring-scan schedules (spec 000 section 3.6): the server stores a five-field cron expression
 * in UTC; people read and write local times. Moving a time across midnight moves its day too, so a
 * weekly Monday 01:00 in UTC+5 is stored as Sunday 20:00 UTC and shown again as Monday 01:00.
 *
 * Conversions use one UTC offset (the viewer's offset now), as the stored cron has no time zone:
 * across a daylight-saving change the scan keeps its UTC time and its local time moves by an hour.
 * Cron expressions whose days cannot follow such a shift (days of the month, months, or hours that
 * end up on different days) are refused for conversion rather than silently changed.
 */

/** A schedule as people set it, in local time. Days are 0 (Sunday) to 6 (Saturday). */
export type LocalSchedule =
  | { kind: 'daily'; hour: number; minute: number }
  | { kind: 'weekly'; day: number; hour: number; minute: number }
  | { kind: 'custom'; cron: string };

/** Outcome of a conversion: the cron expression, or why it cannot be converted. */
export type CronResult = { ok: true; cron: string } | { ok: false; error: string };

/** Names of the days, Sunday first (cron numbers them 0 to 6). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

interface FieldSpec {
  name: string;
  min: number;
  max: number;
  names?: readonly string[];
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of the month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] },
  { name: 'day of the week', min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
];

/** One parsed field: its original text, its values, and whether it allows every value. */
interface CronField {
  text: string;
  values: number[];
  /** Starts with '*': cron's rule for combining day of the month and day of the week. */
  star: boolean;
  all: boolean;
}

/** A parsed five-field cron expression. */
export interface ParsedCron {
  minute: CronField;
  hour: CronField;
  dom: CronField;
  month: CronField;
  dow: CronField;
}

function parseValue(token: string, spec: FieldSpec): number | null {
  const named = spec.names?.indexOf(token.toUpperCase()) ?? -1;
  if (named !== -1) return spec.min === 1 ? named + 1 : named;
  if (!/^\d{1,2}$/.test(token)) return null;
  const value = Number(token);
  return value >= spec.min && value <= spec.max ? value : null;
}

function parseField(text: string, spec: FieldSpec): CronField | string {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const [range = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : /^\d{1,2}$/.test(stepText) ? Number(stepText) : 0;
    if (step < 1) return `'${part}' is not a valid ${spec.name} value.`;
    let from: number | null;
    let to: number | null;
    if (range === '*') {
      from = spec.min;
      to = spec.max;
    } else {
      const [a = '', b] = range.split('-');
      from = parseValue(a, spec);
      to = b === undefined ? (stepText === undefined ? from : spec.max) : parseValue(b, spec);
    }
    if (from === null || to === null || from > to) return `'${part}' is not a valid ${spec.name} value.`;
    for (let v = from; v <= to; v += step) values.add(spec.max === 7 && v === 7 ? 0 : v);
  }
  const sorted = [...values].sort((x, y) => x - y);
  const size = (spec.max === 7 ? 6 : spec.max) - spec.min + 1;
  return { text, values: sorted, star: text.startsWith('*'), all: sorted.length === size };
}

/** Parses a five-field cron expression (numbers, names, `*`, ranges, lists and steps). */
export function parseCron(expression: string): { ok: true; cron: ParsedCron } | { ok: false; error: string } {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5 || parts[0] === '') {
    return { ok: false, error: 'Enter five fields: minute, hour, day of the month, month and day of the week.' };
  }
  const fields: CronField[] = [];
  for (const [i, spec] of FIELDS.entries()) {
    const field = parseField(parts[i] ?? '', spec);
    if (typeof field === 'string') return { ok: false, error: field };
    fields.push(field);
  }
  const [minute, hour, dom, month, dow] = fields as [CronField, CronField, CronField, CronField, CronField];
  return { ok: true, cron: { minute, hour, dom, month, dow } };
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** Writes values compactly: runs of three or more as ranges, every value as `*`. */
function formatValues(values: number[], all: boolean): string {
  if (all) return '*';
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j += 1;
    const first = sorted[i] ?? 0;
    const last = sorted[j] ?? 0;
    parts.push(j - i >= 2 ? `${first}-${last}` : sorted.slice(i, j + 1).join(','));
    i = j + 1;
  }
  return parts.join(',');
}

/**
 * Moves every time of a cron expression by `deltaMinutes`, moving its days of the week with it when
 * a time crosses midnight. `deltaMinutes` is minus the UTC offset to go from local to UTC, and the
 * offset itself to go back.
 */
export function shiftCron(expression: string, deltaMinutes: number): CronResult {
  const parsed = parseCron(expression);
  if (!parsed.ok) return parsed;
  const { minute, hour, dom, month, dow } = parsed.cron;
  if (deltaMinutes === 0) return { ok: true, cron: expression.trim().split(/\s+/).join(' ') };

  // Every minute value must carry the same number of hours, or one cron could not express the result.
  const minuteShift = mod(deltaMinutes, 60);
  const hourShift = (deltaMinutes - minuteShift) / 60;
  const carries = new Set(minute.values.map((m) => Math.floor((m + minuteShift) / 60)));
  if (minuteShift !== 0 && carries.size > 1) {
    return { ok: false, error: 'This schedule’s minutes cannot be converted to UTC; use a single minute or write the expression in UTC.' };
  }
  const carry = minuteShift === 0 ? 0 : (carries.values().next().value ?? 0);
  const minuteText = minuteShift === 0 ? minute.text : formatValues(minute.values.map((m) => mod(m + minuteShift, 60)), minute.all);

  const byDay = new Map<number, number[]>();
  for (const h of hour.values) {
    const shifted = h + hourShift + carry;
    const day = Math.floor(shifted / 24);
    byDay.set(day, [...(byDay.get(day) ?? []), mod(shifted, 24)]);
  }
  const hours = [...byDay.values()].flat();
  const hourText = hourShift + carry === 0 ? hour.text : formatValues(hours, hour.all);
  const daysRestricted = !dom.all || !dow.all || !month.all;
  const dayShifts = [...byDay.keys()];
  if (!daysRestricted || (dayShifts.length === 1 && dayShifts[0] === 0)) {
    return { ok: true, cron: [minuteText, hourText, dom.text, month.text, dow.text].join(' ') };
  }
  if (dayShifts.length > 1) {
    return { ok: false, error: 'This schedule’s hours fall on different days in UTC; write the expression in UTC.' };
  }
  if (!dom.all || !month.all) {
    return { ok: false, error: 'Schedules that name days of the month or months cannot be moved to UTC here; write the expression in UTC.' };
  }
  const dayShift = dayShifts[0] ?? 0;
  const dowText = formatValues(dow.values.map((d) => mod(d + dayShift, 7)), false);
  return { ok: true, cron: [minuteText, hourText, dom.text, month.text, dowText].join(' ') };
}

/** The cron expression of a local schedule, in local time. */
export function localCron(schedule: LocalSchedule): string {
  if (schedule.kind === 'custom') return schedule.cron.trim().split(/\s+/).join(' ');
  const day = schedule.kind === 'weekly' ? String(schedule.day) : '*';
  return `${schedule.minute} ${schedule.hour} * * ${day}`;
}

/** Converts a local schedule to the UTC cron the server stores. `offsetMinutes`: local minus UTC (UTC+5 is 300). */
export function toUtcCron(schedule: LocalSchedule, offsetMinutes: number): CronResult {
  return shiftCron(localCron(schedule), -offsetMinutes);
}

/**
 * Reads a stored UTC cron back as a local schedule: daily or weekly when it is one time on every day
 * or on one day, else the local cron expression. Null when it cannot be shown in local time.
 */
export function fromUtcCron(utcCron: string, offsetMinutes: number): LocalSchedule | null {
  const shifted = shiftCron(utcCron, offsetMinutes);
  if (!shifted.ok) return null;
  const parsed = parseCron(shifted.cron);
  if (!parsed.ok) return null;
  const { minute, hour, dom, month, dow } = parsed.cron;
  const single = minute.values.length === 1 && hour.values.length === 1 && dom.all && month.all;
  const [m = 0] = minute.values;
  const [h = 0] = hour.values;
  if (single && dow.all) return { kind: 'daily', hour: h, minute: m };
  if (single && dow.values.length === 1) return { kind: 'weekly', day: dow.values[0] ?? 0, hour: h, minute: m };
  return { kind: 'custom', cron: shifted.cron };
}

/** '1:05 AM': the app's 12-hour clock (spec 000 section 9's 'h:mm a'). */
export function formatClock(hour: number, minute: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${mod(hour, 12) === 0 ? 12 : mod(hour, 12)}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/** A sentence for a local schedule: 'Every Monday at 1:00 AM'. */
export function describeSchedule(schedule: LocalSchedule): string {
  if (schedule.kind === 'daily') return `Every day at ${formatClock(schedule.hour, schedule.minute)}`;
  if (schedule.kind === 'weekly') return `Every ${WEEKDAYS[schedule.day] ?? '?'} at ${formatClock(schedule.hour, schedule.minute)}`;
  return `Custom schedule: ${schedule.cron}`;
}

/** A stored UTC cron as people should read it: in local time where possible, else labelled UTC. */
export function describeUtcCron(utcCron: string, offsetMinutes: number): string {
  const local = fromUtcCron(utcCron, offsetMinutes);
  if (!local) return `Custom schedule: ${utcCron} (UTC)`;
  return local.kind === 'custom' ? `Custom schedule: ${local.cron} (your time)` : describeSchedule(local);
}

/** The viewer's UTC offset at `at`, in minutes (UTC+5 is 300). */
export function browserOffsetMinutes(at: Date = new Date()): number {
  return -at.getTimezoneOffset();
}

/** The UTC offset of an IANA time zone at `at`, in minutes. */
export function timeZoneOffsetMinutes(timeZone: string, at: Date = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  const instant = Math.floor(at.getTime() / 60_000) * 60_000;
  return Math.round((wall - instant) / 60_000);
}

/** The first time after `from` at which a UTC cron fires; null for an invalid or never-firing expression. */
export function nextCronRun(utcCron: string, from: Date): Date | null {
  const parsed = parseCron(utcCron);
  if (!parsed.ok) return null;
  const { minute, hour, dom, month, dow } = parsed.cron;
  const start = new Date(Math.floor(from.getTime() / 60_000) * 60_000 + 60_000);
  const dayStart = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  // Eight years covers every date a valid expression can name (29 February included).
  for (let d = 0; d < 8 * 366; d += 1) {
    const day = new Date(dayStart + d * 86_400_000);
    const domOk = dom.values.includes(day.getUTCDate());
    const dowOk = dow.values.includes(day.getUTCDay());
    const dayOk = dom.star || dow.star ? domOk && dowOk : domOk || dowOk;
    if (!dayOk || !month.values.includes(day.getUTCMonth() + 1)) continue;
    for (const h of hour.values) {
      for (const m of minute.values) {
        const at = day.getTime() + h * 3_600_000 + m * 60_000;
        if (at >= start.getTime()) return new Date(at);
      }
    }
  }
  return null;
}
