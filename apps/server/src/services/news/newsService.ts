import { NEWS_MESSAGES, type Headline, type NewsSearchResponse } from '@dsb/core';
import type { FastifyBaseLogger } from 'fastify';
import type { ArticleSearch } from '../search/index';
import { TtlCache } from '../ttlCache';
import { searchLibrary } from './librarySource';
import { searchNewsApi } from './newsApiSource';
import { outboundPolicyOf } from '../../net/outboundFetch';

export type NewsConfig = {
  newsApi: { apiKey: string; baseUrl: string | undefined } | null;
  /** Display names for source ids or names ('pew' -> 'Pew Research Center'), spec 3 §7. */
  sourceNames: Readonly<Record<string, string>>;
  allowPrivateFetch: boolean;
  outboundAllow: ReadonlySet<string>;
};

/** News service answers are kept 10 minutes per query (issue #17), so a class shares one call. */
const NEWS_API_CACHE_MS = 10 * 60 * 1000;

/**
 * Headlines for a topic: the article library first (offline, newest first), then the news
 * service's results when a key is configured, without repeating a URL. A failing news service
 * leaves the library's results and says so in the message.
 */
export function createNewsService(
  config: NewsConfig,
  search: ArticleSearch,
  log: FastifyBaseLogger,
) {
  const cache = new TtlCache<Headline[]>(NEWS_API_CACHE_MS, 200);
  const names = new Map(
    Object.entries(config.sourceNames).map(([key, value]) => [key.toLowerCase(), value]),
  );
  const sourceName = (idOrName: string) => names.get(idOrName.toLowerCase()) ?? idOrName;

  return {
    async search(query: string): Promise<NewsSearchResponse> {
      const library = await searchLibrary(search, query, sourceName);
      let external: Headline[] = [];
      let serviceFailed = false;
      if (config.newsApi) {
        const newsApi = { ...config.newsApi, ...outboundPolicyOf(config) };
        try {
          external = await cache.getOrLoad(query.toLowerCase(), () =>
            searchNewsApi(newsApi, query, sourceName),
          );
        } catch (error) {
          serviceFailed = true;
          log.warn({ err: error }, 'news service search failed');
        }
      }
      const seen = new Set(library.map((h) => h.url));
      const articles = [...library, ...external.filter((h) => !seen.has(h.url))];
      const message =
        articles.length === 0
          ? NEWS_MESSAGES.noArticles
          : serviceFailed
            ? 'The news service did not answer; showing articles from the library.'
            : '';
      return { status: 'ok', articles, message };
    },
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
