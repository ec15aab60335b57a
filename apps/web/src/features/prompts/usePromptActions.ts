import { useCallback } from 'react';
import type { Prompt } from '@dsb/core';
import { useAuth } from '../auth';
import { useSavedPrompts, useToggleSavedPrompt } from './useSavedPrompts';
import { useStartStory } from './useStartStory';

/** What a prompt card (and its detail view) can do, computed once per list. */
export type PromptActions = {
  isAdmin: boolean;
  isSaved: (id: string) => boolean;
  toggleSave: (prompt: Prompt) => void;
  start: (prompt: Prompt) => void;
  startingId: string | null;
};

export function usePromptActions(): PromptActions {
  const { isAuthenticated, isAdmin, login } = useAuth();
  const { savedIds } = useSavedPrompts();
  const { mutate } = useToggleSavedPrompt();
  const { start, startingId } = useStartStory();
  const isSaved = useCallback((id: string) => savedIds.has(id), [savedIds]);
  const toggleSave = useCallback(
    (prompt: Prompt) => {
      // Visitors are asked to sign in when they try to save (docs/product/prompts.md).
      if (!isAuthenticated) login();
      else mutate({ prompt, save: !savedIds.has(prompt._id) });
    },
    [isAuthenticated, login, mutate, savedIds],
  );
  return {
    isAdmin,
    isSaved,
    toggleSave,
    start: (prompt) => void start(prompt),
    startingId,
  };
}
