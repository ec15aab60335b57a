import { MAX_TOPICS, normalizeTopic, normalizeTopics, type Topic } from '@dsb/core';

/**
 * The edit modal's topic rules (docs/product/admin-prompts.md): at least one topic, the last cannot
 * be removed, an empty input becomes General, tags lowercase-hyphenated and labels capitalised
 * (core's normalizeTopic, which the server applies too).
 */

/** The topics a draft opens the modal with: normalised, never empty. */
export function initialTopics(topics: ReadonlyArray<Topic | string>): Topic[] {
  return normalizeTopics(topics);
}

export type AddTopicResult =
  { ok: true; topics: Topic[] } | { ok: false; reason: 'duplicate' | 'full'; topics: Topic[] };

/** Adds the typed topic (empty input adds General); a tag already there or a full list is refused. */
export function addTopic(topics: readonly Topic[], input: string): AddTopicResult {
  const topic = normalizeTopic(input);
  if (topics.some((t) => t.topicTag === topic.topicTag)) {
    return { ok: false, reason: 'duplicate', topics: [...topics] };
  }
  if (topics.length >= MAX_TOPICS) return { ok: false, reason: 'full', topics: [...topics] };
  return { ok: true, topics: [...topics, topic] };
}

/** The message for a refused topic. */
export function addTopicProblem(reason: 'duplicate' | 'full', input: string): string {
  return reason === 'duplicate'
    ? `${normalizeTopic(input).topicLabel} is already a topic`
    : `At most ${MAX_TOPICS} topics`;
}

/** True while removing one would leave none. */
export function isLastTopic(topics: readonly Topic[]): boolean {
  return topics.length <= 1;
}

/** Removes the topic with this tag, unless it is the last one. */
export function removeTopic(topics: readonly Topic[], topicTag: string): Topic[] {
  if (isLastTopic(topics)) return [...topics];
  return topics.filter((t) => t.topicTag !== topicTag);
}

/** The topics sent on save: normalised, and an empty list becomes a single general topic. */
export function topicsForSave(topics: readonly Topic[]): Topic[] {
  return normalizeTopics(topics.map(({ topicTag, topicLabel }) => ({ topicTag, topicLabel })));
}
