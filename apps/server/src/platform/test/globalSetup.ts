/**
 * Runs once per Vitest run, before the server's database tests: migrates one database and hands
 * its name to the workers, so each test app starts as a copy of it instead of migrating its own
 * (see createTestApp). On PGlite the copy is a data-directory tarball that each app loads; on
 * PostgreSQL (DATABASE_URL, project server-postgres) a template database that each app's database is
 * created from. Apps still migrate at start, as in production, and find nothing pending.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../db/client';
import { createTestDatabase } from './testDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball) for in-memory test databases. */
    pgliteTemplate: string;
    /** A migrated database on the DATABASE_URL server to create test databases from, if any. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dsb-template-'));
  const pgliteTemplate = path.join(dir, 'pgdata.tar');
  writeFileSync(pgliteTemplate, await migratedPglite());
  project.provide('pgliteTemplate', pgliteTemplate);
  // The PostgreSQL project sets DATABASE_URL in its own environment (vitest.config.ts).
  const serverUrl = project.config.env?.DATABASE_URL ?? process.env.DATABASE_URL;
  project.provide('postgresTemplate', serverUrl ? await migratedPostgres(serverUrl) : null);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function migratedPglite(): Promise<Buffer> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { vector } = await import('@electric-sql/pglite-pgvector');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const pg = await PGlite.create(undefined, { extensions: { vector } });
  try {
    await migrate(drizzle({ client: pg }), { migrationsFolder });
    const tarball = await pg.dumpDataDir('none');
    return Buffer.from(await tarball.arrayBuffer());
  } finally {
    await pg.close();
  }
}

/** A new database on the server, migrated by the app's own start-up code; returns its name. */
async function migratedPostgres(serverUrl: string): Promise<string> {
  const url = await createTestDatabase(serverUrl);
  const handle = await openDatabase({ kind: 'postgres', url });
  await handle.close();
  return new URL(url).pathname.slice(1);
}
