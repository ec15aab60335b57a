import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { RetentionHandler } from '../../platform/privacy/retention';
import { storyMemberActivity, storyMembers } from './members/tables';
import { stories } from './tables';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type InactiveStoryDeps = {
  /** Of these user ids, the teachers (whose stories are not pupils' and are not swept here). */
  teachersAmong: (userIds: string[]) => Promise<Set<string>>;
  /** Removes a story's files in storage (videos, chart pictures) before its row goes. */
  removeStoryFiles: (ownerId: string, storyId: string) => Promise<unknown>;
};

/**
 * Pupils (neither administrators nor teachers) who own a story and whose last sign-in is before
 * `cutoff`: the later of `last_login` and their newest session's start (`sessions.last_seen_at` is
 * written when a session begins). An account never signed in counts from its creation.
 */
async function inactivePupils(db: Db, deps: InactiveStoryDeps, cutoff: Date): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select u.id from users u
      where not u.is_admin
        and exists (select 1 from stories s where s.user_id = u.id)
        and greatest(coalesce(u.last_login, u.created_at),
          (select max(x.last_seen_at) from sessions x where x.user_id = u.id)) < ${cutoff}`),
  );
  const ids = rows.map((row) => row.id);
  const teachers = ids.length ? await deps.teachersAmong(ids) : new Set<string>();
  return ids.filter((id) => !teachers.has(id));
}

/**
 * Stories of inactive pupils' part in the retention job (docs/product/retention.md). A pupil's
 * own stories go with their files. A group story stays with the people still working in it, as
 * deletion does (decision 0052): it passes to its longest-standing co-author who is not inactive
 * too, and the inactive owner's activity in it goes. A group story none of whose authors is active
 * any more goes like any other. Stories the pupil co-authors belong to others and stay.
 */
export function inactiveStoryRetention(db: Db, deps: InactiveStoryDeps): RetentionHandler {
  return {
    kind: 'inactive-pupil-stories',
    deleteBefore: async (cutoff) => {
      const inactive = await inactivePupils(db, deps, cutoff);
      if (inactive.length === 0) return 0;
      const gone = new Set(inactive);
      const owned = await db
        .select({ id: stories.id, userId: stories.userId })
        .from(stories)
        .where(inArray(stories.userId, inactive));
      let deleted = 0;
      for (const story of owned) {
        const coAuthors = await db
          .select({ userId: storyMembers.userId, joinedAt: storyMembers.joinedAt })
          .from(storyMembers)
          .where(eq(storyMembers.storyId, story.id))
          .orderBy(storyMembers.joinedAt, storyMembers.userId);
        const heir = coAuthors.find((member) => !gone.has(member.userId));
        if (heir) {
          await db.transaction(async (tx) => {
            await tx.update(stories).set({ userId: heir.userId }).where(eq(stories.id, story.id));
            await tx
              .delete(storyMembers)
              .where(and(eq(storyMembers.storyId, story.id), eq(storyMembers.userId, heir.userId)));
            await tx
              .delete(storyMemberActivity)
              .where(
                and(
                  eq(storyMemberActivity.storyId, story.id),
                  eq(storyMemberActivity.userId, story.userId),
                ),
              );
          });
          continue;
        }
        // Files first: a storage failure leaves the row, and the next run tries again.
        await deps.removeStoryFiles(story.userId, story.id);
        deleted += (
          await db.delete(stories).where(eq(stories.id, story.id)).returning({ id: stories.id })
        ).length;
      }
      return deleted;
    },
    ownersBefore: (cutoff) => inactivePupils(db, deps, cutoff),
  };
}
