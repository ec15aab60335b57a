import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PROMPT_SEARCH_CACHE_MAX, type Prompt } from '@dsb/core';
import { useCollectionSearch, type ClientSearch } from '../../lib/collectionSearch';
import { ApiError } from '../../lib/http';
import { fetchPromptPage, promptKeys, searchPrompts, type SearchType } from './api';

/** The default list, loaded 20 at a time; the next offset is the number already loaded. */
export const promptListOptions = infiniteQueryOptions({
  queryKey: promptKeys.list(),
  queryFn: ({ pageParam }) => fetchPromptPage(pageParam),
  initialPageParam: 0,
  getNextPageParam: (lastPage, pages) => {
    const loaded = pages.reduce((sum, page) => sum + page.prompts.length, 0);
    return lastPage.prompts.length > 0 && loaded < lastPage.total ? loaded : undefined;
  },
});

/** Pages joined in order; a prompt that shifted between pages is listed once. */
function uniquePrompts(lists: Prompt[][]): Prompt[] {
  const seen = new Set<string>();
  return lists.flat().filter((p) => !seen.has(p._id) && seen.add(p._id));
}

export function usePromptList(enabled: boolean) {
  const query = useInfiniteQuery({ ...promptListOptions, enabled });
  const prompts = useMemo(
    () => uniquePrompts(query.data?.pages.map((page) => page.prompts) ?? []),
    [query.data],
  );
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { ...query, prompts, total };
}

/**
 * Prompt search (docs/product/prompts.md): text results are kept, at most 20, oldest dropped; smart
 * results are always asked for again. Client errors (400) are not retried.
 */
export const promptSearch: ClientSearch<Prompt, SearchType> = {
  collection: promptKeys.all[0],
  cache: { maxEntries: PROMPT_SEARCH_CACHE_MAX, dropWhenFull: 1, cachedModes: ['text'] },
  fetch: searchPrompts,
  retry: (failures, error) =>
    failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
};

/** Searches for a submitted, non-empty query. */
export const usePromptSearch = (query: string, type: SearchType) =>
  useCollectionSearch(promptSearch, type, query);
