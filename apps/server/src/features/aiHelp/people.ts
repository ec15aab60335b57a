import { eq, inArray, or, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import type { KnownPerson } from '../../platform/languageModel/scrub';
import { customLinks, linkOpenings, linkRoster, linkStories, linkTeachers } from '../customLinks';
import { stories, storyMembers } from '../stories';

/**
 * The people whose names and addresses an AI request could carry (issue #30): the person asking,
 * the story's owner and co-authors, whose names turn up in scripts and slides, and their teachers
 * (pupils write "Ms Rivera said ..."). The request is scrubbed of them before it leaves
 * (platform/languageModel/scrub.ts). A pupil's teachers are the owners and co-teachers of the
 * class links the story was started through, or that any of these pupils opened or is on the
 * roster of (docs/decisions/0056-data-minimisation.md).
 */
export async function peopleAround(
  db: Db,
  userId: string,
  storyId: string | null | undefined,
): Promise<KnownPerson[]> {
  const authors = db
    .select({ id: users.id })
    .from(users)
    .where(
      storyId
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
        : eq(users.id, userId),
    );
  // The class links around these people, as a condition on a column holding a link's id.
  const aroundLinks = (linkId: AnyColumn) =>
    or(
      inArray(
        linkId,
        db
          .select({ id: linkRoster.linkId })
          .from(linkRoster)
          .where(inArray(linkRoster.userId, authors)),
      ),
      inArray(
        linkId,
        db
          .select({ id: linkOpenings.linkId })
          .from(linkOpenings)
          .where(inArray(linkOpenings.userId, authors)),
      ),
      storyId
        ? inArray(
            linkId,
            db
              .select({ id: linkStories.linkId })
              .from(linkStories)
              .where(eq(linkStories.storyId, storyId)),
          )
        : undefined,
    );
  const rows = await db
    .select({ name: users.displayName, email: users.email })
    .from(users)
    .where(
      or(
        inArray(users.id, authors),
        inArray(
          users.id,
          db
            .select({ id: customLinks.ownerId })
            .from(customLinks)
            .where(aroundLinks(customLinks.id)),
        ),
        inArray(
          users.id,
          db
            .select({ id: linkTeachers.userId })
            .from(linkTeachers)
            .where(aroundLinks(linkTeachers.linkId)),
        ),
      ),
    );
  return rows;
}
