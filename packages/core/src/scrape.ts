import { z } from 'zod';
import { evidenceSyncStatsSchema } from './evidenceAdmin';

/**
 * The Data Collector's scraping: skip reasons and limits
 * (docs/product/data-collector.md). The status of a chart in the results is 'Skipped: {reason}'
 * with one of these.
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

/** URLs one scrape may take: enough for a search page's results, bounded for the server. */
export const MAX_SCRAPE_URLS = 100;
export const MAX_SCRAPE_URL_LENGTH = 2048;
/** Images fetched from one page at most; the rest are left out and the debug log says so. */
export const MAX_CHARTS_PER_PAGE = 60;
export const SCRAPE_PROGRESS_POLL_MS = 2000;
/** Pages one URL may span with handlePagination: the first and up to 9 'next' pages. */
export const MAX_PAGES_PER_URL = 10;
/** Result links one search page gives at most: what one scrape may take. */
export const MAX_SEARCH_RESULT_URLS = MAX_SCRAPE_URLS;

export const SCRAPE_MESSAGES = {
  noValidUrls: 'Please enter at least one valid URL',
  tooManyUrls: `At most ${MAX_SCRAPE_URLS} URLs can be processed at once`,
  sessionNotFound: 'Scraping session not found',
  alreadyFinished: 'This scraping session has already finished',
  searchUrlRequired: 'Please enter a search URL',
  searchUrlInvalid: 'The search URL must begin with http:// or https://',
  /** The failure message for loading search URLs; the cause follows after a colon. */
  loadUrlsFailed: 'Failed to load URLs',
  noResultLinks: 'Failed to load URLs: no result links were found on that page',
} as const;

/**
 * A page address as a key: scheme and host in lower case (they are case-insensitive, so
 * `HTTP://Host/page` and `http://host/page` are one page); path and query are kept as written.
 */
export function sourceUrlKey(url: string): string {
  return url
    .trim()
    .replace(/^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)/i, (_all, scheme: string, host: string) =>
      `${scheme}${host}`.toLowerCase(),
    );
}

/**
 * The URL rule: lines trimmed, blanks dropped, only lines beginning with http kept.
 * Repeats are dropped too (scheme and host case ignored), so a URL is scraped once.
 */
export function cleanScrapeUrls(lines: readonly string[]): string[] {
  const kept = lines.map((line) => line.trim()).filter((line) => /^http/i.test(line));
  return [...new Set(kept.map(sourceUrlKey))];
}

/** Scrape options: all off by default except handlePagination. */
export const scrapeOptionsSchema = z.object({
  overwriteCharts: z.boolean().default(false),
  overwriteArticles: z.boolean().default(false),
  autoSync: z.boolean().default(false),
  autoAddToTemp: z.boolean().default(false),
  handlePagination: z.boolean().default(true),
});
export type ScrapeOptions = z.infer<typeof scrapeOptionsSchema>;

/** POST /api/admin/process-chart-urls */
export const processChartUrlsRequestSchema = z.object({
  urls: z
    // One limit, on what is sent: the documented number is the one the server holds to. The
    // Data Collector sends the textarea's URLs already cleaned (urlsFromText).
    .array(z.string().max(MAX_SCRAPE_URL_LENGTH, 'A URL is too long'))
    .max(MAX_SCRAPE_URLS, SCRAPE_MESSAGES.tooManyUrls)
    .transform(cleanScrapeUrls)
    .refine((urls) => urls.length > 0, SCRAPE_MESSAGES.noValidUrls),
  options: scrapeOptionsSchema.default(scrapeOptionsSchema.parse({})),
});
export type ProcessChartUrlsRequest = z.input<typeof processChartUrlsRequestSchema>;

export const processChartUrlsResponseSchema = z.object({
  success: z.literal(true),
  sessionId: z.string(),
  totalUrls: z.number().int(),
  options: scrapeOptionsSchema,
});
export type ProcessChartUrlsResponse = z.infer<typeof processChartUrlsResponseSchema>;

export const scrapeSessionParamsSchema = z.object({ sessionId: z.uuid() });

/** One image found on a page. */
export const chartDetailSchema = z.object({
  label: z.string(),
  description: z.string(),
  dimensions: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
  /** Our stored copy's address once downloaded; the original address until then. */
  mediaURL: z.string().nullable(),
  originalURL: z.string().nullable(),
  isDirectDownload: z.boolean(),
  status: z.enum(['found', 'skipped']),
  /** With status 'skipped': one of SCRAPE_SKIP_REASONS. */
  reason: z.string().optional(),
  addedToTemp: z.boolean(),
  /**
   * The page the chart is on (a later page of a paginated report has its own) and the topic the
   * scraper found there, so Add to Temp stores what an automatic add would. Absent in results
   * stored before they were recorded.
   */
  sourceURL: z.string().optional(),
  topicTagStatic: z.string().nullish(),
});
export type ChartDetail = z.infer<typeof chartDetailSchema>;

const messageList = z.array(z.object({ message: z.string() }));

/** What one URL of a scrape gave. */
export const scrapeResultSchema = z.object({
  url: z.string(),
  success: z.boolean(),
  message: z.string(),
  errors: messageList,
  chartsFound: z.number().int(),
  chartsSaved: z.number().int(),
  skippedCharts: z.number().int(),
  sample: z.object({ mediaURL: z.string(), description: z.string() }).nullable(),
  processingDetails: z.object({
    chartDetection: z.object({
      debugLog: z.array(z.string()),
      chartDetails: z.array(chartDetailSchema),
    }),
    databaseOperations: z.object({
      debugLog: z.array(z.string()),
      failed: z.number().int(),
      operationDetails: messageList,
    }),
  }),
});
export type ScrapeResult = z.infer<typeof scrapeResultSchema>;

/** GET /api/admin/scraping-progress/{sessionId}. */
export const scrapeProgressResponseSchema = z.object({
  success: z.literal(true),
  sessionId: z.string(),
  /** Percent of URLs finished, 0 to 100. */
  progress: z.number().int(),
  processedUrls: z.number().int(),
  totalUrls: z.number().int(),
  /** Finished URLs' results, in the order the URLs were given. */
  results: z.array(scrapeResultSchema),
  /**
   * False once every URL is finished and, with autoSync, the automatic Temp-to-Main sync has run
   * (the sync follows completion).
   */
  isRunning: z.boolean(),
  status: z.enum(['pending', 'running', 'done', 'failed', 'cancelled', 'interrupted']),
  error: z.string().nullable(),
  /**
   * The automatic sync's stats (autoSync): null until it ran, and always null without autoSync or
   * when the job was cancelled or failed. When the sync itself fails, `error` says so.
   */
  sync: evidenceSyncStatsSchema.nullable(),
  /** The options the session was started with, so 'Process the rest' can use them again. */
  options: scrapeOptionsSchema,
  /**
   * URLs the session never processed: those left when it was cancelled (from the cancel on),
   * interrupted or failed; empty while it runs and when it finished them all.
   */
  unprocessedUrls: z.array(z.string()),
});
export type ScrapeProgressResponse = z.infer<typeof scrapeProgressResponseSchema>;

/** Recent scrape sessions the Data Collector lists, newest first. */
export const SCRAPE_SESSIONS_LISTED = 10;

/** GET /api/admin/scraping-sessions: running and recent sessions, newest first. */
export const scrapeSessionsResponseSchema = z.object({
  success: z.literal(true),
  sessions: z.array(
    z.object({
      sessionId: z.string(),
      status: z.enum(['pending', 'running', 'done', 'failed', 'cancelled', 'interrupted']),
      isRunning: z.boolean(),
      totalUrls: z.number().int(),
      processedUrls: z.number().int(),
      /** The first URL, to recognise the session by. */
      firstUrl: z.string().nullable(),
      createdAt: z.string(),
      finishedAt: z.string().nullable(),
    }),
  ),
});
export type ScrapeSessionsResponse = z.infer<typeof scrapeSessionsResponseSchema>;
export type ScrapeSessionSummary = ScrapeSessionsResponse['sessions'][number];

/** POST /api/admin/cancel-scraping/{sessionId} */
export const cancelScrapingResponseSchema = z.object({ success: z.literal(true) });

/** POST /api/admin/load-search-urls: a search-results page whose result links to scrape. */
export const loadSearchUrlsRequestSchema = z.object(
  {
    searchUrl: z
      .string({ message: SCRAPE_MESSAGES.searchUrlRequired })
      .trim()
      .min(1, SCRAPE_MESSAGES.searchUrlRequired)
      .max(MAX_SCRAPE_URL_LENGTH, 'The search URL is too long')
      .refine((url) => /^https?:\/\//i.test(url), SCRAPE_MESSAGES.searchUrlInvalid),
  },
  // No body at all is the same mistake as an empty field.
  { message: SCRAPE_MESSAGES.searchUrlRequired },
);
export type LoadSearchUrlsRequest = z.input<typeof loadSearchUrlsRequestSchema>;

/**
 * Its answer: the result links on the same site, in page order, once each. A page that cannot be
 * read answers 502 (422 when it holds no result link) with success false, no urls and the error.
 */
export const loadSearchUrlsResponseSchema = z.object({
  success: z.literal(true),
  urls: z.array(z.string()).max(MAX_SEARCH_RESULT_URLS),
});
export type LoadSearchUrlsResponse = z.infer<typeof loadSearchUrlsResponseSchema>;

/** Activity log actions of scraping (the admin type: they begin with 'admin'). */
export const SCRAPE_ACTIVITY = {
  start: 'admin start scraping',
  cancel: 'admin cancel scraping',
  loadSearchUrls: 'admin load search urls',
} as const;
