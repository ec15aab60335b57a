import { LOCAL_STORAGE_KEYS, isValidPrompt, type Prompt } from '@dsb/core';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What reading the stored list found: the valid prompts, and what to do with the stored text. */
export type SavedPromptsRead = {
  prompts: Prompt[];
  /** keep: all valid; rewrite: invalid entries were dropped; clear: the text did not parse. */
  action: 'keep' | 'rewrite' | 'clear';
};

/** Keep only valid prompts, drop invalid entries, clear storage that does not parse. */
export function parseSavedPrompts(raw: string | null): SavedPromptsRead {
  if (raw === null) return { prompts: [], action: 'keep' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { prompts: [], action: 'clear' };
  }
  if (!Array.isArray(parsed)) return { prompts: [], action: 'clear' };
  const prompts = parsed.filter(isValidPrompt);
  return { prompts, action: prompts.length === parsed.length ? 'keep' : 'rewrite' };
}

/** Reads the saved-prompt mirror, repairing the stored value as `parseSavedPrompts` says. */
export function readSavedPrompts(storage: KeyValueStorage): Prompt[] {
  try {
    const { prompts, action } = parseSavedPrompts(storage.getItem(LOCAL_STORAGE_KEYS.savedPrompts));
    if (action === 'clear') storage.removeItem(LOCAL_STORAGE_KEYS.savedPrompts);
    if (action === 'rewrite') writeSavedPrompts(storage, prompts);
    return prompts;
  } catch {
    return []; // storage unavailable (private mode, blocked): the server remains the source
  }
}

/** Mirrors the saved prompts into storage; a failure to write is not an error worth showing. */
export function writeSavedPrompts(storage: KeyValueStorage, prompts: readonly Prompt[]): void {
  try {
    storage.setItem(LOCAL_STORAGE_KEYS.savedPrompts, JSON.stringify(prompts));
  } catch {
    // quota exceeded or storage blocked: the mirror is only a speed-up
  }
}
