import { describe, expect, it } from 'vitest';
import {
  describeUtcCron,
  fromUtcCron,
  nextCronRun,
  parseCron,
  shiftCron,
  timeZoneOffsetMinutes,
  toUtcCron,
} from './schedule';

const UTC_PLUS_5 = 300;
const UTC_MINUS_7 = -420;

describe('toUtcCron and fromUtcCron', () => {
  it('moves a weekly Monday 01:00 in UTC+5 to Sunday 20:00 UTC and back', () => {
    const utc = toUtcCron({ kind: 'weekly', day: 1, hour: 1, minute: 0 }, UTC_PLUS_5);
    expect(utc).toEqual({ ok: true, cron: '0 20 * * 0' });
    expect(fromUtcCron('0 20 * * 0', UTC_PLUS_5)).toEqual({ kind: 'weekly', day: 1, hour: 1, minute: 0 });
    expect(describeUtcCron('0 20 * * 0', UTC_PLUS_5)).toBe('Every Monday at 1:00 AM');
  });

  it('moves a late Saturday evening west of UTC into Sunday, wrapping the week', () => {
    const utc = toUtcCron({ kind: 'weekly', day: 6, hour: 22, minute: 30 }, UTC_MINUS_7);
    expect(utc).toEqual({ ok: true, cron: '30 5 * * 0' });
    expect(fromUtcCron('30 5 * * 0', UTC_MINUS_7)).toEqual({ kind: 'weekly', day: 6, hour: 22, minute: 30 });
  });

  it('keeps daily schedules daily and handles half-hour offsets', () => {
    expect(toUtcCron({ kind: 'daily', hour: 3, minute: 15 }, 330)).toEqual({ ok: true, cron: '45 21 * * *' });
    expect(fromUtcCron('45 21 * * *', 330)).toEqual({ kind: 'daily', hour: 3, minute: 15 });
    expect(describeUtcCron('0 12 * * *', 0)).toBe('Every day at 12:00 PM');
  });

  it('shifts the days of a custom weekday cron', () => {
    expect(toUtcCron({ kind: 'custom', cron: '0 2 * * 1-5' }, UTC_PLUS_5)).toEqual({ ok: true, cron: '0 21 * * 0-4' });
    expect(fromUtcCron('0 21 * * 0-4', UTC_PLUS_5)).toEqual({ kind: 'custom', cron: '0 2 * * 1-5' });
  });

  it('refuses conversions one cron cannot express, and shows those crons in UTC', () => {
    expect(shiftCron('0 2 1 * *', -UTC_PLUS_5).ok).toBe(false);
    expect(shiftCron('0 1,23 * * 1', -UTC_PLUS_5).ok).toBe(false);
    expect(describeUtcCron('0 22 1 * *', UTC_PLUS_5)).toBe('Custom schedule: 0 22 1 * * (UTC)');
    // Hours on different days are fine when every day is included.
    expect(shiftCron('0 1,23 * * *', -UTC_PLUS_5)).toEqual({ ok: true, cron: '0 18,20 * * *' });
  });
});

describe('parseCron', () => {
  it('accepts names, ranges, lists and steps and rejects bad fields', () => {
    const parsed = parseCron('*/15 9-17 * JAN,jul MON-FRI');
    expect(parsed.ok && parsed.cron.minute.values).toEqual([0, 15, 30, 45]);
    expect(parsed.ok && parsed.cron.month.values).toEqual([1, 7]);
    expect(parsed.ok && parsed.cron.dow.values).toEqual([1, 2, 3, 4, 5]);
    expect(parseCron('0 24 * * *')).toEqual({ ok: false, error: "'24' is not a valid hour value." });
    expect(parseCron('0 1 * *').ok).toBe(false);
  });
});

describe('nextCronRun', () => {
  it('finds the next firing in UTC, across the end of a week', () => {
    // Saturday 2026-01-03 12:00 UTC; the next Sunday 20:00 UTC is 2026-01-04.
    expect(nextCronRun('0 20 * * 0', new Date('2026-01-03T12:00:00Z'))?.toISOString()).toBe('2026-01-04T20:00:00.000Z');
    expect(nextCronRun('0 20 * * *', new Date('2026-01-03T20:00:00Z'))?.toISOString()).toBe('2026-01-04T20:00:00.000Z');
    expect(nextCronRun('0 0 29 2 *', new Date('2026-01-01T00:00:00Z'))?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});

describe('timeZoneOffsetMinutes', () => {
  it('reads the offset of a time zone', () => {
    expect(timeZoneOffsetMinutes('Asia/Karachi', new Date('2026-06-01T00:00:00Z'))).toBe(300);
    expect(timeZoneOffsetMinutes('America/New_York', new Date('2026-01-15T00:00:00Z'))).toBe(-300);
  });
});
