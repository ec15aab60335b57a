import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AI_INSTRUCTION_KINDS,
  AI_MODEL_DEFAULTS,
  CONNECTION_CHECK,
  DEFAULT_AI_INSTRUCTIONS,
  OFFLINE_GUIDE_LABEL,
  aiChatRequestSchema,
  aiChatResponseSchema,
  aiConfigSchema,
  connectionCheckSchema,
  type AiConfig,
} from '@dsb/core';
import { MAX_AI_CHAT_BODY_BYTES } from '@dsb/core/charts';
import { HttpError } from '../../platform/http/errors';
import { usageToday } from './usage';
import { answerAiChat } from './aiHelpService';
import { readSettings } from '../account';
import { throwIfInvalid } from '../../platform/http/validation';

/**
 * AI help (docs/product/ai-help.md, issue #16): questions answered by the configured model or the
 * offline guide, the client's view of the set-up, and the connection check. No address or key of
 * the model ever reaches the browser.
 */
export default async function aiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' as const };
  const findLibraryCharts = async (query: string) => {
    const { items } = await app.searchService.evidence.search({ query, mode: 'text', limit: 3 });
    return items.filter((item) => item.isChart).map((item) => item.label);
  };

  app.post(
    '/api/ai/chat',
    {
      config: user,
      attachValidation: true,
      // A client may send the selected region as an image (a data: URL), or the rows of a chart
      // the pupil made (docs/ai.md, "A pupil's own chart").
      bodyLimit: MAX_AI_CHAT_BODY_BYTES,
      schema: { body: aiChatRequestSchema, response: { 200: aiChatResponseSchema } },
    },
    async (request, reply) => {
      throwIfInvalid(request);
      try {
        return await answerAiChat(
          { db: app.db, storage: app.storage, ...app.ai, findLibraryCharts, log: request.log },
          request.user!._id,
          request.body,
        );
      } catch (error) {
        if (error instanceof HttpError) {
          const { retryAfterSeconds } = error.body;
          if (typeof retryAfterSeconds === 'number') reply.header('retry-after', retryAfterSeconds);
        }
        throw error;
      }
    },
  );

  app.get(
    '/api/ai/config',
    { config: user, schema: { response: { 200: aiConfigSchema } } },
    async (request, reply): Promise<AiConfig> => {
      reply.header('cache-control', 'no-store');
      const { model, requestsPerMinute, requestsPerDay, tokensPerDay } = app.ai.settings;
      const settings = await readSettings(app.db, request.user!._id);
      const instructions = Object.fromEntries(
        AI_INSTRUCTION_KINDS.map((kind) => [
          kind,
          {
            default: DEFAULT_AI_INSTRUCTIONS[kind],
            custom: settings.aiInstructions?.[kind] ?? null,
          },
        ]),
      ) as AiConfig['instructions'];
      return {
        mode: model ? 'model' : 'offline',
        provider: model?.provider ?? null,
        model: model?.model ?? null,
        vision: model?.vision ?? false,
        label: model ? null : OFFLINE_GUIDE_LABEL,
        temperature: AI_MODEL_DEFAULTS.temperature,
        maxTokens: AI_MODEL_DEFAULTS.maxTokens,
        limits: { requestsPerMinute, requestsPerDay, tokensPerDay },
        usage: await usageToday(app.db, request.user!._id),
        instructions,
        connection: { ...CONNECTION_CHECK },
      };
    },
  );

  app.get(
    '/api/ai/test-connection',
    { config: user, schema: { response: { 200: connectionCheckSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.ai.connection.check();
    },
  );
}
