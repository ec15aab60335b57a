import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/auth/tables';
import { type TestApp, createTestApp, currentUser, signInAs } from '../../platform/test/testApp';

// The sign-in button's words follow what GET /auth/current-user tells a visitor (docs/config.md,
// Sign-in modes): Google alone, or a sign-in page with passwords (and Google when configured).

const addPasswordAccount = (target: TestApp) =>
  target.db.insert(users).values({
    uid: 'local:modes',
    email: 'pupil-with-password@school.org',
    displayName: 'Pupil',
    passwordHash: 'x',
  });

describe('without Google', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('tells a visitor that Google is not configured, and whether password accounts exist', async () => {
    expect((await currentUser(app)).body).toMatchObject({
      signIn: { google: false, localAccounts: false },
    });
    await addPasswordAccount(app);
    expect((await currentUser(app)).body).toMatchObject({
      signIn: { google: false, localAccounts: true },
    });
  });

  it('tells a signed-in user nothing about it (the button is not shown)', async () => {
    const cookie = await signInAs(app, 'signed-in@school.org');
    const { body } = await currentUser(app, cookie);
    expect(body.isAuthenticated).toBe(true);
    expect(body).not.toHaveProperty('signIn');
  });
});

describe('with Google', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
    });
  });
  afterAll(() => app?.close());

  it('tells a visitor that Google is configured, then that password accounts exist too', async () => {
    expect((await currentUser(app)).body).toMatchObject({
      signIn: { google: true, localAccounts: false },
    });
    await addPasswordAccount(app);
    expect((await currentUser(app)).body).toMatchObject({
      signIn: { google: true, localAccounts: true },
    });
  });
});
