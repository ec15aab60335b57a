import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { openDatabase, type DbStatus } from './client';
import { noNotifications, postgresNotifications } from './notifications';

/** Opens the database (PGlite under DATA_DIR, or PostgreSQL), migrates, and closes it on shutdown. */
export default fp(
  async (app) => {
    const handle = await openDatabase(app.config.database);
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('dbStatus', {
      thread: handle.thread,
      vectorSearch: handle.vectorSearch,
      queueDepth: handle.queueDepth,
      check: async () => {
        if (!handle.alive()) throw new Error('the database worker has stopped');
        if (handle.queueDepth() > 0) return;
        await handle.db.execute(sql`select 1`);
      },
    } satisfies DbStatus);
    app.log.info(
      {
        database: handle.kind,
        thread: handle.thread ?? undefined,
        vectorSearch: handle.vectorSearch,
      },
      `database: ${handle.kind}${handle.thread === 'worker' ? ' in a worker thread' : ''}; ` +
        (handle.vectorSearch === 'pgvector-hnsw'
          ? 'semantic search uses pgvector (HNSW index)'
          : 'semantic search scans real[] embeddings exactly (pgvector is not installed)'),
    );
    // Messages to the other servers on the same PostgreSQL (none on the embedded database).
    const { database } = app.config;
    const notifications =
      database.kind === 'postgres'
        ? await postgresNotifications(database.url, handle.db, app.log)
        : noNotifications;
    app.decorate('notifications', notifications);
    app.addHook('onClose', async () => {
      await notifications.close();
      await handle.close();
    });
  },
  { name: 'db' },
);
