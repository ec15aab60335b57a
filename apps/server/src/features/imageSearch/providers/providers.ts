import { IMAGE_PROXY_MAX_URL_LENGTH, WEB_SEARCH_TIMEOUT_MS, type ImageSearchItem } from '@dsb/core';
import { z } from 'zod';
import { guardedFetch, type OutboundPolicy } from '../../../platform/net/outboundFetch';

/** What a web provider is asked: one page of results. */
export type WebSearchRequest = { query: string; page: number; perPage: number };

/**
 * A web image or GIF search service behind one interface (docs/product/image-search.md). Adapters
 * return items whose links already point at the app's image proxy; they throw on any failure.
 */
export interface WebSearchProvider {
  readonly name: string;
  search(request: WebSearchRequest): Promise<ImageSearchItem[]>;
}

export type ProviderFetchOptions = OutboundPolicy;

/** Search answers are small; anything bigger is not one. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

export class ProviderError extends Error {}

/** An http(s) address the image proxy will take (it refuses longer ones and other schemes). */
export const httpUrl = z.url({ protocol: /^https?$/ }).max(IMAGE_PROXY_MAX_URL_LENGTH);

/**
 * GETs a provider's JSON answer through the outbound guard (10 s, JSON only) and checks its shape.
 * Keys travel in headers or query strings built here; the caller's error message never shows them.
 */
export async function fetchProviderJson<T>(
  provider: string,
  url: URL,
  schema: z.ZodType<T>,
  options: ProviderFetchOptions & { headers?: Record<string, string> },
): Promise<T> {
  const response = await guardedFetch(url.href, {
    maxBytes: MAX_ANSWER_BYTES,
    timeoutMs: WEB_SEARCH_TIMEOUT_MS,
    accept: (contentType) => /[/+]json\b/i.test(contentType),
    allowPrivate: options.allowPrivate,
    allowTargets: options.allowTargets,
    headers: { accept: 'application/json', ...options.headers },
    maxRedirects: 1,
  });
  if (response.status < 200 || response.status >= 300) {
    throw new ProviderError(`${provider} answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body.toString('utf8'));
  } catch {
    throw new ProviderError(`${provider} answered with malformed JSON`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ProviderError(`${provider} answered in an unexpected shape`);
  return parsed.data;
}

/** `base` (a test's fake server) in place of the provider's origin, keeping the API path. */
export function providerUrl(defaultOrigin: string, base: string | undefined, path: string): URL {
  return new URL(path, base ?? defaultOrigin);
}

/** A positive integer from a provider's number or numeric string, else undefined. */
export function dimension(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The entries of a provider's list that have the shape we read; odd ones are dropped, not fatal. */
export function keepValid<T>(entries: readonly unknown[], schema: z.ZodType<T>): T[] {
  return entries.flatMap((entry) => {
    const parsed = schema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
