import { and, desc, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Embedder } from '../embeddings/embedder';
import type { ColumnMap, RowOf, SearchCollection } from './collection';
import { textSearchAndThenAny, textSearchTerms } from './textQuery';
import { similarityFromDistance, vectorOrder, withNearestScan } from './vectorSql';

/*
 * The collection-generic queries, without caching. Drizzle cannot follow a generic column map
 * through `select`, so the rows are typed back to what the columns read (RowOf).
 */

/** Weighted full-text search, best rank first: every word, else any word (see textQuery.ts). */
export async function textSearch<TColumns extends ColumnMap, TItem, TSource>(
  db: Db,
  collection: SearchCollection<TColumns, TItem, TSource>,
  query: string,
  limit: number = collection.limits.text,
): Promise<TItem[]> {
  const { table, searchable, order } = collection;
  const columns: ColumnMap = collection.columns;
  const rows = await textSearchAndThenAny(query, (tsquery) => {
    const { where, rank } = textSearchTerms(table.searchVector, tsquery);
    return db
      .select(columns)
      .from(table)
      .where(and(searchable, where))
      .orderBy(desc(rank), ...order)
      .limit(limit) as Promise<RowOf<TColumns>[]>;
  });
  return rows.map((row) => collection.present(row));
}

/**
 * The rows nearest in meaning to a query vector (from the same model), closest first, with their
 * similarity; rows under the collection's minimum similarity are left out.
 */
export async function semanticSearch<TColumns extends ColumnMap, TItem, TSource>(
  db: Db,
  collection: SearchCollection<TColumns, TItem, TSource>,
  query: { vector: readonly number[]; model: string },
  limit: number = collection.limits.semantic,
): Promise<TItem[]> {
  const { table, searchable, limits } = collection;
  const columns: ColumnMap = collection.columns;
  const distance = vectorOrder(table.embedding, query.vector);
  const rows = (await withNearestScan(db, limit, (tx) =>
    tx
      .select({ row: columns, distance })
      .from(table)
      .where(and(searchable, isNotNull(table.embedding), eq(table.embeddingModel, query.model)))
      .orderBy(distance)
      .limit(limit),
  )) as Array<{ row: RowOf<TColumns>; distance: number }>;
  return rows
    .map(({ row, distance }) => ({ row, similarity: similarityFromDistance(distance) }))
    .filter(({ similarity }) => similarity >= limits.minSimilarity)
    .map(({ row, similarity }) => collection.present(row, similarity));
}

/** Vector columns to write with a row: null when the embedder fails (the backfill retries). */
export type StoredEmbedding = { embedding: number[] | null; embeddingModel: string | null };

/** Embeds one row about to be written. A failed embedding must not block an edit. */
export async function embeddingFor<TColumns extends ColumnMap, TItem, TSource>(
  embedder: Embedder,
  collection: SearchCollection<TColumns, TItem, TSource>,
  source: TSource,
): Promise<StoredEmbedding> {
  try {
    const [vector] = await embedder.embed([collection.embeddingText(source)]);
    if (vector) return { embedding: vector, embeddingModel: embedder.model };
  } catch {
    // fall through: stored without a vector
  }
  return { embedding: null, embeddingModel: null };
}

/** Rows embedded per call to the embedder and per round of updates. */
const BACKFILL_BATCH = 64;

/** How far a backfill is: rows embedded so far of those that needed it. */
export type EmbedProgress = (done: number, total: number) => void;

/**
 * Embeds rows that have no vector, or one from another model. Returns how many were embedded.
 * `onProgress` hears (0, total) before the first batch and (done, total) after each one.
 */
export async function embedMissing<TColumns extends ColumnMap, TItem, TSource>(
  db: Db,
  embedder: Embedder,
  collection: SearchCollection<TColumns, TItem, TSource>,
  onProgress?: EmbedProgress,
): Promise<number> {
  const { table, embeddable } = collection;
  const columns: ColumnMap = collection.columns;
  const stale = (await db
    .select({ id: table.id, row: columns })
    .from(table)
    .where(
      and(
        embeddable,
        or(
          isNull(table.embedding),
          isNull(table.embeddingModel),
          ne(table.embeddingModel, embedder.model),
        ),
      ),
    )) as Array<{ id: unknown; row: RowOf<TColumns> }>;
  if (stale.length > 0) onProgress?.(0, stale.length);
  for (let start = 0; start < stale.length; start += BACKFILL_BATCH) {
    const batch = stale.slice(start, start + BACKFILL_BATCH);
    // defineCollection checks that a row is a valid embedding source.
    const texts = batch.map(({ row }) => collection.embeddingText(row as TSource));
    const vectors = await embedder.embed(texts);
    for (const [i, { id }] of batch.entries()) {
      await db
        .update(table)
        .set({ embedding: vectors[i], embeddingModel: embedder.model } as never)
        .where(eq(table.id, id));
    }
    onProgress?.(start + batch.length, stale.length);
  }
  return stale.length;
}
