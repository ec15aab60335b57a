import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import {
  ACTIVITY_ACTIONS,
  ADMIN_USER_MESSAGES,
  MESSAGES,
  PASSWORD_LINK_TTL_DAYS,
  PASSWORD_MESSAGES,
  userDisplayNameField,
  userEmailField,
  type PasswordChangeBody,
  type PasswordLoginBody,
  type PasswordSetBody,
  type User,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { passwordTokens, sessions, users } from '../../platform/auth/tables';
import { HttpError } from '../../platform/http/errors';
import { recordActivity } from '../../platform/activity/activityService';
import { isUniqueViolation } from '../../platform/db/errors';
import {
  forgetOldAttempts,
  loginSucceeded,
  reserveLoginAttempt,
  type ThrottleKeys,
} from './loginThrottle';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwordHash';
import { forgetRecentSessions } from '../../platform/auth/sessionCache';
import { hashToken } from '../../platform/auth/sessionService';
import { signIn, type UserRow } from '../../platform/auth/userService';

const LINK_TTL_MS = PASSWORD_LINK_TTL_DAYS * 24 * 60 * 60 * 1000;

/** True once any account can sign in with a password (the popup then offers the form). */
export async function localAccountsExist(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(isNotNull(users.passwordHash))
    .limit(1);
  return row !== undefined;
}

/**
 * E-mail and password sign-in. The attempt is counted against the account and the address before
 * the password is checked (loginThrottle), so guesses sent all at once are limited too. An
 * unknown e-mail and a wrong password get the same 401 after the same work: one password hash
 * check and one 'login failed' activity entry (without a user for an unknown e-mail), so neither
 * the answer nor its timing tells which addresses have accounts. Only someone who knows the
 * password learns that an account is not active.
 */
export async function passwordSignIn(
  db: Db,
  body: PasswordLoginBody,
  address: string,
  adminEmails: ReadonlySet<string>,
): Promise<UserRow> {
  const keys: ThrottleKeys = { account: body.email, address };
  if (!(await reserveLoginAttempt(db, keys))) {
    throw new HttpError(429, PASSWORD_MESSAGES.tooManyAttempts);
  }
  const [row] = await db.select().from(users).where(eq(users.email, body.email)).limit(1);
  const valid = row?.passwordHash
    ? await verifyPassword(row.passwordHash, body.password)
    : await verifyAgainstNothing(body.password);
  if (!row || !valid) {
    await recordActivity(db, row?.id ?? null, ACTIVITY_ACTIONS.loginFailed, { method: 'password' });
    await forgetOldAttempts(db);
    throw new HttpError(401, PASSWORD_MESSAGES.invalidCredentials);
  }
  await loginSucceeded(db, keys);
  if (row.status !== 'active') throw new HttpError(403, MESSAGES.accountDisabled);
  return signIn(
    db,
    { uid: row.uid, email: row.email, name: row.displayName, method: 'password' },
    adminEmails,
  );
}

/**
 * Change password for the signed-in user. An account without a password (Google sign-in) may set
 * one without the current. Every other session of the user ends.
 */
export async function changePassword(
  db: Db,
  user: User,
  currentSessionHash: string | null,
  body: PasswordChangeBody,
): Promise<void> {
  const [row] = await db.select().from(users).where(eq(users.id, user._id)).limit(1);
  if (!row) throw new HttpError(401, MESSAGES.authRequired);
  if (row.passwordHash) {
    if (!body.currentPassword) throw new HttpError(400, PASSWORD_MESSAGES.currentRequired);
    if (!(await verifyPassword(row.passwordHash, body.currentPassword))) {
      throw new HttpError(400, PASSWORD_MESSAGES.currentWrong);
    }
  }
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, row.id));
    const others = currentSessionHash
      ? and(eq(sessions.userId, row.id), ne(sessions.tokenHash, currentSessionHash))
      : eq(sessions.userId, row.id);
    await tx.delete(sessions).where(others);
    await recordActivity(tx, row.id, ACTIVITY_ACTIONS.passwordChanged);
  });
  forgetRecentSessions();
}

type IssuedLink = { url: string; expiresAt: Date };

async function issueToken(
  db: Db,
  baseUrl: string,
  values: {
    userId: string | null;
    purpose: 'set-password' | 'first-admin';
    createdBy: string | null;
  },
): Promise<IssuedLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LINK_TTL_MS);
  await db.insert(passwordTokens).values({ tokenHash: hashToken(token), expiresAt, ...values });
  return { url: `${baseUrl}/auth/password/set?token=${token}`, expiresAt };
}

/** A one-time set-password link for a user (made by an admin); earlier unused links stop working. */
export async function createPasswordLink(
  db: Db,
  actor: User,
  userId: string,
  baseUrl: string,
): Promise<IssuedLink> {
  const [target] = /^[0-9a-f-]{36}$/i.test(userId)
    ? await db.select().from(users).where(eq(users.id, userId)).limit(1)
    : [];
  if (!target) throw new HttpError(404, ADMIN_USER_MESSAGES.notFound);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx
      .delete(passwordTokens)
      .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
    const link = await issueToken(tx, baseUrl, {
      userId,
      purpose: 'set-password',
      createdBy: actor._id,
    });
    await recordActivity(tx, actor._id, ACTIVITY_ACTIONS.adminPasswordLink, {
      userId,
      email: target.email,
      expiresAt: link.expiresAt.toISOString(),
    });
    return link;
  });
}

/**
 * While no admin exists, a fresh first-admin link (older unused ones stop working); null once an
 * admin exists. Called at each start, so the newest link in the log is the one that works.
 */
export async function createFirstAdminLink(db: Db, baseUrl: string): Promise<IssuedLink | null> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .limit(1);
  if (admin) return null;
  await db
    .delete(passwordTokens)
    .where(and(eq(passwordTokens.purpose, 'first-admin'), isNull(passwordTokens.usedAt)));
  return issueToken(db, baseUrl, { userId: null, purpose: 'first-admin', createdBy: null });
}

export type PendingLink =
  { purpose: 'set-password'; email: string; displayName: string } | { purpose: 'first-admin' };

/** What an unused, unexpired link is for; null for any other token. */
export async function describePasswordLink(db: Db, token: string): Promise<PendingLink | null> {
  const [row] = await db
    .select({ purpose: passwordTokens.purpose, user: users })
    .from(passwordTokens)
    .leftJoin(users, eq(users.id, passwordTokens.userId))
    .where(
      and(
        eq(passwordTokens.tokenHash, hashToken(token)),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (row.purpose === 'first-admin') return { purpose: 'first-admin' };
  if (!row.user) return null;
  return { purpose: 'set-password', email: row.user.email, displayName: row.user.displayName };
}

/**
 * Redeems a link once: sets the user's password (ending their sessions), or creates the first
 * admin with the name and e-mail given. Returns the user to sign in.
 */
export async function redeemPasswordLink(db: Db, body: PasswordSetBody): Promise<UserRow> {
  const pending = await describePasswordLink(db, body.token);
  if (!pending) throw new HttpError(400, PASSWORD_MESSAGES.linkInvalid);
  const firstAdmin = pending.purpose === 'first-admin' ? parseFirstAdmin(body) : null;
  const passwordHash = await hashPassword(body.password);
  try {
    const user = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // Marking the link used is the compare-and-set: of two redemptions, one wins.
      const [link] = await tx
        .update(passwordTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordTokens.tokenHash, hashToken(body.token)),
            isNull(passwordTokens.usedAt),
            gt(passwordTokens.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!link) throw new HttpError(400, PASSWORD_MESSAGES.linkInvalid);
      const row = firstAdmin
        ? await createFirstAdmin(tx, firstAdmin, passwordHash)
        : await setUserPassword(tx, link.userId!, passwordHash);
      await recordActivity(tx, row.id, ACTIVITY_ACTIONS.passwordSet, {
        via: firstAdmin ? 'first-admin link' : 'set-password link',
      });
      return row;
    });
    forgetRecentSessions();
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ADMIN_USER_MESSAGES.emailTaken);
    throw error;
  }
}

function parseFirstAdmin(body: PasswordSetBody) {
  const displayName = userDisplayNameField.safeParse(body.displayName ?? '');
  if (!displayName.success) throw new HttpError(400, displayName.error.issues[0]!.message);
  const email = userEmailField.safeParse(body.email ?? '');
  if (!email.success) throw new HttpError(400, email.error.issues[0]!.message);
  return { displayName: displayName.data, email: email.data };
}

async function setUserPassword(tx: Db, userId: string, passwordHash: string): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new HttpError(400, PASSWORD_MESSAGES.linkInvalid);
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  return row;
}

async function createFirstAdmin(
  tx: Db,
  admin: { displayName: string; email: string },
  passwordHash: string,
): Promise<UserRow> {
  const [existingAdmin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .limit(1);
  if (existingAdmin) throw new HttpError(400, PASSWORD_MESSAGES.linkInvalid);
  // Someone who signed in before (e.g. by Google) becomes the admin rather than a duplicate.
  const [row] = await tx
    .insert(users)
    .values({ uid: `local:${randomUUID()}`, ...admin, isAdmin: true, passwordHash })
    .onConflictDoUpdate({
      target: users.email,
      set: { isAdmin: true, status: 'active', passwordHash, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('first admin was not stored');
  return row;
}
