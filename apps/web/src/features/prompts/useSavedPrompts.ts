import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Prompt } from '@dsb/core';
import { errorMessage } from '../../lib/http';
import { showToast } from '../../ui/toast';
import { useAuth } from '../auth';
import { fetchSavedPrompts, promptKeys, savePromptRequest, unsavePromptRequest } from './api';
import { promptMessages } from './messages';
import { withoutSimilarity } from './promptStore';
import { readSavedPrompts, writeSavedPrompts } from './savedPromptsStorage';

const toggleKey = ['prompts', 'toggle-saved'] as const;

/**
 * Mirrors the saved prompts to localStorage (docs/product/prompts.md), where the next page load
 * finds them.
 */
const mirror = (prompts: Prompt[]) => writeSavedPrompts(localStorage, prompts);

/**
 * The signed-in user's saved prompts. The server is the source of truth; the localStorage mirror
 * renders instantly while the server answers.
 */
export function useSavedPrompts() {
  const { isAuthenticated } = useAuth();
  const query = useQuery({
    queryKey: promptKeys.saved(),
    queryFn: fetchSavedPrompts,
    enabled: isAuthenticated,
    placeholderData: () => readSavedPrompts(localStorage),
  });
  const { data, isPlaceholderData } = query;
  useEffect(() => {
    if (data && !isPlaceholderData) mirror(data);
  }, [data, isPlaceholderData]);
  const prompts = useMemo(() => (isAuthenticated ? (data ?? []) : []), [isAuthenticated, data]);
  const savedIds = useMemo(() => new Set(prompts.map((p) => p._id)), [prompts]);
  return { ...query, prompts, savedIds };
}

type Toggle = { prompt: Prompt; save: boolean };

/** Saves or unsaves a prompt at once on screen, rolling back and saying so if the server refuses. */
export function useToggleSavedPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: toggleKey,
    mutationFn: ({ prompt, save }: Toggle) =>
      save ? savePromptRequest(prompt._id) : unsavePromptRequest(prompt._id),
    onMutate: async ({ prompt, save }: Toggle) => {
      await queryClient.cancelQueries({ queryKey: promptKeys.saved() });
      const previous =
        queryClient.getQueryData<Prompt[]>(promptKeys.saved()) ?? readSavedPrompts(localStorage);
      const others = previous.filter((p) => p._id !== prompt._id);
      const next = save ? [withoutSimilarity(prompt), ...others] : others;
      queryClient.setQueryData(promptKeys.saved(), next);
      mirror(next);
      return { previous };
    },
    onError: (error, { save }, context) => {
      if (context) {
        queryClient.setQueryData(promptKeys.saved(), context.previous);
        mirror(context.previous);
      }
      showToast(
        errorMessage(error, save ? promptMessages.errors.save() : promptMessages.errors.unsave()),
        'error',
      );
    },
    onSettled: () => {
      // Refetch once the last of several quick toggles has finished, so none is overwritten.
      if (queryClient.isMutating({ mutationKey: toggleKey }) <= 1)
        void queryClient.invalidateQueries({ queryKey: promptKeys.saved() });
    },
  });
}
