import { and, desc, eq, sql } from 'drizzle-orm';
import {
  normalizeTopics,
  promptSearchTerms,
  type Prompt,
  type PromptCreate,
  type PromptUpdate,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { prompts, savedPrompts } from './tables';
import { notFound } from '../../platform/http/errors';
import { keywordsFor } from './promptManagerService';
import type { PromptSearch } from './searchCollection';
import { presentPrompt, promptCollection } from './searchCollection';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const PROMPT_NOT_FOUND = 'Prompt not found';
const { columns: promptColumns, order: defaultOrder } = promptCollection;

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

/** Adds a prompt at the end of the library, embedded for smart search. */
export async function createPrompt(
  db: Db,
  search: PromptSearch,
  input: PromptCreate,
): Promise<Prompt> {
  const topics = normalizeTopics(input.topics);
  // An admin's prompt gets keywords like every other (docs/product/admin-prompts.md); given ones
  // are kept.
  const keywords = input.keywords?.length
    ? input.keywords
    : await keywordsFor(db, { ...input, topics });
  const embedding = await search.embeddingFor({ ...input, topics, keywords });
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
      searchTerms: promptSearchTerms({ keywords, topics }),
      sourceUrl: input.sourceURL ?? null,
      position: max + 1,
      ...embedding,
    })
    .returning(promptColumns);
  if (!row) throw new Error('insert returned nothing');
  search.invalidate();
  return presentPrompt(row);
}

/** Edits a prompt; it is embedded again so smart search follows. */
export async function updatePrompt(
  db: Db,
  search: PromptSearch,
  id: string,
  input: PromptUpdate,
): Promise<Prompt> {
  const current = await getPrompt(db, id);
  const topics = input.topics ? normalizeTopics(input.topics) : current.topics;
  const text = {
    bigQuestion: input.bigQuestion ?? current.bigQuestion,
    promptScript: input.promptScript ?? current.promptScript,
    topics,
  };
  const textChanged =
    text.bigQuestion !== current.bigQuestion ||
    text.promptScript !== current.promptScript ||
    JSON.stringify(topics) !== JSON.stringify(current.topics);
  // Keywords follow an edited text unless the edit sets them itself.
  const keywords = input.keywords ?? (textChanged ? await keywordsFor(db, text) : current.keywords);
  const next = { ...text, keywords };
  // A failed embedding does not block the edit: the row is embedded again at the next start.
  const embedding = await search.embeddingFor(next);
  const [row] = await db
    .update(prompts)
    .set({
      ...next,
      searchTerms: promptSearchTerms(next),
      ...(input.sourceURL !== undefined ? { sourceUrl: input.sourceURL } : {}),
      ...embedding,
      updatedAt: new Date(),
    })
    .where(eq(prompts.id, id))
    .returning(promptColumns);
  if (!row) throw notFound(PROMPT_NOT_FOUND);
  search.invalidate();
  return presentPrompt(row);
}

export async function deletePrompt(db: Db, search: PromptSearch, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound(PROMPT_NOT_FOUND);
  const deleted = await db.delete(prompts).where(eq(prompts.id, id)).returning({ id: prompts.id });
  if (deleted.length === 0) throw notFound(PROMPT_NOT_FOUND);
  search.invalidate();
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
