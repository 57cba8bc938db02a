import { describe, expect, it } from 'vitest';
import { issueCountChange, issueCountQuestion, type ReportRun } from './issueCountChange';

const run = (id: string, issueCount: number, status = 'completed'): ReportRun => ({ id, label: `build main#${id}`, status, issueCount });

describe('issueCountChange', () => {
  it('compares with the previous completed run, skipping runs that did not finish', () => {
    const runs = [run('4', 9, 'running'), run('3', 12), run('2', 5, 'failed'), run('1', 14)];
    expect(issueCountChange(runs, '3')).toEqual({ since: 'build main#1', from: 14, to: 12 });
    expect(issueCountQuestion(issueCountChange(runs, '3')!)).toBe('Issue count changed since build main#1 (from 14 to 12). Is this what you expected?');
  });

  it('says nothing for an unchanged count, the first run, a run in progress or an unknown run', () => {
    expect(issueCountChange([run('2', 7), run('1', 7)], '2')).toBeNull();
    expect(issueCountChange([run('2', 7), run('1', 3)], '1')).toBeNull();
    expect(issueCountChange([run('2', 7, 'running'), run('1', 3)], '2')).toBeNull();
    expect(issueCountChange([run('1', 3)], 'missing')).toBeNull();
  });
});
