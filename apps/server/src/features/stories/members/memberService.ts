import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import {
  JOIN_CODE_ALPHABET,
  JOIN_CODE_DAYS,
  JOIN_CODE_LENGTH,
  MAX_CO_AUTHORS,
  NO_ACTIVITY,
  STORY_INVITE_NOTICES,
  STORY_MEMBER_MESSAGES,
  type CurrentInviteResponse,
  type MemberActivity,
  type StoryInvite,
  type StoryMember,
  type StoryMembersResponse,
} from '@dsb/core';
import { users } from '../../../platform/auth/tables';
import { logActivity } from '../../../platform/auth/userService';
import type { Db } from '../../../platform/db/client';
import { SecretCipher } from '../../../platform/crypto/secretCipher';
import { SecretDigest } from '../../../platform/crypto/secretDigest';
import { isUniqueViolation } from '../../../platform/db/errors';
import { HttpError } from '../../../platform/http/errors';
import { findAccessibleStory, findOwnedStory, isUuid, ownerOnly } from '../access';
import { stories } from '../tables';
import { storyInvites, storyMemberActivity, storyMembers } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A code from an unbiased random draw over the alphabet (about 86 million codes). */
export function newJoinCode(): string {
  return Array.from(
    { length: JOIN_CODE_LENGTH },
    () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)],
  ).join('');
}

/**
 * How join codes are kept (docs/decisions/0062-join-codes-at-rest.md): looked up by a keyed
 * digest, with a sealed copy for the owner's Share menu. Both keys come from SESSION_SECRET.
 */
export interface JoinCodeKeys {
  digest: SecretDigest;
  cipher: SecretCipher;
}

export const joinCodeKeys = (sessionSecret: string): JoinCodeKeys => ({
  digest: new SecretDigest(sessionSecret, 'story-join-codes'),
  cipher: new SecretCipher(sessionSecret, 'story-join-codes'),
});

/** The code as shown, or null when its sealed copy was written under another secret. */
const presentInvite = (
  keys: JoinCodeKeys,
  row: typeof storyInvites.$inferSelect,
): StoryInvite | null => {
  const code = keys.cipher.decrypt(row.codeSealed);
  return code === null ? null : { code, expiresAt: row.expiresAt.toISOString() };
};

/** The owner's new join code: replaces (revokes) any earlier one; valid JOIN_CODE_DAYS days. */
export async function createInvite(
  db: Db,
  keys: JoinCodeKeys,
  userId: string,
  storyId: string,
  now = new Date(),
): Promise<StoryInvite> {
  const story = await findOwnedStory(db, userId, storyId);
  // Codes expired anywhere are dropped on the way, so a code can be drawn again later.
  await db.delete(storyInvites).where(lte(storyInvites.expiresAt, now));
  await db.delete(storyInvites).where(eq(storyInvites.storyId, story.id));
  for (let attempt = 1; ; attempt++) {
    const code = newJoinCode();
    try {
      const [row] = await db
        .insert(storyInvites)
        .values({
          codeHash: keys.digest.digest(code),
          codeSealed: keys.cipher.encrypt(code),
          storyId: story.id,
          createdBy: userId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + JOIN_CODE_DAYS * DAY_MS),
        })
        .returning();
      return { code, expiresAt: row!.expiresAt.toISOString() };
    } catch (error) {
      // A live code drawn twice: draw again (rare with 86 million codes).
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/**
 * The story's live join code, if any (the owner's Share menu shows it). A code sealed under an
 * earlier SESSION_SECRET can be neither shown nor joined with (its digest changed too): it is
 * dropped, and the answer says a new code must be made.
 */
export async function currentInvite(
  db: Db,
  keys: JoinCodeKeys,
  userId: string,
  storyId: string,
  now = new Date(),
): Promise<CurrentInviteResponse> {
  const story = await findOwnedStory(db, userId, storyId);
  const [row] = await db
    .select()
    .from(storyInvites)
    .where(and(eq(storyInvites.storyId, story.id), gt(storyInvites.expiresAt, now)))
    .limit(1);
  if (!row) return { invite: null };
  const invite = presentInvite(keys, row);
  if (invite) return { invite };
  await db.delete(storyInvites).where(eq(storyInvites.codeHash, row.codeHash));
  return {
    invite: null,
    notice: { code: 'joinCodeUnreadable', message: STORY_INVITE_NOTICES.joinCodeUnreadable },
  };
}

/** Revokes the story's join code: nobody else can join with it. */
export async function revokeInvites(db: Db, userId: string, storyId: string): Promise<void> {
  const story = await findOwnedStory(db, userId, storyId);
  await db.delete(storyInvites).where(eq(storyInvites.storyId, story.id));
}

const invalidCode = () =>
  new HttpError(404, STORY_MEMBER_MESSAGES.joinCodeInvalid, { code: 'joinCodeInvalid' });

/**
 * Joins the story a live code belongs to. Its owner and members are simply taken to it; a story
 * with MAX_CO_AUTHORS co-authors refuses newcomers (409).
 */
export async function joinStory(
  db: Db,
  keys: JoinCodeKeys,
  userId: string,
  code: string,
  now = new Date(),
): Promise<{ storyId: string }> {
  const [invite] = await db
    .select({ storyId: storyInvites.storyId, ownerId: stories.userId })
    .from(storyInvites)
    .innerJoin(stories, eq(stories.id, storyInvites.storyId))
    .where(
      and(eq(storyInvites.codeHash, keys.digest.digest(code)), gt(storyInvites.expiresAt, now)),
    )
    .limit(1);
  if (!invite) throw invalidCode();
  const { storyId } = invite;
  if (invite.ownerId === userId) return { storyId };
  const joined = await db.transaction(async (tx) => {
    // One join at a time per story, so two pupils joining at once cannot make a seventh member.
    await tx.select({ id: stories.id }).from(stories).where(eq(stories.id, storyId)).for('update');
    const members = await tx
      .select({ userId: storyMembers.userId })
      .from(storyMembers)
      .where(eq(storyMembers.storyId, storyId));
    if (members.some((m) => m.userId === userId)) return false;
    if (members.length >= MAX_CO_AUTHORS) {
      throw new HttpError(409, STORY_MEMBER_MESSAGES.storyFull, {
        code: 'storyFull',
        params: { max: MAX_CO_AUTHORS },
      });
    }
    await tx.insert(storyMembers).values({ storyId, userId, joinedAt: now });
    return true;
  });
  if (joined) await logActivity(db, userId, 'join story', { storyId });
  return { storyId };
}

/** The owner and the co-authors, for anyone in the story. */
export async function listMembers(
  db: Db,
  userId: string,
  storyId: string,
): Promise<StoryMembersResponse> {
  const { row } = await findAccessibleStory(db, userId, storyId);
  const [owner] = await db
    .select({ displayName: users.displayName })
    .from(users)
    .where(eq(users.id, row.userId));
  const coAuthors = await db
    .select({
      userId: storyMembers.userId,
      displayName: users.displayName,
      joinedAt: storyMembers.joinedAt,
    })
    .from(storyMembers)
    .innerJoin(users, eq(users.id, storyMembers.userId))
    .where(eq(storyMembers.storyId, row.id))
    .orderBy(asc(storyMembers.joinedAt));
  const activity = await activityOf(db, row.id);
  const members: StoryMember[] = [
    {
      userId: row.userId,
      displayName: owner?.displayName ?? '',
      role: 'owner',
      joinedAt: row.createdAt.toISOString(),
      activity: activity.get(row.userId) ?? { ...NO_ACTIVITY },
    },
    ...coAuthors.map((m) => ({
      userId: m.userId,
      displayName: m.displayName,
      role: 'co-author' as const,
      joinedAt: m.joinedAt.toISOString(),
      activity: activity.get(m.userId) ?? { ...NO_ACTIVITY },
    })),
  ];
  return { members, maxCoAuthors: MAX_CO_AUTHORS };
}

/** What each member did in the story, by user id (docs/product/group-work.md, "Activity"). */
async function activityOf(db: Db, storyId: string): Promise<Map<string, MemberActivity>> {
  const rows = await db
    .select()
    .from(storyMemberActivity)
    .where(eq(storyMemberActivity.storyId, storyId));
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        edits: r.edits,
        wordsAdded: r.wordsAdded,
        objectsAdded: r.objectsAdded,
        lastActiveAt: r.lastActiveAt.toISOString(),
      },
    ]),
  );
}

/**
 * The owner removes a co-author; a co-author may remove themself (leave). The owner is not a
 * member row and cannot be removed.
 */
export async function removeMember(
  db: Db,
  userId: string,
  storyId: string,
  memberId: string,
): Promise<void> {
  const { row, role } = await findAccessibleStory(db, userId, storyId);
  if (role !== 'owner' && memberId !== userId) throw ownerOnly();
  const notMember = () =>
    new HttpError(404, STORY_MEMBER_MESSAGES.memberNotFound, { code: 'memberNotFound' });
  if (!isUuid(memberId)) throw notMember();
  const removed = await db
    .delete(storyMembers)
    .where(and(eq(storyMembers.storyId, row.id), eq(storyMembers.userId, memberId)))
    .returning({ userId: storyMembers.userId });
  if (removed.length === 0) throw notMember();
  // What they did goes with them: joining again starts from nothing.
  await db
    .delete(storyMemberActivity)
    .where(and(eq(storyMemberActivity.storyId, row.id), eq(storyMemberActivity.userId, memberId)));
  await logActivity(db, userId, memberId === userId ? 'leave story' : 'remove story member', {
    storyId: row.id,
    memberId,
  });
}
