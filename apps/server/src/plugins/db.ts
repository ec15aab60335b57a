import fp from 'fastify-plugin';
import { openDatabase } from '../db/client';

/** Opens the database (PGlite under DATA_DIR, or PostgreSQL), migrates, and closes it on shutdown. */
export default fp(
  async (app) => {
    const handle = await openDatabase(app.config.database);
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'db' },
);
