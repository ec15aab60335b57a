import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PUPIL_CHART_MESSAGES,
  promoteChartRequestSchema,
  promoteChartResponseSchema,
  pupilChartListSchema,
} from '@dsb/core/charts';
import { recordActivity } from '../../platform/activity/activityService';
import { listPupilCharts, promoteChart } from './savedChartService';

/**
 * Pupils' saved charts for the admin's evidence screens (docs/product/admin-evidence.md): the
 * list, and promoting one into the evidence library with its data, source and alt text.
 */
export default async function adminSavedChartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  app.get(
    '/api/admin/evidence/pupil-charts',
    { config: admin, schema: { response: { 200: pupilChartListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await listPupilCharts(app.db) };
    },
  );

  app.post(
    '/api/admin/evidence/promote-chart',
    {
      config: admin,
      schema: { body: promoteChartRequestSchema, response: { 201: promoteChartResponseSchema } },
    },
    async (request, reply) => {
      const { storyId, chartId } = request.body;
      const { id } = await promoteChart(
        app.db,
        app.storage,
        app.searchService.evidence,
        storyId,
        chartId,
      );
      await recordActivity(app.db, request.user!._id, 'admin promote pupil chart', { id, chartId });
      reply.status(201);
      return { id, message: PUPIL_CHART_MESSAGES.promoted };
    },
  );
}
