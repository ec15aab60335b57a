import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Prompt, PromptUpdate } from '@dsb/core';
import { errorMessage } from '../../lib/http';
import { showToast } from '../../ui/toast';
import { deletePromptRequest, promptKeys, updatePromptRequest } from './api';
import { promptMessages } from './messages';
import { usePromptStore } from './promptStore';

/** After an admin change every list, search and saved list may be stale. */
function useRefreshPrompts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: promptKeys.all });
}

type Edit = { id: string; changes: Pick<PromptUpdate, 'bigQuestion' | 'promptScript'> };

export function useUpdatePrompt() {
  const refresh = useRefreshPrompts();
  return useMutation({
    mutationFn: ({ id, changes }: Edit) => updatePromptRequest(id, changes),
    onSuccess: (result, { id }) => {
      showToast(promptMessages.admin.updated(), 'success');
      const store = usePromptStore.getState();
      if (result?.prompt && store.selectedPromptDetails?._id === id) {
        if (store.selectedPromptId === id) store.selectPrompt(result.prompt);
        else usePromptStore.setState({ selectedPromptDetails: result.prompt });
      }
      void refresh(); // in the background: the dialog closes at once
    },
    onError: (error) => showToast(errorMessage(error, promptMessages.errors.update()), 'error'),
  });
}

export function useDeletePrompt() {
  const refresh = useRefreshPrompts();
  return useMutation({
    mutationFn: (prompt: Prompt) => deletePromptRequest(prompt._id),
    onSuccess: (_result, prompt) => {
      showToast(promptMessages.admin.deleted(), 'success');
      const store = usePromptStore.getState();
      if (store.selectedPromptDetails?._id === prompt._id) store.clearSelection();
      void refresh(); // in the background: the dialog closes at once
    },
    onError: () => showToast(promptMessages.errors.delete(), 'error'),
  });
}
