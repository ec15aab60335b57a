import { z } from 'zod';
import { proxiedImageUrl, type Headline } from '@dsb/core';
import { fetchProviderJson, httpUrl, keepValid, providerUrl } from '../imageSearch';
import { plainText } from './plainText';
import { type OutboundPolicy } from '../../platform/net/outboundFetch';

export const NEWS_API_ORIGIN = 'https://newsapi.org';
const PAGE_SIZE = 20;

const articleSchema = z.object({
  title: z.string().min(1),
  description: z.string().nullish(),
  source: z.object({ id: z.string().nullish(), name: z.string().nullish() }).nullish(),
  url: httpUrl,
  publishedAt: z.string().nullish(),
  urlToImage: z.string().nullish(),
  content: z.string().nullish(),
  author: z.string().nullish(),
});
const answerSchema = z.object({ status: z.string(), articles: z.array(z.unknown()).default([]) });

/**
 * A NewsAPI-compatible `everything` search, called by the server only: the key travels in the
 * X-Api-Key header and never reaches a browser. Images go through the app's image proxy.
 */
export async function searchNewsApi(
  config: { apiKey: string; baseUrl: string | undefined } & OutboundPolicy,
  query: string,
  sourceName: (idOrName: string) => string,
): Promise<Headline[]> {
  const url = providerUrl(NEWS_API_ORIGIN, config.baseUrl, '/v2/everything');
  url.search = new URLSearchParams({
    q: query,
    language: 'en',
    sortBy: 'publishedAt',
    pageSize: String(PAGE_SIZE),
  }).toString();
  const answer = await fetchProviderJson('The news service', url, answerSchema, {
    allowPrivate: config.allowPrivate,
    allowTargets: config.allowTargets,
    headers: { 'x-api-key': config.apiKey },
  });
  return keepValid(answer.articles, articleSchema).map((article) => {
    const name = article.source?.name ?? article.source?.id ?? new URL(article.url).hostname;
    const image = article.urlToImage && httpUrl.safeParse(article.urlToImage).success;
    return {
      title: plainText(article.title, 500) ?? article.url,
      description: plainText(article.description, 2000),
      source: { id: article.source?.id ?? null, name: sourceName(article.source?.id ?? name) },
      url: article.url,
      publishedAt: article.publishedAt ?? null,
      urlToImage: image ? proxiedImageUrl(article.urlToImage!) : null,
      content: plainText(article.content),
      author: plainText(article.author, 500),
      origin: 'newsApi' as const,
    };
  });
}
