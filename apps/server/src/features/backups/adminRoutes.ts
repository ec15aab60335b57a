import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BACKUP_MESSAGES,
  backupDeleteRequestSchema,
  backupDownloadParamsSchema,
  backupJobParamsSchema,
  backupJobStartedResponseSchema,
  backupJobStatusResponseSchema,
  backupMessageResponseSchema,
  backupRestoreRequestSchema,
  organizedBackupsResponseSchema,
  BACKUP_PREFIX,
} from '@dsb/core';
import { bodyStream } from './archive/catalog';
import { backupCatalog } from './backupCatalog';
import { backupJobStatus, deleteBackup, startBackupJob } from './backupSessions';
import { HttpError } from '../../platform/http/errors';
import { throwIfInvalid } from '../../platform/http/validation';

/**
 * Backup Manager (docs/product/backups.md): create evidence and articles backups, list, delete and
 * restore them. Create and restore are durable jobs (their handlers: jobHandlers.ts); the screen
 * polls their progress.
 */
export default async function adminBackupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { catalog } = backupCatalog(app);
  const admin = { access: 'admin' as const };
  const started = { 200: backupJobStartedResponseSchema };

  app.get(
    '/api/admin/backups/organized',
    { config: admin, schema: { response: { 200: organizedBackupsResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const backups = await catalog.organized();
      const total = backups.evidence.length + backups.articles.length;
      return {
        success: true as const,
        backups,
        message: `Found ${total} backup${total === 1 ? '' : 's'}`,
      };
    },
  );

  app.post('/api/admin/backup', { config: admin, schema: { response: started } }, async (request) =>
    startBackupJob(app.jobs, app.db, catalog, request.user!._id, {
      operation: 'backup',
      type: 'evidence',
    }),
  );

  app.post(
    '/api/admin/backup/articles',
    { config: admin, schema: { response: started } },
    async (request) =>
      startBackupJob(app.jobs, app.db, catalog, request.user!._id, {
        operation: 'backup',
        type: 'articles',
      }),
  );

  app.post(
    '/api/admin/backup/restore',
    {
      config: admin,
      attachValidation: true,
      schema: { body: backupRestoreRequestSchema, response: started },
    },
    async (request) => {
      throwIfInvalid(request);
      return startBackupJob(app.jobs, app.db, catalog, request.user!._id, {
        operation: 'restore',
        ...request.body,
      });
    },
  );

  // The only way to fetch an archive: /files never serves backups/ (it holds every row of a
  // collection), and the bytes come through here rather than a signed link that could be passed on.
  app.get(
    '/api/admin/backup/download/:filename',
    {
      config: admin,
      attachValidation: true,
      schema: { params: backupDownloadParamsSchema },
    },
    async (request, reply) => {
      if (request.validationError) throw new HttpError(404, BACKUP_MESSAGES.notFound);
      const { filename } = request.params;
      const object = await app.storage.getObject(`${BACKUP_PREFIX}${filename}`);
      if (!object) throw new HttpError(404, BACKUP_MESSAGES.notFound);
      return reply
        .type('application/gzip')
        .header('content-length', object.size)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bodyStream(object));
    },
  );

  app.delete(
    '/api/admin/backup',
    {
      config: admin,
      attachValidation: true,
      schema: { body: backupDeleteRequestSchema, response: { 200: backupMessageResponseSchema } },
    },
    async (request) => {
      throwIfInvalid(request);
      return deleteBackup(app.db, app.storage, catalog, request.user!._id, request.body);
    },
  );

  app.get(
    '/api/admin/backup/jobs/:jobId',
    {
      config: admin,
      attachValidation: true,
      schema: { params: backupJobParamsSchema, response: { 200: backupJobStatusResponseSchema } },
    },
    async (request, reply) => {
      // Any id that is not a job's (not even a UUID) is simply not found.
      if (request.validationError) throw new HttpError(404, BACKUP_MESSAGES.jobNotFound);
      reply.header('cache-control', 'no-store');
      return backupJobStatus(app.jobs, request.params.jobId);
    },
  );
}
