import { count } from 'drizzle-orm';
import { NEWS_MESSAGES, type Headline, type NewsSearchResponse } from '@dsb/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client';
import { articles as articleTable } from '../articles';
import { recordServiceFailure, takeServiceCall } from './newsUsage';
import type { ArticleSearch } from '../articles';
import { TtlCache } from '../../platform/cache/ttlCache';
import { searchLibrary } from './librarySource';
import { searchNewsApi } from './newsApiSource';
import { outboundPolicyOf } from '../../platform/net/outboundFetch';

export type NewsConfig = {
  newsApi: { apiKey: string; baseUrl: string | undefined } | null;
  /** Display names for source ids or names ('pew' -> 'Pew Research Center'). */
  sourceNames: Readonly<Record<string, string>>;
  allowPrivateFetch: boolean;
  outboundAllow: ReadonlySet<string>;
  /** News service calls all users together may cause in a UTC day (0: no limit). */
  dailyBudget: number;
};

/** Today's news service budget is spent: the library answers alone. */
class BudgetSpent extends Error {}

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
  db: Db,
) {
  const cache = new TtlCache<Headline[]>(NEWS_API_CACHE_MS, 200);
  const names = new Map(
    Object.entries(config.sourceNames).map(([key, value]) => [key.toLowerCase(), value]),
  );
  const sourceName = (idOrName: string) => names.get(idOrName.toLowerCase()) ?? idOrName;
  const libraryIsEmpty = async () => {
    const [row] = await db.select({ n: count() }).from(articleTable);
    return (row?.n ?? 0) === 0;
  };

  return {
    async search(query: string): Promise<NewsSearchResponse> {
      const library = await searchLibrary(search, query, sourceName);
      let external: Headline[] = [];
      let serviceFailed = false;
      if (config.newsApi) {
        const newsApi = { ...config.newsApi, ...outboundPolicyOf(config) };
        try {
          // A cached answer costs nothing; only real calls count against the day's budget.
          external = await cache.getOrLoad(query.toLowerCase(), async () => {
            if (!(await takeServiceCall(db, config.dailyBudget))) throw new BudgetSpent();
            return searchNewsApi(newsApi, query, sourceName);
          });
        } catch (error) {
          serviceFailed = true;
          if (error instanceof BudgetSpent) {
            log.warn(
              { dailyBudget: config.dailyBudget },
              'news service daily budget (NEWS_API_DAILY_BUDGET) spent; library results only',
            );
          } else {
            // Refused, unreachable, blocked by the outbound rules (OUTBOUND_ALLOW) or a bad answer.
            const reason = error instanceof Error ? error.message : String(error);
            log.warn({ err: error, reason }, 'news service search failed');
            await recordServiceFailure(db, reason).catch(() => undefined);
          }
        }
      }
      const seen = new Set(library.map((h) => h.url));
      const articles = [...library, ...external.filter((h) => !seen.has(h.url))];
      let message = '';
      if (articles.length === 0) {
        message = serviceFailed
          ? NEWS_MESSAGES.serviceUnavailableNoArticles
          : !config.newsApi && (await libraryIsEmpty())
            ? NEWS_MESSAGES.libraryEmpty
            : NEWS_MESSAGES.noArticlesForTopic;
      } else if (serviceFailed) {
        message = NEWS_MESSAGES.serviceUnavailable;
      }
      return { status: 'ok', articles, message };
    },
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
