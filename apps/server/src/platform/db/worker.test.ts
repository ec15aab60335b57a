import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { openDatabase, type DbHandle } from './client';
import { postgresErrorCode, UNIQUE_VIOLATION } from './errors';
import { users } from '../auth/tables';
import { PgliteWorkerClient } from './workerClient';
import { signIn } from '../auth/userService';

/** A query PGlite takes a few hundred milliseconds over (it has no pg_sleep worth the name). */
const HEAVY = sql`select count(*) from generate_series(1, 3000000)`;

/** PGlite only: the PostgreSQL run (Vitest project server-postgres) would repeat the same. */
const pgliteRun = !process.env.DATABASE_URL;

const newUser = (n: string) => ({ uid: `u:${n}`, email: `${n}@example.com`, displayName: n });

describe.runIf(pgliteRun)('PGlite in a worker thread', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dir: null, worker: true });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('runs PostgreSQL with the configured page cache, not its 128 MB default', async () => {
    const setting = async (db: DbHandle) => {
      const sizes = sql`select current_setting('shared_buffers') as size`;
      return ((await db.db.execute(sizes)) as unknown as { rows: unknown[] }).rows[0];
    };
    expect(await setting(handle)).toEqual({ size: '32MB' });
    const inThread = await openDatabase({
      kind: 'pglite',
      dir: null,
      worker: false,
      sharedBuffersMb: 16,
    });
    try {
      expect(await setting(inThread)).toEqual({ size: '16MB' });
    } finally {
      await inThread.close();
    }
  });

  it('keeps the event loop free while a query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = Date.now();
    await handle.db.execute(HEAVY);
    const elapsed = Date.now() - started;
    clearInterval(timer);
    expect(handle.thread).toBe('worker');
    // On the main thread the timer cannot fire at all until the query is done.
    expect(ticks).toBeGreaterThan(elapsed / 5 / 4);
  });

  it('keeps PostgreSQL error codes, so services can tell a unique violation', async () => {
    await handle.db.insert(users).values(newUser('dup'));
    const failure = await handle.db
      .insert(users)
      .values(newUser('dup'))
      .then(() => null)
      .catch((error: unknown) => error);
    expect(postgresErrorCode(failure)).toBe(UNIQUE_VIOLATION);
    expect((failure as Error & { cause?: { constraint?: string } }).cause?.constraint).toBe(
      'users_uid_unique',
    );
  });

  it('lets two first sign-ins of one person at once both succeed (the loser retries)', async () => {
    const identity = {
      uid: 'dev:race@example.com',
      email: 'race@example.com',
      displayName: 'R',
      method: 'dev' as const,
    };
    const [a, b] = await Promise.all([
      signIn(handle.db, identity, new Set()),
      signIn(handle.db, identity, new Set()),
    ]);
    expect(a.id).toBe(b.id);
  });

  it('commits a transaction, and rolls one back when its callback throws', async () => {
    const inside = await handle.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser('kept'));
      return (await tx.select({ n: count() }).from(users).where(eq(users.uid, 'u:kept')))[0]!.n;
    });
    expect(inside).toBe(1);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(users).values(newUser('dropped'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const uids = (await handle.db.select({ uid: users.uid }).from(users)).map((r) => r.uid);
    expect(uids).toContain('u:kept');
    expect(uids).not.toContain('u:dropped');
  });

  it('rolls back a nested savepoint alone', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser('outer'));
      await tx
        .transaction(async (inner) => {
          await inner.insert(users).values(newUser('inner'));
          throw new Error('inner only');
        })
        .catch(() => {});
    });
    const uids = (await handle.db.select({ uid: users.uid }).from(users)).map((r) => r.uid);
    expect(uids).toContain('u:outer');
    expect(uids).not.toContain('u:inner');
  });

  it('pins the database to an open transaction: other queries wait, in order', async () => {
    const order: string[] = [];
    let releaseTx!: () => void;
    const held = new Promise<void>((resolve) => (releaseTx = resolve));
    const tx = handle.db.transaction(async (t) => {
      await t.insert(users).values(newUser('pinned'));
      order.push('tx wrote');
      await held;
      await t.insert(users).values(newUser('pinned-2'));
      order.push('tx done');
    });
    await until(() => order.includes('tx wrote'));
    // Outside the transaction: must not see its uncommitted row, so it waits for the commit.
    const first = handle.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.uid, 'u:pinned'))
      .then(([r]) => order.push(`first saw ${r!.n}`));
    const second = handle.db.execute(sql`select 1`).then(() => order.push('second'));
    await until(() => handle.queueDepth() === 2);
    expect(order).toEqual(['tx wrote']);
    releaseTx();
    await Promise.all([tx, first, second]);
    expect(order).toEqual(['tx wrote', 'tx done', 'first saw 1', 'second']);
    expect(handle.queueDepth()).toBe(0);
  });

  it('counts queued queries as the queue depth', async () => {
    // Drizzle's queries are lazy: `then` sends them.
    let finished = 0;
    const queries = [HEAVY, sql`select 1`].map((q) => handle.db.execute(q).then(() => finished++));
    await until(() => handle.queueDepth() === 2);
    expect(finished).toBe(0);
    await Promise.all(queries);
    expect(handle.queueDepth()).toBe(0);
  });
});

describe.runIf(pgliteRun)('a PGlite worker that dies', () => {
  it('fails the waiting queries and every later one at once', async () => {
    const client = await PgliteWorkerClient.start({
      dataDir: null,
      migrationsFolder: path.join(import.meta.dirname, 'migrations'),
    });
    const waiting = client.query('select count(*) from generate_series(1, 3000000)');
    // As if the thread crashed (out of memory, a fault in the WebAssembly).
    await (client as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(waiting).rejects.toThrow(/database worker exited/);
    expect(client.alive).toBe(false);
    await expect(client.query('select 1')).rejects.toThrow(/database worker exited/);
  });
});

describe.runIf(pgliteRun)('PGlite worker on disk', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dsb-worker-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('flushes on close, releases the directory, and opens again with the data', async () => {
    const first = await openDatabase({ kind: 'pglite', dir, worker: true });
    await first.db.insert(users).values(newUser('durable'));
    await first.close();
    expect(first.alive()).toBe(false);
    await expect(first.db.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { message: 'the database is closed' },
    });

    const second = await openDatabase({ kind: 'pglite', dir, worker: true });
    try {
      const rows = await second.db.select().from(users).where(eq(users.uid, 'u:durable'));
      expect(rows).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!condition()) throw new Error('condition never became true');
}
