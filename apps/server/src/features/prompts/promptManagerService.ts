import { asc, inArray, sql } from 'drizzle-orm';
import {
  PROMPT_MANAGER_MESSAGES,
  promptSearchTerms,
  type CheckEmbeddingsResponse,
  type PromptCheckItem,
  type PromptProcessResponse,
  type Topic,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { prompts } from './tables';
import { documentFrequencies, extractKeywords, type KeywordSource } from './drafting/keywords';
import type { PromptSearch } from './searchCollection';

/**
 * The Prompt Manager's Embeddings tab (docs/product/admin-prompts.md): which prompts lack keywords
 * or an embedding, and filling them. Keywords are TF-IDF over the whole library, so each run reads
 * the library's texts once (a few hundred short rows).
 */

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

async function libraryTexts(db: Db): Promise<KeywordSource[]> {
  return db
    .select({
      bigQuestion: prompts.bigQuestion,
      promptScript: prompts.promptScript,
      topics: prompts.topics,
    })
    .from(prompts);
}

/** Keywords for each prompt's text against the library as it is now (read once for all). */
export async function keywordsForEach(
  db: Db,
  sources: readonly KeywordSource[],
): Promise<string[][]> {
  const library = await libraryTexts(db);
  return sources.map((source) =>
    extractKeywords(source, documentFrequencies([...library, source])),
  );
}

/** Keywords for one prompt's text against the library as it is now. */
export async function keywordsFor(db: Db, prompt: KeywordSource): Promise<string[]> {
  const [keywords] = await keywordsForEach(db, [prompt]);
  return keywords ?? [];
}

export async function checkPrompts(
  db: Db,
  includeWithKeywords: boolean,
): Promise<CheckEmbeddingsResponse> {
  const rows = await db
    .select({
      _id: prompts.id,
      bigQuestion: prompts.bigQuestion,
      promptScript: prompts.promptScript,
      topics: prompts.topics,
      keywords: prompts.keywords,
      hasEmbedding: sql<boolean>`${prompts.embedding} is not null`,
    })
    .from(prompts)
    .orderBy(asc(prompts.position), asc(prompts.createdAt));
  const missing = (p: PromptCheckItem) => p.keywords.length === 0 || !p.hasEmbedding;
  const listed = includeWithKeywords ? rows : rows.filter(missing);
  const missingCount = rows.filter(missing).length;
  return {
    success: true,
    promptsWithoutEmbeddings: listed,
    totalPrompts: rows.length,
    allPromptIds: rows.map((r) => r._id),
    message:
      missingCount === 0
        ? PROMPT_MANAGER_MESSAGES.allHaveEmbeddings
        : PROMPT_MANAGER_MESSAGES.found(missingCount, rows.length),
  };
}

/**
 * New keywords for the given prompts and, with `embed`, a new embedding (which reads the
 * keywords). An embedder failure keeps the keywords and is counted, not thrown: the next start
 * embeds what is missing.
 */
export async function processPrompts(
  db: Db,
  search: PromptSearch,
  promptIds: readonly string[],
  embed: boolean,
): Promise<PromptProcessResponse> {
  const wanted = [...new Set(promptIds)];
  const ids = wanted.filter(isUuid);
  const rows = ids.length
    ? await db
        .select({
          id: prompts.id,
          bigQuestion: prompts.bigQuestion,
          promptScript: prompts.promptScript,
          topics: prompts.topics,
        })
        .from(prompts)
        .where(inArray(prompts.id, ids))
    : [];
  const frequencies = documentFrequencies(await libraryTexts(db));
  let embeddingFailures = 0;
  for (const row of rows) {
    const keywords = extractKeywords(row, frequencies);
    const embedding = embed ? await search.embeddingFor({ ...row, keywords }) : {};
    if (embed && !('embedding' in embedding && embedding.embedding)) embeddingFailures++;
    await db
      .update(prompts)
      .set({
        keywords,
        searchTerms: promptSearchTerms({ keywords, topics: row.topics }),
        ...embedding,
        updatedAt: new Date(),
      })
      .where(sql`${prompts.id} = ${row.id}`);
  }
  if (rows.length > 0) search.invalidate();
  const found = new Set(rows.map((r) => r.id));
  return {
    success: true,
    processedCount: rows.length,
    missingIds: wanted.filter((id) => !found.has(id)),
    embeddingFailures,
  };
}

/**
 * The library's topics an article mentions, most mentioned first (at most two), so drafts join
 * the topics pupils already browse; empty when it mentions none.
 */
export async function libraryTopicsIn(
  db: Db,
  article: { title: string; content: string },
): Promise<Topic[]> {
  const text = `${article.title} ${article.content}`.toLowerCase();
  const known = new Map<string, Topic>();
  for (const row of await db.select({ topics: prompts.topics }).from(prompts)) {
    for (const topic of row.topics) known.set(topic.topicTag, topic);
  }
  return [...known.values()]
    .map((topic) => ({ topic, hits: text.split(topic.topicLabel.toLowerCase()).length - 1 }))
    .filter((t) => t.hits > 0 && t.topic.topicTag !== 'general')
    .sort((a, b) => b.hits - a.hits)
    .slice(0, 2)
    .map((t) => ({ topicTag: t.topic.topicTag, topicLabel: t.topic.topicLabel }));
}
