import { PROMPT_MANAGER_MESSAGES, type CheckEmbeddingsResponse } from '@dsb/core';

/** A prompt the generate action fills: no keywords yet, or no embedding. */
const lacksSomething = (p: CheckEmbeddingsResponse['promptsWithoutEmbeddings'][number]) =>
  p.keywords.length === 0 || !p.hasEmbedding;

/**
 * The line above the checked list, counted from the list itself so it is always true: 'Found N
 * prompts without keywords (out of M total prompts)' while any lack something, 'All prompts have
 * embeddings!' only when none does (with a note when every prompt is listed for regenerating).
 */
export function checkSummary(data: CheckEmbeddingsResponse): string {
  const listed = data.promptsWithoutEmbeddings;
  const missing = listed.filter(lacksSomething).length;
  if (missing > 0) return PROMPT_MANAGER_MESSAGES.found(missing, data.totalPrompts);
  if (listed.length === 0) return PROMPT_MANAGER_MESSAGES.allHaveEmbeddings;
  return `${PROMPT_MANAGER_MESSAGES.allHaveEmbeddings} All ${listed.length} prompts are listed for regenerating their keywords.`;
}
