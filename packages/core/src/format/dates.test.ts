import { describe, expect, it } from 'vitest';
import { formatTimestamp, localTimeZone } from './dates';

describe("the manual reports' date, 'MMM dd, yyyy | h:mm:ss a' with the zone", () => {
  it('shows seconds, a zero-padded day and the zone abbreviation', () => {
    expect(formatTimestamp('2026-11-29T20:41:07Z', 'UTC')).toBe('Nov 29, 2026 | 8:41:07 PM UTC');
    expect(formatTimestamp('2026-07-04T09:05:03Z', 'UTC')).toBe('Jul 04, 2026 | 9:05:03 AM UTC');
  });

  it('writes midnight and noon as 12 and keeps a zero second', () => {
    expect(formatTimestamp('2026-03-02T00:00:00Z', 'UTC')).toBe('Mar 02, 2026 | 12:00:00 AM UTC');
    expect(formatTimestamp('2026-03-02T12:00:00Z', 'UTC')).toBe('Mar 02, 2026 | 12:00:00 PM UTC');
  });

  it('counts in the given zone, across midnight and daylight saving', () => {
    expect(formatTimestamp('2026-01-01T00:05:09Z', 'America/Los_Angeles')).toBe('Dec 31, 2025 | 4:05:09 PM PST');
    expect(formatTimestamp('2026-07-01T00:05:09Z', 'America/New_York')).toBe('Jun 30, 2026 | 8:05:09 PM EDT');
    expect(formatTimestamp('2026-07-01T00:05:09Z', 'Asia/Kolkata')).toBe('Jul 01, 2026 | 5:35:09 AM GMT+5:30');
  });

  it('takes a Date, an ISO string or epoch milliseconds alike', () => {
    const at = '2026-11-29T20:41:07.250Z';
    const expected = 'Nov 29, 2026 | 8:41:07 PM UTC';
    expect(formatTimestamp(new Date(at), 'UTC')).toBe(expected);
    expect(formatTimestamp(Date.parse(at), 'UTC')).toBe(expected);
  });

  it('names a bad zone or date', () => {
    expect(() => formatTimestamp('2026-11-29T20:41:07Z', 'Mars/Olympus')).toThrow("Unknown time zone 'Mars/Olympus'");
    expect(() => formatTimestamp('soon', 'UTC')).toThrow('Not a valid date: soon');
  });
});

describe('the local time zone', () => {
  it('is an IANA zone that the formatter accepts', () => {
    expect(() => formatTimestamp('2026-11-29T20:41:07Z', localTimeZone())).not.toThrow();
  });
});
