import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

/*
 * Search over one of the server's collections (prompts, evidence ...) with TanStack Query: one
 * query per (collection, mode, query), kept in the app's QueryClient as the search caches
 * say. A feature declares a ClientSearch and uses the hook and helpers below.
 */

/** Results, and whether a semantic search was answered by text search instead. */
export type SearchAnswer<T> = { items: T[]; fellBack: boolean };

/**
 * How many searches a collection keeps (docs/product/evidence.md), and which modes are kept at all.
 */
export type SearchCachePolicy<Mode extends string> = {
  maxEntries: number;
  /** How many of the oldest go at once when there are more than `maxEntries`. */
  dropWhenFull: number;
  /** Answers of other modes are asked for again every time. */
  cachedModes: readonly Mode[];
};

export type ClientSearch<T, Mode extends string> = {
  /** The collection's query-key root (its feature's key root, so its invalidations reach searches). */
  collection: string;
  cache: SearchCachePolicy<Mode>;
  fetch: (query: string, mode: Mode) => Promise<SearchAnswer<T>>;
  /** Whether a failed search is tried again (or a rule given the failures so far and the error). */
  retry: boolean | ((failures: number, error: unknown) => boolean);
};

/** Queries that differ only in case or spacing are one search. */
export const normalizeSearchQuery = (query: string) =>
  query.trim().replace(/\s+/g, ' ').toLowerCase();

export const searchKeys = {
  /** Every search of a collection. */
  of: (collection: string) => [collection, 'search'] as const,
  one: (collection: string, mode: string, query: string) =>
    [collection, 'search', mode, normalizeSearchQuery(query)] as const,
};

/**
 * Drops the oldest kept answers once the collection holds more than `maxEntries` (counting the one
 * arriving). Searches on screen are never dropped.
 */
export function trimSearchCache<Mode extends string>(
  client: QueryClient,
  collection: string,
  policy: SearchCachePolicy<Mode>,
  arrivingHash: string,
): void {
  const kept = client
    .getQueryCache()
    .findAll({ queryKey: searchKeys.of(collection) })
    .filter((q) => policy.cachedModes.includes(q.queryKey[2] as Mode))
    .filter((q) => q.queryHash !== arrivingHash && q.state.data !== undefined);
  if (kept.length + 1 <= policy.maxEntries) return;
  kept
    .filter((q) => q.getObserversCount() === 0)
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt)
    .slice(0, Math.max(1, policy.dropWhenFull))
    .forEach((q) => client.getQueryCache().remove(q));
}

/** The query of one search: fetch, cache policy, retry. */
export function searchQueryOptions<T, Mode extends string>(
  search: ClientSearch<T, Mode>,
  mode: Mode,
  query: string,
) {
  const kept = search.cache.cachedModes.includes(mode);
  return queryOptions({
    queryKey: searchKeys.one(search.collection, mode, query),
    queryFn: async ({ client, queryKey }) => {
      const answer = await search.fetch(query.trim(), mode);
      if (kept) {
        const hash = client.getQueryCache().find({ queryKey, exact: true })?.queryHash ?? '';
        trimSearchCache(client, search.collection, search.cache, hash);
      }
      return answer;
    },
    // A kept answer stays fresh until an admin change invalidates it; a fallback answer is not
    // kept: the next time it is shown, it is asked for again.
    staleTime: (q) => (kept && q.state.data?.fellBack === false ? Infinity : 0),
    gcTime: kept ? Infinity : 0,
    retry: search.retry,
  });
}

/** Searches for a non-empty query. */
export function useCollectionSearch<T, Mode extends string>(
  search: ClientSearch<T, Mode>,
  mode: Mode,
  query: string,
) {
  return useQuery({ ...searchQueryOptions(search, mode, query), enabled: query.trim() !== '' });
}

/**
 * After an admin change to an item: the results on screen follow at once, and every search of the
 * collection is asked for again (those on screen now, the others when next shown).
 */
export function changeSearchResults<T>(
  client: QueryClient,
  collection: string,
  change: (items: T[]) => T[],
): Promise<void> {
  client.setQueriesData<SearchAnswer<T>>({ queryKey: searchKeys.of(collection) }, (answer) =>
    answer ? { ...answer, items: change(answer.items) } : answer,
  );
  return client.invalidateQueries({ queryKey: searchKeys.of(collection) });
}
