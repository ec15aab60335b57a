import { z } from 'zod';
import { imageLink, webLink } from './links';
import { queryText } from './text';

/**
 * News headlines (docs/product/headlines.md): the
 * article library's and, when a key is configured, a news service's articles for a topic.
 */
export const NEWS_MESSAGES = {
  queryTooShort: 'Search query must be at least 3 characters',
  noArticles: 'No articles found. Try simplifying your search or using different keywords.',
  selectTopic: 'Please select a topic first',
  failed: 'Failed to fetch headlines',
  /** The panel has no search box: nothing found is the topic's, not the pupil's wording. */
  noArticlesForTopic: 'No articles found for this topic yet.',
  libraryEmpty:
    'No news articles have been collected yet and no news service is set up, so there are no headlines to show. Your teacher can add articles with the Data Collector.',
  serviceUnavailable: 'The news service could not be reached; showing articles from the library.',
  serviceUnavailableNoArticles:
    'The news service could not be reached, and the article library has nothing on this topic yet.',
  rateLimited: (seconds: number) =>
    `You are searching for headlines very quickly. Please wait ${seconds} seconds and try again.`,
} as const;

export const MIN_NEWS_QUERY_LENGTH = 3;
export const MAX_NEWS_QUERY_WORDS = 6;
export const HEADLINE_COOLDOWN_MS = 2000;
/** A headline card on the canvas is this share of the canvas width. */
export const HEADLINE_CARD_WIDTH_RATIO = 0.8;
export const MAX_SAVED_HEADLINES = 200;

/** The query rule: question marks removed, the first 6 words kept. */
export function cleanNewsQuery(query: string): string {
  return query
    .replace(/\?/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_NEWS_QUERY_WORDS)
    .join(' ');
}

export const newsSearchQuerySchema = z.strictObject({
  q: queryText()
    .max(500, 'Search query is too long')
    .transform(cleanNewsQuery)
    .refine((q) => q.length >= MIN_NEWS_QUERY_LENGTH, NEWS_MESSAGES.queryTooShort),
});

/** One headline, in the shape of NewsAPI's article. Text fields are plain text. */
export const headlineSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  source: z.object({ id: z.string().nullable(), name: z.string() }),
  url: z.string(),
  publishedAt: z.string().nullable(),
  urlToImage: z.string().nullable(),
  content: z.string().nullable(),
  author: z.string().nullable(),
  /** Where it came from: the app's own article library or the news service. */
  origin: z.enum(['library', 'newsApi']),
});
export type Headline = z.infer<typeof headlineSchema>;

export const newsSearchResponseSchema = z.object({
  status: z.literal('ok'),
  articles: z.array(headlineSchema),
  message: z.string(),
});
export type NewsSearchResponse = z.infer<typeof newsSearchResponseSchema>;

const savedText = (max: number) => z.string().max(max).nullable();

/** Body of PUT /api/news/saved: the headline as the panel shows it (saved by its URL). */
export const saveHeadlineSchema = z.strictObject({
  headline: z.object({
    title: z.string().min(1).max(500),
    description: savedText(2000),
    source: z.object({ id: z.string().max(200).nullable(), name: z.string().max(200) }),
    url: webLink(),
    publishedAt: savedText(100),
    urlToImage: imageLink({ maxLength: 2048 }).nullable(),
    content: savedText(20_000),
    author: savedText(500),
    origin: z.enum(['library', 'newsApi']),
  }),
});

export const unsaveHeadlineQuerySchema = z.strictObject({ url: queryText().min(1).max(2048) });
export const savedHeadlinesResponseSchema = z.array(headlineSchema);
