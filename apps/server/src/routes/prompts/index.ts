import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PROMPT_PAGE_SIZE,
  SEARCH_FALLBACK_HEADER,
  idParamSchema,
  promptCreateSchema,
  promptListQuerySchema,
  promptSearchQuerySchema,
  promptUpdateSchema,
} from '@dsb/core';
import * as promptService from '../../services/promptService';
import { catalogCache } from '../catalogCache';

/** Browsing answers are cached briefly: the library changes rarely and only through admins. */
const CATALOG_TTL_MS = 30_000;

/** Prompt library: public browsing and search, admin editing, and each user's saved prompts. */
export default async function promptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const publicRoute = { access: 'public' as const };
  const catalog = catalogCache<unknown>(app, CATALOG_TTL_MS);
  const cached = <T>(key: string, load: () => Promise<T>) =>
    catalog.getOrLoad(key, load) as Promise<T>;

  app.get(
    '/api/prompts',
    { config: publicRoute, schema: { querystring: promptListQuerySchema } },
    async (request) => {
      const { limit, offset } = request.query;
      if (limit === undefined && offset === undefined) {
        return cached('all', () => promptService.listPrompts(app.db));
      }
      const page = { limit: limit ?? PROMPT_PAGE_SIZE, offset: offset ?? 0 };
      return cached(`page:${page.limit}:${page.offset}`, async () => {
        const [prompts, total] = await Promise.all([
          promptService.listPrompts(app.db, page),
          promptService.countPrompts(app.db),
        ]);
        return { prompts, total };
      });
    },
  );

  app.get(
    '/api/prompts/search',
    { config: publicRoute, schema: { querystring: promptSearchQuerySchema } },
    async (request, reply) => {
      const query = request.query.query.trim();
      if (!query) {
        return cached('first-page', () =>
          promptService.listPrompts(app.db, { limit: PROMPT_PAGE_SIZE, offset: 0 }),
        );
      }
      if (request.query.type === 'text') {
        return cached(`text:${query}`, () => promptService.textSearchPrompts(app.db, query));
      }
      try {
        return await cached(`semantic:${query}`, () =>
          promptService.semanticSearchPrompts(app.db, app.embedder, query),
        );
      } catch (error) {
        request.log.warn(
          { err: error },
          'semantic prompt search failed; answering with text search',
        );
        reply.header(SEARCH_FALLBACK_HEADER, 'text');
        return promptService.textSearchPrompts(app.db, query);
      }
    },
  );

  app.get(
    '/api/prompts/:id',
    { config: publicRoute, schema: { params: idParamSchema } },
    async (request) => promptService.getPrompt(app.db, request.params.id),
  );

  const admin = { access: 'admin' as const };
  app.post(
    '/api/admin/prompts',
    { config: admin, schema: { body: promptCreateSchema } },
    async (request, reply) => {
      const prompt = await promptService.createPrompt(app.db, app.embedder, request.body);
      reply.status(201);
      return { success: true, message: 'Prompt created successfully', prompt };
    },
  );

  app.put(
    '/api/admin/prompts/:id',
    { config: admin, schema: { params: idParamSchema, body: promptUpdateSchema } },
    async (request) => {
      const prompt = await promptService.updatePrompt(
        app.db,
        app.embedder,
        request.params.id,
        request.body,
      );
      return { success: true, message: 'Prompt updated successfully', prompt };
    },
  );

  app.delete(
    '/api/admin/prompts/:id',
    { config: admin, schema: { params: idParamSchema } },
    async (request) => {
      await promptService.deletePrompt(app.db, request.params.id);
      return { success: true, message: 'Prompt deleted successfully' };
    },
  );

  const user = { access: 'user' as const };
  app.get('/api/me/saved-prompts', { config: user }, async (request) =>
    promptService.listSavedPrompts(app.db, request.user!._id),
  );
  app.put(
    '/api/me/saved-prompts/:id',
    { config: user, schema: { params: idParamSchema } },
    async (request) => {
      await promptService.savePrompt(app.db, request.user!._id, request.params.id);
      return { success: true };
    },
  );
  app.delete(
    '/api/me/saved-prompts/:id',
    { config: user, schema: { params: idParamSchema } },
    async (request) => {
      await promptService.unsavePrompt(app.db, request.user!._id, request.params.id);
      return { success: true };
    },
  );
}
