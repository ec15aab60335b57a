import { SCRIPT_PREVIEW_LENGTH, normalizeTopic, type Prompt } from '@dsb/core';
import { formatNumber } from '../../i18n';
import { promptMessages } from './messages';

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

/** A semantic similarity (0-1) as a rounded percent match, e.g. '87% match' ('87 %' in French). */
export function formatMatch(similarity: number): string {
  const percent = Math.round(Math.min(1, Math.max(0, similarity)) * 100);
  return promptMessages.card.match({ percent: formatNumber(percent / 100, { style: 'percent' }) });
}

/** The label shown on a card: the first topic's label, or General without topics. */
export function primaryTopicLabel(prompt: Pick<Prompt, 'topics'>): string {
  const topic = normalizeTopic(prompt.topics[0] ?? '');
  // Topic labels are the library's data; only the app's own 'General' is a word to translate.
  return topic.topicTag === normalizeTopic('').topicTag
    ? promptMessages.card.general()
    : topic.topicLabel;
}
