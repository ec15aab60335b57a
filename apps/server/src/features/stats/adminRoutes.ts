import type { FastifyInstance } from 'fastify';
import { platformStats } from './statsService';
import { newsServiceStats } from '../headlines';

/** Platform Statistics (docs/user-guide.md): one read of every card's numbers. */
export default async function adminStatsRoutes(app: FastifyInstance) {
  app.get('/api/admin/stats', { config: { access: 'admin' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // The embedded database is a folder of DATA_DIR, which local storage already counts.
    const dbOutside = app.storage.kind !== 'local' || app.config.database.kind !== 'pglite';
    const [stats, news] = await Promise.all([
      platformStats(
        app.db,
        app.storage,
        (error) => request.log.warn({ err: error }, 'storage usage could not be read'),
        dbOutside,
      ),
      // The headlines' news service: today's calls, failures and the last failure's reason.
      newsServiceStats(app.db, {
        configured: app.config.news.newsApi !== null,
        dailyBudget: app.config.news.dailyBudget,
      }),
    ]);
    return { ...stats, news };
  });
}
