import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { STORY_MESSAGES, STORY_MEMBER_MESSAGES } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { HttpError, notFound } from '../../platform/http/errors';
import { storyMembers } from './members/tables';
import { stories } from './tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Story and user ids are UUIDs: anything else sent as one names nothing (404, never a query). */
export const isUuid = (id: string) => UUID.test(id);

/**
 * The one access rule for a story: its owner or a co-author may read and change it; to anyone
 * else it does not exist (404). Every route that takes a story id goes through this condition.
 */
export function storyAccessibleBy(userId: string): SQL {
  return or(
    eq(stories.userId, userId),
    exists(
      sql`(select 1 from ${storyMembers} where ${storyMembers.storyId} = ${stories.id} and ${storyMembers.userId} = ${userId})`,
    ),
  )!;
}

export type StoryRow = typeof stories.$inferSelect;
export type StoryRole = 'owner' | 'co-author';

/** The story if the user may open it, with their role in it; otherwise 404 'Story not found'. */
export async function findAccessibleStory(
  db: Db,
  userId: string,
  id: string,
): Promise<{ row: StoryRow; role: StoryRole }> {
  if (!isUuid(id)) throw notFound(STORY_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.id, id), storyAccessibleBy(userId)))
    .limit(1);
  if (!row) throw notFound(STORY_MESSAGES.notFound);
  return { row, role: row.userId === userId ? 'owner' : 'co-author' };
}

/**
 * For what only the owner may do (delete the story, invite, remove others): a co-author is told
 * so (403); anyone else still gets 404, so the story's existence is not revealed.
 */
export async function findOwnedStory(db: Db, userId: string, id: string): Promise<StoryRow> {
  const { row, role } = await findAccessibleStory(db, userId, id);
  if (role !== 'owner') throw ownerOnly();
  return row;
}

export const ownerOnly = () =>
  new HttpError(403, STORY_MEMBER_MESSAGES.ownerOnly, { code: 'ownerOnly' });
