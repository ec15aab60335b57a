// Sign-in as seen from the network: who may use development sign-in, and whose address counts
// for the sign-in rate limit (forwarded headers only from the proxy TRUST_PROXY names).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dsb/core';
import { TEST_ORIGIN, type TestApp, createTestApp } from '../../platform/test/testApp';
import { DEV_LOGIN_LOOPBACK_ONLY } from './routes';
import { isLoopbackAddress } from './loopback';

const OUTSIDE = '203.0.113.7';
const PUBLIC_ORIGIN = 'https://stories.example.org';
let counter = 0;
const newEmail = () => `pupil-${++counter}@school.org`;

const devLogin = (
  app: TestApp,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/auth/dev/login',
    remoteAddress: options.remoteAddress,
    headers: { origin: TEST_ORIGIN, ...options.headers },
    payload: { email: newEmail() },
  });

describe('development sign-in answers the loopback interface only', () => {
  let app: TestApp;
  let openToAll: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    openToAll = await createTestApp({ AUTH_DEV_LOGIN: '1' });
    behindProxy = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => Promise.all([app, openToAll, behindProxy].map((a) => a?.close())));

  it('signs in from 127.0.0.1 and ::1', async () => {
    expect((await devLogin(app, { remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await devLogin(app, { remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('refuses another address, even admin@example.com, with a message for the operator', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/dev/login',
      remoteAddress: OUTSIDE,
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'admin@example.com' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: DEV_LOGIN_LOOPBACK_ONLY });
    expect(response.cookies).toHaveLength(0);
  });

  it('the sign-in popup on another computer offers passwords only, and tells the operator how to set up', async () => {
    const page = await app.inject({ method: 'GET', url: '/auth/google', remoteAddress: OUTSIDE });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post" action="/auth/password/login">');
    expect(page.body).not.toContain('action="/auth/dev/login"');
    expect(page.body).toContain('one-time set-up link');
    expect(page.body).toContain('GOOGLE_CLIENT_ID');
    expect(page.body).toContain('AUTH_DEV_LOGIN=1');
    const local = await app.inject({ method: 'GET', url: '/auth/google' });
    expect(local.body).toContain('action="/auth/dev/login"');
  });

  it('a form post from another computer gets the same page, not a session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/dev/login',
      remoteAddress: OUTSIDE,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=someone%40school.org',
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('Sign-in is not configured');
    expect(response.cookies).toHaveLength(0);
  });

  it('AUTH_DEV_LOGIN=1 opens it to every address', async () => {
    expect((await devLogin(openToAll, { remoteAddress: OUTSIDE })).statusCode).toBe(200);
  });

  it('behind a trusted proxy, the forwarded client address is what counts', async () => {
    const viaProxy = (client: string) =>
      devLogin(behindProxy, { headers: { 'x-forwarded-for': client } });
    expect((await viaProxy(OUTSIDE)).statusCode).toBe(403);
    expect((await viaProxy('127.0.0.1')).statusCode).toBe(200);
  });
});

describe('the sign-in rate limit', () => {
  let withPublicUrl: TestApp;
  let trusted: TestApp;
  beforeAll(async () => {
    const limit = { AUTH_RATE_LIMIT_PER_MINUTE: '3', PUBLIC_URL: PUBLIC_ORIGIN };
    withPublicUrl = await createTestApp(limit);
    trusted = await createTestApp({ ...limit, TRUST_PROXY: '1' });
  });
  afterAll(() => Promise.all([withPublicUrl, trusted].map((a) => a?.close())));

  it('cannot be escaped by sending a new X-Forwarded-For each time', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const response = await devLogin(withPublicUrl, {
        headers: { origin: PUBLIC_ORIGIN, 'x-forwarded-for': `127.0.1.${i}` },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().error).toBe(MESSAGES.rateLimited);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('with TRUST_PROXY naming the proxy, each forwarded client has its own limit', async () => {
    const from = (client: string) =>
      devLogin(trusted, { headers: { origin: PUBLIC_ORIGIN, 'x-forwarded-for': client } });
    for (let i = 0; i < 3; i++) expect((await from('127.0.0.2')).statusCode).toBe(200);
    expect((await from('127.0.0.2')).statusCode).toBe(429);
    expect((await from('127.0.0.3')).statusCode).toBe(200);
  });
});

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['fe80::1', false],
    ['', false],
    [undefined, false],
  ])('%s -> %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});

describe('the sign-in popup puts focus where the person types', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());
  const focused = (html: string) => html.match(/<input id="([^"]+)"[^>]*autofocus/g) ?? [];

  it('on this computer, the development form; elsewhere, the password e-mail', async () => {
    const local = await app.inject({ method: 'GET', url: '/auth/google' });
    expect(focused(local.body)).toEqual([expect.stringContaining('id="email"')]);
    const remote = await app.inject({ method: 'GET', url: '/auth/google', remoteAddress: OUTSIDE });
    expect(focused(remote.body)).toEqual([expect.stringContaining('id="password-email"')]);
  });

  it('after a wrong password, the password field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/password/login',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=nobody%40school.org&password=wrong-password',
    });
    expect(response.statusCode).toBe(401);
    expect(focused(response.body)).toEqual([expect.stringContaining('id="password"')]);
  });
});
