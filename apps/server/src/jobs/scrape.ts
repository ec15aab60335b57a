import { scrapeOptionsSchema, type ScrapeResult } from '@dsb/core';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { HostLimiter } from '../scrape/hostLimiter';
import { RobotsRules } from '../scrape/robots';
import { scrapePage, type PageScrapeDeps } from '../scrape/scrapePage';
import { guardedFetch } from '../services/outboundFetch';
import { addScrapedChartToTemp } from '../services/scrapeService';
import type { ObjectStorage } from '../storage/storage';
import { SCRAPE_JOB_KIND, type JobHandler } from './types';

/** Requests at a time to one host, per server. */
const PER_HOST = 2;

/** Names the app to the sites it reads, with where to find out more when PUBLIC_URL is set. */
export function scrapeUserAgent(config: Pick<AppConfig, 'publicUrl'>): string {
  return `DataStoryBuilder/1.0 (classroom data-story tool${config.publicUrl ? `; +${config.publicUrl}` : ''})`;
}

/**
 * The Data Collector's job: one item per URL, its result the spec's scrape result. Fetches go
 * through the outbound guard (OUTBOUND_ALLOW targets excepted), at most 2 at a time per host,
 * and only where robots.txt allows.
 */
export function createScrapeHandler(deps: {
  db: Db;
  storage: ObjectStorage;
  config: Pick<AppConfig, 'publicUrl' | 'allowPrivateFetch' | 'outboundAllow'>;
}): JobHandler<unknown, { url: string }, ScrapeResult> {
  const userAgent = scrapeUserAgent(deps.config);
  const limiter = new HostLimiter(PER_HOST);
  const fetch: PageScrapeDeps['fetch'] = (url, options) =>
    limiter.run(url, () =>
      guardedFetch(url, {
        ...options,
        allowPrivate: deps.config.allowPrivateFetch,
        allowTargets: deps.config.outboundAllow,
        headers: { 'user-agent': userAgent, ...options.headers },
      }),
    );
  const robots = new RobotsRules('DataStoryBuilder', async (url) => {
    const response = await fetch(url, { maxBytes: 512 * 1024, timeoutMs: 10_000 });
    return { status: response.status, body: response.body.toString('utf8') };
  });
  return {
    kind: SCRAPE_JOB_KIND,
    run: (input, context) =>
      scrapePage(
        input.url,
        scrapeOptionsSchema.parse(context.payload),
        {
          fetch,
          robotsAllow: (url) => robots.isAllowed(url),
          storage: deps.storage,
          addToTemp: (chart, overwrite) => addScrapedChartToTemp(deps.db, chart, overwrite),
        },
        context.signal,
      ),
  };
}
