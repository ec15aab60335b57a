import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Embedder } from '../embeddings/embedder';
import { TtlCache } from '../cache/ttlCache';
import type { ColumnMap, SearchCollection } from './collection';
import { queryInEnglish } from './crossLanguage/queryTranslation';
import {
  embedMissing,
  embeddingFor,
  semanticSearch,
  textSearch,
  type EmbedProgress,
} from './queries';
import type { QueryVectorCache } from './queryVectors';

export type SearchMode = 'text' | 'semantic';

export type SearchRequest = {
  query: string;
  mode: SearchMode;
  /** How many results at most; the collection's default for the mode when absent. */
  limit?: number;
};

/** Results, and whether a semantic search was answered by text search instead. */
export type SearchAnswer<TItem> = { items: TItem[]; fellBack: boolean };

export type SearchDeps = {
  db: Db;
  embedder: Embedder;
  queryVectors: QueryVectorCache;
  log: FastifyBaseLogger;
  /** How long a read stays cached on this server; other servers see a write this much later. */
  cacheTtlMs: number;
  /** Carry a query in Spanish, French, German, Arabic or Chinese into English first (SEARCH_TRANSLATE_QUERIES). */
  translateQueries: boolean;
};

/**
 * Search over one collection, with a short-lived cache of its public reads. Every write to the
 * collection must call `invalidate()` (the collection's services do), so the writer's next read
 * is fresh; other servers catch up within `cacheTtlMs`.
 */
export function createCollectionSearch<TColumns extends ColumnMap, TItem, TSource>(
  collection: SearchCollection<TColumns, TItem, TSource>,
  deps: SearchDeps,
) {
  const cache = new TtlCache<unknown>(deps.cacheTtlMs);
  const cached = <T>(key: string, load: () => Promise<T>) =>
    cache.getOrLoad(key, load) as Promise<T>;

  const text = (query: string, limit = collection.limits.text) =>
    cached(`text:${limit}:${query}`, () => textSearch(deps.db, collection, query, limit));

  const semantic = (query: string, limit = collection.limits.semantic) =>
    cached(`semantic:${limit}:${query}`, async () => {
      const vector = await deps.queryVectors.vectorFor(deps.embedder, query);
      return semanticSearch(deps.db, collection, { vector, model: deps.embedder.model }, limit);
    });

  return {
    collection,

    /**
     * Text or semantic search; a failing semantic search is answered by text search. A query in
     * Spanish, French, German, Arabic or Chinese searches the English library through its English words.
     */
    async search({ query, mode, limit }: SearchRequest): Promise<SearchAnswer<TItem>> {
      const q = deps.translateQueries ? queryInEnglish(query.trim()).query : query.trim();
      if (!q) return { items: [], fellBack: false };
      if (mode === 'text') return { items: await text(q, limit), fellBack: false };
      try {
        return { items: await semantic(q, limit), fellBack: false };
      } catch (error) {
        deps.log.warn(
          { err: error, collection: collection.name },
          'semantic search failed; answering with text search',
        );
        return { items: await text(q, limit), fellBack: true };
      }
    },

    /** Another read of the collection (a list, a page), cached until the next write. */
    cached,

    /** The vector columns for a row about to be written (null ones when the embedder fails). */
    embeddingFor: (source: TSource) => embeddingFor(deps.embedder, collection, source),

    /** Embeds rows without a current vector; returns how many. */
    embedMissing: (onProgress?: EmbedProgress) =>
      embedMissing(deps.db, deps.embedder, collection, onProgress),

    /** Forgets cached reads after a write to the collection. */
    invalidate: () => cache.clear(),
  };
}

export type CollectionSearch<TColumns extends ColumnMap, TItem, TSource> = ReturnType<
  typeof createCollectionSearch<TColumns, TItem, TSource>
>;

/** The search service of a declared collection (what a feature's code is handed). */
export type SearchOf<C> =
  C extends SearchCollection<infer TColumns, infer TItem, infer TSource>
    ? CollectionSearch<TColumns, TItem, TSource>
    : never;
