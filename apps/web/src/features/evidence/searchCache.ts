import { EVIDENCE_SEARCH_CACHE } from '@dsb/core';

/**
 * The evidence search cache (spec 1 §9): once it holds more than `maxEntries` results, the
 * `dropWhenFull` oldest are dropped together (cheaper than trimming one by one on every search).
 */
export type EvidenceSearchCache<T> = {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  clear(): void;
  readonly size: number;
};

/** The cache key of a search: the mode plus the query, ignoring case and extra spaces. */
export function evidenceCacheKey(mode: string, query: string): string {
  return `${mode}:${query.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

export function createEvidenceSearchCache<T>(
  maxEntries: number = EVIDENCE_SEARCH_CACHE.maxEntries,
  dropWhenFull: number = EVIDENCE_SEARCH_CACHE.dropWhenFull,
): EvidenceSearchCache<T> {
  // A Map iterates in insertion order: its first keys are the oldest entries.
  const entries = new Map<string, T>();
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      entries.delete(key); // storing a key again makes it the newest
      entries.set(key, value);
      if (entries.size <= maxEntries) return;
      const oldest = [...entries.keys()].slice(0, Math.max(1, dropWhenFull));
      for (const k of oldest) entries.delete(k);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
