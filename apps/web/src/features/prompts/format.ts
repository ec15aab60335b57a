import { SCRIPT_PREVIEW_LENGTH, normalizeTopic, type Prompt } from '@dsb/core';

/**
 * A script preview: the text cut past `limit` characters (docs/product/prompts.md), and whether it
 * was cut.
 */
export function truncateScript(
  script: string,
  limit: number = SCRIPT_PREVIEW_LENGTH,
): { text: string; truncated: boolean } {
  if (script.length <= limit) return { text: script, truncated: false };
  let cut = script.slice(0, limit);
  // End on a whole word when one ends reasonably close to the limit.
  const lastSpace = cut.lastIndexOf(' ');
  if (lastSpace >= limit * 0.8) cut = cut.slice(0, lastSpace);
  // 'since 1880.…' reads badly: the ellipsis replaces any punctuation the cut ends on.
  return { text: `${cut.replace(/[\s.,;:!?-]+$/, '')}…`, truncated: true };
}

/** A semantic similarity (0-1) as a rounded percent match, e.g. '87% match'. */
export function formatMatch(similarity: number): string {
  const percent = Math.round(Math.min(1, Math.max(0, similarity)) * 100);
  return `${percent}% match`;
}

/** The label shown on a card: the first topic's label, or General without topics. */
export function primaryTopicLabel(prompt: Pick<Prompt, 'topics'>): string {
  const first = prompt.topics[0];
  return normalizeTopic(first ?? '').topicLabel;
}
