import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  JOIN_ATTEMPTS_PER_MINUTE,
  STORY_MEMBER_MESSAGES,
  idParamSchema,
  joinStoryRequestSchema,
  storyMemberParamsSchema,
} from '@dsb/core';
import { HttpError } from '../../../platform/http/errors';
import type { StoryHooks } from '../storyHooks';
import * as members from './memberService';
import { joinCodeKeys } from './memberService';

/**
 * Group stories (docs/product/group-work.md): the owner's join code, joining with it, and the
 * member list. Only the owner invites or removes others; a co-author may leave.
 */
export default async function storyMemberRoutes(
  fastify: FastifyInstance,
  { hooks }: { hooks: Pick<StoryHooks, 'memberRemoved'> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'user' as const };
  const byId = { params: idParamSchema };
  const keys = joinCodeKeys(app.config.sessionSecret);

  app.post('/api/stories/:id/invites', { config, schema: byId }, async (request, reply) => {
    reply.status(201);
    return members.createInvite(app.db, keys, request.user!._id, request.params.id);
  });

  app.get('/api/stories/:id/invites', { config, schema: byId }, async (request) =>
    members.currentInvite(app.db, keys, request.user!._id, request.params.id),
  );

  app.delete('/api/stories/:id/invites', { config, schema: byId }, async (request, reply) => {
    await members.revokeInvites(app.db, request.user!._id, request.params.id);
    return reply.status(204).send();
  });

  // Per user, not per address (a class shares one): codes cannot be guessed by trying many.
  const joinLimit = {
    max: JOIN_ATTEMPTS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => request.user?._id ?? request.ip,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new HttpError(429, STORY_MEMBER_MESSAGES.joinRateLimited, {
        code: 'joinRateLimited',
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  };
  app.post(
    '/api/stories/join',
    { config: { ...config, rateLimit: joinLimit }, schema: { body: joinStoryRequestSchema } },
    async (request) => members.joinStory(app.db, keys, request.user!._id, request.body.code),
  );

  app.get('/api/stories/:id/members', { config, schema: byId }, async (request) =>
    members.listMembers(app.db, request.user!._id, request.params.id),
  );

  app.delete(
    '/api/stories/:id/members/:userId',
    { config, schema: { params: storyMemberParamsSchema } },
    async (request, reply) => {
      await members.removeMember(
        app.db,
        request.user!._id,
        request.params.id,
        request.params.userId,
      );
      await hooks.memberRemoved(request.params.id, request.params.userId);
      return reply.status(204).send();
    },
  );
}
