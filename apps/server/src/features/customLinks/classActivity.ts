import { asc, eq, inArray } from 'drizzle-orm';
import { NO_ACTIVITY, type ClassStory, type ClassStoryMember } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { storyMemberActivity, storyMembers } from '../stories';

/** A story of the class list as read, before its members are added. */
type Listed = Omit<ClassStory, 'members'> & { ownerId: string };

/**
 * The members of the group stories among `listed` (owner first, then co-authors as they joined),
 * each with what they did (docs/product/group-work.md, "Activity"); a story without co-authors
 * gets none. Two queries for the whole list, whatever its length.
 */
export async function withMembers(db: Db, listed: Listed[]): Promise<ClassStory[]> {
  const groupIds = listed.filter((s) => s.coAuthors.length > 0).map((s) => s.storyId);
  const coAuthors = groupIds.length
    ? await db
        .select({
          storyId: storyMembers.storyId,
          userId: storyMembers.userId,
          name: users.displayName,
        })
        .from(storyMembers)
        .innerJoin(users, eq(users.id, storyMembers.userId))
        .where(inArray(storyMembers.storyId, groupIds))
        .orderBy(asc(storyMembers.joinedAt))
    : [];
  const rows = groupIds.length
    ? await db
        .select()
        .from(storyMemberActivity)
        .where(inArray(storyMemberActivity.storyId, groupIds))
    : [];
  const activity = new Map(rows.map((row) => [`${row.storyId} ${row.userId}`, row]));
  const activityOf = (storyId: string, userId: string) => {
    const row = activity.get(`${storyId} ${userId}`);
    if (!row) return { ...NO_ACTIVITY };
    return {
      edits: row.edits,
      wordsAdded: row.wordsAdded,
      objectsAdded: row.objectsAdded,
      lastActiveAt: row.lastActiveAt.toISOString(),
    };
  };
  return listed.map(({ ownerId, ...story }) => {
    if (story.coAuthors.length === 0) return { ...story, members: [] };
    const members: ClassStoryMember[] = [
      { name: story.pupilName, role: 'owner', activity: activityOf(story.storyId, ownerId) },
      ...coAuthors
        .filter((m) => m.storyId === story.storyId)
        .map((m) => ({
          name: m.name,
          role: 'co-author' as const,
          activity: activityOf(story.storyId, m.userId),
        })),
    ];
    return { ...story, members };
  });
}

/** A group story's members as one CSV cell: 'Sam: 12 edits, 85 words, 3 objects, last active …'. */
export function activityCell(members: readonly ClassStoryMember[]): string {
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return members
    .map(({ name, activity: a }) => {
      const who = name.trim() || 'Unnamed pupil';
      if (a.edits === 0) return `${who}: no edits yet`;
      const counts = [
        plural(a.edits, 'edit'),
        plural(a.wordsAdded, 'word'),
        plural(a.objectsAdded, 'object'),
      ].join(', ');
      return `${who}: ${counts}, last active ${a.lastActiveAt}`;
    })
    .join('; ');
}
