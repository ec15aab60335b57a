import { and, eq } from 'drizzle-orm';
import { FEEDBACK_MESSAGES, type FeedbackMessageCode, type HandinSummary } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/http/errors';
import { users } from '../../platform/auth/tables';
import { customLinks, isLinkCoTeacher } from '../customLinks';
import { stories, storyAccessibleBy } from '../stories';
import { handins } from './tables';

/**
 * Who may do what with a hand-in (docs/product/feedback.md, "Rules and limits"): the reviewer is
 * the class link's owner or a co-teacher (or an admin), the authors are the story's owner and co-authors; to
 * anyone else a hand-in does not exist (404).
 */
export type Caller = { id: string; isAdmin: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** An error with the feedback message of `code` beside it (`{ error, code }`). */
export const feedbackError = (status: number, code: FeedbackMessageCode) =>
  new HttpError(status, FEEDBACK_MESSAGES[code], { code });

export type HandinRow = typeof handins.$inferSelect;
export type LinkFacts = {
  id: string;
  name: string;
  ownerId: string;
  rubricId: string | null;
  reviewBeforeSharing: boolean;
};

export type HandinAccess = {
  handin: HandinRow;
  link: LinkFacts;
  storyOwnerId: string;
  isReviewer: boolean;
  isAuthor: boolean;
};

const linkColumns = {
  id: customLinks.id,
  name: customLinks.name,
  ownerId: customLinks.ownerId,
  rubricId: customLinks.rubricId,
  reviewBeforeSharing: customLinks.reviewBeforeSharing,
};

/** The hand-in with who the caller is to it; 404 for a caller who is neither reviewer nor author. */
export async function findHandin(db: Db, caller: Caller, handinId: string): Promise<HandinAccess> {
  if (!isUuid(handinId)) throw feedbackError(404, 'handinNotFound');
  const [row] = await db
    .select({ handin: handins, link: linkColumns, storyOwnerId: stories.userId })
    .from(handins)
    .innerJoin(customLinks, eq(customLinks.id, handins.linkId))
    .innerJoin(stories, eq(stories.id, handins.storyId))
    .where(eq(handins.id, handinId))
    .limit(1);
  if (!row) throw feedbackError(404, 'handinNotFound');
  const isReviewer =
    caller.isAdmin ||
    row.link.ownerId === caller.id ||
    (await isLinkCoTeacher(db, row.link.id, caller.id));
  const isAuthor = await isStoryAuthor(db, caller.id, row.handin.storyId);
  if (!isReviewer && !isAuthor) throw feedbackError(404, 'handinNotFound');
  return { ...row, isReviewer, isAuthor };
}

export async function isStoryAuthor(db: Db, userId: string, storyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.id, storyId), storyAccessibleBy(userId)))
    .limit(1);
  return row !== undefined;
}

/** Display names by user id (a deleted user's name is empty). */
export async function userName(db: Db, userId: string | null): Promise<string> {
  if (!userId) return '';
  const [row] = await db
    .select({ name: users.displayName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.name ?? '';
}

export function presentSummary(
  row: HandinRow,
  link: Pick<LinkFacts, 'reviewBeforeSharing'>,
  handedInBy: string,
): HandinSummary {
  return {
    id: row.id,
    storyId: row.storyId,
    version: row.version,
    status: row.status,
    note: row.note,
    handedInBy,
    handedInAt: row.handedInAt.toISOString(),
    returnedAt: row.returnedAt?.toISOString() ?? null,
    approved: !link.reviewBeforeSharing || row.approvedAt !== null,
  };
}
