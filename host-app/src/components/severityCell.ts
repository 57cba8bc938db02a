/**
 * The class of a table cell counting one severity's issues: the severity's colour when there are
 * some, muted at zero, so the eye goes to the severities that need work.
 */
import type { Impact } from '@curbcut/core';

export function severityCellClass(severity: Impact, count: number): string {
  return count > 0 ? `num severity-${severity}` : 'num muted';
}
