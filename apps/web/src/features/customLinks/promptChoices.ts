import type { Prompt } from '@dsb/core';
import { linkMessages } from './messages';

/**
 * A prompt as the link form lists it (docs/product/custom-links.md): question and script, with
 * fallbacks.
 */
export function promptLabel(prompt: Pick<Prompt, 'bigQuestion'>): string {
  return prompt.bigQuestion?.trim() || linkMessages.prompts.untitled();
}

export function promptDescription(prompt: Pick<Prompt, 'promptScript'>): string {
  return prompt.promptScript?.trim() || linkMessages.prompts.noDescription();
}

/** The dropdown's first choice: no prompt, the pupil chooses. */
export const noPromptLabel = () => linkMessages.prompts.none();

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
    { value: '', label: noPromptLabel() },
    ...prompts.map((p) => ({ value: p._id, label: promptLabel(p) })),
  ];
}
