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

const PEXELS_ORIGIN = 'https://api.pexels.com';

/** The parts of Pexels' GET /v1/search answer we read (https://www.pexels.com/api/documentation/). */
const answerSchema = z.looseObject({ photos: z.array(z.unknown()) });
const photoSchema = z.looseObject({
  width: z.unknown().optional(),
  height: z.unknown().optional(),
  alt: z.string().nullish(),
  photographer: z.string().nullish(),
  src: z.looseObject({ large: httpUrl, medium: httpUrl.optional(), tiny: httpUrl.optional() }),
});

/** Pexels photo search: free, safe content, credit to the photographer requested. */
export function pexelsProvider(
  config: { apiKey: string; baseUrl: string | undefined },
  options: ProviderFetchOptions,
): WebSearchProvider {
  return {
    name: 'pexels',
    async search({ query, page, perPage }) {
      const url = providerUrl(PEXELS_ORIGIN, config.baseUrl, '/v1/search');
      url.search = new URLSearchParams({
        query,
        per_page: String(perPage),
        page: String(page),
      }).toString();
      const answer = await fetchProviderJson('Pexels', url, answerSchema, {
        ...options,
        headers: { authorization: config.apiKey },
      });
      return keepValid(answer.photos, photoSchema).map((photo) => {
        const credit = photo.photographer ? `Photo by ${photo.photographer} on Pexels` : 'Pexels';
        const width = dimension(photo.width);
        const height = dimension(photo.height);
        return {
          title: photo.alt?.trim() || credit,
          link: proxiedImageUrl(photo.src.large),
          thumbnailLink: proxiedImageUrl(photo.src.medium ?? photo.src.tiny ?? photo.src.large),
          source: 'web' as const,
          ...(width && height ? { width, height } : {}),
          attribution: credit,
        };
      });
    },
  };
}
