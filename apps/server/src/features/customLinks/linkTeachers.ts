import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { customLinks, linkTeachers } from './tables';

/**
 * Who teaches a class link (docs/product/custom-links.md, "Co-teachers"): its owner, and the
 * co-teachers a learning platform added. Both see the class view and review hand-ins.
 */

/** Adds a co-teacher (nothing for the owner, or one already there). */
export async function addLinkTeacher(
  db: Db,
  linkId: string,
  userId: string,
  source: 'lti' | 'oneroster',
): Promise<void> {
  const [link] = await db
    .select({ ownerId: customLinks.ownerId })
    .from(customLinks)
    .where(eq(customLinks.id, linkId))
    .limit(1);
  if (!link || link.ownerId === userId) return;
  await db.insert(linkTeachers).values({ linkId, userId, source }).onConflictDoNothing();
}

/** Whether the user is one of the link's co-teachers (the owner is checked by the caller). */
export async function isLinkCoTeacher(db: Db, linkId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: linkTeachers.userId })
    .from(linkTeachers)
    .where(and(eq(linkTeachers.linkId, linkId), eq(linkTeachers.userId, userId)))
    .limit(1);
  return row !== undefined;
}
