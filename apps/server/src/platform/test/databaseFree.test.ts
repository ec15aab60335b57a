import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { PgliteWorkerClient } from '../db/workerClient';
import { databaseGuard } from './databaseGuard';
import { startServerProcess } from './serverProcess';
import { createTestApp } from './testApp';

// This file is listed as database-free (vitest.config.ts), so databaseFree.ts guards it: every way
// of opening a database fails. Each test clears the record the guard keeps, which would otherwise
// fail the file at the end (as it should for a real test file).
const REFUSED = /is listed as database-free in vitest\.config\.ts, but it/;

afterEach(() => {
  expect(databaseGuard.refused?.message).toMatch(REFUSED);
  databaseGuard.refused = null;
});

describe('a database-free test file', () => {
  it('cannot open PGlite, on this thread or in its worker', async () => {
    expect(() => PGlite.create()).toThrow(REFUSED);
    await expect(openDatabase({ kind: 'pglite', dir: null, worker: false })).rejects.toThrow(
      REFUSED,
    );
    await expect(openDatabase({ kind: 'pglite', dir: null, worker: true })).rejects.toThrow(
      /in a worker thread/,
    );
  });

  it('cannot connect to PostgreSQL', async () => {
    const client = new pg.Client({ connectionString: 'postgres://127.0.0.1:9/none' });
    expect(() => client.connect()).toThrow(/connects to PostgreSQL/);
    await expect(
      openDatabase({ kind: 'postgres', url: 'postgres://127.0.0.1:9/none' }),
    ).rejects.toThrow(/connects to PostgreSQL/);
  });

  it('cannot create a test app or start a server', async () => {
    await expect(createTestApp()).rejects.toThrow(/creates a test app/);
    await expect(startServerProcess({})).rejects.toThrow(/starts a server process/);
  });

  it('leaves the worker-thread client refused too', () => {
    expect(() => PgliteWorkerClient.start({ dataDir: null, migrationsFolder: '' })).toThrow(
      REFUSED,
    );
  });
});
