import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@dsb/core';
import { serializeErrorForLog } from './errorHandling';
import { TEST_ORIGIN, type TestApp, createTestApp } from '../test/testApp';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const APP_JS = 'console.log("app");';

let app: TestApp; // WEB_DIST_DIR points nowhere
let web: TestApp; // WEB_DIST_DIR holds a built web app

/** A built web app in a temp dir, beside a file that must never be served. */
function makeWebDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dsb-web-'));
  mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'dist', 'index.html'), INDEX_HTML);
  writeFileSync(path.join(root, 'dist', 'assets', 'app.js'), APP_JS);
  writeFileSync(path.join(root, 'secret.txt'), 'TOP-SECRET');
  return path.join(root, 'dist');
}

beforeAll(async () => {
  app = await createTestApp(
    {},
    {
      beforeReady: (a) => {
        a.get('/api/test/boom', { config: { access: 'public' } }, async () => {
          throw new Error(`database exploded at ${import.meta.url}:42`);
        });
        a.withTypeProvider<ZodTypeProvider>().post(
          '/api/test/typed',
          {
            config: { access: 'public' },
            schema: { body: z.strictObject({ slide: z.object({ count: z.number() }) }) },
          },
          async (request) => request.body,
        );
      },
    },
  );
  web = await createTestApp({ WEB_DIST_DIR: makeWebDist() });
});
afterAll(() => Promise.all([app?.close(), web?.close()]));

const post = (url: string, payload: string | object, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, 'content-type': contentType },
    payload,
  });

/** The error contract: exactly `{ error }` JSON, no stack trace, no file paths. */
function expectErrorBody(response: LightMyRequestResponse, status: number, error: string | RegExp) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toContain('application/json');
  const body = response.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error).toMatch(error);
  expect(response.body).not.toMatch(/stack|node_modules|\/work\/|file:|\.ts\b|\.js:\d/);
}

describe('bad input', () => {
  it('malformed JSON is a 400 with the fixed message', async () => {
    expectErrorBody(await post('/auth/dev/login', '{"email": '), 400, MESSAGES.invalidJson);
  });

  it('an empty JSON body is a 400 with the same message', async () => {
    expectErrorBody(await post('/auth/dev/login', ''), 400, MESSAGES.invalidJson);
  });

  it('unknown fields in the development sign-in body are refused', async () => {
    const response = await post('/auth/dev/login', { email: 'a@school.org', role: 'admin' });
    expectErrorBody(response, 400, /role/);
  });

  it('route schema failures name the field', async () => {
    const response = await post('/api/test/typed', { slide: { count: 'three' } });
    expectErrorBody(response, 400, /^slide\.count: .*number/);
  });

  it('a JSON body over 1 MB is a 413', async () => {
    const response = await post('/auth/dev/login', { email: `${'x'.repeat(1024 * 1024)}@a.org` });
    expectErrorBody(response, 413, MESSAGES.tooLarge);
  });

  it('a sign-in form over 16 KB is a 413', async () => {
    const form = `email=a%40b.org&displayName=${'x'.repeat(17 * 1024)}`;
    const response = await post('/auth/dev/login', form, 'application/x-www-form-urlencoded');
    expectErrorBody(response, 413, MESSAGES.tooLarge);
  });

  it('an unsupported content type is a 415', async () => {
    const response = await post('/auth/dev/login', '<email/>', 'application/xml');
    expectErrorBody(response, 415, 'Unsupported content type');
  });

  it('an unexpected failure is a 500 with a generic message and no details', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expectErrorBody(response, 500, MESSAGES.internal);
    expect(response.body).not.toContain('exploded');
  });

  it('the server still answers afterwards', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true });
  });
});

describe('unknown routes and the web app fallback', () => {
  it.each([
    ['GET', '/api/xyz'],
    ['GET', '/api'],
    ['GET', '/auth/xyz'],
    ['POST', '/api/xyz'],
    ['DELETE', '/api/no-such-area/123'],
  ] as const)('%s %s is a 404 JSON error', async (method, url) => {
    const response = await app.inject({ method, url, headers: { origin: TEST_ORIGIN } });
    expectErrorBody(response, 404, MESSAGES.notFound);
  });

  it('a client route without a built web app is a 503 saying to build', async () => {
    const response = await app.inject({ method: 'GET', url: '/grid' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('npm run build');
  });

  describe('with a built web app', () => {
    const get = (url: string) => web.inject({ method: 'GET', url });

    it.each(['/', '/grid', '/grid?story=abc', '/tool', '/admin/evidence', '/index.html'])(
      '%s serves index.html, not cached',
      async (url) => {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toBe(INDEX_HTML);
      },
    );

    it('serves hashed assets with a long, immutable cache', async () => {
      const response = await get('/assets/app.js');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe(APP_JS);
    });

    it('keeps API misses as JSON 404s', async () => {
      expectErrorBody(await get('/api/nope'), 404, MESSAGES.notFound);
    });

    it.each(['/..%2Fsecret.txt', '/assets/..%2F..%2Fsecret.txt', '/%2E%2E/secret.txt'])(
      'never serves files outside the web app (%s)',
      async (url) => {
        const response = await get(url);
        expect(response.body).not.toContain('TOP-SECRET');
      },
    );

    it('sends a Content-Security-Policy that only allows its own scripts', async () => {
      const csp = String((await get('/grid')).headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
    });
  });
});

describe('error logs', () => {
  /** Story text a pupil typed: it must never reach the server's logs. */
  const SECRET = 'My grandmother told me a secret about the ice';
  let logged: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const body = { config: { access: 'public' as const } };
    logged = await createTestApp(
      {},
      {
        logTo: lines,
        beforeReady: (app) => {
          // A query that fails on the body's text: PostgreSQL quotes the value in its message,
          // and the driver's error carries every parameter of the statement.
          app.post('/api/test/query-fails', body, async (request) => {
            const { script } = request.body as { script: string };
            await app.db.execute(sql`select ${script}::int as n`);
            return {};
          });
          app.post('/api/test/throws', body, async () => {
            throw new Error('the renderer crashed');
          });
        },
      },
    );
  });
  afterAll(() => logged?.close());

  const postStory = (url: string) =>
    logged.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN },
      payload: { title: SECRET, script: SECRET },
    });

  it('a failed database query logs its statement and code, never the values', async () => {
    lines.length = 0;
    expect((await postStory('/api/test/query-fails')).statusCode).toBe(500);
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(lines.join('\n')).not.toContain('grandmother');
    expect(failure?.err).toMatchObject({ query: 'select $1::int as n' });
    expect(JSON.stringify(failure)).toContain('22P02'); // invalid input syntax
  });

  it('another failure logs its message and stack, not the request body', async () => {
    lines.length = 0;
    expect((await postStory('/api/test/throws')).statusCode).toBe(500);
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(failure?.err).toMatchObject({ type: 'Error', message: 'the renderer crashed' });
    expect(failure?.err.stack).toContain('errorHandling.test.ts');
    expect(lines.join('\n')).not.toContain('grandmother');
  });
});

describe('serializeErrorForLog', () => {
  it('keeps a database error’s code and schema fields, never its message, detail or values', () => {
    const driverError = Object.assign(new Error('duplicate key value violates "users_email_key"'), {
      code: '23505',
      severity: 'ERROR',
      table: 'users',
      constraint: 'users_email_key',
      detail: 'Key (email)=(pupil@school.org) already exists.',
      where: 'SQL statement with pupil@school.org',
    });
    const wrapped = Object.assign(new Error('Failed query: insert ...\nparams: pupil@school.org'), {
      query: 'insert into users (email) values ($1)',
      params: ['pupil@school.org'],
      cause: driverError,
    });
    const logged = serializeErrorForLog(wrapped);
    expect(logged).toMatchObject({
      query: 'insert into users (email) values ($1)',
      cause: { code: '23505', severity: 'ERROR', table: 'users', constraint: 'users_email_key' },
    });
    expect(JSON.stringify(logged)).not.toContain('pupil@school.org');
  });

  it('leaves values that are not errors alone', () => {
    expect(serializeErrorForLog('text')).toBe('text');
    expect(serializeErrorForLog(null)).toBeNull();
  });
});
