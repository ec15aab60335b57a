import type { FastifyInstance } from 'fastify';
import { platformStats } from '../../../services/statsService';

/** Platform Statistics (spec 2 §2): one read of every card's numbers. */
export default async function adminStatsRoutes(app: FastifyInstance) {
  app.get('/api/admin/stats', { config: { access: 'admin' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return platformStats(app.db, app.storage, (error) =>
      request.log.warn({ err: error }, 'storage usage could not be read'),
    );
  });
}
