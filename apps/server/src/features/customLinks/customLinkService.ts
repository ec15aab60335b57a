import { and, count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import {
  CUSTOM_LINK_MESSAGES,
  MAX_LINKS_PER_USER,
  RUBRIC_MESSAGES,
  type CustomLink,
  type OpenLinkResponse,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { customLinks, linkOpenings, linkStories } from './tables';
import { prompts } from '../prompts';
import { isOwnRubric, rubrics } from '../rubrics';
import { stories } from '../stories';
import { users } from '../../platform/auth/tables';
import { HttpError, notFound } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/db/errors';
import { forgetRecentSessions } from '../../platform/auth/sessionCache';

/**
 * Custom links (docs/product/custom-links.md): each user's own; another user's link answers 404 as
 * if it did not exist. Tracking ids are unique across all users by a case-insensitive unique index.
 */

type LinkInput = {
  name: string;
  trackingId: string;
  promptId: string | null;
  room: string | null;
  /** One of the owner's rubrics (docs/product/feedback.md), or none. */
  rubricId: string | null;
  reviewBeforeSharing: boolean;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sameTrackingId = (trackingId: string) =>
  sql`lower(${customLinks.trackingId}) = lower(${trackingId})`;

/** Links with their prompt's question and usage counts, newest first. */
async function selectLinks(db: Db, where: ReturnType<typeof and>): Promise<CustomLink[]> {
  const openings = db
    .select({ linkId: linkOpenings.linkId, n: count().as('openings') })
    .from(linkOpenings)
    .groupBy(linkOpenings.linkId)
    .as('openings');
  const pupils = db
    .select({
      linkId: linkStories.linkId,
      n: countDistinct(stories.userId).as('pupils'),
    })
    .from(linkStories)
    .innerJoin(stories, eq(stories.id, linkStories.storyId))
    .groupBy(linkStories.linkId)
    .as('pupils');
  const rows = await db
    .select({
      id: customLinks.id,
      name: customLinks.name,
      trackingId: customLinks.trackingId,
      promptId: customLinks.promptId,
      promptTitle: prompts.bigQuestion,
      room: customLinks.room,
      createdAt: customLinks.createdAt,
      rubricId: customLinks.rubricId,
      rubricName: rubrics.name,
      reviewBeforeSharing: customLinks.reviewBeforeSharing,
      openings: sql<number>`coalesce(${openings.n}, 0)::int`,
      pupilsStarted: sql<number>`coalesce(${pupils.n}, 0)::int`,
    })
    .from(customLinks)
    .leftJoin(prompts, eq(prompts.id, customLinks.promptId))
    .leftJoin(rubrics, eq(rubrics.id, customLinks.rubricId))
    .leftJoin(openings, eq(openings.linkId, customLinks.id))
    .leftJoin(pupils, eq(pupils.linkId, customLinks.id))
    .where(where)
    .orderBy(desc(customLinks.createdAt), desc(customLinks.id));
  return rows.map(({ id, createdAt, ...rest }) => ({
    _id: id,
    createdAt: createdAt.toISOString(),
    ...rest,
  }));
}

export const listLinks = (db: Db, ownerId: string) =>
  selectLinks(db, and(eq(customLinks.ownerId, ownerId)));

/** The caller's link, or 404: another user's link is not theirs to know about. */
export async function getOwnLink(db: Db, ownerId: string, id: string): Promise<CustomLink> {
  if (!UUID.test(id)) throw notFound(CUSTOM_LINK_MESSAGES.notFound);
  const [link] = await selectLinks(
    db,
    and(eq(customLinks.id, id), eq(customLinks.ownerId, ownerId)),
  );
  if (!link) throw notFound(CUSTOM_LINK_MESSAGES.notFound);
  return link;
}

export async function trackingIdExists(db: Db, trackingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customLinks.id })
    .from(customLinks)
    .where(sameTrackingId(trackingId))
    .limit(1);
  return row !== undefined;
}

async function checkPrompt(db: Db, promptId: string | null): Promise<void> {
  if (promptId === null) return;
  const found =
    UUID.test(promptId) &&
    (await db.select({ id: prompts.id }).from(prompts).where(eq(prompts.id, promptId)).limit(1))
      .length > 0;
  if (!found) throw new HttpError(400, CUSTOM_LINK_MESSAGES.promptNotFound);
}

/** A link may only name a rubric of its owner's; any other answers 400 as if it did not exist. */
async function checkRubric(db: Db, ownerId: string, rubricId: string | null): Promise<void> {
  if (rubricId === null || (await isOwnRubric(db, ownerId, rubricId))) return;
  throw new HttpError(400, RUBRIC_MESSAGES.notFound, { code: 'notFound' });
}

/** Runs a write, answering the screen's message when the tracking id is taken meanwhile. */
async function withUniqueTrackingId<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, CUSTOM_LINK_MESSAGES.trackingIdTaken);
    throw error;
  }
}

export async function createLink(db: Db, ownerId: string, input: LinkInput): Promise<CustomLink> {
  await checkPrompt(db, input.promptId);
  await checkRubric(db, ownerId, input.rubricId);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(customLinks)
    .where(eq(customLinks.ownerId, ownerId));
  if (n >= MAX_LINKS_PER_USER) {
    throw new HttpError(400, `You can have at most ${MAX_LINKS_PER_USER} custom links`);
  }
  const [row] = await withUniqueTrackingId(() =>
    db
      .insert(customLinks)
      .values({ ownerId, ...input })
      .returning({ id: customLinks.id }),
  );
  return getOwnLink(db, ownerId, row!.id);
}

export async function updateLink(
  db: Db,
  ownerId: string,
  id: string,
  input: LinkInput,
): Promise<CustomLink> {
  await getOwnLink(db, ownerId, id);
  await checkPrompt(db, input.promptId);
  await checkRubric(db, ownerId, input.rubricId);
  await withUniqueTrackingId(() =>
    db
      .update(customLinks)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(customLinks.id, id), eq(customLinks.ownerId, ownerId))),
  );
  return getOwnLink(db, ownerId, id);
}

/** Deletes the link; the pupils' stories stay theirs, and the class view of them ends. */
export async function deleteLink(db: Db, ownerId: string, id: string): Promise<CustomLink> {
  const link = await getOwnLink(db, ownerId, id);
  await db.delete(customLinks).where(and(eq(customLinks.id, id), eq(customLinks.ownerId, ownerId)));
  return link;
}

/** A share URL being opened: what it starts the pupil on, and one more opening counted. */
export async function openLink(
  db: Db,
  trackingId: string,
  userId: string | null,
): Promise<OpenLinkResponse> {
  const [link] = await db
    .select({
      id: customLinks.id,
      trackingId: customLinks.trackingId,
      promptId: customLinks.promptId,
      room: customLinks.room,
    })
    .from(customLinks)
    .where(sameTrackingId(trackingId))
    .limit(1);
  if (!link) throw notFound(CUSTOM_LINK_MESSAGES.linkInactive);
  await db.insert(linkOpenings).values({ linkId: link.id, userId });
  return { trackingId: link.trackingId, promptId: link.promptId, room: link.room };
}

/** Ties a story started through a link to it, so the link's owner can follow it. */
export async function attachStoryToLink(
  db: Db,
  storyId: string,
  trackingId: string | null | undefined,
): Promise<void> {
  if (!trackingId) return;
  const [link] = await db
    .select({ id: customLinks.id })
    .from(customLinks)
    .where(sameTrackingId(trackingId))
    .limit(1);
  if (link) await db.insert(linkStories).values({ storyId, linkId: link.id }).onConflictDoNothing();
}

/**
 * Puts the class link a pupil arrived through on their user record (its spelling as the link
 * has it); an unknown or deleted link answers 404 and changes nothing.
 */
export async function rememberUserLink(
  db: Db,
  userId: string,
  trackingId: string,
): Promise<{ trackingId: string }> {
  const [link] = await db
    .select({ trackingId: customLinks.trackingId })
    .from(customLinks)
    .where(sameTrackingId(trackingId))
    .limit(1);
  if (!link) throw notFound(CUSTOM_LINK_MESSAGES.linkInactive);
  await db
    .update(users)
    .set({ trackingId: link.trackingId, updatedAt: new Date() })
    .where(eq(users.id, userId));
  forgetRecentSessions(); // a users write (see sessionCache.ts)
  return { trackingId: link.trackingId };
}

/** The class link on the user record, while a link with that tracking id exists; else null. */
export async function userLinkTrackingId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ trackingId: customLinks.trackingId })
    .from(users)
    .innerJoin(customLinks, sql`lower(${customLinks.trackingId}) = lower(${users.trackingId})`)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.trackingId ?? null;
}
