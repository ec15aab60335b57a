import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gifSearchQuerySchema, imageSearchQuerySchema } from '@dsb/core';
import { createMediaSearch, createWebProviders } from './imageSearchService';

/** Searches per user per minute: typing and paging stay well inside it; scripts do not. */
const SEARCHES_PER_MINUTE = 30;

/** Image and GIF search for the editor's Images tab (library, plus a web provider if configured). */
export default async function imageSearchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const search = createMediaSearch({
    db: app.db,
    storage: app.storage,
    providers: createWebProviders(app.config),
    log: app.log,
  });
  // Per user, not per address: a whole school shares one address.
  const config = {
    access: 'user' as const,
    rateLimit: {
      max: SEARCHES_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => request.user?._id ?? request.ip,
    },
  };

  app.get(
    '/api/images/search',
    { config, schema: { querystring: imageSearchQuerySchema } },
    async (request) => search.searchImages(request.user!._id, request.query.q, request.query.page),
  );

  app.get(
    '/api/gifs/search',
    { config, schema: { querystring: gifSearchQuerySchema } },
    async (request) => search.searchGifs(request.user!._id, request.query.q, request.query.limit),
  );
}
