import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  DATA_EXPORT_MESSAGES,
  dataExportParamsSchema,
  dataExportStartSchema,
  dataExportStatusSchema,
  idParamSchema,
} from '@dsb/core';
import { users } from '../../platform/auth/tables';
import { HttpError } from '../../platform/http/errors';
import { recordAccess } from '../accessLog';
import {
  ExportGoneError,
  ExportNotFoundError,
  exportDownload,
  exportStatus,
  startExport,
} from './exportService';

/** A person's export of their own data (docs/product/data-export.md). */
export default async function dataExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' as const };
  const admin = { access: 'admin' as const };

  const refused = (reply: FastifyReply, error: unknown) => {
    if (error instanceof ExportGoneError) return reply.code(410).send({ error: error.message });
    if (error instanceof ExportNotFoundError) return reply.code(404).send({ error: error.message });
    throw error;
  };

  app.post(
    '/api/me/export',
    { config: user, schema: { response: { 202: dataExportStartSchema } } },
    async (request, reply) => {
      const me = request.user!._id;
      return reply.code(202).send({ jobId: await startExport(app.jobs, app.db, me, me) });
    },
  );

  app.post(
    '/api/admin/users/:id/export',
    { config: admin, schema: { params: idParamSchema, response: { 202: dataExportStartSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const uuid = /^[0-9a-f-]{36}$/i.test(id);
      const [found] = uuid
        ? await app.db.select({ id: users.id }).from(users).where(eq(users.id, id))
        : [];
      if (!found) throw new HttpError(404, DATA_EXPORT_MESSAGES.userNotFound);
      const jobId = await startExport(app.jobs, app.db, found.id, request.user!._id);
      return reply.code(202).send({ jobId });
    },
  );

  app.get(
    '/api/exports/:jobId',
    {
      config: user,
      schema: { params: dataExportParamsSchema, response: { 200: dataExportStatusSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const viewer = { id: request.user!._id, isAdmin: request.user!.isAdmin === true };
      try {
        return await exportStatus(app.jobs, app.storage, request.params.jobId, viewer);
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  app.get(
    '/api/exports/:jobId/download',
    { config: user, schema: { params: dataExportParamsSchema } },
    async (request, reply) => {
      const viewer = { id: request.user!._id, isAdmin: request.user!.isAdmin === true };
      try {
        const { stored, userId } = await exportDownload(
          app.jobs,
          app.storage,
          request.params.jobId,
          viewer,
        );
        // An admin opening someone else's export is a read the pupil sees in their access log.
        await recordAccess(app.db, {
          reader: viewer,
          ownerId: userId,
          kind: 'export',
          itemId: request.params.jobId,
          title: 'All my data (export)',
        });
        return reply
          .header('cache-control', 'no-store')
          .header('content-type', 'application/zip')
          .header('content-length', String(stored.size))
          .header('content-disposition', 'attachment; filename="my-data.zip"')
          .send(stored.body);
      } catch (error) {
        return refused(reply, error);
      }
    },
  );
}
