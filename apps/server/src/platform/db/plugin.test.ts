import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/testApp';

/** About half a second of PGlite work (PGlite has no pg_sleep worth the name). */
const HEAVY = sql`select count(*) from generate_series(1, 3000000)`;

// PGlite only: the PostgreSQL run (Vitest project server-postgres) would repeat the same.
describe.runIf(!process.env.DATABASE_URL)('the database off the event loop (PGlite worker)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ PGLITE_WORKER: '1', DATABASE_URL: '' });
  });
  afterAll(() => app.close());

  it('answers GET /api/health while another request’s query is still running', async () => {
    expect(app.dbStatus.thread).toBe('worker');
    let heavyDone = false;
    const heavy = app.db.execute(HEAVY).then(() => (heavyDone = true));
    await new Promise((resolve) => setTimeout(resolve, 20)); // the query is under way
    const started = performance.now();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    const healthMs = performance.now() - started;
    // On the main thread, PGlite's query holds the event loop: health could only answer after it.
    expect(heavyDone).toBe(false);
    expect(health.statusCode).toBe(200);
    await heavy;
    expect(heavyDone).toBe(true);
    console.info(`health answered in ${healthMs.toFixed(1)} ms during a heavy query`);
  });

  it('answers health from the database when it is idle', async () => {
    // Background work (the job runner's poll, start-up chores) may have a query in flight.
    await expect.poll(() => app.dbStatus.queueDepth(), { timeout: 5000 }).toBe(0);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ ok: true, db: 'pglite' });
  });
});
