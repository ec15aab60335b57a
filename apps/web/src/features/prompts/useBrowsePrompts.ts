import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Prompt } from '@dsb/core';
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

/** Searches for a submitted, non-empty query; client errors (400) are not retried. */
export function usePromptSearch(query: string, type: SearchType) {
  return useQuery({
    queryKey: promptKeys.search(type, query),
    queryFn: () => searchPrompts(query, type),
    enabled: query !== '',
    // Only text results are cached (by the search cache); smart results are always fresh.
    gcTime: type === 'semantic' ? 0 : undefined,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}
