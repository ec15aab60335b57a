import {
  NEWS_MESSAGES,
  newsSearchResponseSchema,
  savedHeadlinesResponseSchema,
  type Headline,
  type NewsSearchResponse,
} from '@dsb/core';
import { ApiError, apiFetch } from '../../lib/http';
import { headlineMessages } from './messages';

/**
 * The headlines calls (docs/product/headlines.md): search, and the user's saved headlines by URL.
 */

export const headlineKeys = {
  all: ['news'] as const,
  search: (query: string) => ['news', 'search', query] as const,
  saved: ['news', 'saved'] as const,
};

/**
 * GET /api/news/search (docs/product/headlines.md): the answer must be JSON ('Expected JSON
 * response but got ...'), with status 'ok' and an articles array ('Failed to fetch headlines'); a
 * refusal shows the server's own message (the 3-character rule).
 */
export async function searchHeadlines(
  query: string,
  signal?: AbortSignal,
): Promise<NewsSearchResponse> {
  let response: Response;
  try {
    response = await fetch(`/api/news/search?q=${encodeURIComponent(query)}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(NEWS_MESSAGES.failed, { cause: error });
  }
  const type = response.headers.get('content-type') ?? '';
  if (!/\bjson\b/i.test(type)) {
    const mediaType = type.split(';')[0]?.trim();
    throw new ApiError(
      response.status,
      mediaType
        ? headlineMessages.news.notJson({ type: mediaType })
        : headlineMessages.news.noContentType(),
    );
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
        ? body.error
        : NEWS_MESSAGES.failed;
    throw new ApiError(response.status, message, body);
  }
  const parsed = newsSearchResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, NEWS_MESSAGES.failed, body);
  return parsed.data;
}

export async function fetchSavedHeadlines(): Promise<Headline[]> {
  const failed = headlineMessages.saving.loadFailed();
  const body = await apiFetch<unknown>('/api/news/saved', {}, failed);
  const parsed = savedHeadlinesResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(failed);
  return parsed.data;
}

export const saveHeadline = (headline: Headline) =>
  apiFetch<{ success: true }>(
    '/api/news/saved',
    { method: 'PUT', json: { headline } },
    headlineMessages.saving.saveFailed(),
  );

export const unsaveHeadline = (url: string) =>
  apiFetch<{ success: true }>(
    `/api/news/saved?url=${encodeURIComponent(url)}`,
    { method: 'DELETE' },
    headlineMessages.saving.removeFailed(),
  );
