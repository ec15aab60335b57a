import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, MESSAGES, PASSWORD_MESSAGES, type AdminUser } from '@dsb/core';
import { activityLog } from '../../platform/activity/tables';
import { passwordTokens, users } from '../../platform/auth/tables';
import { LOGIN_THROTTLE } from './loginThrottle';
import { createFirstAdminLink } from './passwordService';
import {
  TEST_ORIGIN,
  type TestApp,
  createTestApp,
  currentUser,
  sessionCookieFrom,
  signInAs,
} from '../../platform/test/testApp';
import { callAs } from '../../platform/test/testApp';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  // A high per-address request limit: this file tests the failure counters, not that limit.
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await signInAs(app, 'admin@example.com', 'Admin');
});
afterAll(() => app?.close());

let counter = 0;
async function createUser(extra: Record<string, unknown> = {}): Promise<AdminUser> {
  const n = ++counter;
  const response = await callAs(app, 'POST', '/api/admin/users', admin, {
    displayName: `Learner ${n}`,
    email: `learner-${n}@school.org`,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().user;
}

const PASSWORD = 'correct horse battery';
const FORM = { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' };

const login = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/auth/password/login',
    remoteAddress,
    headers: { origin: TEST_ORIGIN },
    payload,
  });

const formPost = (url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: FORM,
    payload: new URLSearchParams(fields).toString(),
  });

const activityOf = (userId: string) =>
  app.db.select().from(activityLog).where(eq(activityLog.userId, userId));

describe('POST /auth/password/login', () => {
  it('signs a local account in with JSON, sets the session cookie and logs the login', async () => {
    const user = await createUser({ password: PASSWORD });
    const response = await login({ email: user.email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      user: expect.objectContaining({ _id: user._id, email: user.email }),
    });
    const cookie = response.cookies.find((c) => c.name === 'dsb_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const { body } = await currentUser(app, sessionCookieFrom(response));
    expect(body.user).toMatchObject({ _id: user._id, lastLogin: expect.any(String) });
    const logins = (await activityOf(user._id)).filter((a) => a.action === ACTIVITY_ACTIONS.login);
    expect(logins).toMatchObject([{ type: 'login', details: { method: 'password' } }]);
  });

  it('answers a wrong password and an unknown e-mail with the same 401, and no cookie', async () => {
    const user = await createUser({ password: PASSWORD });
    const wrong = await login({ email: user.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody@school.org', password: PASSWORD });
    const noPassword = await login({ email: (await createUser()).email, password: PASSWORD });
    for (const response of [wrong, unknown, noPassword]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: PASSWORD_MESSAGES.invalidCredentials });
      expect(response.cookies).toHaveLength(0);
    }
    const failed = (await activityOf(user._id)).filter((a) => a.action === 'login failed');
    expect(failed).toHaveLength(1);
    expect(JSON.stringify(failed)).not.toContain('not the password');
  });

  it('the popup form signs in, or shows the form again with the message and the e-mail kept', async () => {
    const user = await createUser({ password: PASSWORD });
    const bad = await formPost('/auth/password/login', {
      email: user.email,
      password: 'nope-nope',
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['content-type']).toContain('text/html');
    expect(bad.body).toContain(`role="alert">${PASSWORD_MESSAGES.invalidCredentials}</p>`);
    expect(bad.body).toContain(`value="${user.email}"`);
    const good = await formPost('/auth/password/login', { email: user.email, password: PASSWORD });
    expect(good.statusCode).toBe(200);
    expect(good.body).toContain('<script src="/auth/popup-complete.js"></script>');
    expect((await currentUser(app, sessionCookieFrom(good))).body.user?._id).toBe(user._id);
  });

  it.each(['inactive', 'suspended'] as const)('a %s account cannot sign in', async (status) => {
    const user = await createUser({ password: PASSWORD, status });
    const right = await login({ email: user.email, password: PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: MESSAGES.accountDisabled });
    // Without the password nobody learns that the account exists or is disabled.
    const wrong = await login({ email: user.email, password: 'guessing-here' });
    expect(wrong.json()).toEqual({ error: PASSWORD_MESSAGES.invalidCredentials });
    expect([...right.cookies, ...wrong.cookies]).toHaveLength(0);
  });

  it(`after ${LOGIN_THROTTLE.maxFailuresPerAccount} failures the account is locked for a while, even with the right password`, async () => {
    const user = await createUser({ password: PASSWORD });
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccount; i++) {
      expect((await login({ email: user.email, password: `guess-${i}-x` })).statusCode).toBe(401);
    }
    const locked = await login({ email: user.email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: PASSWORD_MESSAGES.tooManyAttempts });
    // Another account from the same address is not affected.
    const other = await createUser({ password: PASSWORD });
    expect((await login({ email: other.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it(`after ${LOGIN_THROTTLE.maxFailuresPerAddress} failures from one address, that address waits`, async () => {
    const address = '198.51.100.23';
    const user = await createUser({ password: PASSWORD });
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAddress; i++) {
      const email = `spray-${i}@school.org`;
      expect((await login({ email, password: 'password1' }, address)).statusCode).toBe(401);
    }
    const blocked = await login({ email: user.email, password: PASSWORD }, address);
    expect(blocked.statusCode).toBe(429);
    expect(
      (await login({ email: user.email, password: PASSWORD }, '198.51.100.24')).statusCode,
    ).toBe(200);
  });

  it('validates the body', async () => {
    expect((await login({ email: 'x@school.org' })).json()).toEqual({
      error: PASSWORD_MESSAGES.passwordRequired,
    });
    expect((await login({ email: 'nope', password: 'x' })).json()).toEqual({
      error: 'Please enter a valid email address',
    });
  });
});

describe('POST /auth/password/change', () => {
  const change = (cookie: string, payload: Record<string, unknown>) =>
    callAs(app, 'POST', '/auth/password/change', cookie, payload);

  it('needs the current password, then ends every other session of the user', async () => {
    const user = await createUser({ password: PASSWORD });
    const laptop = sessionCookieFrom(await login({ email: user.email, password: PASSWORD }));
    const tablet = sessionCookieFrom(await login({ email: user.email, password: PASSWORD }));
    expect((await change(laptop, { newPassword: 'a new passphrase' })).json()).toEqual({
      error: PASSWORD_MESSAGES.currentRequired,
    });
    const wrong = await change(laptop, {
      currentPassword: 'wrong one',
      newPassword: 'a new passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: PASSWORD_MESSAGES.currentWrong });
    expect(
      (await change(laptop, { currentPassword: PASSWORD, newPassword: 'short' })).json(),
    ).toEqual({
      error: 'Password must be at least 8 characters',
    });
    const ok = await change(laptop, { currentPassword: PASSWORD, newPassword: 'a new passphrase' });
    expect(ok.json()).toEqual({ success: true, message: PASSWORD_MESSAGES.changed });
    expect((await currentUser(app, laptop)).body.isAuthenticated).toBe(true);
    expect((await currentUser(app, tablet)).body.isAuthenticated).toBe(false);
    expect((await login({ email: user.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await login({ email: user.email, password: 'a new passphrase' })).statusCode).toBe(200);
  });

  it('lets an account without a password (Google or development sign-in) set a first one', async () => {
    const cookie = await signInAs(app, 'google.user@school.org');
    expect((await change(cookie, { newPassword: 'first passphrase' })).statusCode).toBe(200);
    const response = await login({ email: 'google.user@school.org', password: 'first passphrase' });
    expect(response.statusCode).toBe(200);
  });

  it('is for signed-in users only', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/password/change',
      headers: { origin: TEST_ORIGIN },
      payload: { newPassword: 'whatever123' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('one-time set-password links', () => {
  const linkFor = async (userId: string) => {
    const response = await callAs(app, 'POST', `/api/admin/users/${userId}/password-link`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ success: true; url: string; expiresAt: string }>();
  };
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  it('an admin gets a 7-day link; the user chooses a password there and is signed in, once', async () => {
    const user = await createUser();
    const { url, expiresAt } = await linkFor(user._id);
    expect(url).toMatch(/^http:\/\/localhost:80\/auth\/password\/set\?token=[\w-]{43}$/);
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const token = tokenOf(url);
    // Only the hash is stored.
    const stored = await app.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.userId, user._id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(token);

    const page = await app.inject({ method: 'GET', url: `/auth/password/set?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Choose a password');
    expect(page.body).toContain(user.email);

    const mismatch = await formPost('/auth/password/set', {
      token,
      email: user.email,
      password: 'my new password',
      confirmPassword: 'my new passwort',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain(PASSWORD_MESSAGES.mismatch);

    const set = await formPost('/auth/password/set', {
      token,
      email: user.email,
      password: 'my new password',
      confirmPassword: 'my new password',
    });
    expect(set.statusCode).toBe(200);
    expect(set.body).toContain('/auth/popup-complete.js');
    expect((await currentUser(app, sessionCookieFrom(set))).body.user?._id).toBe(user._id);
    expect((await login({ email: user.email, password: 'my new password' })).statusCode).toBe(200);

    const again = await app.inject({
      method: 'POST',
      url: '/auth/password/set',
      headers: { origin: TEST_ORIGIN },
      payload: { token, password: 'another password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: PASSWORD_MESSAGES.linkInvalid });
    const reopened = await app.inject({ method: 'GET', url: `/auth/password/set?token=${token}` });
    expect(reopened.statusCode).toBe(400);
  });

  it('a newer link replaces an unused older one, and an expired link does not work', async () => {
    const user = await createUser();
    const older = tokenOf((await linkFor(user._id)).url);
    const newer = tokenOf((await linkFor(user._id)).url);
    const set = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/password/set',
        headers: { origin: TEST_ORIGIN },
        payload: { token, password: 'long enough' },
      });
    expect((await set(older)).statusCode).toBe(400);
    await app.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, user._id));
    expect((await set(newer)).json()).toEqual({ error: PASSWORD_MESSAGES.linkInvalid });
  });

  it('answers 404 for an unknown user', async () => {
    const response = await callAs(
      app,
      'POST',
      '/api/admin/users/00000000-0000-4000-8000-000000000000/password-link',
      admin,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('the first-admin link', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh?.close());

  it('exists only while there is no admin, and creates the first admin once', async () => {
    const older = await createFirstAdminLink(fresh.db, 'http://school.example');
    const link = await createFirstAdminLink(fresh.db, 'http://school.example');
    expect(link?.url).toMatch(/^http:\/\/school\.example\/auth\/password\/set\?token=/);
    const token = new URL(link!.url).searchParams.get('token')!;
    const page = await fresh.inject({ method: 'GET', url: `/auth/password/set?token=${token}` });
    expect(page.body).toContain('Create the first admin');
    // The previous start's link no longer works.
    const stale = new URL(older!.url).searchParams.get('token')!;
    expect(
      (await fresh.inject({ method: 'GET', url: `/auth/password/set?token=${stale}` })).statusCode,
    ).toBe(400);

    const post = (payload: Record<string, unknown>) =>
      fresh.inject({
        method: 'POST',
        url: '/auth/password/set',
        headers: { origin: TEST_ORIGIN },
        payload: { token, password: 'teacher passphrase', ...payload },
      });
    expect((await post({ displayName: 'T', email: 'teacher@school.org' })).json()).toEqual({
      error: 'Display name must be at least 2 characters',
    });
    const created = await post({ displayName: 'Ms Rivera', email: 'Teacher@School.org' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().user).toMatchObject({ email: 'teacher@school.org', isAdmin: true });
    const cookie = sessionCookieFrom(created);
    expect((await callAs(fresh, 'GET', '/api/admin/users', cookie)).statusCode).toBe(200);
    expect(await createFirstAdminLink(fresh.db, 'http://school.example')).toBeNull();
    const [row] = await fresh.db.select().from(users).where(eq(users.email, 'teacher@school.org'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('the sign-in popup with Google configured', () => {
  let withGoogle: TestApp;
  beforeAll(async () => {
    withGoogle = await createTestApp({
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
      // Nothing listens here: starting the Google flow answers 503, which shows it was tried.
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
    });
  });
  afterAll(() => withGoogle?.close());

  it('goes straight to Google until a local account exists, then offers both', async () => {
    const before = await withGoogle.inject({ method: 'GET', url: '/auth/google' });
    expect(before.statusCode).toBe(503);
    await withGoogle.db.insert(users).values({
      uid: 'local:1',
      email: 'pupil@school.org',
      displayName: 'Pupil',
      passwordHash: 'x',
    });
    const after = await withGoogle.inject({ method: 'GET', url: '/auth/google' });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('href="/auth/google?provider=google"');
    expect(after.body).toContain('action="/auth/password/login"');
    expect(after.body).not.toContain('action="/auth/dev/login"');
    const google = await withGoogle.inject({ method: 'GET', url: '/auth/google?provider=google' });
    expect(google.statusCode).toBe(503);
  });
});

describe('the sign-in popup in production without Google', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => production?.close());

  it('offers e-mail and password only, even on this computer; development sign-in is off', async () => {
    const page = await production.inject({ method: 'GET', url: '/auth/google' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('action="/auth/password/login"');
    expect(page.body).not.toContain('action="/auth/dev/login"');
    const dev = await production.inject({
      method: 'POST',
      url: '/auth/dev/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'admin@example.com' },
    });
    expect(dev.statusCode).toBe(404);
  });
});
