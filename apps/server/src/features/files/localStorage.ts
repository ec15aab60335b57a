import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, normalizeImageType } from '@dsb/core';
import {
  LOCAL_OBJECT_PATH,
  LOCAL_UPLOAD_PATH,
  type LocalObjectStorage,
  type SignatureCheck,
} from '../../platform/storage/local';
import { markUploadStored } from './imageLibrary';
import { isPrivateKey } from '../../platform/storage/storage';
import { storeUpload } from './uploadService';

export const SIGNED_URL_MESSAGES = {
  uploadExpired: 'This upload link has expired. Please try the upload again.',
  uploadInvalid: 'This upload link is not valid',
  wrongContentType: 'This upload link was issued for a different content type',
  fileExpired: 'This file link has expired. Please reload the page.',
  fileInvalid: 'This file link is not valid',
} as const;

type Signed = { key: string; contentType?: string; expires?: string; signature?: string };

/** The key and the signed query parameters; a repeated parameter counts as missing. */
function signedParts(request: FastifyRequest): Signed {
  const query = request.query as Record<string, unknown>;
  const text = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
  return {
    key: (request.params as { '*': string })['*'],
    contentType: text('contentType'),
    expires: text('expires'),
    signature: text('signature'),
  };
}

const refusal = (check: SignatureCheck, expired: string, invalid: string) =>
  check === 'expired' ? expired : invalid;

/**
 * The endpoints behind the local adapter's signed URLs. Access is public because the signature is
 * the authority (the browser PUTs without needing the session); the Origin check still applies.
 */
export default async function localStorageRoutes(
  app: FastifyInstance,
  { storage }: { storage: LocalObjectStorage },
) {
  // Scoped to this plugin: nowhere else does the app take raw image bodies.
  app.addContentTypeParser(
    /^image\/[a-z0-9.+-]+$/i,
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.put(`${LOCAL_UPLOAD_PATH}*`, {
    config: { access: 'public', tooLargeMessage: UPLOAD_MESSAGES.tooLarge },
    bodyLimit: UPLOAD_MAX_BYTES,
    // Checked before the body is read, so an unsigned request cannot make us buffer 10 MB.
    onRequest: async (request, reply) => {
      const signed = signedParts(request);
      const check = storage.verifyPut(signed.key, signed);
      if (check !== 'ok') {
        const message = refusal(
          check,
          SIGNED_URL_MESSAGES.uploadExpired,
          SIGNED_URL_MESSAGES.uploadInvalid,
        );
        return reply.status(403).send({ error: message });
      }
      const sent = normalizeImageType(request.headers['content-type']);
      if (!signed.contentType || sent !== signed.contentType) {
        return reply.status(403).send({ error: SIGNED_URL_MESSAGES.wrongContentType });
      }
    },
    handler: async (request) => {
      const { key, contentType } = signedParts(request);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // verifyPut passed and the type matched one of the four, so contentType is an image type.
      await storeUpload(storage, key, normalizeImageType(contentType)!, bytes);
      // The file is stored either way; a row left pending is settled by the next image search.
      await markUploadStored(app.db, key, bytes).catch((error: unknown) =>
        request.log.warn({ err: error, key }, 'could not mark the upload stored'),
      );
      return { success: true };
    },
  });

  app.get(`${LOCAL_OBJECT_PATH}*`, { config: { access: 'public' } }, async (request, reply) => {
    const signed = signedParts(request);
    const check = storage.verifyGet(signed.key, signed);
    if (check !== 'ok') {
      const message = refusal(
        check,
        SIGNED_URL_MESSAGES.fileExpired,
        SIGNED_URL_MESSAGES.fileInvalid,
      );
      return reply.status(403).send({ error: message });
    }
    // No file link is issued for a private key; one signed by hand still gets nothing.
    const object = isPrivateKey(signed.key) ? null : await storage.getObject(signed.key);
    if (!object) return reply.status(404).send({ error: UPLOAD_MESSAGES.fileNotFound });
    return reply
      .type(object.contentType)
      .header('content-length', object.size)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });
}
