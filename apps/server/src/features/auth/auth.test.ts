import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dsb/core';
import { activityLog } from '../../platform/activity/tables';
import { sessions, users } from '../../platform/auth/tables';
import {
  TEST_ORIGIN,
  type TestApp,
  clearsSessionCookie,
  createTestApp,
  currentUser,
  getAs,
  sessionCookieFrom,
  signInAs,
} from '../../platform/test/testApp';

let app: TestApp; // defaults: development sign-in, ADMIN_EMAILS unset
let customAdmins: TestApp;
let googleOnly: TestApp;
let limited: TestApp;

beforeAll(async () => {
  // A high limit so this file's own calls never trip the per-route limit; tested on `limited`.
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  customAdmins = await createTestApp({ ADMIN_EMAILS: ' Teacher@School.org , head@school.org,' });
  googleOnly = await createTestApp({ GOOGLE_CLIENT_ID: 'client', GOOGLE_CLIENT_SECRET: 'secret' });
  limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => Promise.all([app, customAdmins, googleOnly, limited].map((a) => a?.close())));

let counter = 0;
const newEmail = (label = 'student') => `${label}-${++counter}@school.org`;

const LOGIN = { method: 'POST', url: '/auth/dev/login' } as const;
const FORM = { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' };

const devLogin = (target: TestApp, payload: Record<string, unknown>) =>
  target.inject({ ...LOGIN, headers: { origin: TEST_ORIGIN }, payload });

const formLogin = (fields: Record<string, string>) =>
  app.inject({ ...LOGIN, headers: FORM, payload: new URLSearchParams(fields).toString() });

const userRow = async (email: string) =>
  (await app.db.select().from(users).where(eq(users.email, email)))[0]!;

const setStatus = (email: string, status: 'active' | 'inactive' | 'suspended') =>
  app.db.update(users).set({ status }).where(eq(users.email, email));

const checkSession = async (cookie?: string) =>
  (await getAs(app, '/auth/check-session', cookie)).json();

/** The cookie no longer signs anyone in, and the response tells the browser to drop it. */
const expectVisitorAndCleared = async (cookie: string) => {
  const { response, body } = await currentUser(app, cookie);
  expect(body).toMatchObject({ isAuthenticated: false, user: null });
  expect(clearsSessionCookie(response)).toBe(true);
};

const sessionsOf = async (email: string) => {
  const { id } = await userRow(email);
  return app.db.select().from(sessions).where(eq(sessions.userId, id));
};

describe('development sign-in with JSON', () => {
  it('creates the user and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const email = newEmail();
    const response = await devLogin(app, { email, displayName: 'Maya' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      user: expect.objectContaining({ uid: `dev:${email}`, email, displayName: 'Maya' }),
    });
    const cookie = response.cookies.find((c) => c.name === 'dsb_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(30 * 24 * 3600);
    const { body } = await currentUser(app, sessionCookieFrom(response));
    expect(body).toMatchObject({ isAuthenticated: true, user: { email, displayName: 'Maya' } });
  });

  it('lowercases the e-mail so differently cased sign-ins reach the same account', async () => {
    const email = newEmail('mixed');
    const first = (await devLogin(app, { email: email.toUpperCase() })).json().user;
    const second = (await devLogin(app, { email })).json().user;
    expect(first.email).toBe(email);
    expect(second._id).toBe(first._id);
  });

  it.each([
    ['no display name', undefined, (local: string) => local],
    ['a padded display name', '  Ms Rivera  ', () => 'Ms Rivera'],
    ['a blank display name', '   ', (local: string) => local],
  ])('with %s resolves the display name to a fallback', async (_case, displayName, expected) => {
    const email = newEmail('name.fallback');
    const response = await devLogin(
      app,
      displayName === undefined ? { email } : { email, displayName },
    );
    const local = email.split('@')[0]!;
    expect(response.json().user.displayName).toBe(expected(local));
    expect((await userRow(email)).displayName).toBe(expected(local));
  });

  it('keeps the earlier name when a later sign-in brings none', async () => {
    const email = newEmail();
    await devLogin(app, { email, displayName: 'Jordan' });
    expect((await devLogin(app, { email })).json().user.displayName).toBe('Jordan');
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email' }, /^Please enter a valid email address$/],
    ['an unknown field', { email: 'x@school.org', isAdmin: true }, /isAdmin/],
    ['no e-mail', {}, /expected string/],
  ])('refuses %s with 400 JSON and no cookie', async (_case, payload, message) => {
    const response = await devLogin(app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect(response.cookies).toHaveLength(0);
  });
});

describe('development sign-in page (popup flow)', () => {
  it('GET /auth/google serves the sign-in form when Google is not configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/google' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<form method="post" action="/auth/dev/login">');
    expect(response.body).toMatch(/name="email"[^>]*required/);
    expect(response.body).toContain('name="displayName"');
    // The public retention policy is one click away before signing in.
    expect(response.body).toContain('<a href="/privacy" target="_blank" rel="noopener">');
  });

  it('the submitted form signs in and answers the page that reports success', async () => {
    const email = newEmail();
    const response = await formLogin({ displayName: 'Form User', email });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<script src="/auth/popup-complete.js"></script>');
    const { body } = await currentUser(app, sessionCookieFrom(response));
    expect(body.user).toMatchObject({ email, displayName: 'Form User' });

    const script = await app.inject({ method: 'GET', url: '/auth/popup-complete.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("type: 'auth-success'");
    expect(script.body).toContain('window.opener.postMessage');
  });

  it('an empty display name field falls back to the e-mail local part', async () => {
    const email = newEmail('form.empty');
    const response = await formLogin({ displayName: '', email });
    const { body } = await currentUser(app, sessionCookieFrom(response));
    expect(body.user?.displayName).toBe(email.split('@')[0]);
  });

  it('an invalid e-mail re-renders the form with the error, escaped values and status 400', async () => {
    const response = await formLogin({ displayName: '<b>Bo</b>', email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('role="alert">Please enter a valid email address</p>');
    expect(response.body).toContain('value="&lt;b&gt;Bo&lt;/b&gt;"');
    expect(response.body).toContain('value="nope"');
    expect(response.cookies).toHaveLength(0);
  });
});

describe('current user and session check', () => {
  it('a visitor is not authenticated', async () => {
    const { response, body } = await currentUser(app);
    expect(body).toEqual({
      isAuthenticated: false,
      user: null,
      signIn: { google: false, localAccounts: expect.any(Boolean) },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await checkSession()).toEqual({ isAuthenticated: false });
  });

  it('a signed-in user is authenticated in both', async () => {
    const email = newEmail();
    const cookie = await signInAs(app, email, 'Sam');
    const { body } = await currentUser(app, cookie);
    expect(body).toEqual({
      isAuthenticated: true,
      user: {
        _id: expect.any(String),
        uid: `dev:${email}`,
        email,
        displayName: 'Sam',
        photoURL: null,
        profileImage: null,
        isAdmin: false,
        status: 'active',
        lastLogin: expect.any(String),
      },
    });
    expect(await checkSession(cookie)).toEqual({ isAuthenticated: true });
  });
});

describe('ADMIN_EMAILS', () => {
  const isAdmin = async (target: TestApp, email: string) =>
    (await devLogin(target, { email })).json().user.isAdmin;

  it('defaults to admin@example.com while development sign-in is on', async () => {
    expect(await isAdmin(app, 'Admin@Example.com')).toBe(true);
    expect(await isAdmin(app, newEmail())).toBe(false);
  });

  it('honours a configured list, trimmed and case-insensitive, replacing the default', async () => {
    expect(await isAdmin(customAdmins, 'teacher@school.org')).toBe(true);
    expect(await isAdmin(customAdmins, 'HEAD@school.org')).toBe(true);
    expect(await isAdmin(customAdmins, 'admin@example.com')).toBe(false);
  });
});

describe('sign-in record', () => {
  it('writes a login row to activity_log on every sign-in and refreshes lastLogin', async () => {
    const email = newEmail();
    await signInAs(app, email);
    const firstLogin = (await userRow(email)).lastLogin!;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const cookie = await signInAs(app, email);
    const row = await userRow(email);
    const logins = await app.db.select().from(activityLog).where(eq(activityLog.userId, row.id));
    expect(logins).toHaveLength(2);
    expect(logins.every((l) => l.action === 'login' && l.details?.method === 'dev')).toBe(true);
    const lastLogin = row.lastLogin!;
    expect(Date.now() - lastLogin.getTime()).toBeLessThan(60_000);
    expect(lastLogin.getTime()).toBeGreaterThan(firstLogin.getTime());
    expect((await currentUser(app, cookie)).body.user?.lastLogin).toBe(lastLogin.toISOString());
  });
});

describe('logout', () => {
  it('POST /auth/logout deletes the session', async () => {
    const email = newEmail();
    const cookie = await signInAs(app, email);
    const response = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(response.json()).toEqual({ success: true });
    expect(clearsSessionCookie(response)).toBe(true);
    expect(await sessionsOf(email)).toHaveLength(0);
    expect((await currentUser(app, cookie)).body.isAuthenticated).toBe(false);
  });

  it('ends only the session it was called with', async () => {
    const email = newEmail();
    const [laptop, tablet] = [await signInAs(app, email), await signInAs(app, email)];
    await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: laptop, origin: TEST_ORIGIN },
    });
    expect((await currentUser(app, tablet)).body.isAuthenticated).toBe(true);
    expect(await sessionsOf(email)).toHaveLength(1);
  });

  it('a GET (a link or an image on another site) does not sign out', async () => {
    const email = newEmail();
    const cookie = await signInAs(app, email);
    const response = await app.inject({ method: 'GET', url: '/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expect(clearsSessionCookie(response)).toBe(false);
    expect(await sessionsOf(email)).toHaveLength(1);
    expect((await currentUser(app, cookie)).body.isAuthenticated).toBe(true);
  });
});

describe('accounts that are not active', () => {
  it.each(['inactive', 'suspended'] as const)('a %s user cannot sign in', async (status) => {
    const email = newEmail(status);
    await signInAs(app, email);
    await setStatus(email, status);
    const json = await devLogin(app, { email });
    expect(json.statusCode).toBe(403);
    expect(json.json()).toEqual({ error: MESSAGES.accountDisabled });
    const form = await formLogin({ email });
    expect(form.statusCode).toBe(403);
    expect(form.body).toContain(MESSAGES.accountDisabled);
    expect([...json.cookies, ...form.cookies]).toHaveLength(0);
  });

  it("a user suspended mid-session loses the session and the browser's cookie", async () => {
    const email = newEmail();
    const cookie = await signInAs(app, email);
    await setStatus(email, 'suspended');
    await expectVisitorAndCleared(cookie);
  });
});

describe('untrusted session cookies', () => {
  it('a tampered signature is refused', async () => {
    const cookie = await signInAs(app, newEmail());
    const dot = cookie.lastIndexOf('.') + 1;
    const flipped = cookie[dot] === 'A' ? 'B' : 'A';
    await expectVisitorAndCleared(cookie.slice(0, dot) + flipped + cookie.slice(dot + 1));
  });

  it('a correctly signed but unknown token is refused', async () => {
    await expectVisitorAndCleared(`dsb_session=${app.signCookie('made-up-token')}`);
  });

  it('an expired session is refused', async () => {
    const email = newEmail();
    const cookie = await signInAs(app, email);
    const past = { expiresAt: new Date(Date.now() - 1000) };
    await app.db
      .update(sessions)
      .set(past)
      .where(eq(sessions.userId, (await userRow(email)).id));
    await expectVisitorAndCleared(cookie);
  });
});

describe('configuration variants', () => {
  it('development sign-in answers 404 when Google is configured and AUTH_DEV_LOGIN is off', async () => {
    const response = await devLogin(googleOnly, { email: 'admin@example.com' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.stringContaining('turned off') });
    expect(response.cookies).toHaveLength(0);
  });

  it('rate-limits /auth/* routes per client: the 4th request in a minute gets 429 JSON', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await devLogin(limited, { email: newEmail() })).statusCode).toBe(200);
    }
    const blocked = await devLogin(limited, { email: newEmail() });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-type']).toContain('application/json');
    expect(blocked.json()).toMatchObject({ error: MESSAGES.rateLimited });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Non-auth routes are not limited by this setting.
    for (let i = 0; i < 5; i++) {
      expect((await limited.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });
});
