import { PROMPT_SEARCH_CACHE_MAX } from '@dsb/core';

/** A small first-in-first-out cache of search results (spec 1 §9: at most 20, oldest dropped). */
export type SearchCache<T> = {
  get(query: string): T | undefined;
  set(query: string, value: T): void;
  clear(): void;
  readonly size: number;
};

/** Queries that differ only in case or spacing share one entry. */
export function searchCacheKey(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function createSearchCache<T>(max: number = PROMPT_SEARCH_CACHE_MAX): SearchCache<T> {
  const entries = new Map<string, T>();
  return {
    get: (query) => entries.get(searchCacheKey(query)),
    set(query, value) {
      const key = searchCacheKey(query);
      if (!key || max <= 0) return;
      // Re-setting a query makes it the newest entry again.
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
