import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from './tables';
import { forgetRecentSessions, recentSession, type SessionUser } from './sessionCache';
import { presentUser } from './userService';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session row and returns the token for the cookie (only its hash is stored). */
export async function createSession(db: Db, userId: string, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/**
 * The active user behind a token, or null when the session is unknown, expired or the user
 * disabled. Answers from this server's short-lived cache when it can (sessionCache.ts).
 */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  return findSessionByHash(db, hashToken(token));
}

/** The same, for a session known by its token's hash (a connection that outlives its request). */
export async function findSessionByHash(db: Db, tokenHash: string): Promise<SessionUser | null> {
  return recentSession(tokenHash, async () => {
    const rows = await db
      .select({ user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
      .limit(1);
    const row = rows[0];
    if (!row || row.user.status !== 'active') return null;
    // Frozen: the same object serves every request of this session for a few seconds.
    const user = Object.freeze(presentUser(row.user));
    return { user, tokenHash, expiresAt: row.expiresAt.getTime() };
  });
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  forgetRecentSessions();
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  forgetRecentSessions();
}
