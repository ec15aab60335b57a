import { describe, expect, it } from 'vitest';
import { PROMPT_SEARCH_CACHE_MAX } from '@dsb/core';
import { createSearchCache, searchCacheKey } from './searchCache';

describe('searchCacheKey', () => {
  it('ignores case and surrounding or repeated spaces', () => {
    expect(searchCacheKey('  Sea   Ice ')).toBe('sea ice');
  });
});

describe('createSearchCache', () => {
  it('returns what was stored for the same query, however it is spaced or cased', () => {
    const cache = createSearchCache<string[]>();
    cache.set('Climate', ['a']);
    expect(cache.get(' climate ')).toEqual(['a']);
    expect(cache.get('ocean')).toBeUndefined();
  });

  it('keeps at most 20 entries by default, dropping the oldest first', () => {
    const cache = createSearchCache<number>();
    for (let i = 0; i < PROMPT_SEARCH_CACHE_MAX + 3; i++) cache.set(`q${i}`, i);
    expect(cache.size).toBe(PROMPT_SEARCH_CACHE_MAX);
    expect(cache.get('q0')).toBeUndefined();
    expect(cache.get('q2')).toBeUndefined();
    expect(cache.get('q3')).toBe(3);
    expect(cache.get(`q${PROMPT_SEARCH_CACHE_MAX + 2}`)).toBe(PROMPT_SEARCH_CACHE_MAX + 2);
  });

  it('treats a re-stored query as the newest entry', () => {
    const cache = createSearchCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(3);
    expect(cache.get('c')).toBe(4);
  });

  it('does not store empty queries and can be cleared', () => {
    const cache = createSearchCache<number>();
    cache.set('   ', 1);
    expect(cache.size).toBe(0);
    cache.set('x', 1);
    cache.clear();
    expect(cache.get('x')).toBeUndefined();
  });
});
