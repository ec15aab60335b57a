import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../platform/test/testApp';

describe('GET /api/health', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('reports the database kind and version', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      db: process.env.DATABASE_URL ? 'postgres' : 'pglite', // projects server and server-postgres
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });
});
