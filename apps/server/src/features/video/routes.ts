import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  videoIdParamsSchema,
  videoListSchema,
  videoRecordSchema,
  videoRenderParamsSchema,
  videoRenderRequestSchema,
  videoRenderStartedSchema,
  videoRenderStatusSchema,
  videoSaveRequestSchema,
  videoStoryParamsSchema,
} from '@dsb/core';
import { startVideoRender, videoRenderStatus } from './renderSessions';
import { deleteVideo, listVideos, saveVideo } from './videoService';

/** Render requests per user per 10 minutes: retries after a failure, never a flood. */
export const RENDERS_PER_10_MINUTES = 10;

/**
 * Narrated videos (docs/product/video.md; issue #15): rendering on this server as a durable job,
 * and the owner's saved videos. Every call is the signed-in user's own; anyone else's answers 404.
 */
export default async function videoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' as const };
  const userId = (request: FastifyRequest) => request.user!._id;

  app.post(
    '/api/videos/render',
    {
      config: {
        ...user,
        // Per user, not per address: a whole school shares one address.
        rateLimit: {
          max: RENDERS_PER_10_MINUTES,
          timeWindow: '10 minutes',
          keyGenerator: (request: FastifyRequest) => request.user?._id ?? request.ip,
        },
      },
      schema: { body: videoRenderRequestSchema, response: { 202: videoRenderStartedSchema } },
    },
    async (request, reply) => {
      const started = await startVideoRender(app, userId(request), request.body);
      return reply.status(202).send(started);
    },
  );

  app.get(
    '/api/videos/render/:jobId',
    {
      config: user,
      schema: { params: videoRenderParamsSchema, response: { 200: videoRenderStatusSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return videoRenderStatus(app, userId(request), request.params.jobId);
    },
  );

  app.post(
    '/api/videos',
    {
      config: user,
      schema: { body: videoSaveRequestSchema, response: { 200: videoRecordSchema } },
    },
    async (request) => saveVideo(app.db, userId(request), request.body),
  );

  app.get(
    '/api/videos/story/:storyId',
    {
      config: user,
      schema: { params: videoStoryParamsSchema, response: { 200: videoListSchema } },
    },
    async (request) => listVideos(app.db, userId(request), request.params.storyId),
  );

  app.delete(
    '/api/videos/:id',
    { config: user, schema: { params: videoIdParamsSchema } },
    async (request) => {
      await deleteVideo(app.db, app.storage, userId(request), request.params.id);
      return { success: true };
    },
  );
}
