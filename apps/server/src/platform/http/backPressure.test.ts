import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, signInAs, type TestApp } from '../test/testApp';
import { SERVER_BUSY_MESSAGE } from './backPressure';

const HEAVY = sql`select count(*) from generate_series(1, 3000000)`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('back-pressure: 503 + Retry-After past capacity', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      PGLITE_WORKER: '1',
      MAX_DB_QUEUE: '2',
      MAX_EVENT_LOOP_DELAY_MS: '50',
      RETRY_AFTER_SECONDS: '3',
    });
  });
  afterAll(() => app.close());

  it('refuses requests at once while the database queue is over its limit; health still answers', async () => {
    // PGlite's worker runs one query at a time; PostgreSQL's pool runs 10, and the rest wait.
    const queued =
      app.dbKind === 'pglite'
        ? Array.from({ length: 4 }, () => app.db.execute(HEAVY).then(() => {}))
        : Array.from({ length: 14 }, () => app.db.execute(sql`select pg_sleep(1)`).then(() => {}));
    await pause(250); // the queue is looked at every 100 ms
    expect(app.dbStatus.queueDepth()).toBeGreaterThan(2);

    const started = performance.now();
    const refused = await app.inject({ method: 'GET', url: '/api/prompts' });
    expect(performance.now() - started).toBeLessThan(250); // not queued behind the database
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('3');
    expect(refused.json()).toEqual({ error: SERVER_BUSY_MESSAGE, retryAfterSeconds: 3 });

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);

    await Promise.all(queued);
    await pause(250);
    const served = await app.inject({ method: 'GET', url: '/api/prompts' });
    expect(served.statusCode).toBe(200);
  });

  it('refuses requests while the event loop lags; health still answers', async () => {
    // A main thread that keeps running 100 ms of synchronous work between breaths, as under a
    // flood of requests, for longer than the 500 ms over which the delay is averaged.
    for (let i = 0; i < 12; i++) {
      const until = Date.now() + 100;
      while (Date.now() < until);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(app.memoryUsage().eventLoopDelay).toBeGreaterThan(50);
    const refused = await app.inject({ method: 'GET', url: '/auth/current-user' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('3');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('back-pressure spares the web app itself', () => {
  let app: TestApp;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'dsb-web-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(root, 'assets', 'app.css'), 'body{margin:0}');
    app = await createTestApp({
      WEB_DIST_DIR: root,
      PGLITE_WORKER: '1',
      MAX_DB_QUEUE: '1',
      RETRY_AFTER_SECONDS: '2',
    });
  });
  afterAll(() => app.close());

  it('answers the files at once, without waiting behind the database for the session', async () => {
    const cookie = await signInAs(app, 'pupil@school.example');
    const queued =
      app.dbKind === 'pglite'
        ? Array.from({ length: 3 }, () => app.db.execute(HEAVY).then(() => {}))
        : Array.from({ length: 14 }, () => app.db.execute(sql`select pg_sleep(1)`).then(() => {}));
    await pause(50);
    const started = performance.now();
    const css = await app.inject({
      method: 'GET',
      url: '/assets/app.css',
      headers: { cookie },
    });
    expect(css.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(250);
    await Promise.all(queued);
  });

  it('serves /assets, / and client routes while /api answers 503', async () => {
    // Forces the database-queue check to "overloaded" (it is looked at every 100 ms).
    (app.dbStatus as { queueDepth: () => number }).queueDepth = () => 99;
    await pause(250);
    const api = await app.inject({ method: 'GET', url: '/api/prompts' });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('2');

    const css = await app.inject({ method: 'GET', url: '/assets/app.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    for (const url of ['/', '/grid?story=1']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});
