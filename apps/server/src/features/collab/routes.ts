import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { collabParamsSchema } from '@dsb/core';
import { findAccessibleStory } from '../stories';
import { findSessionByHash } from '../../platform/auth/sessionService';
import { serveConnection } from './connection';
import { watchSessions } from './sessionWatch';
import type { LiveDocument } from './liveDocument';
import type { LiveDocuments } from './liveDocuments';

/** Updates larger than this close the connection (1009) and change nothing. */
export const MAX_COLLAB_MESSAGE_BYTES = 1024 * 1024;
/** How often open documents ask whether their story was handed in or returned elsewhere. */
export const HAND_IN_CHECK_MS = 10_000;

declare module 'fastify' {
  interface FastifyRequest {
    liveDocument?: LiveDocument;
  }
}

/**
 * GET /api/collab/{storyId}: the story's shared document over the y-websocket protocol, on the
 * app's own port (docs/product/group-work.md). Before the upgrade: the session (access 'user'),
 * the Origin (platform/auth/access.ts) and membership (404 otherwise), then the document is
 * loaded, so no byte of it reaches anyone who may not have it, and nobody is sent an empty one.
 */
export default async function collabRoutes(
  fastify: FastifyInstance,
  { documents }: { documents: LiveDocuments },
) {
  await fastify.register(websocket, { options: { maxPayload: MAX_COLLAB_MESSAGE_BYTES } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/collab/:storyId',
    {
      websocket: true,
      config: { access: 'user' },
      schema: { params: collabParamsSchema },
      preHandler: async (request) => {
        const { row } = await findAccessibleStory(
          app.db,
          request.user!._id,
          request.params.storyId,
        );
        request.liveDocument = await documents.open(row.id);
      },
    },
    (socket, request) => {
      serveConnection(socket, request.liveDocument!, documents, {
        userId: request.user!._id,
        sessionHash: request.sessionTokenHash,
      });
    },
  );
  const stopWatching = watchSessions(documents, async (hash) =>
    Boolean(await findSessionByHash(app.db, hash)),
  );
  // A story handed in or returned through another server (docs/product/feedback.md). Only
  // PostgreSQL is shared by several servers; on the embedded database every hand-in and return
  // goes through this one, which applies it at once.
  const handIns =
    app.dbKind === 'postgres'
      ? setInterval(() => void documents.checkHandIns().catch(() => {}), HAND_IN_CHECK_MS)
      : undefined;
  handIns?.unref();
  app.addHook('onClose', async () => {
    clearInterval(handIns);
    stopWatching();
    await documents.saveAll();
  });
}
