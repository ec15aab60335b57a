import { scrapeOptionsSchema, type ScrapeResult } from '@dsb/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { ScrapeFetcher } from './scrape/fetcher';
import type { ArticleOutcome } from './scrape/scrapedArticle';
import { scrapePage, type PageScrapeDeps } from './scrape/scrapePage';
import { saveScrapedArticle, type ArticleSaveOutcome } from '../articles';
import { addScrapedChartToTemp } from './scrapedChartService';
import type { ArticleSearch } from '../articles';
import type { EvidenceSearch } from '../evidence';
import type { ObjectStorage } from '../../platform/storage/storage';
import { INITIAL_SCRAPE_RESULT, runAutoSync } from './autoSync';
import { SCRAPE_JOB_KIND, type JobHandler } from '../../platform/jobs/types';

export { scrapeUserAgent } from './scrape/fetcher';

const ARTICLE_OUTCOMES: Record<ArticleSaveOutcome, ArticleOutcome> = {
  added: 'saved',
  exists: 'kept',
  updated: 'replaced',
  partOfAnother: 'partOfAnother',
};

/**
 * The Data Collector's job: one item per URL, its result the scrape result the screen shows.
 * Fetches go through the shared scrape fetcher (outbound guard, 2 per host, robots.txt). When the
 * job is done and autoSync was chosen, this server runs the Temp-to-Main sync once.
 */
export function createScrapeHandler(deps: {
  db: Db;
  storage: ObjectStorage;
  fetcher: ScrapeFetcher;
  search: { evidence: EvidenceSearch; articles: ArticleSearch };
  log: FastifyBaseLogger;
}): JobHandler<unknown, { url: string }, ScrapeResult> {
  const pageDeps: PageScrapeDeps = {
    fetch: deps.fetcher.fetch,
    robotsAllow: deps.fetcher.robotsAllow,
    pageTimeoutMs: deps.fetcher.pageTimeoutMs,
    storage: deps.storage,
    addToTemp: async (chart, overwrite) => {
      const done = await addScrapedChartToTemp(deps.db, chart, overwrite);
      if (done.outcome === 'updated' && done.collection === 'main') {
        // A library item changed: searches see it now, and new text gets its vector.
        await deps.search.evidence.embedMissing().catch(() => 0);
        deps.search.evidence.invalidate();
      }
      return done;
    },
    saveArticle: async (article, overwrite) => {
      const outcome = await saveScrapedArticle(
        deps.db,
        deps.search.articles,
        {
          articleTitle: article.title,
          articleContent: article.content,
          articleDate: article.date,
          byline: article.byline,
          sourceUrl: article.sourceUrl,
          topicTagStatic: article.topicTagStatic,
          imageUrl: article.imageUrl,
          laterPages: article.laterPages,
        },
        overwrite,
      );
      return ARTICLE_OUTCOMES[outcome];
    },
  };
  return {
    kind: SCRAPE_JOB_KIND,
    run: (input, context) =>
      scrapePage(input.url, scrapeOptionsSchema.parse(context.payload), pageDeps, context.signal),
    summarize: () => INITIAL_SCRAPE_RESULT,
    onJobEnded: async (jobId, status) => {
      if (status !== 'done') return;
      await runAutoSync({ db: deps.db, search: deps.search.evidence, log: deps.log }, jobId);
    },
  };
}
