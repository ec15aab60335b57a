import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { APP_VERSION } from '../../version';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { access: 'public' } }, async (_request, reply) => {
    await app.db.execute(sql`select 1`); // a health check that cannot reach the database is not healthy
    reply.header('cache-control', 'no-store');
    return { ok: true as const, db: app.dbKind, version: APP_VERSION };
  });
}
