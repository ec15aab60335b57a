import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../platform/config/version';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { access: 'public' } }, async (_request, reply) => {
    // A health check that cannot reach the database is not healthy; one that waits behind the
    // database's queue would not be fast (and back-pressure lets health through).
    await app.dbStatus.check();
    reply.header('cache-control', 'no-store');
    return { ok: true as const, db: app.dbKind, version: APP_VERSION };
  });
}
