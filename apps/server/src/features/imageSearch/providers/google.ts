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

const GOOGLE_ORIGIN = 'https://www.googleapis.com';
/** Custom Search returns at most 10 results a call and never past the 100th. */
const MAX_NUM = 10;
const MAX_RESULT = 100;

/** The parts of the Custom Search JSON API's answer we read (searchType=image). */
const answerSchema = z.looseObject({ items: z.array(z.unknown()).optional() });
const itemSchema = z.looseObject({
  title: z.string().nullish(),
  link: httpUrl,
  image: z
    .looseObject({
      width: z.unknown().optional(),
      height: z.unknown().optional(),
      thumbnailLink: httpUrl.optional(),
    })
    .optional(),
});

/** Google Programmable Search (Custom Search JSON API), image mode, SafeSearch on. */
export function googleProvider(
  config: { apiKey: string; engineId: string; baseUrl: string | undefined },
  options: ProviderFetchOptions,
): WebSearchProvider {
  return {
    name: 'google',
    async search({ query, page, perPage }) {
      const num = Math.min(perPage, MAX_NUM);
      const start = (page - 1) * num + 1;
      if (start + num - 1 > MAX_RESULT) return [];
      const url = providerUrl(GOOGLE_ORIGIN, config.baseUrl, '/customsearch/v1');
      url.search = new URLSearchParams({
        key: config.apiKey,
        cx: config.engineId,
        q: query,
        searchType: 'image',
        safe: 'active',
        num: String(num),
        start: String(start),
      }).toString();
      const answer = await fetchProviderJson('Google', url, answerSchema, options);
      return keepValid(answer.items ?? [], itemSchema).map((item) => {
        const width = dimension(item.image?.width);
        const height = dimension(item.image?.height);
        return {
          title: item.title?.trim() || 'Image',
          link: proxiedImageUrl(item.link),
          thumbnailLink: proxiedImageUrl(item.image?.thumbnailLink ?? item.link),
          source: 'web' as const,
          ...(width && height ? { width, height } : {}),
        };
      });
    },
  };
}
