import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  myNoticesResponseSchema,
  retentionPolicyResponseSchema,
  retentionResponseSchema,
  updateRetentionRequestSchema,
} from '@dsb/core';
import { throwIfInvalid } from '../../platform/http/validation';
import { describeRetention, myNotices, retentionPolicy, updateRetention } from './retentionService';

/**
 * Retention (docs/product/retention.md): administrators read and set how long each kind of data
 * is kept and see the latest runs; anyone reads the policy; every signed-in person reads their
 * notices of data due to go.
 */
export default async function retentionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const spec = { attachValidation: true };
  const admin = { access: 'admin' as const };

  app.get(
    '/api/admin/retention',
    { config: admin, schema: { response: { 200: retentionResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return describeRetention(app.db);
    },
  );

  app.put(
    '/api/admin/retention',
    {
      config: admin,
      ...spec,
      schema: { body: updateRetentionRequestSchema, response: { 200: retentionResponseSchema } },
    },
    async (request) => {
      throwIfInvalid(request);
      return updateRetention(app.db, request.body);
    },
  );

  // Public: pupils and parents read the policy without signing in.
  app.get(
    '/api/retention-policy',
    {
      config: { access: 'public' as const },
      schema: { response: { 200: retentionPolicyResponseSchema } },
    },
    async () => retentionPolicy(app.db),
  );

  app.get(
    '/api/me/notices',
    { config: { access: 'user' as const }, schema: { response: { 200: myNoticesResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return myNotices(app.db, request.user!._id);
    },
  );
}
