import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  USER_DELETION_MESSAGES,
  deletionSettingsSchema,
  idParamSchema,
  selfDeletionRequestSchema,
} from '@dsb/core';
import { HttpError } from '../../platform/http/errors';
import { throwIfInvalid } from '../../platform/http/validation';
import { SESSION_COOKIE } from '../../platform/auth/sessionPlugin';
import { deleteUserCompletely, getCertificate } from './deletionService';
import { readDeletionSettings, saveDeletionSettings } from './settings';
import { deletionDeps } from './index';

/**
 * Deletion certificates and settings, and a person's own deletion (docs/product/admin-users.md,
 * "Deleting a user"; docs/decisions/0052-complete-user-deletion.md).
 */
export default async function deletionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };
  const user = { access: 'user' as const };

  app.get(
    '/api/admin/deletions/:id',
    { config: admin, schema: { params: idParamSchema } },
    async (request) => ({
      success: true,
      certificate: await getCertificate(app.db, request.params.id),
    }),
  );

  app.get('/api/admin/deletion-settings', { config: admin }, async () =>
    readDeletionSettings(app.db),
  );

  app.put(
    '/api/admin/deletion-settings',
    { config: admin, attachValidation: true, schema: { body: deletionSettingsSchema } },
    async (request) => {
      throwIfInvalid(request);
      return saveDeletionSettings(app.db, request.body);
    },
  );

  /** Whether the signed-in person may delete their own account (the account menu asks). */
  app.get('/api/me/delete', { config: user }, async (request) => ({
    allowed: !request.user!.isAdmin && (await readDeletionSettings(app.db)).allowSelfDeletion,
  }));

  app.post(
    '/api/me/delete',
    { config: user, attachValidation: true, schema: { body: selfDeletionRequestSchema } },
    async (request, reply) => {
      throwIfInvalid(request);
      const me = request.user!;
      // An administrator's account is deleted by another administrator, who checks that
      // someone can still manage the app.
      if (me.isAdmin) throw new HttpError(403, USER_DELETION_MESSAGES.adminCannotSelfDelete);
      if (!(await readDeletionSettings(app.db)).allowSelfDeletion) {
        throw new HttpError(403, USER_DELETION_MESSAGES.selfDeletionOff);
      }
      const certificate = await deleteUserCompletely(deletionDeps(app, request.log), me._id, {
        kind: 'self',
      });
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true, certificate };
    },
  );
}
