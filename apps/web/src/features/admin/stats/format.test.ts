import { describe, expect, it } from 'vitest';
import { storageUsedPercent, topEntries } from './format';

describe('statistics shaping', () => {
  it('keeps the top entries by count, largest first', () => {
    const counts = { a: 1, b: 5, c: 3, d: 3, e: 2, f: 9, g: 0 };
    expect(topEntries(counts, 5)).toEqual([
      ['f', 9],
      ['b', 5],
      ['c', 3],
      ['d', 3],
      ['e', 2],
    ]);
    expect(topEntries({ '2024': 1, climate: 4 }, 5)).toEqual([
      ['climate', 4],
      ['2024', 1],
    ]);
    expect(topEntries({}, 5)).toEqual([]);
    expect(topEntries(undefined, 5)).toEqual([]);
  });

  it('gives the used share of the storage, or null when it is not known', () => {
    expect(storageUsedPercent(25, 75)).toBe(25);
    expect(storageUsedPercent(0, 0)).toBe(0);
    expect(storageUsedPercent(10, null)).toBeNull();
  });
});
