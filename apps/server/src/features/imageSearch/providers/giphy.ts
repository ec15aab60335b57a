import { z } from 'zod';
import { proxiedImageUrl } from '@dsb/core';
import {
  dimension,
  fetchProviderJson,
  httpUrl,
  keepValid,
  providerUrl,
  type ProviderFetchOptions,
  type WebSearchProvider,
} from './providers';

const GIPHY_ORIGIN = 'https://api.giphy.com';

const rendition = z.looseObject({
  url: httpUrl,
  width: z.unknown().optional(),
  height: z.unknown().optional(),
});

/** The parts of GIPHY's GET /v1/gifs/search answer we read (https://developers.giphy.com/docs/api). */
const answerSchema = z.looseObject({ data: z.array(z.unknown()) });
const gifSchema = z.looseObject({
  title: z.string().nullish(),
  images: z.looseObject({
    original: rendition,
    downsized: rendition.optional(),
    fixed_width: rendition.optional(),
  }),
});

/** GIPHY search, rated G for school use. Links use the downsized rendition (under 2 MB). */
export function giphyProvider(
  config: { apiKey: string; baseUrl: string | undefined },
  options: ProviderFetchOptions,
): WebSearchProvider {
  return {
    name: 'giphy',
    async search({ query, page, perPage }) {
      const url = providerUrl(GIPHY_ORIGIN, config.baseUrl, '/v1/gifs/search');
      url.search = new URLSearchParams({
        api_key: config.apiKey,
        q: query,
        limit: String(perPage),
        offset: String((page - 1) * perPage),
        rating: 'g',
        lang: 'en',
      }).toString();
      const answer = await fetchProviderJson('GIPHY', url, answerSchema, options);
      return keepValid(answer.data, gifSchema).map((gif) => {
        const full = gif.images.downsized ?? gif.images.original;
        const thumb = gif.images.fixed_width ?? full;
        const width = dimension(full.width);
        const height = dimension(full.height);
        return {
          title: gif.title?.trim() || 'GIF',
          link: proxiedImageUrl(full.url),
          thumbnailLink: proxiedImageUrl(thumb.url),
          source: 'web' as const,
          ...(width && height ? { width, height } : {}),
          attribution: 'Powered by GIPHY',
        };
      });
    },
  };
}
