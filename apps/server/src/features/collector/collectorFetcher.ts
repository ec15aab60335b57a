import type { AppConfig } from '../../platform/config/config';
import { createScrapeFetcher, type ScrapeFetcher } from './scrape/fetcher';

const fetchers = new WeakMap<AppConfig, ScrapeFetcher>();

/**
 * The one fetcher of this app's Data Collector, shared by its routes and its scrape jobs so the
 * per-host limit and the robots.txt cache hold across both.
 */
export function collectorFetcher(config: AppConfig): ScrapeFetcher {
  let fetcher = fetchers.get(config);
  if (!fetcher) {
    fetcher = createScrapeFetcher(config);
    fetchers.set(config, fetcher);
  }
  return fetcher;
}
