import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { acquireDirLock } from './lock';
import type { AppConfig } from '../config';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';
export type DbHandle = {
  db: Db;
  kind: DbKind;
  /** Where PGlite runs: its own worker thread (the default) or the main thread. */
  thread: 'worker' | 'main' | null;
  /** Queries waiting for the database (the PGlite worker's queue, or the pool's waiting clients). */
  queueDepth: () => number;
  /** False once the database can no longer answer (the worker died). */
  alive: () => boolean;
  close: () => Promise<void>;
};

/** Migrations sit beside this module in src and are copied beside the bundle in dist. */
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens the configured database and applies pending migrations before anything else runs. */
export async function openDatabase(database: AppConfig['database']): Promise<DbHandle> {
  if (database.kind === 'postgres') return openPostgres(database.url);
  const release = database.dir ? acquireDirLock(database.dir) : () => {};
  try {
    const handle = database.worker
      ? await openPgliteWorker(database.dir)
      : await openPgliteInThread(database.dir);
    const close = handle.close;
    return {
      ...handle,
      close: async () => {
        try {
          await close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<DbHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    thread: null,
    queueDepth: () => pool.waitingCount,
    alive: () => true,
    close: () => pool.end(),
  };
}

/** PGlite in its own thread: a long query no longer stops every other request (ADR 0008). */
async function openPgliteWorker(dir: string | null): Promise<DbHandle> {
  const { PgliteWorkerClient } = await import('./workerClient');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PgliteWorkerClient.start({ dataDir: dir, migrationsFolder });
  // The client speaks the part of PGlite's API that drizzle's PGlite driver uses.
  const db = drizzle({ client: client as never, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    thread: 'worker',
    queueDepth: () => client.queueDepth,
    alive: () => client.alive,
    close: () => client.close(),
  };
}

/** PGlite on the main thread: only for tests that want the quicker start. */
async function openPgliteInThread(dir: string | null): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { vector } = await import('@electric-sql/pglite-pgvector');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(dir ?? undefined, { extensions: { vector } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    thread: 'main',
    queueDepth: () => 0,
    alive: () => true,
    close: () => client.close(),
  };
}
