/**
 * Set-up of the server's database-free test files (the `server-no-db` project, listed in
 * vitest.config.ts). They run once and skip the PostgreSQL pass, so one that opens a database
 * would escape it: here every way to open one (PGlite here or in its worker thread, a PostgreSQL
 * connection, a test app, a server process) fails the file and names the list to fix.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, expect } from 'vitest';
import { PgliteWorkerClient } from '../db/workerClient';
import { databaseGuard } from './databaseGuard';

function refuse(what: string): never {
  const file = expect.getState().testPath ?? 'This test file';
  databaseGuard.refused = new Error(
    `${file} is listed as database-free in vitest.config.ts, but it ${what}. ` +
      'Take it off that list, so that it also runs on PostgreSQL (Vitest project server-postgres).',
  );
  throw databaseGuard.refused;
}

databaseGuard.refuse = refuse;
PGlite.create = (() => refuse('opens a PGlite database')) as typeof PGlite.create;
PgliteWorkerClient.start = () => refuse('opens a PGlite database in a worker thread');
pg.Client.prototype.connect = function () {
  return refuse('connects to PostgreSQL');
} as typeof pg.Client.prototype.connect;

// Also when a test caught the error (say, expecting a failure for some other reason).
afterAll(() => {
  const refused = databaseGuard.refused;
  databaseGuard.refused = null;
  if (refused) throw refused;
});
