import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { CurrentUserResponse } from '@dsb/core';
import { loadConfig } from '../config/config';
import type { DatabaseOptions } from '../db/client';
import { buildApp } from '../../app';
import { databaseGuard } from './databaseGuard';
import { createTestDatabase } from './testDatabase';

export { createTestDatabase };

export const TEST_ORIGIN = 'http://localhost:80';

type BuiltApp = Awaited<ReturnType<typeof buildApp>>;

export type TestAppOptions = {
  /** Runs after the app is built and before `ready()`: the place to add test-only routes. */
  beforeReady?: (app: BuiltApp) => void | Promise<void>;
  /** Log at info level into this array, one JSON line each, as the server logs to stdout. */
  logTo?: string[];
};

/**
 * A fresh app on a fresh in-memory PGlite. Call once per test file (beforeAll) and close it after.
 * `env` overrides configuration (e.g. GOOGLE_CLIENT_ID for the OIDC tests). The database starts
 * as a copy of the one globalSetup.ts migrated once for the whole run.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  databaseGuard.refuse?.('creates a test app (on a database of its own)');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dsb-test-'));
  // On PostgreSQL (project server-postgres sets DATABASE_URL), each app gets a database of its own.
  // A test that passes DATABASE_URL (even '' for PGlite) chooses for itself.
  const postgresUrl =
    process.env.DATABASE_URL && env.DATABASE_URL === undefined
      ? await createTestDatabase(process.env.DATABASE_URL, inject('postgresTemplate') ?? undefined)
      : null;
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-secret-test-secret-test-secret',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      // Seeding embeds 67 prompts (~4 s): only the files that test content ask for it.
      SEED_CONTENT: '0',
      // PGlite on the test's own thread starts ~0.6 s quicker; the worker has its own suites
      // (platform/db/worker.test.ts, plugin.test.ts); TEST_PGLITE_WORKER=1 runs every suite on it.
      PGLITE_WORKER: process.env.TEST_PGLITE_WORKER ?? '0',
      // Likewise the embedder: on the test's thread unless a suite asks
      // (platform/embeddings/processEmbedder.test.ts).
      EMBEDDER_WORKER: process.env.TEST_EMBEDDER_WORKER ?? '0',
      // A busy test machine must not turn requests away; platform/http/backPressure.test.ts sets
      // its own.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...(postgresUrl && { DATABASE_URL: postgresUrl }),
      ...env,
    },
    { inMemoryDb: true },
  );
  if (config.database.kind === 'pglite') {
    const database: DatabaseOptions = {
      ...config.database,
      pgliteTemplate: inject('pgliteTemplate'),
    };
    config.database = database;
  }
  const lines = options.logTo;
  const logger = lines
    ? {
        level: 'info',
        stream: new Writable({
          write(chunk, _encoding, done) {
            lines.push(...String(chunk).split('\n').filter(Boolean));
            done();
          },
        }),
      }
    : false;
  const app = await buildApp(config, { logger });
  await options.beforeReady?.(app);
  await app.ready();
  return app;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The `Cookie` header that sends back the session cookie a response set. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'dsb_session');
  if (!cookie?.value) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
  return `dsb_session=${cookie.value}`;
}

/** How long a sign-in keeps trying while the server sheds load with 503 (a loaded test machine). */
const BUSY_SIGN_IN_MS = 15_000;

/**
 * Signs in through the development sign-in and returns the Cookie header to send afterwards. A 503
 * (the server busy, e.g. a test app that set a tight back-pressure limit still finishing its start
 * on a loaded machine) is tried again shortly, as a browser would after Retry-After.
 */
export async function signInAs(app: TestApp, email: string, displayName?: string): Promise<string> {
  const deadline = Date.now() + BUSY_SIGN_IN_MS;
  const send = () =>
    app.inject({
      method: 'POST',
      url: '/auth/dev/login',
      headers: { origin: TEST_ORIGIN },
      payload: displayName ? { email, displayName } : { email },
    });
  let response = await send();
  while (response.statusCode === 503 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    response = await send();
  }
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return sessionCookieFrom(response);
}

/** A GET, optionally with a Cookie header. */
export const getAs = (app: TestApp, url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** GET /auth/current-user, optionally with a Cookie header. */
export async function currentUser(app: TestApp, cookie?: string) {
  const response = await getAs(app, '/auth/current-user', cookie);
  return { response, body: response.json<CurrentUserResponse>() };
}

/** True when the response tells the browser to drop the session cookie. */
export function clearsSessionCookie(response: LightMyRequestResponse): boolean {
  const cookie = response.cookies.find((c) => c.name === 'dsb_session');
  return cookie !== undefined && cookie.value === '' && cookie.maxAge === 0;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON request as the web client sends it: the app's Origin, the session cookie if any. */
export const callAs = (
  app: TestApp,
  method: Method,
  url: string,
  cookie?: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
  });
