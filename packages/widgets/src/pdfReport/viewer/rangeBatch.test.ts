import { describe, expect, it } from 'vitest';
import { coalesceRanges } from './rangeBatch';

const r = (begin: number, end: number) => ({ begin, end });

describe('coalesceRanges', () => {
  it('reads ranges that touch end to end as one span, in order, whatever order they were asked in', () => {
    expect(coalesceRanges([r(20, 30), r(0, 10), r(10, 20)], 100)).toEqual([{ begin: 0, end: 30, parts: [r(0, 10), r(10, 20), r(20, 30)] }]);
  });

  it('keeps a gap: no byte is read that was not asked for', () => {
    expect(coalesceRanges([r(0, 10), r(11, 20)], 100)).toEqual([
      { begin: 0, end: 10, parts: [r(0, 10)] },
      { begin: 11, end: 20, parts: [r(11, 20)] },
    ]);
  });

  it('starts a new span past maxSpan, and keeps a lone longer range whole', () => {
    expect(coalesceRanges([r(0, 10), r(10, 20), r(20, 30)], 20).map(({ begin, end }) => [begin, end])).toEqual([
      [0, 20],
      [20, 30],
    ]);
    expect(coalesceRanges([r(0, 50)], 20)).toEqual([{ begin: 0, end: 50, parts: [r(0, 50)] }]);
  });
});
