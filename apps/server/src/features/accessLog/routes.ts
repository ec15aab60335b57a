import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accessLogCsvFilename,
  adminAccessLogExportQuerySchema,
  adminAccessLogQuerySchema,
  adminAccessLogResponseSchema,
  myAccessLogQuerySchema,
  myAccessLogResponseSchema,
} from '@dsb/core';
import { throwIfInvalid } from '../../platform/http/validation';
import { exportAccess, listAccess, listMyAccess } from './accessLogService';
import { accessLogToCsv } from './accessLogCsv';

/**
 * The access log (docs/product/access-log.md): a pupil reads who opened their work, an
 * administrator reads and exports everyone's. Entries are written by the features that show a
 * pupil's work to someone else (recordAccess), never through these routes.
 */
export default async function accessLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const spec = { attachValidation: true };

  app.get(
    '/api/me/access-log',
    {
      config: { access: 'user' as const },
      ...spec,
      schema: {
        querystring: myAccessLogQuerySchema,
        response: { 200: myAccessLogResponseSchema },
      },
    },
    async (request, reply) => {
      throwIfInvalid(request);
      reply.header('cache-control', 'no-store');
      return listMyAccess(app.db, request.user!._id, request.query);
    },
  );

  app.get(
    '/api/admin/access-log',
    {
      config: { access: 'admin' as const },
      ...spec,
      schema: {
        querystring: adminAccessLogQuerySchema,
        response: { 200: adminAccessLogResponseSchema },
      },
    },
    async (request, reply) => {
      throwIfInvalid(request);
      reply.header('cache-control', 'no-store');
      return listAccess(app.db, request.query);
    },
  );

  app.get(
    '/api/admin/access-log.csv',
    {
      config: { access: 'admin' as const },
      ...spec,
      schema: { querystring: adminAccessLogExportQuerySchema },
    },
    async (request, reply) => {
      throwIfInvalid(request);
      const entries = await exportAccess(app.db, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${accessLogCsvFilename(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(accessLogToCsv(entries));
    },
  );
}
