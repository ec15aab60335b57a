import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './tables';
import { createTestApp, type TestApp } from '../test/testApp';
import { signIn } from './userService';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

describe('signIn with claims from an identity provider', () => {
  it('stores a name with NUL and other control characters cleaned, not a 500', async () => {
    const row = await signIn(
      app.db,
      {
        uid: 'google:1\u0000',
        email: 'claims@school.org',
        name: 'A\u0000da\u0007 Lovelace',
        method: 'google',
      },
      new Set(),
    );
    expect(row.displayName).toBe('Ada Lovelace');
    const [stored] = await app.db.select().from(users).where(eq(users.id, row.id));
    expect(stored).toMatchObject({ uid: 'google:1', displayName: 'Ada Lovelace' });
  });
});
