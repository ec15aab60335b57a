import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_MESSAGES, imageProxyQuerySchema, presignedUrlRequestSchema } from '@dsb/core';
import { LocalObjectStorage } from '../../platform/storage/local';
import { isPrivateKey, isValidKey } from '../../platform/storage/storage';
import { createUpload } from './uploadService';
import { FILES_PREFIX } from '../../platform/storage/storage';
import { fetchProxiedImage } from './imageProxy';
import localStorageRoutes from './localStorage';
import { outboundPolicyOf } from '../../platform/net/outboundFetch';
import type { FileGate } from './fileGate';

/**
 * Uploads (presigned URLs), stable file paths, and the image proxy. `gate` may refuse a file to
 * some viewers (see fileGate.ts).
 */
export default async function fileRoutes(
  fastify: FastifyInstance,
  { gate }: { gate?: FileGate } = {},
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Clients have used both paths; they are one route.
  for (const url of ['/api/upload/presigned-url', '/api/presigned-url']) {
    app.post(
      url,
      { config: { access: 'user' }, schema: { body: presignedUrlRequestSchema } },
      async (request) => createUpload(app.storage, app.db, request.user!._id, request.body),
    );
  }

  // Stories keep /files/<key>; each view gets a fresh signed URL, so stored links never expire.
  // Public: keys hold a random UUID, so knowing the address is the permission. Never backups/
  // (admins download those through /api/admin/backup/download).
  app.get(`${FILES_PREFIX}*`, { config: { access: 'public' } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isValidKey(key) || isPrivateKey(key) || !(await app.storage.headObject(key))) {
      return reply.status(404).send({ error: UPLOAD_MESSAGES.fileNotFound });
    }
    const viewer = request.user ? { id: request.user._id, isAdmin: request.user.isAdmin } : null;
    const refusal = await gate?.(key, viewer);
    if (refusal) throw refusal;
    reply.header('cache-control', 'private, max-age=1800');
    return reply.redirect(await app.storage.signedGetUrl(key), 302);
  });

  app.get(
    '/api/proxy/image',
    { config: { access: 'user' }, schema: { querystring: imageProxyQuerySchema } },
    async (request, reply) => {
      const image = await fetchProxiedImage(request.query.url, outboundPolicyOf(app.config));
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(image.body);
    },
  );

  // With S3 the browser talks to the bucket directly; the app serves signed URLs only for local disk.
  if (app.storage instanceof LocalObjectStorage) {
    await app.register(localStorageRoutes, { storage: app.storage });
  }
}
