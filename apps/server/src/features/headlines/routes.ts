import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  newsSearchQuerySchema,
  newsSearchResponseSchema,
  saveHeadlineSchema,
  savedHeadlinesResponseSchema,
  unsaveHeadlineQuerySchema,
} from '@dsb/core';
import { createNewsService } from './newsService';
import { listSavedHeadlines, saveHeadline, unsaveHeadline } from './savedHeadlines';
import { takeSearchSlot } from './newsUsage';
import { HttpError } from '../../platform/http/errors';
import { throwIfInvalid } from '../../platform/http/validation';

/**
 * News headlines (docs/product/headlines.md, issue #17). Signed-in users only: a paid news key must
 * not serve the public. The query rules (3 characters, no question marks, 6 words) apply here too.
 */
export default async function headlinesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' as const };
  const news = createNewsService(
    {
      ...app.config.news,
      allowPrivateFetch: app.config.allowPrivateFetch,
      outboundAllow: app.config.outboundAllow,
    },
    app.searchService.articles,
    app.log,
    app.db,
  );

  app.get(
    '/api/news/search',
    {
      config: user,
      // The panel shows the server's message as it is ('Search query must be at least 3
      // characters').
      attachValidation: true,
      schema: { querystring: newsSearchQuerySchema, response: { 200: newsSearchResponseSchema } },
    },
    async (request, reply) => {
      throwIfInvalid(request);
      try {
        await takeSearchSlot(app.db, request.user!._id, app.config.news.searchesPerMinute);
      } catch (error) {
        if (error instanceof HttpError && typeof error.body.retryAfterSeconds === 'number')
          reply.header('retry-after', error.body.retryAfterSeconds);
        throw error;
      }
      return news.search(request.query.q);
    },
  );

  app.get(
    '/api/news/saved',
    { config: user, schema: { response: { 200: savedHeadlinesResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listSavedHeadlines(app.db, request.user!._id);
    },
  );

  app.put(
    '/api/news/saved',
    { config: user, schema: { body: saveHeadlineSchema } },
    async (request) => {
      await saveHeadline(app.db, request.user!._id, request.body.headline);
      return { success: true };
    },
  );

  app.delete(
    '/api/news/saved',
    { config: user, schema: { querystring: unsaveHeadlineQuerySchema } },
    async (request) => {
      await unsaveHeadline(app.db, request.user!._id, request.query.url);
      return { success: true };
    },
  );
}
