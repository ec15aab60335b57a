import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addChatMessageRequestSchema,
  addChatMessageResponseSchema,
  agentActivityRequestSchema,
  agentActivitySchema,
  chatHistoryQuerySchema,
  chatMessageListSchema,
  chatSessionRequestSchema,
  chatSessionSchema,
} from '@dsb/core';
import * as chats from './chatService';
import { throwIfInvalid } from '../../platform/http/validation';

/**
 * AI chats (docs/product/ai-help.md): sessions, history, messages and the agent activity log. The
 * user is the session's, never the body's: a `userId` in a request is ignored, and another user's
 * chat answers 404. docs/ai.md describes the flow.
 */
export default async function chatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' as const };
  // Clients show the schema's own message ('A message must not be blank').
  const spec = { attachValidation: true };

  app.post(
    '/api/chats/session',
    {
      config: user,
      ...spec,
      schema: { body: chatSessionRequestSchema, response: { 200: chatSessionSchema } },
    },
    async (request) => {
      throwIfInvalid(request);
      return chats.openChat(app.db, request.user!._id, request.body);
    },
  );

  app.get(
    '/api/chats/history',
    {
      config: user,
      ...spec,
      schema: { querystring: chatHistoryQuerySchema, response: { 200: chatMessageListSchema } },
    },
    async (request, reply) => {
      throwIfInvalid(request);
      reply.header('cache-control', 'no-store');
      return chats.chatHistory(app.db, request.user!._id, request.query);
    },
  );

  app.post(
    '/api/chats/message',
    {
      config: user,
      ...spec,
      schema: {
        body: addChatMessageRequestSchema,
        response: { 200: addChatMessageResponseSchema },
      },
    },
    async (request) => {
      throwIfInvalid(request);
      return chats.addMessage(app.db, request.user!._id, request.body);
    },
  );

  app.post(
    '/api/agent-activity/log',
    {
      config: user,
      ...spec,
      // details.slideContent may carry the slide's canvas.
      bodyLimit: 256 * 1024,
      schema: { body: agentActivityRequestSchema, response: { 200: agentActivitySchema } },
    },
    async (request) => {
      throwIfInvalid(request);
      return chats.logActivity(app.db, request.user!._id, request.body);
    },
  );
}
