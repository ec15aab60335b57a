import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Prompt } from '@dsb/core';
import * as api from './api';
import { filterPromptsLocally } from './promptChoices';

/**
 * The link form's prompt search (docs/product/custom-links.md): nothing is asked for a blank query
 * (the results are cleared); a failed search falls back to filtering every prompt locally.
 */
export function usePromptSearch() {
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const term = query.trim();
  const results = useQuery({
    queryKey: api.linkKeys.promptSearch(term.toLowerCase()),
    enabled: term.length > 0,
    staleTime: 60_000,
    queryFn: async (): Promise<Prompt[]> => {
      try {
        return await api.searchPromptsForLink(term);
      } catch {
        const all = await queryClient.fetchQuery({
          queryKey: api.linkKeys.allPrompts(),
          queryFn: api.fetchAllPrompts,
        });
        return filterPromptsLocally(all, term);
      }
    },
  });
  const search = (text: string) => setQuery(text);
  const state: 'idle' | 'loading' | 'results' | 'empty' | 'error' = !term
    ? 'idle'
    : results.isPending
      ? 'loading'
      : results.isError
        ? 'error'
        : results.data.length > 0
          ? 'results'
          : 'empty';
  return { query: term, search, state, prompts: term ? (results.data ?? []) : [] };
}
