import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { realArrayLiteral } from '../db/embeddingColumn';

/*
 * The one place that knows how stored vectors are compared. The database function
 * `embedding_distance(embedding, query real[])` (migration 0007) is cosine distance either way:
 * with pgvector it is `embedding <=> query::vector`, which PostgreSQL inlines so the HNSW indexes
 * of each feature's tables.ts order the rows; without pgvector the embeddings are `real[]` and it
 * is an exact scan. The same SQL serves both.
 */

/** Cosine distance (0 = same direction, 2 = opposite) from a stored vector to the query's. */
export function vectorOrder(column: SQLWrapper, queryVector: readonly number[]): SQL<number> {
  return sql<number>`embedding_distance(${column}, ${realArrayLiteral(queryVector)}::real[])`;
}

/** Cosine distance (0..2) as a similarity in 0..1 for display. */
export const similarityFromDistance = (distance: number) =>
  Math.min(1, Math.max(0, 1 - Number(distance)));

/**
 * Runs a nearest-first query so the index can still return `limit` rows under a filter. HNSW hands
 * the filter at most ef_search (40) candidates; iterating the scan keeps `limit` reachable when
 * many rows are filtered out (needs pgvector 0.8). SET LOCAL takes no parameters: limit is a
 * checked integer. Without pgvector the settings are inert placeholders.
 */
export function withNearestScan<T>(db: Db, limit: number, run: (tx: Db) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local hnsw.ef_search = ${Math.max(40, Math.trunc(limit))}`));
    await tx.execute(sql.raw(`set local hnsw.iterative_scan = strict_order`));
    return run(tx);
  });
}
