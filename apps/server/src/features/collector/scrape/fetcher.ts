import type { AppConfig } from '../../../platform/config/config';
import {
  guardedFetch,
  type GuardedFetchOptions,
  type GuardedResponse,
} from '../../../platform/net/outboundFetch';
import { HostLimiter } from './hostLimiter';
import { RobotsRules } from './robots';

/** Requests at a time to one host, per server. */
const PER_HOST = 2;
/** The robots.txt rules are read under this name (the product token of the User-Agent). */
const ROBOTS_AGENT = 'DataStoryBuilder';

export type ScrapeFetch = (
  url: string,
  options: Omit<GuardedFetchOptions, 'allowPrivate'>,
) => Promise<GuardedResponse>;

/** How the scraper reaches the web: one per server, shared by scrape jobs and search-page loads. */
export type ScrapeFetcher = {
  /** A guarded GET, at most 2 at a time per host, naming the app in its User-Agent. */
  fetch: ScrapeFetch;
  /** Whether the site's robots.txt lets the app read this address (cached 10 minutes). */
  robotsAllow: (url: string) => Promise<boolean>;
  /** SCRAPE_PAGE_TIMEOUT_MS: the time one web page may take. */
  pageTimeoutMs: number;
};

export type ScrapeFetcherConfig = Pick<
  AppConfig,
  'publicUrl' | 'allowPrivateFetch' | 'outboundAllow' | 'scrapePageTimeoutMs'
>;

/** Names the app to the sites it reads, with where to find out more when PUBLIC_URL is set. */
export function scrapeUserAgent(config: Pick<AppConfig, 'publicUrl'>): string {
  return `${ROBOTS_AGENT}/1.0 (classroom data-story tool${config.publicUrl ? `; +${config.publicUrl}` : ''})`;
}

/**
 * The scraper's fetches: through the outbound guard (OUTBOUND_ALLOW targets excepted), at most 2
 * at a time per host, and robots.txt read once per site.
 */
export function createScrapeFetcher(config: ScrapeFetcherConfig): ScrapeFetcher {
  const userAgent = scrapeUserAgent(config);
  const limiter = new HostLimiter(PER_HOST);
  const fetch: ScrapeFetch = (url, options) =>
    limiter.run(url, () =>
      guardedFetch(url, {
        ...options,
        allowPrivate: config.allowPrivateFetch,
        allowTargets: config.outboundAllow,
        headers: { 'user-agent': userAgent, ...options.headers },
      }),
    );
  const robots = new RobotsRules(ROBOTS_AGENT, async (url) => {
    const response = await fetch(url, { maxBytes: 512 * 1024, timeoutMs: 10_000 });
    return { status: response.status, body: response.body.toString('utf8') };
  });
  return {
    fetch,
    robotsAllow: (url) => robots.isAllowed(url),
    pageTimeoutMs: config.scrapePageTimeoutMs,
  };
}
