import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Headline } from '@dsb/core';
import { errorMessage } from '../../lib/http';
import { showToast } from '../../ui/toast';
import { fetchSavedHeadlines, headlineKeys, saveHeadline, unsaveHeadline } from './api';
import { savableHeadline } from './headlineRules';
import { headlineMessages } from './messages';

export type SavedHeadlinesApi = {
  saved: Headline[];
  status: 'loading' | 'error' | 'done';
  error: string | null;
  retry: () => void;
  isSaved: (url: string) => boolean;
  /**
   * Saves the headline, or removes it when its URL is saved already (docs/product/headlines.md).
   */
  toggle: (headline: Headline) => void;
};

/** The user's saved headlines, kept on the server (GET/PUT/DELETE /api/news/saved). */
export function useSavedHeadlines(): SavedHeadlinesApi {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: headlineKeys.saved, queryFn: fetchSavedHeadlines });
  const urls = useMemo(() => new Set((list.data ?? []).map((h) => h.url)), [list.data]);

  const toggle = useMutation({
    mutationFn: ({ headline, save }: { headline: Headline; save: boolean }) =>
      save ? saveHeadline(savableHeadline(headline)) : unsaveHeadline(headline.url),
    // Shown at once; the server's list follows.
    onMutate: async ({ headline, save }) => {
      await queryClient.cancelQueries({ queryKey: headlineKeys.saved });
      queryClient.setQueryData<Headline[]>(headlineKeys.saved, (current = []) => {
        const others = current.filter((h) => h.url !== headline.url);
        return save ? [headline, ...others] : others;
      });
    },
    onSuccess: (_, { save }) =>
      showToast(
        save ? headlineMessages.saving.saved() : headlineMessages.saving.removed(),
        'success',
      ),
    onError: (error, { save }) =>
      showToast(
        errorMessage(
          error,
          save ? headlineMessages.saving.saveFailed() : headlineMessages.saving.removeFailed(),
        ),
        'error',
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: headlineKeys.saved }),
  });

  return {
    saved: list.data ?? [],
    status: list.isError ? 'error' : list.isSuccess ? 'done' : 'loading',
    error: list.isError ? errorMessage(list.error, headlineMessages.saving.loadFailed()) : null,
    retry: () => void list.refetch(),
    isSaved: (url) => urls.has(url),
    toggle: (headline) => toggle.mutate({ headline, save: !urls.has(headline.url) }),
  };
}
