import { z } from 'zod';
import { queryText } from './text';

/**
 * Image and GIF search for the editor's Images tab (docs/product/image-search.md). The browser asks
 * the server, which searches the app's own library and, when configured, a web provider: no key
 * ever reaches the browser.
 */

export const MAX_IMAGE_SEARCH_QUERY_LENGTH = 200;
/** Results per page of GET /api/images/search, from each source. */
export const IMAGE_SEARCH_PAGE_SIZE = 20;
export const MAX_IMAGE_SEARCH_PAGE = 20;
/** GIF search limit 25. */
export const GIF_SEARCH_LIMIT = 25;
/** Web providers are given this long to answer (then the library results go out alone). */
export const WEB_SEARCH_TIMEOUT_MS = 10_000;

export const IMAGE_SEARCH_MESSAGES = {
  /** Failures of a web provider (the library results still come back). */
  imagesFailed: 'Failed to fetch images...',
  gifsFailed: 'Failed to fetch GIFs...',
  /** Shown when the server has no web provider: the answer holds library images only. */
  webImagesNotConfigured:
    "Web image search is not set up on this server; showing images from this app's library.",
  webGifsNotConfigured:
    "Web GIF search is not set up on this server; showing GIFs from this app's library.",
  /** The Images tab's texts. */
  placeholder: 'Search images and press Enter...',
  loading: 'Loading...',
  prompt: 'Enter a search term and press Enter or click the search button.',
  noResults: 'No images found. Try a different search.',
  queryRequired: 'Enter a search term',
  queryTooLong: `Search terms can be at most ${MAX_IMAGE_SEARCH_QUERY_LENGTH} characters`,
} as const;

const searchText = queryText({ message: IMAGE_SEARCH_MESSAGES.queryRequired })
  .trim()
  .min(1, IMAGE_SEARCH_MESSAGES.queryRequired)
  .max(MAX_IMAGE_SEARCH_QUERY_LENGTH, IMAGE_SEARCH_MESSAGES.queryTooLong);

/** GET /api/images/search?q=&page= */
export const imageSearchQuerySchema = z.strictObject({
  q: searchText,
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(MAX_IMAGE_SEARCH_PAGE, `page must be at most ${MAX_IMAGE_SEARCH_PAGE}`)
    .default(1),
});
export type ImageSearchQuery = z.infer<typeof imageSearchQuerySchema>;

/** GET /api/gifs/search?q=&limit= */
export const gifSearchQuerySchema = z.strictObject({
  q: searchText,
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(GIF_SEARCH_LIMIT, `limit must be at most ${GIF_SEARCH_LIMIT}`)
    .default(GIF_SEARCH_LIMIT),
});
export type GifSearchQuery = z.infer<typeof gifSearchQuerySchema>;

export const IMAGE_SOURCES = ['library', 'web'] as const;
export type ImageSource = (typeof IMAGE_SOURCES)[number];

/**
 * One result. `link` and `thumbnailLink` are same-origin app paths: `/files/...` for the library,
 * `/api/proxy/image?url=...` for web results, so the page and the canvas load them under the
 * Content Security Policy and without tainting the canvas.
 */
export const imageSearchItemSchema = z.object({
  title: z.string(),
  link: z.string(),
  thumbnailLink: z.string(),
  source: z.enum(IMAGE_SOURCES),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** Credit line a provider asks for (e.g. the Pexels photographer). */
  attribution: z.string().optional(),
});
export type ImageSearchItem = z.infer<typeof imageSearchItemSchema>;

/** Answer of both searches. `warning` is set when the web provider failed (library results stay). */
export const imageSearchResponseSchema = z.object({
  items: z.array(imageSearchItemSchema),
  /** 'library', or the web provider's name ('pexels', 'google', 'giphy'). */
  provider: z.string(),
  webSearchConfigured: z.boolean(),
  warning: z.string().optional(),
});
export type ImageSearchResponse = z.infer<typeof imageSearchResponseSchema>;

/** The same-origin address of a web image: the app's proxy fetches it. */
export const proxiedImageUrl = (url: string) => `/api/proxy/image?url=${encodeURIComponent(url)}`;
