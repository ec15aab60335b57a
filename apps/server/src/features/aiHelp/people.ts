import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import type { KnownPerson } from '../../platform/languageModel/scrub';
import { stories, storyMembers } from '../stories';

/**
 * The people whose names and addresses an AI request could carry (issue #30): the person asking,
 * and the story's owner and co-authors, whose names turn up in scripts and slides. The request is
 * scrubbed of them before it leaves (platform/languageModel/scrub.ts). Teachers are not looked up
 * yet: a story does not record its class (docs/decisions/0056-data-minimisation.md).
 */
export async function peopleAround(
  db: Db,
  userId: string,
  storyId: string | null | undefined,
): Promise<KnownPerson[]> {
  const related = storyId
    ? or(
        eq(users.id, userId),
        inArray(
          users.id,
          db
            .select({ id: storyMembers.userId })
            .from(storyMembers)
            .where(eq(storyMembers.storyId, storyId)),
        ),
        inArray(
          users.id,
          db.select({ id: stories.userId }).from(stories).where(eq(stories.id, storyId)),
        ),
      )
    : eq(users.id, userId);
  const rows = await db
    .select({ name: users.displayName, email: users.email })
    .from(users)
    .where(related);
  return rows;
}
