import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import {
  normalizeTopics,
  type Prompt,
  type PromptCreate,
  type PromptUpdate,
  type Topic,
} from '@dsb/core';
import type { Db } from '../db/client';
import { prompts, savedPrompts } from '../db/schema';
import type { Embedder } from '../embeddings/embedder';
import { notFound } from '../errors';
import {
  cosineDistanceTo,
  similarityFromDistance,
  textSearchAndThenAny,
  textSearchTerms,
} from './search';

type PromptRow = typeof prompts.$inferSelect;

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
type PromptView = Pick<PromptRow, keyof typeof promptColumns>;

const defaultOrder = [
  desc(prompts.isDefault),
  asc(prompts.position),
  asc(prompts.createdAt),
  asc(prompts.id),
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const PROMPT_NOT_FOUND = 'Prompt not found';

export function presentPrompt(row: PromptView, similarity?: number): Prompt {
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

/** The text the search index weights at B: keywords plus topic labels and tags. */
export const searchTermsFor = (keywords: readonly string[], topics: readonly Topic[]) =>
  [...keywords, ...topics.flatMap((t) => [t.topicLabel, t.topicTag.replace(/-/g, ' ')])].join(' ');

/**
 * What the embedder reads for a prompt: the question, its topics and keywords. The script is left
 * out: it is long, slow to embed, and its storytelling blurs what the prompt is about.
 */
export const embeddingTextFor = (p: {
  bigQuestion: string;
  keywords: readonly string[];
  topics: readonly Topic[];
}) =>
  [p.bigQuestion, p.topics.map((t) => t.topicLabel).join(', '), p.keywords.join(', ')].join('. ');

export async function listPrompts(db: Db, page?: { limit: number; offset: number }) {
  const query = db
    .select(promptColumns)
    .from(prompts)
    .orderBy(...defaultOrder);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => presentPrompt(r));
}

export async function countPrompts(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(prompts);
  return row?.n ?? 0;
}

export async function getPrompt(db: Db, id: string): Promise<Prompt> {
  if (!UUID.test(id)) throw notFound(PROMPT_NOT_FOUND);
  const [row] = await db.select(promptColumns).from(prompts).where(eq(prompts.id, id)).limit(1);
  if (!row) throw notFound(PROMPT_NOT_FOUND);
  return presentPrompt(row);
}

const SEARCH_LIMIT = 50;
/** Smart search returns the closest prompts, but not ones that share almost no meaning with the query. */
const SEMANTIC_LIMIT = 20;
const MIN_SIMILARITY = 0.2;

export async function textSearchPrompts(db: Db, query: string): Promise<Prompt[]> {
  const rows = await textSearchAndThenAny(query, (tsquery) => {
    const { where, rank } = textSearchTerms(prompts.searchVector, tsquery);
    return db
      .select(promptColumns)
      .from(prompts)
      .where(where)
      .orderBy(desc(rank), ...defaultOrder)
      .limit(SEARCH_LIMIT);
  });
  return rows.map((r) => presentPrompt(r));
}

export async function semanticSearchPrompts(
  db: Db,
  embedder: Embedder,
  query: string,
): Promise<Prompt[]> {
  const [vector] = await embedder.embed([query]);
  if (!vector) return [];
  const distance = cosineDistanceTo(prompts.embedding, vector);
  const rows = await db
    .select({ ...promptColumns, distance })
    .from(prompts)
    .where(and(sql`${prompts.embedding} is not null`, eq(prompts.embeddingModel, embedder.model)))
    .orderBy(distance)
    .limit(SEMANTIC_LIMIT);
  return rows
    .map((r) => presentPrompt(r, similarityFromDistance(r.distance)))
    .filter((p) => (p.similarity ?? 0) >= MIN_SIMILARITY);
}

/** Computes embeddings for prompts that have none, or whose vectors came from another model. */
export async function embedMissingPrompts(db: Db, embedder: Embedder): Promise<number> {
  const stale = await db
    .select(promptColumns)
    .from(prompts)
    .where(
      or(
        isNull(prompts.embedding),
        isNull(prompts.embeddingModel),
        ne(prompts.embeddingModel, embedder.model),
      ),
    );
  if (stale.length === 0) return 0;
  const vectors = await embedder.embed(stale.map(embeddingTextFor));
  for (const [i, row] of stale.entries()) {
    await db
      .update(prompts)
      .set({ embedding: vectors[i], embeddingModel: embedder.model })
      .where(eq(prompts.id, row.id));
  }
  return stale.length;
}

export async function createPrompt(
  db: Db,
  embedder: Embedder,
  input: PromptCreate,
): Promise<Prompt> {
  const topics = normalizeTopics(input.topics);
  const keywords = input.keywords ?? [];
  const [vector] = await embedder
    .embed([embeddingTextFor({ ...input, topics, keywords })])
    .catch(() => [undefined]);
  const [{ max } = { max: 0 }] = await db
    .select({ max: sql<number>`coalesce(max(position), 0)::int` })
    .from(prompts);
  const [row] = await db
    .insert(prompts)
    .values({
      bigQuestion: input.bigQuestion,
      promptScript: input.promptScript,
      topics,
      keywords,
      searchTerms: searchTermsFor(keywords, topics),
      sourceUrl: input.sourceURL ?? null,
      position: max + 1,
      embedding: vector ?? null,
      embeddingModel: vector ? embedder.model : null,
    })
    .returning(promptColumns);
  if (!row) throw new Error('insert returned nothing');
  return presentPrompt(row);
}

export async function updatePrompt(
  db: Db,
  embedder: Embedder,
  id: string,
  input: PromptUpdate,
): Promise<Prompt> {
  const current = await getPrompt(db, id);
  const topics = input.topics ? normalizeTopics(input.topics) : current.topics;
  const next = {
    bigQuestion: input.bigQuestion ?? current.bigQuestion,
    promptScript: input.promptScript ?? current.promptScript,
    keywords: input.keywords ?? current.keywords,
    topics,
  };
  // A failed embedding must not block an edit: the row is re-embedded at the next start.
  const [vector] = await embedder.embed([embeddingTextFor(next)]).catch(() => [undefined]);
  const [row] = await db
    .update(prompts)
    .set({
      ...next,
      searchTerms: searchTermsFor(next.keywords, topics),
      ...(input.sourceURL !== undefined ? { sourceUrl: input.sourceURL } : {}),
      embedding: vector ?? null,
      embeddingModel: vector ? embedder.model : null,
      updatedAt: new Date(),
    })
    .where(eq(prompts.id, id))
    .returning(promptColumns);
  if (!row) throw notFound(PROMPT_NOT_FOUND);
  return presentPrompt(row);
}

export async function deletePrompt(db: Db, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound(PROMPT_NOT_FOUND);
  const deleted = await db.delete(prompts).where(eq(prompts.id, id)).returning({ id: prompts.id });
  if (deleted.length === 0) throw notFound(PROMPT_NOT_FOUND);
}

export async function listSavedPrompts(db: Db, userId: string): Promise<Prompt[]> {
  const rows = await db
    .select(promptColumns)
    .from(savedPrompts)
    .innerJoin(prompts, eq(prompts.id, savedPrompts.promptId))
    .where(eq(savedPrompts.userId, userId))
    .orderBy(desc(savedPrompts.createdAt));
  return rows.map((r) => presentPrompt(r));
}

export async function savePrompt(db: Db, userId: string, promptId: string): Promise<void> {
  await getPrompt(db, promptId); // 404 for an unknown prompt
  await db.insert(savedPrompts).values({ userId, promptId }).onConflictDoNothing();
}

export async function unsavePrompt(db: Db, userId: string, promptId: string): Promise<void> {
  if (!UUID.test(promptId)) throw notFound(PROMPT_NOT_FOUND);
  await db
    .delete(savedPrompts)
    .where(and(eq(savedPrompts.userId, userId), eq(savedPrompts.promptId, promptId)));
}
