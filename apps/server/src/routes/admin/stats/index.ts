import type { FastifyInstance } from 'fastify';
import { platformStats } from '../../../services/statsService';

/** Platform Statistics (docs/user-guide.md): one read of every card's numbers. */
export default async function adminStatsRoutes(app: FastifyInstance) {
  app.get('/api/admin/stats', { config: { access: 'admin' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // The embedded database is a folder of DATA_DIR, which local storage already counts.
    const dbOutside = app.storage.kind !== 'local' || app.config.database.kind !== 'pglite';
    return platformStats(
      app.db,
      app.storage,
      (error) => request.log.warn({ err: error }, 'storage usage could not be read'),
      dbOutside,
    );
  });
}
