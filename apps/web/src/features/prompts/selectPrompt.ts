import type { Prompt } from '@dsb/core';
import { fetchPrompt } from './api';
import { usePromptStore } from './promptStore';

/**
 * Fetches the prompt's details and selects it; on failure the
 * selection is cleared and the error rethrown for the caller to show.
 */
export async function selectPromptById(id: string): Promise<Prompt> {
  try {
    const prompt = await fetchPrompt(id);
    usePromptStore.getState().selectPrompt(prompt);
    return prompt;
  } catch (error) {
    usePromptStore.getState().clearSelection();
    throw error;
  }
}
