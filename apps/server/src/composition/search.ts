import { createCollectionSearch, type SearchDeps } from '../platform/search/collectionSearch';
import { articleCollection } from '../features/articles';
import { evidenceCollection } from '../features/evidence';
import { promptCollection } from '../features/prompts';
import { QueryVectorCache } from '../platform/search/queryVectors';

export type { SearchAnswer, SearchMode, SearchRequest } from '../platform/search/collectionSearch';
export type { StoredEmbedding } from '../platform/search/queries';

/** Public reads are cached briefly: the libraries change rarely, and only through their services. */
export const SEARCH_CACHE_TTL_MS = 30_000;

/**
 * One search service per collection (text, semantic with fallback to text, cached reads, embedding
 * backfill), sharing the database, the embedder and the cache of query vectors. A new collection
 * is a declaration under collections/ and a line here.
 */
export function createSearch(
  deps: Omit<SearchDeps, 'queryVectors' | 'cacheTtlMs' | 'translateQueries'> & {
    translateQueries?: boolean;
  },
) {
  const shared: SearchDeps = {
    ...deps,
    translateQueries: deps.translateQueries ?? true,
    queryVectors: new QueryVectorCache(),
    cacheTtlMs: SEARCH_CACHE_TTL_MS,
  };
  const collections = {
    prompts: createCollectionSearch(promptCollection, shared),
    evidence: createCollectionSearch(evidenceCollection, shared),
    articles: createCollectionSearch(articleCollection, shared),
  };
  type CollectionName = keyof typeof collections;
  return {
    ...collections,
    /** Embeds every collection's rows that lack a current vector; counts by collection. */
    async embedAllMissing(
      onProgress?: (collection: CollectionName, done: number, total: number) => void,
    ): Promise<Record<CollectionName, number>> {
      const counts = {} as Record<CollectionName, number>;
      for (const name of Object.keys(collections) as CollectionName[]) {
        counts[name] = await collections[name].embedMissing(
          onProgress && ((done, total) => onProgress(name, done, total)),
        );
      }
      return counts;
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
export type PromptSearch = Search['prompts'];
export type EvidenceSearch = Search['evidence'];
export type ArticleSearch = Search['articles'];
