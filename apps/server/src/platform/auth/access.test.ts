import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dsb/core';
import { TEST_ORIGIN, type TestApp, createTestApp, getAs, signInAs } from '../test/testApp';
import { registerAccessControl } from './access';

const PUBLIC_URL = 'https://stories.example.org';
const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

let app: TestApp;
let behindProxy: TestApp; // PUBLIC_URL set
const visitorCookie = '';
let studentCookie: string;
let adminCookie: string;

beforeAll(async () => {
  app = await createTestApp(
    {},
    {
      beforeReady: (a) => {
        a.get('/api/test/user', { config: { access: 'user' } }, async (r) => ({
          who: r.user?.email,
        }));
        a.get('/api/test/admin', { config: { access: 'admin' } }, async () => ({ ok: true }));
        a.route({
          method: [...UNSAFE],
          url: '/api/test/write',
          config: { access: 'public' },
          handler: async () => ({ written: true }),
        });
      },
    },
  );
  behindProxy = await createTestApp({ PUBLIC_URL });
  studentCookie = await signInAs(app, 'student@school.org');
  adminCookie = await signInAs(app, 'admin@example.com');
});
afterAll(() => Promise.all([app?.close(), behindProxy?.close()]));

describe('every route declares its access', () => {
  it('all registered routes carry public, user or admin', () => {
    expect(app.routeAccess.length).toBeGreaterThan(10);
    for (const route of app.routeAccess) {
      expect(['public', 'user', 'admin'], `${route.method} ${route.url}`).toContain(route.access);
      expect(app.hasRoute({ method: route.method as 'GET', url: route.url })).toBe(true);
    }
  });

  it('lists the known routes, including ones added by tests, with their access', () => {
    expect(app.routeAccess).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/health', access: 'public' },
        { method: 'GET', url: '/auth/current-user', access: 'public' },
        { method: 'POST', url: '/auth/dev/login', access: 'public' },
        { method: 'GET', url: '/*', access: 'public' },
        { method: 'GET', url: '/api/test/user', access: 'user' },
        { method: 'GET', url: '/api/test/admin', access: 'admin' },
      ]),
    );
  });

  describe('on a bare instance with the access control applied', () => {
    let bare: FastifyInstance;
    beforeAll(() => {
      bare = Fastify();
      registerAccessControl(bare);
    });
    afterAll(() => bare.close());

    it.each([
      ['no config', {}],
      ['config without access', { config: {} }],
      ['an unknown access level', { config: { access: 'everyone' } }],
    ])('registering a route with %s throws', (_case, options) => {
      const register = () => bare.get(`/x-${Math.random()}`, options as object, async () => 'x');
      expect(register).toThrow(/must declare config\.access \(public, user or admin\)/);
    });

    it('registering a route with a declared access works', () => {
      expect(() => bare.get('/ok', { config: { access: 'user' } }, async () => 'ok')).not.toThrow();
    });
  });
});

describe('user and admin routes', () => {
  it.each([
    ['a visitor', '/api/test/user', () => visitorCookie, 401, { error: MESSAGES.authRequired }],
    ['a visitor', '/api/test/admin', () => visitorCookie, 401, { error: MESSAGES.authRequired }],
    ['a student', '/api/test/user', () => studentCookie, 200, { who: 'student@school.org' }],
    ['a student', '/api/test/admin', () => studentCookie, 403, { error: MESSAGES.adminRequired }],
    ['an admin', '/api/test/user', () => adminCookie, 200, { who: 'admin@example.com' }],
    ['an admin', '/api/test/admin', () => adminCookie, 200, { ok: true }],
  ])('%s calling %s gets %i', async (_who, url, cookie, status, body) => {
    const response = await getAs(app, url, cookie() || undefined);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });

  it('a signed-out cookie is treated as a visitor', async () => {
    const cookie = await signInAs(app, 'leaver@school.org');
    await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect((await getAs(app, '/api/test/user', cookie)).statusCode).toBe(401);
  });
});

describe('Origin check on unsafe methods', () => {
  const write = (target: TestApp, method: string, origin?: string) =>
    target.inject({
      method: method as 'POST',
      url: target === app ? '/api/test/write' : '/auth/logout',
      headers: origin === undefined ? {} : { origin },
    });

  it.each(UNSAFE)('%s without an Origin header is refused with 403 JSON', async (method) => {
    const response = await write(app, method);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: MESSAGES.originRejected });
  });

  it.each([
    'https://evil.example',
    'http://localhost:8080',
    'http://localhost:80.evil.example',
    'https://localhost:80',
    'null',
  ])('a foreign Origin %s is refused', async (origin) => {
    const response = await write(app, 'POST', origin);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: MESSAGES.originRejected });
  });

  it.each(UNSAFE)("%s from the app's own origin passes", async (method) => {
    const response = await write(app, method, TEST_ORIGIN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ written: true });
  });

  it('safe methods need no Origin', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('the Origin is checked before the route runs: a refused sign-in creates no session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/dev/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'victim@school.org' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toHaveLength(0);
  });

  it('with PUBLIC_URL set, only that origin passes', async () => {
    expect((await write(behindProxy, 'POST', PUBLIC_URL)).statusCode).toBe(200);
    expect((await write(behindProxy, 'POST', TEST_ORIGIN)).statusCode).toBe(403);
    expect((await write(behindProxy, 'POST', 'http://stories.example.org')).statusCode).toBe(403);
  });
});
