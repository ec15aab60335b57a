import { createHash } from 'node:crypto';
import type { CheerioAPI } from 'cheerio';
import {
  MAX_PAGES_PER_URL,
  SCRAPE_SKIP_REASONS,
  type ScrapeOptions,
  type ScrapeResult,
} from '@dsb/core';
import { extractArticle } from './article';
import { detectCharts, parseHtml } from './detect';
import { fetchPage, PageFetchError, type FetchedPage } from './fetchPage';
import type { ScrapeFetcher } from './fetcher';
import { collectPageCharts, type ChartDeps } from './pageCharts';
import { nextPageOf, pageKey, previousPageOf } from './pagination';
import {
  articleImageOf,
  assembleArticle,
  saveArticle,
  type ArticleOutcome,
  type ArticlePart,
  type ScrapedArticle,
} from './scrapedArticle';
import { pageTopic } from './topic';

/** The outside world of one URL's scrape, so tests and the job handler can provide it. */
export type PageScrapeDeps = ChartDeps &
  Pick<ScrapeFetcher, 'robotsAllow' | 'pageTimeoutMs'> & {
    /** Stores the URL's article in the Articles collection; with overwrite, replaces it. */
    saveArticle: (article: ScrapedArticle, overwrite: boolean) => Promise<ArticleOutcome>;
  };

/** A URL's result before anything is known: failed, nothing found. */
export function emptyResult(url: string): ScrapeResult {
  return {
    url,
    success: false,
    message: '',
    errors: [],
    chartsFound: 0,
    chartsSaved: 0,
    skippedCharts: 0,
    sample: null,
    processingDetails: {
      chartDetection: { debugLog: [], chartDetails: [] },
      databaseOperations: { debugLog: [], failed: 0, operationDetails: [] },
    },
  };
}

const ENCODING_FROM = {
  bom: 'from its byte-order mark',
  header: 'from the Content-Type header',
  meta: 'from its <meta> charset',
  default: 'by default',
} as const;

/**
 * Scrapes one URL: robots.txt, the page and, with handlePagination, the pages after it (up to
 * 10, same site, never one twice); on each, its charts (downloaded, measured, stored and, with
 * autoAddToTemp, added to Evidence-Temp) and its article text. The URL's article (its pages'
 * texts together) goes to the Articles collection. A first page that cannot be read is the
 * result's message; a later one ends the pagination and is listed in the errors.
 */
export async function scrapePage(
  url: string,
  options: ScrapeOptions,
  deps: PageScrapeDeps,
  signal: AbortSignal,
): Promise<ScrapeResult> {
  const result = emptyResult(url);
  const log = (line: string) => result.processingDetails.chartDetection.debugLog.push(line);
  if (!(await deps.robotsAllow(url))) {
    result.message = SCRAPE_SKIP_REASONS.disallowedByRobots;
    return result;
  }
  const visited = new Set<string>();
  const contents = new Set<string>();
  const seenHashes = new Set<string>();
  const tally = { added: 0, updated: 0, exists: 0 };
  const articleParts: ArticlePart[] = [];
  const laterPages: string[] = [];
  let topic: string | null = null;
  /** With pagination, a URL that is a later page of a report: its text is the first page's. */
  let continues: string | null = null;
  let pages = 0;
  let pageUrl: string | null = url;
  while (pageUrl) {
    signal.throwIfAborted();
    visited.add(pageKey(pageUrl));
    let page: FetchedPage;
    try {
      page = await fetchPage(deps, pageUrl, signal);
    } catch (error) {
      if (!(error instanceof PageFetchError)) throw error;
      if (pages === 0) {
        result.message = error.message;
        result.errors.push({ message: error.message });
        return result;
      }
      result.errors.push({ message: `Page ${pages + 1} (${pageUrl}): ${error.message}` });
      log(`Pagination stopped: page ${pages + 1} could not be read`);
      break;
    }
    const fingerprint = createHash('sha1').update(page.html).digest('hex');
    if (contents.has(fingerprint)) {
      log(`Pagination stopped: ${page.finalUrl} is the same page as one already read`);
      break;
    }
    contents.add(fingerprint);
    pages++;
    visited.add(pageKey(page.finalUrl));
    if (pages > 1) laterPages.push(page.finalUrl);
    log(`Page ${pages}: ${page.finalUrl} (${page.encoding}, ${ENCODING_FROM[page.from]})`);
    const $ = parseHtml(page.html);
    if (pages === 1) {
      const found = pageTopic($, page.finalUrl);
      topic = found?.topicTag ?? null;
      log(found ? `Topic: ${found.topicTag} (from the ${found.from})` : 'Topic: none found');
      continues = options.handlePagination ? previousPageOf($, page.finalUrl) : null;
    }
    await collectPageCharts(detectCharts($, page.finalUrl), {
      deps,
      result,
      // The first page's charts keep the address as given (what 'Delete by source' matches).
      pageUrl: pages === 1 ? url : page.finalUrl,
      topicTagStatic: topic,
      autoAddToTemp: options.autoAddToTemp,
      overwriteCharts: options.overwriteCharts,
      seenHashes,
      tally,
      signal,
    });
    const article = extractArticle(page.html);
    if (article) articleParts.push({ ...article, imageUrl: articleImageOf($, page.finalUrl) });
    log(article ? `Article text found: "${article.title}"` : 'No article text on this page');
    pageUrl = options.handlePagination
      ? await nextPage($, page.finalUrl, pages, visited, deps, log)
      : null;
  }

  if (continues && articleParts.length > 0) {
    log(`No article saved: this page continues ${continues}, whose article holds its text`);
  }
  const article = continues ? null : assembleArticle(articleParts, url, topic, laterPages);
  const articleOutcome = article
    ? await saveArticle(article, options.overwriteArticles, deps.saveArticle, result)
    : null;
  const details = result.processingDetails.chartDetection.chartDetails;
  result.chartsFound = details.filter((d) => d.status === 'found').length;
  result.skippedCharts = details.length - result.chartsFound;
  result.success = true;
  result.message =
    `Found ${result.chartsFound} chart${result.chartsFound === 1 ? '' : 's'}, ` +
    `skipped ${result.skippedCharts}` +
    (options.autoAddToTemp ? autoAddSummary(tally) : '') +
    (pages > 1 ? `, over ${pages} pages` : '') +
    (articleOutcome ? `; article ${articleOutcome}` : '');
  return result;
}

/** What auto-add did, in the URL's message: added, replaced (overwrite) and kept. */
function autoAddSummary(tally: { added: number; updated: number; exists: number }): string {
  return (
    `, ${tally.added} added to Temp` +
    (tally.updated ? `, ${tally.updated} replaced` : '') +
    (tally.exists ? `, ${tally.exists} already collected` : '')
  );
}

/** The next page to read, or null with the reason in the debug log. */
async function nextPage(
  $: CheerioAPI,
  pageUrl: string,
  pages: number,
  visited: ReadonlySet<string>,
  deps: Pick<PageScrapeDeps, 'robotsAllow'>,
  log: (line: string) => void,
): Promise<string | null> {
  const next = nextPageOf($, pageUrl);
  if (!next) {
    if (pages > 1) log(`Pagination ended: no next page after page ${pages}`);
    return null;
  }
  if (visited.has(pageKey(next.url))) {
    log(`Pagination stopped: the next page ${next.url} was already read`);
    return null;
  }
  if (pages >= MAX_PAGES_PER_URL) {
    log(`Pagination stopped at the limit of ${MAX_PAGES_PER_URL} pages (next was ${next.url})`);
    return null;
  }
  if (!(await deps.robotsAllow(next.url))) {
    log(`Pagination stopped: ${SCRAPE_SKIP_REASONS.disallowedByRobots} (${next.url})`);
    return null;
  }
  log(`Next page (${next.via}): ${next.url}`);
  return next.url;
}
