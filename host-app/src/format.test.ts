import { describe, expect, it } from 'vitest';
import { buildLabel, formatDateTime, statusLabel } from './format';

describe('formatDateTime', () => {
  it("formats as 'MMM dd, yyyy, h:mm a' with the time-zone abbreviation", () => {
    expect(formatDateTime('2026-11-05T14:05:00Z', 'UTC')).toBe('Nov 05, 2026, 2:05 PM UTC');
    expect(formatDateTime('2026-01-31T00:30:00Z', 'UTC')).toBe('Jan 31, 2026, 12:30 AM UTC');
    expect(formatDateTime('2026-07-01T16:00:00Z', 'America/New_York')).toBe('Jul 01, 2026, 12:00 PM EDT');
  });

  it('leaves text that is not a time as it is', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('labels', () => {
  it('joins build name and number with #', () => {
    expect(buildLabel({ buildName: 'main', buildNumber: 12 })).toBe('main#12');
  });
  it('capitalises statuses', () => {
    expect(statusLabel('completed')).toBe('Completed');
  });
});
