import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDayTime, ordinal } from './dates';
import { formatCappedCount, formatCount, formatPageStateCount, formatStatCount } from './numbers';
import {
  affectedPercent,
  failedPagesNote,
  formatErrorCount,
  formatIssuePosition,
  formatPageCount,
  pageWord,
} from './text';

describe('number shorthand', () => {
  it('shows 10,000 and above as K+ and 1,000,000 and above as M+', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(9_999)).toBe('9,999');
    expect(formatCount(10_000)).toBe('10K+');
    expect(formatCount(12_345)).toBe('12K+');
    expect(formatCount(999_999)).toBe('999K+');
    expect(formatCount(1_000_000)).toBe('1M+');
    expect(formatCount(1_234_567)).toBe('1M+');
    expect(formatCount(2_500_000_000)).toBe('2,500M+');
  });

  it('shows page-state counts above 1000 as 1K+', () => {
    expect(formatPageStateCount(1000)).toBe('1000');
    expect(formatPageStateCount(1001)).toBe('1K+');
  });

  it('caps list counts at 100+ and zero-pads stat counts under 10', () => {
    expect(formatCappedCount(100)).toBe('100');
    expect(formatCappedCount(101)).toBe('100+');
    expect(formatCappedCount(30, 20)).toBe('20+');
    expect(formatStatCount(7)).toBe('07');
    expect(formatStatCount(12)).toBe('12');
  });

  it('rejects counts that are not counts', () => {
    expect(() => formatCount(-1)).toThrow('formatCount: expected a count of 0 or more, got -1');
    expect(() => formatCount(Number.NaN)).toThrow(RangeError);
  });
});

describe('dates', () => {
  const at = '2025-04-10T09:35:00Z';

  it("formats 'MMM dd, yyyy, h:mm a' with the zone abbreviation", () => {
    expect(formatDateTime(at, 'UTC')).toBe('Apr 10, 2025, 9:35 AM UTC');
    expect(formatDateTime(at, 'America/New_York')).toBe('Apr 10, 2025, 5:35 AM EDT');
    expect(formatDateTime(at, 'Asia/Kolkata')).toBe('Apr 10, 2025, 3:05 PM GMT+5:30');
    expect(formatDateTime('2025-07-01T12:00:00Z', 'UTC')).toBe('Jul 01, 2025, 12:00 PM UTC');
  });

  it("formats 'MMMM do, h:mm a' with the zone, crossing midnight in the zone", () => {
    expect(formatDayTime(at, 'UTC')).toBe('April 10th, 9:35 AM UTC');
    expect(formatDayTime('2025-01-01T00:05:00Z', 'America/Los_Angeles')).toBe('December 31st, 4:05 PM PST');
    expect(formatDayTime('2025-03-02T00:00:00Z', 'UTC')).toBe('March 2nd, 12:00 AM UTC');
  });

  it('writes English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st']);
  });

  it('names a bad zone or date', () => {
    expect(() => formatDateTime(at, 'Mars/Olympus')).toThrow("Unknown time zone 'Mars/Olympus'");
    expect(() => formatDateTime('yesterday', 'UTC')).toThrow('Not a valid date: yesterday');
  });
});

describe('count texts', () => {
  it("says 'page' for one and 'pages' otherwise", () => {
    expect(pageWord(1)).toBe('page');
    expect(pageWord(0)).toBe('pages');
    expect(formatPageCount(1)).toBe('1 page');
    expect(formatPageCount(1204)).toBe('1,204 pages');
  });

  it("says '1 error' and 'n errors'", () => {
    expect(formatErrorCount(1)).toBe('1 error');
    expect(formatErrorCount(3)).toBe('3 errors');
    expect(formatErrorCount(0)).toBe('0 errors');
  });

  it("writes 'Issue N of M' and refuses positions outside the list", () => {
    expect(formatIssuePosition(3, 67)).toBe('Issue 3 of 67');
    expect(() => formatIssuePosition(0, 67)).toThrow('position must be a whole number from 1 to 67, got 0');
  });
});

describe('failed-pages note', () => {
  it("says 'At least N pages affected.' when processing timed out", () => {
    expect(failedPagesNote({ failedCount: 12, totalPages: 40, processingTimedOut: true })).toBe('At least 12 pages affected.');
    expect(failedPagesNote({ failedCount: 1, totalPages: 40, processingTimedOut: true })).toBe('At least 1 page affected.');
  });

  it("says 'N/T pages affected (P% pages)' otherwise", () => {
    expect(failedPagesNote({ failedCount: 12, totalPages: 40, processingTimedOut: false })).toBe('12/40 pages affected (30% pages)');
    expect(failedPagesNote({ failedCount: 1, totalPages: 3, processingTimedOut: false })).toBe('1/3 pages affected (33% pages)');
    expect(failedPagesNote({ failedCount: 1, totalPages: 1, processingTimedOut: false })).toBe('1/1 page affected (100% pages)');
  });

  it('rounds the percentage to whole numbers but never to 0 or 100 when it is not', () => {
    expect(affectedPercent(1, 8)).toBe('13'); // 12.5 rounds half up
    expect(affectedPercent(1, 500)).toBe('<1');
    expect(affectedPercent(999, 1000)).toBe('>99');
    expect(affectedPercent(0, 10)).toBe('0');
    expect(affectedPercent(0, 0)).toBe('0');
  });
});
