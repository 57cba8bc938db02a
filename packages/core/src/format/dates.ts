/**
 * The date formats of the spec, each followed by the time-zone abbreviation and computed with Intl
 * in an IANA time zone: 'MMM dd, yyyy, h:mm a' and 'MMMM do, h:mm a' (000 section 9), and the manual
 * reports' 'MMM dd, yyyy | h:mm:ss a' (002 section 9). English
 * month names: the product's texts are English. Where a zone has no common abbreviation Intl gives
 * its offset ('GMT+5:30').
 */

type Style = 'short' | 'long';
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, month: Style, seconds: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${month}|${seconds}`;
  let f = FORMATTERS.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month,
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        ...(seconds ? { second: '2-digit' as const } : {}),
        hour12: true,
        timeZoneName: 'short',
      });
    } catch {
      throw new RangeError(`Unknown time zone '${timeZone}'; expected an IANA name such as 'Europe/Paris'`);
    }
    FORMATTERS.set(key, f);
  }
  return f;
}

function parts(date: Date | string | number, timeZone: string, month: Style, seconds = false): Record<string, string> {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Not a valid date: ${String(date)}`);
  const out: Record<string, string> = {};
  for (const p of formatter(timeZone, month, seconds).formatToParts(d)) out[p.type] = p.value;
  return out;
}

/** English ordinal of a day of the month: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 23rd. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** 'MMM dd, yyyy, h:mm a' plus zone: 'Apr 09, 2025, 3:05 PM UTC'. */
export function formatDateTime(date: Date | string | number, timeZone: string): string {
  const p = parts(date, timeZone, 'short');
  return `${p.month} ${String(p.day).padStart(2, '0')}, ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
}

/** 'MMMM do, h:mm a' plus zone: 'April 9th, 3:05 PM UTC'. */
export function formatDayTime(date: Date | string | number, timeZone: string): string {
  const p = parts(date, timeZone, 'long');
  return `${p.month} ${ordinal(Number(p.day))}, ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
}

/** 'MMM dd, yyyy | h:mm:ss a' plus zone: 'Nov 29, 2026 | 8:41:07 PM UTC' (a manual report's date). */
export function formatTimestamp(date: Date | string | number, timeZone: string): string {
  const p = parts(date, timeZone, 'short', true);
  return `${p.month} ${String(p.day).padStart(2, '0')}, ${p.year} | ${p.hour}:${p.minute}:${p.second} ${p.dayPeriod} ${p.timeZoneName}`;
}

/**
 * The time zone of the environment running this code: in a browser, the viewer's, in which a
 * widget shows its dates. 'UTC' where Intl names none.
 */
export function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
