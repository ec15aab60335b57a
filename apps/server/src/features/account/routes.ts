import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSettingsSchema, userSettingsUpdateSchema } from '@dsb/core';
import { readSettings, updateSettings } from './userSettingsService';

/** The signed-in user's tool settings (docs/product/settings.md), kept on the server. */
export default async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' as const };

  app.get(
    '/api/me/settings',
    { config: user, schema: { response: { 200: userSettingsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readSettings(app.db, request.user!._id);
    },
  );

  app.put(
    '/api/me/settings',
    {
      config: user,
      schema: { body: userSettingsUpdateSchema, response: { 200: userSettingsSchema } },
    },
    async (request) => updateSettings(app.db, request.user!._id, request.body),
  );
}
