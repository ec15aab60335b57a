import type { Topic } from './prompt';

/**
 * The text a library item's search index weights at B (`search_terms`), beside its description.
 * Pure, so the seeds, the services and the tests compute it the same way.
 */

/** A prompt's keywords plus its topic labels and tags. */
export const promptSearchTerms = (p: { keywords: readonly string[]; topics: readonly Topic[] }) =>
  [...p.keywords, ...p.topics.flatMap((t) => [t.topicLabel, t.topicTag.replace(/-/g, ' ')])].join(
    ' ',
  );

/** A chart's keywords and topic. */
export const evidenceSearchTerms = (e: {
  keywords: readonly string[];
  topicTagStatic: string | null;
}) => [...e.keywords, ...(e.topicTagStatic ? [e.topicTagStatic.replace(/-/g, ' ')] : [])].join(' ');

/** An article's topic and byline (its title and text are weighted on their own). */
export const articleSearchTerms = (a: { topicTagStatic: string | null; byline: string | null }) =>
  [a.topicTagStatic?.replace(/-/g, ' '), a.byline].filter(Boolean).join(' ');
