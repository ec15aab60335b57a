import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { acquireDirLock } from './lock';
import type { AppConfig } from '../config/config';
import type { PgliteStart } from './pgliteOptions';

/**
 * The app's database handle. Tables live with the feature that owns them (features/<name>/tables.ts)
 * and are passed to each query, so the handle carries no schema (no relational queries are used).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DbKind = 'pglite' | 'postgres';
export type VectorSearch = 'pgvector-hnsw' | 'exact-scan';
export type DbHandle = {
  db: Db;
  kind: DbKind;
  /** Where PGlite runs: its own worker thread (the default) or the main thread. */
  thread: 'worker' | 'main' | null;
  /** Queries waiting for the database (the PGlite worker's queue, or the pool's waiting clients). */
  queueDepth: () => number;
  /** How semantic search compares vectors here: pgvector's HNSW index, or an exact scan. */
  vectorSearch: VectorSearch;
  /** False once the database can no longer answer (the worker died). */
  alive: () => boolean;
  close: () => Promise<void>;
};

/** What the health route and back-pressure read about the database, without queueing on it. */
export type DbStatus = {
  thread: DbHandle['thread'];
  vectorSearch: DbHandle['vectorSearch'];
  queueDepth: () => number;
  /**
   * Resolves when the database answers. While queries are queued the database is evidently
   * answering them, so health does not wait behind them; an idle one is asked `select 1`.
   */
  check: () => Promise<void>;
};

/**
 * What `openDatabase` opens: the configured database, and for tests only `pgliteTemplate`, a
 * PGlite data directory (a `dumpDataDir` tarball with every migration applied, made once per test
 * run by platform/test/globalSetup.ts) that a new PGlite starts as a copy of. Start-up migrates
 * as always and finds nothing pending.
 */
export type DatabaseOptions = AppConfig['database'] & { pgliteTemplate?: string };

/** Migrations sit beside this module in src and are copied beside the bundle in dist. */
export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** Opens the configured database and applies pending migrations before anything else runs. */
export async function openDatabase(database: DatabaseOptions): Promise<DbHandle> {
  if (database.kind === 'postgres') return openPostgres(database.url);
  const release = database.dir ? acquireDirLock(database.dir) : () => {};
  const start = {
    template: database.pgliteTemplate ?? null,
    sharedBuffersMb: database.sharedBuffersMb,
  };
  try {
    const handle = database.worker
      ? await openPgliteWorker(database.dir, start)
      : await openPgliteInThread(database.dir, start);
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
  const db = drizzle(pool);
  // Servers behind a load balancer start together: one migrates while the others wait, instead of
  // all creating the same tables at once. The lock is held on a connection of its own.
  const lock = await pool.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('dsb:migrate'))`);
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.query(`select pg_advisory_unlock(hashtext('dsb:migrate'))`).catch(() => {});
    lock.release();
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    vectorSearch: await vectorSearchOf(db as unknown as Db),
    thread: null,
    queueDepth: () => pool.waitingCount,
    alive: () => true,
    close: () => pool.end(),
  };
}

/** PGlite in its own thread: a long query no longer stops every other request (ADR 0008). */
async function openPgliteWorker(dir: string | null, start: PgliteStart): Promise<DbHandle> {
  const { PgliteWorkerClient } = await import('./workerClient');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PgliteWorkerClient.start({ dataDir: dir, migrationsFolder, ...start });
  // The client speaks the part of PGlite's API that drizzle's PGlite driver uses.
  const db = drizzle({ client: client as never });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    vectorSearch: await vectorSearchOf(db as unknown as Db),
    thread: 'worker',
    queueDepth: () => client.queueDepth,
    alive: () => client.alive,
    close: () => client.close(),
  };
}

/** PGlite on the main thread: only for tests that want the quicker start. */
async function openPgliteInThread(dir: string | null, start: PgliteStart): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteOptions } = await import('./pgliteOptions');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(dir ?? undefined, pgliteOptions(start));
  const db = drizzle(client);
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    vectorSearch: await vectorSearchOf(db as unknown as Db),
    thread: 'main',
    queueDepth: () => 0,
    alive: () => true,
    close: () => client.close(),
  };
}

/**
 * The migrations made the embedding columns `vector(512)` when the database had pgvector, else
 * `real[]` (0002, 0004): read which, so start-up can say how semantic search will run.
 */
async function vectorSearchOf(db: Db): Promise<VectorSearch> {
  const { rows } = (await db.execute(
    sql`select format_type(atttypid, atttypmod) as type from pg_attribute
        where attrelid = to_regclass('evidence') and attname = 'embedding'`,
  )) as unknown as { rows: Array<{ type: string }> };
  return rows[0]?.type.startsWith('vector') ? 'pgvector-hnsw' : 'exact-scan';
}
