import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_USER_MESSAGES,
  activityCsvFilename,
  activityExportQuerySchema,
  activityQuerySchema,
  idParamSchema,
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
} from '@dsb/core';
import { activityToCsv } from '../../platform/activity/activityCsv';
import { exportActivity, listActivity } from '../../platform/activity/activityService';
import * as adminUsers from './adminUserService';
import { createPasswordLink } from '../auth';
import { deletionDeps } from '../deletion';
import { recordAccess } from '../accessLog';
import { throwIfInvalid } from '../../platform/http/validation';

/**
 * User Manager (docs/product/admin-users.md): list, create, edit, delete, password links and the
 * activity log.
 */
export default async function adminUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };
  // Bodies answer with the form's own validation messages (see throwIfInvalid).
  const withBody = { config: admin, attachValidation: true };
  const baseUrl = (request: FastifyRequest) =>
    app.config.publicUrl ?? `${request.protocol}://${request.host}`;
  // Reading someone's activity log is reading about them: it shows in their access log.
  const recordActivityRead = (adminId: string, userId: string) =>
    recordAccess(app.db, {
      reader: { id: adminId, isAdmin: true },
      ownerId: userId,
      kind: 'activity',
      itemId: userId,
      title: '',
    });

  app.get(
    '/api/admin/users',
    { config: admin, schema: { querystring: userListQuerySchema } },
    async (request) => adminUsers.listUsers(app.db, request.query),
  );

  app.post(
    '/api/admin/users',
    { ...withBody, schema: { body: userCreateSchema } },
    async (request, reply) => {
      throwIfInvalid(request);
      const user = await adminUsers.createUser(app.db, request.user!, request.body);
      return reply.status(201).send({ success: true, message: ADMIN_USER_MESSAGES.created, user });
    },
  );

  app.put(
    '/api/admin/users/:id',
    { ...withBody, schema: { params: idParamSchema, body: userUpdateSchema } },
    async (request) => {
      throwIfInvalid(request);
      const user = await adminUsers.updateUser(
        app.db,
        request.user!,
        request.params.id,
        request.body,
        { actorSessionHash: request.sessionTokenHash },
      );
      return { success: true, message: ADMIN_USER_MESSAGES.updated, user };
    },
  );

  app.delete(
    '/api/admin/users/:id',
    { config: admin, schema: { params: idParamSchema } },
    async (request) => {
      const { removed, certificate } = await adminUsers.deleteUser(
        deletionDeps(app, request.log),
        request.user!,
        request.params.id,
      );
      return { success: true, message: ADMIN_USER_MESSAGES.deleted, removed, certificate };
    },
  );

  app.post(
    '/api/admin/users/:id/password-link',
    { config: admin, schema: { params: idParamSchema } },
    async (request) => {
      const link = await createPasswordLink(
        app.db,
        request.user!,
        request.params.id,
        baseUrl(request),
      );
      return { success: true, url: link.url, expiresAt: link.expiresAt.toISOString() };
    },
  );

  app.get(
    '/api/admin/users/:id/activity',
    { config: admin, schema: { params: idParamSchema, querystring: activityQuerySchema } },
    async (request) => {
      await adminUsers.getUser(app.db, request.params.id);
      await recordActivityRead(request.user!._id, request.params.id);
      return listActivity(app.db, request.params.id, request.query);
    },
  );

  app.get(
    '/api/admin/users/:id/activity.csv',
    { config: admin, schema: { params: idParamSchema, querystring: activityExportQuerySchema } },
    async (request, reply) => {
      const user = await adminUsers.getUser(app.db, request.params.id);
      await recordActivityRead(request.user!._id, user._id);
      const entries = await exportActivity(app.db, user._id, request.query);
      const filename = activityCsvFilename(user.displayName, new Date());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(activityToCsv(entries));
    },
  );
}
