import { eq } from 'drizzle-orm';
import { cleanText, resolveDisplayName, type User } from '@dsb/core';
import type { Db } from '../db/client';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../db/errors';
import { users } from './tables';
import { HttpError } from '../http/errors';
import { recordActivity } from '../activity/activityService';
import { forgetRecentSessions } from './sessionCache';
import { MESSAGES } from '@dsb/core';

export type UserRow = typeof users.$inferSelect;

/** What an identity provider tells us about the person signing in. */
export type SignInIdentity = {
  uid: string;
  email: string;
  name?: string | null;
  picture?: string | null;
  method: 'google' | 'dev' | 'password';
};

/** The API shape of a user (docs/api.md): `_id`, fallbacks applied, isAdmin strictly boolean. */
export function presentUser(row: UserRow): User {
  return {
    _id: row.id,
    uid: row.uid,
    email: row.email,
    displayName: resolveDisplayName(row.displayName, row.email),
    photoURL: row.photoUrl,
    profileImage: row.profileImage,
    isAdmin: row.isAdmin === true,
    status: row.status,
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
  };
}

/** Kept for existing callers (storyService): the activity log's writer is activityService. */
export const logActivity = recordActivity;

/**
 * Finds or creates the user for a sign-in, refreshes profile fields and lastLogin, grants admin to
 * ADMIN_EMAILS (never revokes: admins made in the console stay admins), and logs the login.
 * Inactive and suspended users are refused.
 */
export async function signIn(db: Db, identity: SignInIdentity, adminEmails: ReadonlySet<string>) {
  try {
    return await signInOnce(db, identity, adminEmails);
  } catch (error) {
    // Two first sign-ins of one person at the same moment: the loser of the insert race retries
    // and finds the row the winner created.
    if (postgresErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    return signInOnce(db, identity, adminEmails);
  }
}

async function signInOnce(db: Db, given: SignInIdentity, adminEmails: ReadonlySet<string>) {
  // An identity provider's claims skip the request schemas: clean them as stored text is cleaned.
  const identity = {
    ...given,
    uid: cleanText(given.uid),
    email: cleanText(given.email),
    name: given.name == null ? given.name : cleanText(given.name),
    picture: given.picture == null ? given.picture : cleanText(given.picture),
  };
  const email = identity.email.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing && existing.status !== 'active') throw new HttpError(403, MESSAGES.accountDisabled);
  const now = new Date();
  const grantAdmin = adminEmails.has(email);
  let row: UserRow | undefined;
  if (existing) {
    [row] = await db
      .update(users)
      .set({
        uid: identity.uid,
        displayName: identity.name?.trim() || existing.displayName,
        photoUrl: identity.picture ?? existing.photoUrl,
        isAdmin: existing.isAdmin || grantAdmin,
        lastLogin: now,
        updatedAt: now,
      })
      .where(eq(users.id, existing.id))
      .returning();
  } else {
    [row] = await db
      .insert(users)
      .values({
        uid: identity.uid,
        email,
        displayName: resolveDisplayName(identity.name, email),
        photoUrl: identity.picture ?? null,
        isAdmin: grantAdmin,
        lastLogin: now,
      })
      .returning();
  }
  if (!row) throw new Error('sign-in did not return a user row');
  // The profile and lastLogin other sessions of this user show.
  forgetRecentSessions();
  await logActivity(db, row.id, 'login', { method: identity.method });
  return row;
}
