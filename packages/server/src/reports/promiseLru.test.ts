import { describe, expect, it } from 'vitest';
import { PromiseLru } from './promiseLru';

describe('PromiseLru', () => {
  it('shares one computation per key, drops the least recently used, and retries a failed one', async () => {
    const made: string[] = [];
    const lru = new PromiseLru<string>(2);
    const make = (key: string, fail = false) => () => {
      made.push(key);
      return fail ? Promise.reject(new Error(key)) : Promise.resolve(key);
    };
    expect(await lru.get('a', make('a'))).toBe('a');
    expect(await lru.get('a', make('a'))).toBe('a');
    await lru.get('b', make('b'));
    await lru.get('a', make('a'));
    await lru.get('c', make('c'));
    // b was the least recently used: made again; a was kept.
    await lru.get('b', make('b'));
    await lru.get('c', make('c'));
    expect(made).toEqual(['a', 'b', 'c', 'b']);
    await expect(lru.get('x', make('x', true))).rejects.toThrow('x');
    expect(await lru.get('x', make('x'))).toBe('x');
    expect(made).toEqual(['a', 'b', 'c', 'b', 'x', 'x']);
  });
});
