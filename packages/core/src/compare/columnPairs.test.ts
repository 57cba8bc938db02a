import { describe, expect, it } from 'vitest';
import { sectionOfStrings } from '../dataset/slices';
import { fingerprintHash } from '../dataset/hash';
import { pairFingerprintColumns, type FingerprintColumns } from './columnPairs';

function columns(fingerprints: string[], hash: (f: string) => number = fingerprintHash): FingerprintColumns {
  return { hashes: Uint32Array.from(fingerprints, hash), section: sectionOfStrings(fingerprints) };
}

describe('pairFingerprintColumns', () => {
  it('pairs each newer row with the base row of the same fingerprint, whatever their order', () => {
    const { nextMatch, baseMatched } = pairFingerprintColumns(columns(['a', 'b', 'c', 'ünï']), columns(['ünï', 'x', 'a']));
    expect([...nextMatch]).toEqual([3, -1, 0]);
    expect([...baseMatched]).toEqual([1, 0, 0, 1]);
  });

  it('pairs a repeated fingerprint once per occurrence, in row order', () => {
    const { nextMatch, baseMatched } = pairFingerprintColumns(columns(['d', 'x', 'd', 'd']), columns(['d', 'd']));
    expect([...nextMatch]).toEqual([0, 2]);
    expect([...baseMatched]).toEqual([1, 0, 1, 0]);
  });

  it('tells fingerprints with the same hash apart by their bytes, and stops when a key is used up', () => {
    const collide = () => 7;
    const { nextMatch, baseMatched } = pairFingerprintColumns(columns(['p', 'q', 'r'], collide), columns(['r', 'r', 'p', 's', 'q'], collide));
    expect([...nextMatch]).toEqual([2, -1, 0, -1, 1]);
    expect([...baseMatched]).toEqual([1, 1, 1]);
  });

  it('handles empty runs', () => {
    expect([...pairFingerprintColumns(columns([]), columns(['a'])).nextMatch]).toEqual([-1]);
    expect([...pairFingerprintColumns(columns(['a']), columns([])).baseMatched]).toEqual([0]);
  });
});
