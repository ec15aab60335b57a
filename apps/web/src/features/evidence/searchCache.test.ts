import { describe, expect, it } from 'vitest';
import { EVIDENCE_SEARCH_CACHE } from '@dsb/core';
import { createEvidenceSearchCache, evidenceCacheKey } from './searchCache';

describe('evidenceCacheKey', () => {
  it('keeps modes apart and ignores case and spacing', () => {
    expect(evidenceCacheKey('text', '  Sea   Level ')).toBe('text:sea level');
    expect(evidenceCacheKey('vector', 'sea level')).not.toBe(evidenceCacheKey('text', 'sea level'));
  });
});

describe('createEvidenceSearchCache', () => {
  it('holds up to 50 entries, then drops the 10 oldest at once', () => {
    const cache = createEvidenceSearchCache<number>();
    for (let i = 0; i < EVIDENCE_SEARCH_CACHE.maxEntries; i++) cache.set(`q${i}`, i);
    expect(cache.size).toBe(50);
    expect(cache.get('q0')).toBe(0);

    cache.set('q50', 50); // the 51st entry: over 50
    expect(cache.size).toBe(41);
    for (let i = 0; i < 10; i++) expect(cache.get(`q${i}`)).toBeUndefined();
    expect(cache.get('q10')).toBe(10);
    expect(cache.get('q50')).toBe(50);
  });

  it('treats a stored-again key as the newest', () => {
    const cache = createEvidenceSearchCache<string>(3, 1);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    cache.set('a', 'A2');
    cache.set('d', 'D');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A2');
    expect(cache.size).toBe(3);
  });

  it('can be cleared', () => {
    const cache = createEvidenceSearchCache<number>();
    cache.set('x', 1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get('x')).toBeUndefined();
  });
});
