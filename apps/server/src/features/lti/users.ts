import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { cleanText } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { forgetRecentSessions } from '../../platform/auth/sessionCache';
import { ltiUsers } from './tables';

/**
 * One app user per platform user and deployment (docs/product/lti.md, "Who is who"). The platform
 * decides the name and e-mail it sends, so the account always gets an address of its own under
 * `.invalid`: an e-mail from a platform would otherwise let a later Google or development sign-in
 * by that address (which finds accounts by e-mail, and makes ADMIN_EMAILS admins) join the
 * platform's account, or let a platform claim an admin's address.
 */

export type LtiUserInput = {
  platformId: string;
  deploymentId: string;
  sub: string;
  name: string | null;
  /** Used when `name` is missing. */
  givenName?: string | null;
  /** Sent by the platform; never stored (see above). */
  email: string | null;
  /** A launch signs them in (their last sign-in is now); a roster sync does not. */
  signingIn?: boolean;
  /** What the launch's roles make of them. Users have no teacher flag: it decides the landing page. */
  role: 'teacher' | 'pupil';
};

export const LTI_DEFAULT_NAME = 'Learner';

export const ltiUid = (input: Pick<LtiUserInput, 'platformId' | 'deploymentId' | 'sub'>) =>
  `lti:${input.platformId}:${input.deploymentId}:${input.sub}`;

/** An address no one can receive mail at and no one else has: derived from the uid. */
const syntheticEmail = (uid: string) =>
  `lti-${createHash('sha256').update(uid).digest('hex').slice(0, 32)}@lti.invalid`;

const displayNameOf = (input: LtiUserInput) =>
  cleanText(input.name ?? '')
    .trim()
    .slice(0, 100) ||
  cleanText(input.givenName ?? '')
    .trim()
    .slice(0, 100) ||
  LTI_DEFAULT_NAME;

async function userIdByUid(db: Db, uid: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.uid, uid)).limit(1);
  return row?.id;
}

async function createUser(db: Db, input: LtiUserInput, uid: string): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      uid,
      displayName: displayNameOf(input),
      email: syntheticEmail(uid),
      lastLogin: input.signingIn ? new Date() : null,
    })
    .onConflictDoNothing({ target: users.uid })
    .returning({ id: users.id });
  if (row) return row.id;
  // Another launch of the same person created it at the same moment.
  const id = await userIdByUid(db, uid);
  if (!id) throw new Error('LTI user could not be created');
  return id;
}

/**
 * The app user of a platform user (created the first time; the name refreshed from each launch).
 * Returns the user's id.
 */
export async function ensureLtiUser(db: Db, input: LtiUserInput): Promise<string> {
  const key = and(
    eq(ltiUsers.platformId, input.platformId),
    eq(ltiUsers.deploymentId, input.deploymentId),
    eq(ltiUsers.sub, input.sub),
  );
  const [known] = await db.select({ userId: ltiUsers.userId }).from(ltiUsers).where(key).limit(1);
  if (known) {
    if (input.name || input.givenName) {
      await db
        .update(users)
        .set({
          displayName: displayNameOf(input),
          ...(input.signingIn ? { lastLogin: new Date() } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, known.userId));
      forgetRecentSessions(); // a users write (see sessionCache.ts)
    }
    return known.userId;
  }
  const uid = ltiUid(input);
  const userId = (await userIdByUid(db, uid)) ?? (await createUser(db, input, uid));
  forgetRecentSessions();
  await db
    .insert(ltiUsers)
    .values({
      platformId: input.platformId,
      deploymentId: input.deploymentId,
      sub: input.sub,
      userId,
    })
    .onConflictDoNothing();
  const [row] = await db.select({ userId: ltiUsers.userId }).from(ltiUsers).where(key).limit(1);
  return row?.userId ?? userId;
}
