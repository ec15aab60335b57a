import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CUSTOM_LINK_ACTIVITY,
  checkTrackingIdQuerySchema,
  checkTrackingIdResponseSchema,
  classCsvFilename,
  classStoryDetailSchema,
  classStoryParamsSchema,
  classViewResponseSchema,
  customLinkIdParamsSchema,
  customLinkInputSchema,
  customLinkListSchema,
  customLinkSchema,
  openLinkRequestSchema,
  openLinkResponseSchema,
  updateUserTrackingResponseSchema,
  updateUserTrackingSchema,
} from '@dsb/core';
import { recordActivity } from '../../platform/activity/activityService';
import { classStory, classView, classViewCsv, type ClassFeedback } from './classViewService';
import * as links from './customLinkService';
import { throwIfInvalid } from '../../platform/http/validation';

/**
 * Custom links (docs/product/custom-links.md) and their class view (issue #14). Every call is the
 * signed-in user's own: another user's link answers 404. Opening a share URL is public, so a
 * signed-out pupil's browser can learn what the link starts them on.
 */
export default async function customLinkRoutes(
  fastify: FastifyInstance,
  {
    classFeedback,
    classOpened = async () => {},
  }: {
    classFeedback: ClassFeedback;
    /** After the owner (or an admin) opened the class view: e.g. sync a platform's roster. */
    classOpened?: (linkId: string) => Promise<unknown>;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' as const };
  // The form shows the schema's own message ('Link name is required'), not `field: message`.
  const spec = { attachValidation: true };
  const viewer = (request: { user?: { _id: string; isAdmin?: boolean } | null }) => ({
    id: request.user!._id,
    isAdmin: request.user!.isAdmin === true,
  });

  app.get(
    '/api/custom-links',
    { config: user, schema: { response: { 200: customLinkListSchema } } },
    async (request) => links.listLinks(app.db, request.user!._id),
  );

  app.get(
    '/api/custom-links/check-id',
    {
      config: user,
      ...spec,
      schema: {
        querystring: checkTrackingIdQuerySchema,
        response: { 200: checkTrackingIdResponseSchema },
      },
    },
    async (request) => {
      throwIfInvalid(request);
      return { exists: await links.trackingIdExists(app.db, request.query.trackingId) };
    },
  );

  app.post(
    '/api/custom-links',
    {
      config: user,
      ...spec,
      schema: { body: customLinkInputSchema, response: { 201: customLinkSchema } },
    },
    async (request, reply) => {
      throwIfInvalid(request);
      const link = await links.createLink(app.db, request.user!._id, request.body);
      await recordActivity(app.db, request.user!._id, CUSTOM_LINK_ACTIVITY.create, {
        linkId: link._id,
        trackingId: link.trackingId,
      });
      reply.status(201);
      return link;
    },
  );

  app.put(
    '/api/custom-links/:id',
    {
      config: user,
      ...spec,
      schema: {
        params: customLinkIdParamsSchema,
        body: customLinkInputSchema,
        response: { 200: customLinkSchema },
      },
    },
    async (request) => {
      throwIfInvalid(request);
      const link = await links.updateLink(
        app.db,
        request.user!._id,
        request.params.id,
        request.body,
      );
      await recordActivity(app.db, request.user!._id, CUSTOM_LINK_ACTIVITY.update, {
        linkId: link._id,
        trackingId: link.trackingId,
      });
      return link;
    },
  );

  app.delete(
    '/api/custom-links/:id',
    { config: user, ...spec, schema: { params: customLinkIdParamsSchema } },
    async (request) => {
      throwIfInvalid(request);
      const link = await links.deleteLink(app.db, request.user!._id, request.params.id);
      await recordActivity(app.db, request.user!._id, CUSTOM_LINK_ACTIVITY.delete, {
        linkId: link._id,
        trackingId: link.trackingId,
      });
      return { success: true };
    },
  );

  app.post(
    '/api/custom-links/open',
    {
      config: { access: 'public' as const },
      schema: { body: openLinkRequestSchema, response: { 200: openLinkResponseSchema } },
    },
    async (request) => links.openLink(app.db, request.body.trackingId, request.user?._id ?? null),
  );

  // Its address is under /auth/ (it changes the user record); it lives here with the
  // other class-link calls.
  app.post(
    '/auth/update-user-tracking',
    {
      config: user,
      schema: {
        body: updateUserTrackingSchema,
        response: { 200: updateUserTrackingResponseSchema },
      },
    },
    async (request) => links.rememberUserLink(app.db, request.user!._id, request.body.trackingId),
  );

  app.get(
    '/api/custom-links/:id/class',
    {
      config: user,
      ...spec,
      schema: { params: customLinkIdParamsSchema, response: { 200: classViewResponseSchema } },
    },
    async (request, reply) => {
      throwIfInvalid(request);
      reply.header('cache-control', 'no-store');
      const view = await classView(app.db, viewer(request), request.params.id, classFeedback);
      void classOpened(view.link._id);
      return view;
    },
  );

  app.get(
    '/api/custom-links/:id/class.csv',
    { config: user, ...spec, schema: { params: customLinkIdParamsSchema } },
    async (request, reply) => {
      throwIfInvalid(request);
      const view = await classView(app.db, viewer(request), request.params.id, classFeedback);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${classCsvFilename(view.link.name, new Date())}"`,
        )
        .header('cache-control', 'no-store')
        .send(classViewCsv(view));
    },
  );

  app.get(
    '/api/custom-links/:id/class/stories/:storyId',
    {
      config: user,
      ...spec,
      schema: { params: classStoryParamsSchema, response: { 200: classStoryDetailSchema } },
    },
    async (request, reply) => {
      throwIfInvalid(request);
      reply.header('cache-control', 'no-store');
      const { id, storyId } = request.params;
      return classStory(app.db, viewer(request), id, storyId);
    },
  );
}
