import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { HandinDetail, HandinSummary, StoryFeedback } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { users } from '../../platform/auth/tables';
import { customLinks, linkStories } from '../customLinks';
import { findAccessibleStory, stories, storyMembers } from '../stories';
import { recordAccess } from '../accessLog';
import {
  feedbackError,
  findHandin,
  presentSummary,
  userName,
  type Caller,
  type HandinAccess,
  type HandinRow,
} from './access';
import { listComments } from './commentService';
import type { FeedbackHooks } from './feedbackHooks';
import { scoresOf } from './scoreService';
import { handins, type HandinSnapshot } from './tables';

/**
 * Handing in and returning (docs/product/feedback.md, "Handing in", "Returning"). A hand-in is a
 * snapshot of the story as saved; while it waits the story is read-only for its authors.
 */

/** The class link a story was started from, or null. */
async function storyLink(db: Db, storyId: string) {
  const [row] = await db
    .select({
      id: customLinks.id,
      ownerId: customLinks.ownerId,
      reviewBeforeSharing: customLinks.reviewBeforeSharing,
    })
    .from(linkStories)
    .innerJoin(customLinks, eq(customLinks.id, linkStories.linkId))
    .where(eq(linkStories.storyId, storyId))
    .limit(1);
  return row ?? null;
}

/** True while a hand-in of the story waits for feedback. */
export async function isHandedIn(db: Db, storyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: handins.id })
    .from(handins)
    .where(and(eq(handins.storyId, storyId), eq(handins.status, 'waiting')))
    .limit(1);
  return row !== undefined;
}

/** Which of these stories have a hand-in waiting for feedback (one query). */
export async function handedInStories(db: Db, storyIds: readonly string[]): Promise<Set<string>> {
  if (storyIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ storyId: handins.storyId })
    .from(handins)
    .where(and(inArray(handins.storyId, [...storyIds]), eq(handins.status, 'waiting')));
  return new Set(rows.map((row) => row.storyId));
}

async function snapshotOf(db: Db, storyId: string): Promise<HandinSnapshot> {
  const [row] = await db.select().from(stories).where(eq(stories.id, storyId)).limit(1);
  if (!row) throw feedbackError(404, 'handinNotFound');
  return {
    title: row.title,
    bigQuestion: row.bigQuestion,
    slides: row.slides.map((slide) => ({
      id: slide.id,
      title: slide.title,
      script: slide.script,
      previewImage: slide.previewImage ?? null,
      canvasState: slide.canvasState,
    })),
  };
}

/**
 * Hands the story in (its authors only): version = the last one + 1. A story not started from a
 * class link: 400; one already waiting, or another author handing in at the same moment: 409.
 */
export async function handIn(
  db: Db,
  userId: string,
  storyId: string,
  note: string,
  hooks: FeedbackHooks,
): Promise<{ handinId: string; version: number }> {
  const { row: story } = await findAccessibleStory(db, userId, storyId);
  const link = await storyLink(db, story.id);
  if (!link) throw feedbackError(400, 'notFromClassLink');
  if (await isHandedIn(db, story.id)) throw feedbackError(409, 'alreadyWaiting');
  await hooks.freezeStory(story.id);
  let created: { id: string; version: number } | undefined;
  try {
    const snapshot = await snapshotOf(db, story.id);
    const [{ last } = { last: 0 }] = await db
      .select({ last: max(handins.version) })
      .from(handins)
      .where(eq(handins.storyId, story.id));
    [created] = await db
      .insert(handins)
      .values({
        storyId: story.id,
        linkId: link.id,
        version: (last ?? 0) + 1,
        note,
        snapshot,
        handedInBy: userId,
      })
      .returning({ id: handins.id, version: handins.version });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Another author's hand-in won: the story is handed in all the same.
      await hooks.storyHandedIn(story.id);
      throw feedbackError(409, 'alreadyWaiting');
    }
    await hooks.thawStory(story.id);
    throw error;
  }
  await hooks.storyHandedIn(story.id);
  return { handinId: created!.id, version: created!.version };
}

async function coAuthorNames(db: Db, storyId: string): Promise<string[]> {
  const rows = await db
    .select({ name: users.displayName })
    .from(storyMembers)
    .innerJoin(users, eq(users.id, storyMembers.userId))
    .where(eq(storyMembers.storyId, storyId))
    .orderBy(asc(storyMembers.joinedAt));
  return rows.map((row) => row.name);
}

/** Every hand-in of the story, oldest first. */
const versionsOf = (db: Db, storyId: string) =>
  db
    .select({ id: handins.id, version: handins.version })
    .from(handins)
    .where(eq(handins.storyId, storyId))
    .orderBy(asc(handins.version));

/** The hand-in as its reviewer sees it; its authors see comments and scores once it is returned. */
export async function handinDetail(
  db: Db,
  caller: Caller,
  handinId: string,
): Promise<HandinDetail> {
  const access = await findHandin(db, caller, handinId);
  const { handin, link, isReviewer } = access;
  // A reviewer who is not one of its authors is reading a pupil's work: the pupil can see it.
  if (isReviewer && !access.isAuthor) {
    await recordAccess(db, {
      reader: caller,
      ownerId: access.storyOwnerId,
      kind: 'handin',
      itemId: handin.id,
      title: handin.snapshot.title,
    });
  }
  const shown = isReviewer || handin.status === 'returned';
  const versions = await versionsOf(db, handin.storyId);
  const scored = await scoresOf(db, handin, link);
  return {
    ...presentSummary(handin, link, await userName(db, handin.handedInBy)),
    linkId: link.id,
    linkName: link.name,
    teacherName: await userName(db, link.ownerId),
    pupilName: await userName(db, access.storyOwnerId),
    coAuthors: await coAuthorNames(db, handin.storyId),
    title: handin.snapshot.title,
    bigQuestion: handin.snapshot.bigQuestion,
    slides: handin.snapshot.slides,
    comments: shown ? await listComments(db, handin, caller.id) : [],
    rubric: scored.rubric,
    scores: shown ? scored.scores : null,
    previousId: versions.find((v) => v.version === handin.version - 1)?.id ?? null,
    versions,
  };
}

async function reviewedHandin(db: Db, caller: Caller, handinId: string): Promise<HandinAccess> {
  const access = await findHandin(db, caller, handinId);
  if (!access.isReviewer) throw feedbackError(404, 'handinNotFound');
  return access;
}

async function summaryOf(db: Db, row: HandinRow, access: HandinAccess): Promise<HandinSummary> {
  return presentSummary(row, access.link, await userName(db, row.handedInBy));
}

/** Returns a waiting hand-in (the reviewer): the story can be changed again. Twice: 409. */
export async function returnHandin(
  db: Db,
  caller: Caller,
  handinId: string,
  approve: boolean,
  hooks: FeedbackHooks,
): Promise<HandinSummary> {
  const access = await reviewedHandin(db, caller, handinId);
  const now = new Date();
  const [row] = await db
    .update(handins)
    .set({ status: 'returned', returnedAt: now, ...(approve ? { approvedAt: now } : {}) })
    .where(and(eq(handins.id, access.handin.id), eq(handins.status, 'waiting')))
    .returning();
  if (!row) throw feedbackError(409, 'notWaiting');
  await hooks.thawStory(row.storyId);
  await hooks.handinReturned(row.id);
  return summaryOf(db, row, access);
}

/** Approves the hand-in for sharing (a link that reviews before sharing). */
export async function approveHandin(
  db: Db,
  caller: Caller,
  handinId: string,
): Promise<HandinSummary> {
  const access = await reviewedHandin(db, caller, handinId);
  const [row] = await db
    .update(handins)
    .set({ approvedAt: access.handin.approvedAt ?? new Date() })
    .where(eq(handins.id, access.handin.id))
    .returning();
  return summaryOf(db, row!, access);
}

/**
 * What the story's authors see: the latest hand-in, and the comments and scores of the latest
 * returned one, pinned against the story as it is now.
 */
export async function storyFeedback(
  db: Db,
  userId: string,
  storyId: string,
): Promise<StoryFeedback> {
  const { row: story } = await findAccessibleStory(db, userId, storyId);
  const link = await storyLink(db, story.id);
  const rows = await db
    .select()
    .from(handins)
    .where(eq(handins.storyId, story.id))
    .orderBy(desc(handins.version));
  const linkFacts = { reviewBeforeSharing: link?.reviewBeforeSharing ?? false };
  const summary = async (row: HandinRow | undefined) =>
    row ? presentSummary(row, linkFacts, await userName(db, row.handedInBy)) : null;
  const returned = rows.find((row) => row.status === 'returned');
  const scored = returned ? await scoresOf(db, returned, { rubricId: null }) : null;
  return {
    fromClassLink: link !== null,
    teacherName: link ? await userName(db, link.ownerId) : null,
    handin: await summary(rows[0]),
    returned: await summary(returned),
    comments: returned ? await listComments(db, returned, userId, story.slides) : [],
    rubric: scored?.scores ? scored.rubric : null,
    scores: scored?.scores ?? null,
  };
}
