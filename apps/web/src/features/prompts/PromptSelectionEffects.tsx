import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { LOCAL_STORAGE_KEYS } from '@dsb/core';
import { ApiError, errorMessage } from '../../lib/http';
import { showToast } from '../../ui/toast';
import { useAuth } from '../auth';
import { fetchPrompt, promptKeys } from './api';
import { promptMessages } from './messages';
import { usePromptStore } from './promptStore';
import { selectPromptById } from './selectPrompt';
import { promptListOptions } from './useBrowsePrompts';

function readPendingPromptId(): string | null {
  try {
    return localStorage.getItem(LOCAL_STORAGE_KEYS.pendingPromptId);
  } catch {
    return null;
  }
}

/** After sign-in: selects the prompt a visitor chose before signing in, then forgets it. */
function usePendingPromptSelection() {
  const { isAuthenticated } = useAuth();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const id = isAuthenticated ? readPendingPromptId() : null;
    if (!id || handled.current === id) return;
    handled.current = id;
    void selectPromptById(id)
      .catch((error: unknown) => {
        showToast(errorMessage(error, promptMessages.errors.fetchPrompt()), 'error');
      })
      .finally(() => localStorage.removeItem(LOCAL_STORAGE_KEYS.pendingPromptId));
  }, [isAuthenticated]);
}

/**
 * On start: loads the remembered choice, or shows the default prompt (a default
 * climate prompt is the selection before anyone chooses). A choice that no longer exists is
 * forgotten.
 */
function useInitialPromptSelection() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    const store = usePromptStore.getState;
    if (store().selectedPromptDetails) return;
    void (async () => {
      const chosenId = store().selectedPromptId;
      if (chosenId) {
        try {
          const prompt = await queryClient.fetchQuery({
            queryKey: promptKeys.detail(chosenId),
            queryFn: () => fetchPrompt(chosenId),
          });
          if (!cancelled && store().selectedPromptId === chosenId) store().selectPrompt(prompt);
          return;
        } catch (error) {
          if (cancelled || !(error instanceof ApiError && error.status === 404)) return;
          if (store().selectedPromptId === chosenId) store().clearSelection();
        }
      }
      try {
        const list = await queryClient.ensureInfiniteQueryData(promptListOptions);
        const fallback = list.pages[0]?.prompts.find((p) => p.isDefault);
        if (!cancelled && fallback) store().showDefaultPrompt(fallback);
      } catch {
        // the Browse tab reports list failures
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [queryClient]);
}

/** Mounted once in the app root: keeps the selected prompt in step with sign-in and storage. */
export function PromptSelectionEffects() {
  usePendingPromptSelection();
  useInitialPromptSelection();
  return null;
}
