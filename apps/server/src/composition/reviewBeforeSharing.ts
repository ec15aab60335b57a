import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { FEEDBACK_MESSAGES } from '@dsb/core';
import type { Db } from '../platform/db/client';
import { HttpError } from '../platform/http/errors';
import { customLinks, linkStories } from '../features/customLinks';
import { handins } from '../features/feedback';
import type { FileGate, FileViewer } from '../features/files';
import { stories, storyAccessibleBy } from '../features/stories';
import { videoFileOf } from '../features/video';

/**
 * Review before sharing (docs/product/feedback.md; docs/decisions/0044-review-before-sharing.md):
 * a story started from a class link that reviews before sharing keeps what the app serves to
 * others (its narrated videos and their captions, whose /files addresses anyone may open) to its
 * authors and the link's owner until the owner approves one of its hand-ins. It lives here because
 * it reads class links, hand-ins and stories, and files must not depend on any of them.
 */

export const notApproved = () =>
  new HttpError(403, FEEDBACK_MESSAGES.notApproved, { code: 'notApproved' });

/** Null when the viewer may see the story's exports; else the 403 to answer. */
export async function sharingRefusal(
  db: Db,
  storyId: string,
  viewer: FileViewer,
  maker: string | null = null,
): Promise<HttpError | null> {
  const approved = db
    .select({ one: sql`1` })
    .from(handins)
    .where(and(eq(handins.storyId, storyId), isNotNull(handins.approvedAt)));
  const [held] = await db
    .select({ linkOwner: customLinks.ownerId })
    .from(linkStories)
    .innerJoin(customLinks, eq(customLinks.id, linkStories.linkId))
    .where(
      and(
        eq(linkStories.storyId, storyId),
        eq(customLinks.reviewBeforeSharing, true),
        sql`not exists ${approved}`,
      ),
    )
    .limit(1);
  if (!held) return null;
  if (viewer && (viewer.isAdmin || viewer.id === held.linkOwner || viewer.id === maker)) {
    return null;
  }
  if (viewer) {
    const [author] = await db
      .select({ id: stories.id })
      .from(stories)
      .where(and(eq(stories.id, storyId), storyAccessibleBy(viewer.id)))
      .limit(1);
    if (author) return null;
  }
  return notApproved();
}

/** The file gate: a video's or captions' file asks its story; other files pass. */
export function reviewBeforeSharingGate(db: Db): FileGate {
  return async (key, viewer) => {
    const video = videoFileOf(key);
    return video ? sharingRefusal(db, video.storyId, viewer, video.userId) : null;
  };
}
