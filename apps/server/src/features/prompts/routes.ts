import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACTIVITY_ACTIONS,
  PROMPT_PAGE_SIZE,
  SEARCH_FALLBACK_HEADER,
  idParamSchema,
  promptCreateSchema,
  promptListQuerySchema,
  promptSearchQuerySchema,
  promptUpdateSchema,
} from '@dsb/core';
import { recordActivity } from '../../platform/activity/activityService';
import * as promptService from './promptService';

/** Prompt library: public browsing and search, admin editing, and each user's saved prompts. */
export default async function promptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const search = app.searchService.prompts;
  const publicRoute = { access: 'public' as const };

  app.get(
    '/api/prompts',
    { config: publicRoute, schema: { querystring: promptListQuerySchema } },
    async (request) => {
      const { limit, offset } = request.query;
      if (limit === undefined && offset === undefined) {
        return search.cached('all', () => promptService.listPrompts(app.db));
      }
      const page = { limit: limit ?? PROMPT_PAGE_SIZE, offset: offset ?? 0 };
      return search.cached(`page:${page.limit}:${page.offset}`, async () => {
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
      const { query, type } = request.query;
      if (!query.trim()) {
        const firstPage = { limit: PROMPT_PAGE_SIZE, offset: 0 };
        return search.cached('first-page', () => promptService.listPrompts(app.db, firstPage));
      }
      const { items, fellBack } = await search.search({ query, mode: type });
      if (fellBack) reply.header(SEARCH_FALLBACK_HEADER, 'text');
      return items;
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
      const prompt = await promptService.createPrompt(app.db, search, request.body);
      await recordActivity(app.db, request.user!._id, ACTIVITY_ACTIONS.adminCreatePrompt, {
        promptId: prompt._id,
        bigQuestion: prompt.bigQuestion,
      });
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
        search,
        request.params.id,
        request.body,
      );
      await recordActivity(app.db, request.user!._id, ACTIVITY_ACTIONS.adminUpdatePrompt, {
        promptId: prompt._id,
        bigQuestion: prompt.bigQuestion,
      });
      return { success: true, message: 'Prompt updated successfully', prompt };
    },
  );

  app.delete(
    '/api/admin/prompts/:id',
    { config: admin, schema: { params: idParamSchema } },
    async (request) => {
      await promptService.deletePrompt(app.db, search, request.params.id);
      await recordActivity(app.db, request.user!._id, ACTIVITY_ACTIONS.adminDeletePrompt, {
        promptId: request.params.id,
      });
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
