import { describe, expect, it } from 'vitest';
import { buildLabel, formatDateTime, statusLabel } from './format';

describe('formatDateTime', () => {
  it("formats as 'MMM dd, yyyy, h:mm a' in local time", () => {
    expect(formatDateTime(new Date(2026, 10, 5, 14, 5).toISOString())).toBe('Nov 05, 2026, 2:05 PM');
    expect(formatDateTime(new Date(2026, 0, 31, 0, 30).toISOString())).toBe('Jan 31, 2026, 12:30 AM');
    expect(formatDateTime(new Date(2026, 6, 1, 12, 0).toISOString())).toBe('Jul 01, 2026, 12:00 PM');
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
