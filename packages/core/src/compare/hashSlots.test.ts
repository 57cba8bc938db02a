import { describe, expect, it } from 'vitest';
import { hashText, slotCount } from './hashSlots';

describe('hashText', () => {
  it('is 32-bit FNV-1a, and hashing parts in turn equals hashing them joined', () => {
    expect(hashText('')).toBe(0x811c9dc5);
    expect(hashText('a')).toBe(0xe40c292c);
    expect(hashText('foobar')).toBe(0xbf9cf968);
    expect(hashText('bar', hashText('foo'))).toBe(hashText('foobar'));
  });
});

describe('slotCount', () => {
  it('gives a power of two at least twice the count, and at least 8', () => {
    expect([0, 1, 4, 5, 1000].map(slotCount)).toEqual([8, 8, 8, 16, 2048]);
  });
});
