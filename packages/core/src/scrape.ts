/**
 * The Data Collector's scraping: the spec's skip reasons and limits (spec 2 §2, §4, §9). The
 * status of a chart in the results is 'Skipped: {reason}' with one of these.
 */
export const SCRAPE_SKIP_REASONS = {
  tooSmall: 'Skipped: too small',
  logoOrIcon: 'Skipped: logo or icon',
  duplicate: 'Skipped: duplicate',
  notAnImage: 'Skipped: not an image',
  disallowedByRobots: 'Skipped: disallowed by robots.txt',
} as const;

export type ScrapeSkipReason = (typeof SCRAPE_SKIP_REASONS)[keyof typeof SCRAPE_SKIP_REASONS];

/** Images smaller than this on either side are not charts. */
export const MIN_CHART_SIDE_PX = 200;
