import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlide, type Story } from '@dsb/core';
import { SESSION_CACHE_MS } from './platform/auth/sessionCache';
import { createTestDatabase } from './platform/test/testApp';
import { startServerProcess, type ServerProcess } from './platform/test/serverProcess';

// Two server processes on one PostgreSQL, as behind a load balancer: nothing that matters may
// live in one process's memory. Runs in the PostgreSQL pass (Vitest project server-postgres).
describe.skipIf(!process.env.DATABASE_URL)('two servers, one database', () => {
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase(process.env.DATABASE_URL!);
    const envFor = (name: string) => ({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      // Shared, as every server behind one address must share it to read each other's cookies.
      SESSION_SECRET: 'two-servers-secret-two-servers-secret',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `dsb-${name}-`)),
      LOG_LEVEL: 'warn',
      SEED_CONTENT: '0',
      // A busy test machine must not turn requests away (as in createTestApp).
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    // Both at once, as a deployment starts them: both migrate on start (one waits for the other).
    [a, b] = await Promise.all([startServerProcess(envFor('a')), startServerProcess(envFor('b'))]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  /** A request to one server, with that server's own Origin on unsafe methods. */
  const call = (
    server: ServerProcess,
    method: string,
    url: string,
    cookie?: string,
    body?: unknown,
  ) =>
    fetch(`${server.origin}${url}`, {
      method,
      headers: {
        ...(cookie && { cookie }),
        ...(method !== 'GET' && { origin: server.origin }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('honours a session made on one server on the other; signing out on one ends it on both within SESSION_CACHE_MS', async () => {
    const login = await call(a, 'POST', '/auth/dev/login', undefined, {
      email: 'pupil@example.com',
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('dsb_session='))!
      .split(';')[0]!;

    const onB = await call(b, 'GET', '/auth/current-user', cookie);
    expect(await onB.json()).toMatchObject({
      isAuthenticated: true,
      user: { email: 'pupil@example.com' },
    });

    // A has looked the session up too, so it remembers it (platform/auth/sessionCache.ts).
    expect(await (await call(a, 'GET', '/auth/current-user', cookie)).json()).toMatchObject({
      isAuthenticated: true,
    });
    const signedOutAt = Date.now();
    expect((await call(b, 'POST', '/auth/logout', cookie)).status).toBeLessThan(400);
    expect(await (await call(b, 'GET', '/auth/current-user', cookie)).json()).toMatchObject({
      isAuthenticated: false,
      user: null,
    });
    // A is not told: it lets the session go when its short memory of it runs out.
    for (;;) {
      const onA = (await (await call(a, 'GET', '/auth/current-user', cookie)).json()) as {
        isAuthenticated: boolean;
      };
      if (!onA.isAuthenticated) break;
      expect(Date.now() - signedOutAt).toBeLessThan(SESSION_CACHE_MS + 2_000);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  it('reads a story saved through one server through the other, and answers a stale save on either with 409', async () => {
    const login = await call(b, 'POST', '/auth/dev/login', undefined, {
      email: 'writer@example.com',
    });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('dsb_session='))!
      .split(';')[0]!;

    const created = await call(a, 'POST', '/api/stories', cookie, {
      title: 'Made on A',
      template: 'blank',
      slides: [createSlide(0)],
    });
    expect(created.status).toBe(201);
    const story = (await created.json()) as Story;

    const readOnB = (await (
      await call(b, 'GET', `/api/stories/${story._id}`, cookie)
    ).json()) as Story;
    expect(readOnB).toMatchObject({ _id: story._id, title: 'Made on A', version: 1 });

    const savedOnB = await call(b, 'PUT', `/api/stories/${story._id}`, cookie, {
      version: 1,
      title: 'Saved on B',
    });
    expect(savedOnB.status).toBe(200);
    expect(((await savedOnB.json()) as Story).version).toBe(2);

    // A tab that loaded version 1 from A saves through A: B's save is already there.
    const staleOnA = await call(a, 'PUT', `/api/stories/${story._id}`, cookie, {
      version: 1,
      title: 'Stale on A',
    });
    expect(staleOnA.status).toBe(409);
    expect(JSON.stringify(await staleOnA.json())).toContain('Saved on B');

    const savedOnA = await call(a, 'PUT', `/api/stories/${story._id}`, cookie, {
      version: 2,
      title: 'Saved on A',
    });
    expect(savedOnA.status).toBe(200);
    const staleOnB = await call(b, 'PUT', `/api/stories/${story._id}`, cookie, {
      version: 2,
      title: 'Stale on B',
    });
    expect(staleOnB.status).toBe(409);

    const final = (await (
      await call(b, 'GET', `/api/stories/${story._id}`, cookie)
    ).json()) as Story;
    expect(final).toMatchObject({ title: 'Saved on A', version: 3 });
  });
});
