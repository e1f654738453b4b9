import { describe, expect, it } from 'vitest';
import { shuffle } from '../../src/lib/shuffle';

describe('shuffle', () => {
  it('returns a new list with the same items and leaves the input untouched', () => {
    const input = Object.freeze([1, 2, 3, 4, 5]);
    const result = shuffle(input);
    expect(result).not.toBe(input);
    expect([...result].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(input).toEqual([1, 2, 3, 4, 5]);
  });

  it('can produce every permutation', () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const key = shuffle(['a', 'b', 'c']).join('');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
    for (const count of seen.values()) expect(count).toBeGreaterThan(700);
  });

  it('handles empty and single-item lists', () => {
    expect(shuffle([])).toEqual([]);
    expect(shuffle(['x'])).toEqual(['x']);
  });
});
