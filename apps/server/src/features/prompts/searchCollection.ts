import { asc, desc } from 'drizzle-orm';
import type { Prompt, Topic } from '@dsb/core';
import { prompts } from './tables';
import { defineCollection, type RowOf } from '../../platform/search/collection';
import type { SearchOf } from '../../platform/search/collectionSearch';

/** Columns read for the API (the tsvector and the embedding stay in the database). */
const promptColumns = {
  id: prompts.id,
  bigQuestion: prompts.bigQuestion,
  promptScript: prompts.promptScript,
  topics: prompts.topics,
  keywords: prompts.keywords,
  sourceUrl: prompts.sourceUrl,
  statisticalMentions: prompts.statisticalMentions,
  articleContext: prompts.articleContext,
  articleDate: prompts.articleDate,
  variationIndex: prompts.variationIndex,
  isDefault: prompts.isDefault,
};

export function presentPrompt(row: RowOf<typeof promptColumns>, similarity?: number): Prompt {
  return {
    _id: row.id,
    bigQuestion: row.bigQuestion,
    promptScript: row.promptScript,
    topics: row.topics,
    keywords: row.keywords,
    sourceURL: row.sourceUrl,
    statistical_mentions: row.statisticalMentions,
    article_context: row.articleContext,
    article_date: row.articleDate,
    variation_index: row.variationIndex,
    isDefault: row.isDefault,
    ...(similarity !== undefined ? { similarity } : {}),
  };
}

/**
 * The prompt library: big question (A), keywords and topics (B), script (C). The embedder reads
 * the question, its topics and keywords; the script is left out: it is long, slow to embed, and
 * its storytelling blurs what the prompt is about.
 */
export const promptCollection = defineCollection({
  name: 'prompts',
  table: prompts,
  columns: promptColumns,
  present: presentPrompt,
  embeddingText: (p: {
    bigQuestion: string;
    keywords: readonly string[];
    topics: readonly Topic[];
  }) =>
    [p.bigQuestion, p.topics.map((t) => t.topicLabel).join(', '), p.keywords.join(', ')].join('. '),
  order: [desc(prompts.isDefault), asc(prompts.position), asc(prompts.createdAt), asc(prompts.id)],
  // Smart search returns the closest prompts, but not ones that share almost no meaning with the query.
  limits: { text: 50, semantic: 20, minSimilarity: 0.2 },
});

/** The search service over this collection. */
export type PromptSearch = SearchOf<typeof promptCollection>;
