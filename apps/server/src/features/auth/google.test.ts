import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { OAuth2Issuer, OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dsb/core';
import { activityLog } from '../../platform/activity/tables';
import { users } from '../../platform/auth/tables';
import {
  TEST_ORIGIN,
  type TestApp,
  createTestApp,
  currentUser,
  sessionCookieFrom,
} from '../../platform/test/testApp';

const CLIENT_ID = 'dsb-test-client.apps.example';
const REDIRECT_URI = `${TEST_ORIGIN}/auth/google/callback`;

let app: TestApp;
let provider: OAuth2Server;
/** Claims the provider adds to every token it signs next; reset before each test. */
let claims: Record<string, unknown> = {};
/** Payloads of the ID tokens the provider issued (aud = client id), newest last. */
const idTokens: Record<string, unknown>[] = [];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

let port = 0;
const startProvider = async () => {
  if (!provider.listening) await provider.start(port, 'localhost');
};

beforeAll(async () => {
  port = await freePort();
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  provider.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, claims);
    if (token.payload.aud === CLIENT_ID) idTokens.push({ ...token.payload });
  });
  app = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'test-client-secret',
    GOOGLE_ISSUER: `http://localhost:${port}`,
  });
});
afterAll(async () => {
  await app?.close();
  if (provider?.listening) await provider.stop();
});
beforeEach(() => {
  claims = { sub: 'google-sub-1', email: 'ana.garcia@school.org', name: 'Ana García' };
});

/** GET /auth/google: the redirect to the provider and the pending-login cookie. */
async function startLogin() {
  const response = await app.inject({ method: 'GET', url: '/auth/google' });
  expect(response.statusCode).toBe(302);
  const pending = response.cookies.find((c) => c.name === 'dsb_oidc');
  expect(pending?.value).toBeTruthy();
  return {
    response,
    pending: pending!,
    cookie: `dsb_oidc=${pending!.value}`,
    authorizeUrl: new URL(response.headers.location as string),
  };
}

/** Lets the provider "authenticate" and returns the callback path it sends the browser back to. */
async function authorize(authorizeUrl: URL): Promise<string> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI.replace(':80', ''));
  return `${back.pathname}${back.search}`;
}

const callback = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const postCredential = (credential: unknown) =>
  app.inject({
    method: 'POST',
    url: '/auth/google/callback',
    headers: { origin: TEST_ORIGIN },
    payload: { credential },
  });

const buildCredential = (
  extra: Record<string, unknown>,
  issuer = provider.issuer,
  expiresIn = 600,
) =>
  issuer.buildToken({
    expiresIn,
    scopesOrTransform: (_header, payload) =>
      Object.assign(payload, { aud: CLIENT_ID }, claims, extra),
  });

const expectFailurePage = (
  response: Awaited<ReturnType<typeof callback>>,
  status: number,
  text: string,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.body).toContain('Sign-in failed');
  expect(response.body).toContain(text);
  expect(response.cookies.some((c) => c.name === 'dsb_session' && c.value)).toBe(false);
};

describe('while the provider is unreachable', () => {
  it('answers 503 and retries discovery once the provider is up', async () => {
    const down = await app.inject({ method: 'GET', url: '/auth/google' });
    expect(down.statusCode).toBe(503);
    expect(down.body).toContain('Google sign-in is unreachable right now');
    await startProvider();
    expect((await app.inject({ method: 'GET', url: '/auth/google' })).statusCode).toBe(302);
  });
});

describe('authorization code flow', () => {
  beforeAll(startProvider);

  it('redirects to the provider with PKCE (S256), state and nonce, kept in a signed cookie', async () => {
    const { pending, authorizeUrl } = await startLogin();
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(
      `${provider.issuer.url}/authorize`,
    );
    const params = Object.fromEntries(authorizeUrl.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      code_challenge_method: 'S256',
    });
    expect(params.scope?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
    expect(pending).toMatchObject({
      path: '/auth/google',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 600,
    });

    const unsigned = app.unsignCookie(pending.value);
    expect(unsigned.valid).toBe(true);
    const stored = JSON.parse(unsigned.value!) as {
      state: string;
      nonce: string;
      verifier: string;
    };
    expect(stored.state).toBe(params.state);
    expect(stored.nonce).toBe(params.nonce);
    const challenge = createHash('sha256').update(stored.verifier).digest('base64url');
    expect(params.code_challenge).toBe(challenge);
  });

  it('the callback signs the user in with the ID token claims and reports success', async () => {
    claims = { ...claims, picture: 'https://example.org/ana.png', email_verified: true };
    const { cookie, authorizeUrl } = await startLogin();
    const response = await callback(await authorize(authorizeUrl), cookie);

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<script src="/auth/popup-complete.js"></script>');
    expect(response.cookies.find((c) => c.name === 'dsb_oidc')?.value).toBe('');
    expect(idTokens.at(-1)?.nonce).toBe(authorizeUrl.searchParams.get('nonce'));

    const { body } = await currentUser(app, sessionCookieFrom(response));
    expect(body.user).toMatchObject({
      uid: 'google-sub-1',
      email: 'ana.garcia@school.org',
      displayName: 'Ana García',
      photoURL: 'https://example.org/ana.png',
      isAdmin: false,
    });
    const logins = await app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.userId, body.user!._id));
    expect(logins.map((l) => l.details)).toContainEqual({ method: 'google' });
  });

  it('refuses a callback whose state does not match', async () => {
    const { cookie, authorizeUrl } = await startLogin();
    const back = (await authorize(authorizeUrl)).replace(/state=[^&]+/, 'state=forged');
    expectFailurePage(await callback(back, cookie), 400, 'Google sign-in did not complete');
  });

  it('refuses a callback without the pending-login cookie, or with a forged one', async () => {
    const { authorizeUrl } = await startLogin();
    const back = await authorize(authorizeUrl);
    expectFailurePage(await callback(back), 400, 'This sign-in link has expired');
    const forged = JSON.stringify({
      state: authorizeUrl.searchParams.get('state'),
      nonce: 'n',
      verifier: 'v',
    });
    expectFailurePage(
      await callback(back, `dsb_oidc=${encodeURIComponent(forged)}`),
      400,
      'expired',
    );
  });

  it('refuses an ID token carrying another nonce', async () => {
    claims = { ...claims, nonce: 'replayed-nonce' };
    const { cookie, authorizeUrl } = await startLogin();
    expectFailurePage(
      await callback(await authorize(authorizeUrl), cookie),
      400,
      'did not complete',
    );
  });

  it('refuses a code redeemed with another PKCE verifier', async () => {
    const { pending, authorizeUrl } = await startLogin();
    const stored = JSON.parse(app.unsignCookie(pending.value).value!);
    const swapped = app.signCookie(JSON.stringify({ ...stored, verifier: 'x'.repeat(64) }));
    const response = await callback(await authorize(authorizeUrl), `dsb_oidc=${swapped}`);
    expectFailurePage(response, 400, 'did not complete');
  });

  it('refuses an ID token without an e-mail address', async () => {
    claims = { sub: 'google-sub-no-mail' };
    const { cookie, authorizeUrl } = await startLogin();
    expectFailurePage(
      await callback(await authorize(authorizeUrl), cookie),
      400,
      'did not complete',
    );
  });

  it('refuses a suspended account with the account message', async () => {
    claims = { sub: 'google-sub-suspended', email: 'suspended@school.org', name: 'S' };
    await postCredential(await buildCredential({}));
    await app.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.email, 'suspended@school.org'));
    const { cookie, authorizeUrl } = await startLogin();
    expectFailurePage(
      await callback(await authorize(authorizeUrl), cookie),
      403,
      MESSAGES.accountDisabled,
    );
  });
});

describe('POST /auth/google/callback with a Google Identity Services credential', () => {
  beforeAll(startProvider);

  it('verifies the ID token and starts a session', async () => {
    claims = { sub: 'google-sub-2', email: 'Lee@School.org', name: 'Mr Lee' };
    const response = await postCredential(await buildCredential({}));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { email: 'lee@school.org' } });
    const { body } = await currentUser(app, sessionCookieFrom(response));
    expect(body.user).toMatchObject({ uid: 'google-sub-2', displayName: 'Mr Lee' });
  });

  const rogue = async () => {
    const other = new OAuth2Issuer();
    other.url = provider.issuer.url;
    await other.keys.generate('RS256');
    return other;
  };

  it.each([
    ['another audience', () => buildCredential({ aud: 'someone-else' })],
    ['another issuer', () => buildCredential({ iss: 'https://accounts.example.net' })],
    ['an expired token', () => buildCredential({}, provider.issuer, -120)],
    ['an unverified e-mail', () => buildCredential({ email_verified: false })],
    ['a signature by an unknown key', async () => buildCredential({}, await rogue())],
    ['a string that is not a JWT', async () => 'not-a-jwt'],
  ])('refuses %s with 401 JSON', async (_case, make) => {
    const response = await postCredential(await make());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'Google sign-in could not be verified. Please try again.',
    });
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses a body without a credential with 400', async () => {
    const response = await postCredential(undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});
