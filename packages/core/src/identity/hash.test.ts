import { describe, expect, it } from 'vitest';
import { fnv1a64 } from './hash';

describe('fnv1a64', () => {
  it('matches the published FNV-1a 64-bit test vectors', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('hashes the UTF-8 bytes, surrogate pairs included', () => {
    // Reference: FNV-1a 64 over the UTF-8 bytes c3 a9 f0 9f 98 80.
    expect(fnv1a64('é😀')).toBe('52da6ebdce68376c');
  });

  it('always gives 16 lowercase hex characters', () => {
    for (const text of ['x', 'a longer string with spaces', '\u0000', 'ÿ'.repeat(50)]) {
      expect(fnv1a64(text)).toMatch(/^[0-9a-f]{16}$/);
    }
  });
});
