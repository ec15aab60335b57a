import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAX_STORY_BODY_BYTES,
  STORY_MESSAGES,
  idParamSchema,
  storyCreateSchema,
  storyPatchSchema,
  storyUpdateSchema,
} from '@dsb/core';
import * as storyService from './storyService';
import type { StoryHooks } from './storyHooks';

/**
 * A student's own stories. Owner-only: another user's story answers 404. A story handed in and
 * waiting for feedback is read-only (409 'handedIn').
 */
export default async function storyRoutes(
  fastify: FastifyInstance,
  { hooks }: { hooks: StoryHooks },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'user' as const, tooLargeMessage: STORY_MESSAGES.tooLarge };
  const large = { bodyLimit: MAX_STORY_BODY_BYTES };

  // POST /api/story is a second address of the create call (docs/api.md).
  for (const url of ['/api/stories', '/api/story']) {
    app.post(
      url,
      { config, ...large, schema: { body: storyCreateSchema } },
      async (request, reply) => {
        reply.status(201);
        return storyService.createStory(app.db, request.user!._id, request.body, hooks);
      },
    );
  }

  app.get('/api/stories', { config }, async (request) =>
    storyService.listStories(app.db, request.user!._id, hooks),
  );

  app.get('/api/stories/:id', { config, schema: { params: idParamSchema } }, async (request) =>
    storyService.getStory(app.db, request.user!._id, request.params.id),
  );

  app.put(
    '/api/stories/:id',
    { config, ...large, schema: { params: idParamSchema, body: storyUpdateSchema } },
    async (request) => {
      await storyService.refuseWhileHandedIn(app.db, request.user!._id, request.params.id, hooks);
      const story = await storyService.updateStory(
        app.db,
        request.user!._id,
        request.params.id,
        request.body,
      );
      await hooks.storySaved(story._id, async () => story);
      return story;
    },
  );

  // Autosave's call: only the changed slides and fields (docs/architecture.md "Saving a story").
  app.patch(
    '/api/stories/:id',
    { config, ...large, schema: { params: idParamSchema, body: storyPatchSchema } },
    async (request) => {
      const userId = request.user!._id;
      await storyService.refuseWhileHandedIn(app.db, userId, request.params.id, hooks);
      const saved = await storyService.patchStory(app.db, userId, request.params.id, request.body);
      await hooks.storySaved(saved._id, () => storyService.getStory(app.db, userId, saved._id));
      return saved;
    },
  );

  app.delete('/api/stories/:id', { config, schema: { params: idParamSchema } }, async (request) => {
    await storyService.deleteStory(app.db, request.user!._id, request.params.id);
    await hooks.storyDeleted(app.storage, request.user!._id, request.params.id);
    return { success: true };
  });
}
