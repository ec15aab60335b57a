import type { CheerioAPI } from 'cheerio';
import type { ScrapeResult } from '@dsb/core';
import type { ExtractedArticle } from './article';
import { siteShareImage } from './detect';
import { baseUrlOf, resolveUrl } from './imageSources';

/** An article as the scraper hands it to the Articles collection. */
export type ScrapedArticle = {
  title: string;
  /** ISO 8601 when the page states it. */
  date: string | null;
  content: string;
  byline: string | null;
  sourceUrl: string;
  topicTagStatic: string | null;
  /** The page's og:image (absolute), for headline cards; null when it has none of its own. */
  imageUrl: string | null;
  /** With pagination, the pages after the first that this article's text includes. */
  laterPages: string[];
};

/**
 * What saving did: a new article, the one already collected kept, replaced (overwriteArticles),
 * or none, because the page's text is already part of another page's article (a later page of a
 * paginated report, collected with its first page).
 */
export type ArticleOutcome = 'saved' | 'kept' | 'replaced' | 'partOfAnother';

/** One page's share of an article (a paginated report gives one part per page). */
export type ArticlePart = ExtractedArticle & { imageUrl: string | null };

/** The page's own sharing image (og:image, else twitter:image); null for a site logo or none. */
export function articleImageOf($: CheerioAPI, pageUrl: string): string | null {
  const base = baseUrlOf($, pageUrl);
  const value = $(
    'meta[property="og:image"], meta[name="og:image"], meta[name="twitter:image"], meta[property="twitter:image"]',
  )
    .first()
    .attr('content');
  const url = resolveUrl(value, base);
  if (!url || url.startsWith('data:')) return null;
  return siteShareImage($, url, base, []) ? null : url;
}

/**
 * The article of a URL from its pages' parts: the first page's title and byline, the first date
 * any page states, the pages' texts in order. Null when no page had an article.
 */
export function assembleArticle(
  parts: readonly ArticlePart[],
  sourceUrl: string,
  topicTagStatic: string | null,
  laterPages: string[] = [],
): ScrapedArticle | null {
  const first = parts[0];
  if (!first) return null;
  return {
    title: first.title || parts.find((p) => p.title)?.title || '',
    date: parts.find((p) => p.date)?.date ?? null,
    content: parts.map((p) => p.content).join('\n\n'),
    byline: parts.find((p) => p.byline)?.byline ?? null,
    sourceUrl,
    topicTagStatic,
    imageUrl: parts.find((p) => p.imageUrl)?.imageUrl ?? null,
    laterPages,
  };
}

const OUTCOME_MESSAGES: Record<ArticleOutcome, string> = {
  saved: 'Article saved',
  kept: 'Article already collected, kept as it was (overwriteArticles is off)',
  replaced: 'Article replaced',
  partOfAnother: "No article saved: this page's text is already part of another page's article",
};

/** Saves the article and says so in the URL's database operations; a failure is counted there. */
export async function saveArticle(
  article: ScrapedArticle,
  overwrite: boolean,
  save: (article: ScrapedArticle, overwrite: boolean) => Promise<ArticleOutcome>,
  result: ScrapeResult,
): Promise<ArticleOutcome | null> {
  const database = result.processingDetails.databaseOperations;
  try {
    const outcome = await save(article, overwrite);
    const message = `${OUTCOME_MESSAGES[outcome]}: "${article.title}" (${article.sourceUrl})`;
    database.debugLog.push(message);
    database.operationDetails.push({ message });
    return outcome;
  } catch (error) {
    database.failed++;
    const message = `Could not save the article "${article.title}": ${error instanceof Error ? error.message : String(error)}`;
    database.debugLog.push(message);
    database.operationDetails.push({ message });
    return null;
  }
}
