import type { Prompt } from '@dsb/core';

/**
 * A prompt as the link form lists it (docs/product/custom-links.md): question and script, with
 * fallbacks.
 */
export function promptLabel(prompt: Pick<Prompt, 'bigQuestion'>): string {
  return prompt.bigQuestion?.trim() || 'Untitled Prompt';
}

export function promptDescription(prompt: Pick<Prompt, 'promptScript'>): string {
  return prompt.promptScript?.trim() || 'No description available';
}

export const NO_PROMPT_LABEL = 'None - Let user choose';

/**
 * When the search call fails: all prompts filtered by question or script,
 * case-insensitive. A blank query finds nothing (the results are cleared).
 */
export function filterPromptsLocally(prompts: readonly Prompt[], query: string): Prompt[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return prompts.filter(
    (p) =>
      (p.bigQuestion ?? '').toLowerCase().includes(needle) ||
      (p.promptScript ?? '').toLowerCase().includes(needle),
  );
}

/** The dropdown's options: 'None - Let user choose' first, then every prompt. */
export function promptOptions(prompts: readonly Prompt[]): { value: string; label: string }[] {
  return [
    { value: '', label: NO_PROMPT_LABEL },
    ...prompts.map((p) => ({ value: p._id, label: promptLabel(p) })),
  ];
}
