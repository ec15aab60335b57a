import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PROMPT_MANAGER_ACTIVITY,
  checkEmbeddingsQuerySchema,
  checkEmbeddingsResponseSchema,
  generateFromArticleResponseSchema,
  generateFromArticleSchema,
  promptIdsRequestSchema,
  promptProcessResponseSchema,
} from '@dsb/core';
import { recordActivity } from '../../platform/activity/activityService';
import { draftPromptsFromArticle } from './promptDraftService';
import { checkPrompts, processPrompts } from './promptManagerService';
import { throwIfInvalid } from '../../platform/http/validation';

/**
 * The Prompt Manager (docs/product/admin-prompts.md): keywords and embeddings, and prompts drafted
 * from articles.
 */
export default async function adminPromptManagerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const search = app.searchService.prompts;
  const admin = { access: 'admin' as const };

  app.get(
    '/api/admin/prompts/check-embeddings',
    {
      config: admin,
      schema: {
        querystring: checkEmbeddingsQuerySchema,
        response: { 200: checkEmbeddingsResponseSchema },
      },
    },
    async (request) => checkPrompts(app.db, request.query.includeWithKeywords === 'true'),
  );

  for (const [path, embed, action] of [
    ['generate-embeddings', true, PROMPT_MANAGER_ACTIVITY.generateEmbeddings],
    ['regenerate-keywords', false, PROMPT_MANAGER_ACTIVITY.regenerateKeywords],
  ] as const) {
    app.post(
      `/api/admin/prompts/${path}`,
      {
        // The screen's own message ('No prompts to process'), not `field: message`.
        config: admin,
        attachValidation: true,
        schema: { body: promptIdsRequestSchema, response: { 200: promptProcessResponseSchema } },
      },
      async (request) => {
        throwIfInvalid(request);
        const result = await processPrompts(app.db, search, request.body.promptIds, embed);
        await recordActivity(app.db, request.user!._id, action, {
          processedCount: result.processedCount,
        });
        return result;
      },
    );
  }

  app.post(
    '/api/admin/prompts/generate-from-article',
    {
      config: admin,
      attachValidation: true,
      schema: {
        body: generateFromArticleSchema,
        response: { 200: generateFromArticleResponseSchema },
      },
    },
    async (request) => {
      throwIfInvalid(request);
      const result = await draftPromptsFromArticle(
        { db: app.db, config: app.config },
        request.body,
      );
      await recordActivity(app.db, request.user!._id, PROMPT_MANAGER_ACTIVITY.draftFromArticle, {
        articleUrl: request.body.articleUrl,
        drafted: result.prompts.length,
      });
      return result;
    },
  );
}
