import type { FastifyBaseLogger } from 'fastify';
import {
  IMAGE_SEARCH_MESSAGES,
  IMAGE_SEARCH_PAGE_SIZE,
  type ImageSearchItem,
  type ImageSearchResponse,
} from '@dsb/core';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/client';
import type { ObjectStorage } from '../../platform/storage/storage';
import { TtlCache } from '../../platform/cache/ttlCache';
import { confirmPendingUploads, searchEvidenceImages, searchUserUploads } from '../files';
import { giphyProvider } from './providers/giphy';
import { googleProvider } from './providers/google';
import { pexelsProvider } from './providers/pexels';
import type { WebSearchProvider } from './providers/providers';
import { outboundPolicyOf } from '../../platform/net/outboundFetch';

export type { WebSearchProvider } from './providers/providers';

/** Web answers are shared by all users for a while: it spares the provider's quota. */
const WEB_CACHE_TTL_MS = 10 * 60_000;

/** The configured web providers (null: library only). */
export type WebProviders = { images: WebSearchProvider | null; gifs: WebSearchProvider | null };

export function createWebProviders(config: AppConfig): WebProviders {
  const options = outboundPolicyOf(config);
  const image = config.imageSearch;
  const images =
    image?.provider === 'pexels'
      ? pexelsProvider(image, options)
      : image?.provider === 'google'
        ? googleProvider(image, options)
        : null;
  const gifs = config.gifSearch ? giphyProvider(config.gifSearch, options) : null;
  return { images, gifs };
}

export type MediaSearchDeps = {
  db: Db;
  storage: ObjectStorage;
  providers: WebProviders;
  log: FastifyBaseLogger;
};

/**
 * Image and GIF search: the app's library (the caller's uploads, evidence charts) and, when one is
 * configured, a web provider. A failing provider costs its results only: the library results go
 * out with a warning (docs/product/image-search.md).
 */
export function createMediaSearch(deps: MediaSearchDeps) {
  const webCache = new TtlCache<ImageSearchItem[]>(WEB_CACHE_TTL_MS);

  async function webResults(
    provider: WebSearchProvider | null,
    request: { query: string; page: number; perPage: number },
    failure: string,
  ): Promise<{ items: ImageSearchItem[]; warning?: string }> {
    if (!provider) return { items: [] };
    const key = `${provider.name}:${request.perPage}:${request.page}:${request.query.toLowerCase()}`;
    try {
      return { items: await webCache.getOrLoad(key, () => provider.search(request)) };
    } catch (error) {
      deps.log.warn({ err: error, provider: provider.name }, 'web media search failed');
      return { items: [], warning: failure };
    }
  }

  /** Settles uploads still pending (S3), so a picture uploaded a moment ago is found. */
  async function settleUploads(userId: string) {
    try {
      await confirmPendingUploads(deps.db, deps.storage, userId);
    } catch (error) {
      deps.log.warn({ err: error }, 'could not settle pending uploads');
    }
  }

  return {
    async searchImages(userId: string, query: string, page: number): Promise<ImageSearchResponse> {
      const provider = deps.providers.images;
      const slice = { limit: IMAGE_SEARCH_PAGE_SIZE, offset: (page - 1) * IMAGE_SEARCH_PAGE_SIZE };
      const web = webResults(
        provider,
        { query, page, perPage: IMAGE_SEARCH_PAGE_SIZE },
        IMAGE_SEARCH_MESSAGES.imagesFailed,
      );
      await settleUploads(userId);
      const [uploads, charts, fromWeb] = await Promise.all([
        searchUserUploads(deps.db, userId, query, slice),
        searchEvidenceImages(deps.db, query, slice),
        web,
      ]);
      return {
        items: [...uploads, ...charts, ...fromWeb.items],
        provider: provider?.name ?? 'library',
        webSearchConfigured: provider !== null,
        ...(fromWeb.warning ? { warning: fromWeb.warning } : {}),
      };
    },

    /** Library GIFs first, then the provider's, `limit` in all. */
    async searchGifs(userId: string, query: string, limit: number): Promise<ImageSearchResponse> {
      const provider = deps.providers.gifs;
      const web = webResults(
        provider,
        { query, page: 1, perPage: limit },
        IMAGE_SEARCH_MESSAGES.gifsFailed,
      );
      await settleUploads(userId);
      const [uploads, fromWeb] = await Promise.all([
        searchUserUploads(deps.db, userId, query, { limit, offset: 0 }, { gifsOnly: true }),
        web,
      ]);
      return {
        items: [...uploads, ...fromWeb.items].slice(0, limit),
        provider: provider?.name ?? 'library',
        webSearchConfigured: provider !== null,
        ...(fromWeb.warning ? { warning: fromWeb.warning } : {}),
      };
    },
  };
}

export type MediaSearch = ReturnType<typeof createMediaSearch>;
