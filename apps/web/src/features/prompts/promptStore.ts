import { create } from 'zustand';
import { LOCAL_STORAGE_KEYS, type Prompt } from '@dsb/core';

/** Where the chosen prompt's id is kept so the choice survives a reload. */
export const SELECTED_PROMPT_STORAGE_KEY = LOCAL_STORAGE_KEYS.selectedPromptId;

function readSelectedId(): string | null {
  try {
    return localStorage.getItem(SELECTED_PROMPT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeSelectedId(id: string | null): void {
  try {
    if (id) localStorage.setItem(SELECTED_PROMPT_STORAGE_KEY, id);
    else localStorage.removeItem(SELECTED_PROMPT_STORAGE_KEY);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** A prompt without its search-only score, as it is kept once chosen or saved. */
export function withoutSimilarity(prompt: Prompt): Prompt {
  const { similarity: _similarity, ...rest } = prompt;
  return rest;
}

export type PromptStoreState = {
  /** The chosen prompt's id; null until someone chooses (the default prompt is shown then). */
  selectedPromptId: string | null;
  /** The full chosen prompt, or the default prompt before anyone chooses. */
  selectedPromptDetails: Prompt | null;
  /** Selects a prompt chosen by the user and remembers the choice. */
  selectPrompt: (prompt: Prompt) => void;
  /** Shows the default prompt as the selection, only when nothing is chosen. */
  showDefaultPrompt: (prompt: Prompt) => void;
  clearSelection: () => void;
};

export const usePromptStore = create<PromptStoreState>()((set, get) => ({
  selectedPromptId: readSelectedId(),
  selectedPromptDetails: null,
  selectPrompt(prompt) {
    writeSelectedId(prompt._id);
    set({ selectedPromptId: prompt._id, selectedPromptDetails: withoutSimilarity(prompt) });
  },
  showDefaultPrompt(prompt) {
    if (get().selectedPromptId) return;
    set({ selectedPromptDetails: withoutSimilarity(prompt) });
  },
  clearSelection() {
    writeSelectedId(null);
    set({ selectedPromptId: null, selectedPromptDetails: null });
  },
}));
