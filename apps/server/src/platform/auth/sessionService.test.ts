import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from './tables';
import { createTestApp, type TestApp } from '../test/testApp';
import { updateUser } from '../../features/users/adminUserService';
import { SESSION_CACHE_MS } from './sessionCache';
import { createSession, deleteSession, findSessionUser, hashToken } from './sessionService';
import { presentUser, signIn } from './userService';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());
afterEach(() => vi.useRealTimers());

const HOUR = 60 * 60 * 1000;

async function pupilWithSession(email: string, ttlMs = HOUR) {
  const user = await signIn(app.db, { uid: `dev:${email}`, email, method: 'dev' }, new Set());
  const token = await createSession(app.db, user.id, ttlMs);
  return { user, token };
}

describe('findSessionUser', () => {
  it('answers the presented user for a live session and null for an unknown token', async () => {
    const { user, token } = await pupilWithSession('lookup@school.org');
    const found = await findSessionUser(app.db, token);
    expect(found?.user).toMatchObject({ _id: user.id, email: 'lookup@school.org' });
    expect(found?.tokenHash).toBe(hashToken(token));
    expect(await findSessionUser(app.db, 'no-such-token')).toBeNull();
  });

  it("ends at once on this server when it signs out, disables the user or deletes the session's user", async () => {
    const out = await pupilWithSession('signs-out@school.org');
    expect(await findSessionUser(app.db, out.token)).not.toBeNull();
    await deleteSession(app.db, hashToken(out.token));
    expect(await findSessionUser(app.db, out.token)).toBeNull();

    const disabled = await pupilWithSession('disabled@school.org');
    const admin = await signIn(
      app.db,
      { uid: 'dev:admin@school.org', email: 'admin@school.org', method: 'dev' },
      new Set(['admin@school.org']),
    );
    expect(await findSessionUser(app.db, disabled.token)).not.toBeNull();
    await updateUser(
      app.db,
      presentUser(admin),
      disabled.user.id,
      { status: 'suspended' },
      {
        actorSessionHash: null,
      },
    );
    expect(await findSessionUser(app.db, disabled.token)).toBeNull();
  });

  it('honours a change made by another server (straight in the database) within SESSION_CACHE_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token } = await pupilWithSession('other-server@school.org');
    expect(await findSessionUser(app.db, token)).not.toBeNull();
    // What another server's sign-out does: the row goes, and this server is not told.
    await app.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(await findSessionUser(app.db, token)).not.toBeNull();
    vi.advanceTimersByTime(SESSION_CACHE_MS + 1);
    expect(await findSessionUser(app.db, token)).toBeNull();
  });

  it('never serves a session past its own expiry, even when remembered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token } = await pupilWithSession('expiring@school.org', 1_000);
    expect(await findSessionUser(app.db, token)).not.toBeNull();
    vi.advanceTimersByTime(1_001);
    expect(await findSessionUser(app.db, token)).toBeNull();
  });
});
