import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@dsb/core';
import {
  MAX_SAVED_CHART_BODY_BYTES,
  savedChartRequestSchema,
  savedChartResponseSchema,
} from '@dsb/core/charts';
import { getStory, type StoryHooks } from '../stories';
import { saveChart } from './savedChartService';

/**
 * POST /api/stories/{id}/saved-charts: a pupil saves a chart they made to the story's Saved
 * evidence (docs/product/chart-builder.md, "Saved evidence, the library and the AI tutor").
 * The story's owner and co-authors may; to anyone else it does not exist (404).
 */
export default async function savedChartRoutes(
  fastify: FastifyInstance,
  { hooks }: { hooks: StoryHooks },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/stories/:id/saved-charts',
    {
      config: { access: 'user' },
      bodyLimit: MAX_SAVED_CHART_BODY_BYTES,
      schema: {
        params: idParamSchema,
        body: savedChartRequestSchema,
        response: { 201: savedChartResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = request.user!._id;
      const saved = await saveChart(
        {
          db: app.db,
          storage: app.storage,
          hooks,
          loadStory: (storyId) => getStory(app.db, userId, storyId),
        },
        userId,
        request.params.id,
        request.body,
      );
      reply.status(201);
      return saved;
    },
  );
}
