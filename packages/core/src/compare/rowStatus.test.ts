import { describe, expect, it } from 'vitest';
import type { CompareIssueRecord } from './runStatus';
import { compareRunStatus } from './runStatus';
import { compareRowStatuses, isShownRow, rowCompareStatus, ROW_MOVED, type RowCompareRecord } from './rowStatus';

function record(row: number, fingerprint: string, over: Partial<CompareIssueRecord> = {}): RowCompareRecord {
  return {
    row,
    fingerprint,
    ruleId: 'image-alt',
    snippet: `<img src="/${fingerprint}.png">`,
    pagePath: 'shop.example/',
    componentId: 'img',
    impact: 'critical',
    needsReview: false,
    issueStatus: 'visible',
    confirmed: null,
    ...over,
  };
}

const run = (issues: RowCompareRecord[], ruleIds: string[] | null = null) => ({ issues, engineVersion: '4.10.2', ruleIds, failedPages: [] });

describe('compareRowStatuses', () => {
  it('gives each row of each run its status, marks moved rows and shows a retained issue once', () => {
    const base = [record(0, 'a'), record(1, 'gone'), record(2, 'old-selector', { snippet: '<a href="/x">X</a>', ruleId: 'link-name' })];
    const next = [
      record(0, 'new-selector', { snippet: '<a href="/x">X</a>', ruleId: 'link-name' }),
      record(1, 'a'),
      record(2, 'fresh'),
      record(3, 'other-engine', { ruleId: 'new-rule' }),
    ];
    const result = compareRunStatus(run(base, ['image-alt', 'link-name']), run(next, ['image-alt', 'link-name', 'new-rule']));
    const rows = compareRowStatuses(result, base.length, next.length);

    expect([...rows.next].map(rowCompareStatus)).toEqual(['retained', 'retained', 'new', 'notCompared']);
    expect([...rows.base].map(rowCompareStatus)).toEqual(['retained', 'resolved', 'retained']);
    expect((rows.next[0] as number) & ROW_MOVED).toBe(ROW_MOVED);
    expect((rows.next[1] as number) & ROW_MOVED).toBe(0);
    // The newer run's row shows a retained issue; the base run's rows show only what it alone has.
    expect([...rows.base].map((code) => isShownRow('base', code))).toEqual([false, true, false]);
    expect([...rows.next].every((code) => isShownRow('next', code))).toBe(true);
  });
});
