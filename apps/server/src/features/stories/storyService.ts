import { and, desc, eq, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import {
  DEFAULT_STORY_TITLE,
  FEEDBACK_MESSAGES,
  RESEARCH_MODE_STORY_ID,
  STORY_MESSAGES,
  containsDataUrlImage,
  distinctTitle,
  isAutomaticTitle,
  type Slide,
  type Story,
  type StoryCreate,
  type StoryPatch,
  type StoryPatchResult,
  type StorySummary,
  type StoryUpdate,
  type TemplateId,
  type VersionedSlide,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { stories } from './tables';
import {
  findAccessibleStory,
  findOwnedStory,
  isUuid,
  storyAccessibleBy,
  type StoryRow,
} from './access';
import { HttpError, badRequest, notFound } from '../../platform/http/errors';
import type { StoryHooks } from './storyHooks';
import type { StoryFields as StoryDocumentFields } from '@dsb/core/collab';
import { applyStoryPatch, slideVersion } from './storyPatch';
import { isSlideContentPatch, writeSlidesInPlace } from './storyPatchSql';
import { logActivity } from '../../platform/auth/userService';

export function presentStory(row: StoryRow): Story {
  return {
    _id: row.id,
    title: row.title,
    bigQuestion: row.bigQuestion,
    template: row.template as TemplateId,
    trackingId: row.trackingId,
    voice: row.voice ?? null,
    savedEvidence: row.savedEvidence,
    // Each slide carries the story version at which it last changed (PATCH compares it).
    slides: row.slides.map((slide): VersionedSlide => ({ ...slide, version: slideVersion(slide) })),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Checks the rules a schema cannot express: unique slide ids and no embedded images. */
function checkSlides(slides: readonly Slide[] | undefined, savedEvidence?: unknown): void {
  if (!slides) return;
  if (new Set(slides.map((s) => s.id)).size !== slides.length)
    throw badRequest('Slide ids must be unique within a story');
  if (containsDataUrlImage(slides) || containsDataUrlImage(savedEvidence))
    throw badRequest(STORY_MESSAGES.dataUrlImage);
}

/** The list view keeps the first slide preview as the story's thumbnail. */
const derived = (slides: readonly Slide[]) => ({
  slideCount: slides.length,
  previewImage: slides.find((s) => s.previewImage)?.previewImage ?? null,
});

/**
 * `title`, numbered when it is one the app gave ('Untitled: {question}') and another story of the
 * user has it, so two stories on one question can be told apart.
 */
async function freeTitle(db: Db, userId: string, title: string): Promise<string> {
  if (!isAutomaticTitle(title)) return title;
  const rows = await db
    .select({ title: stories.title })
    .from(stories)
    .where(
      and(
        eq(stories.userId, userId),
        sql`(${stories.title} = ${title} or starts_with(${stories.title}, ${`${title} (`}))`,
      ),
    );
  return distinctTitle(
    title,
    rows.map((r) => r.title),
  );
}

export async function createStory(
  db: Db,
  userId: string,
  input: StoryCreate,
  hooks: Pick<StoryHooks, 'pendingTrackingId' | 'storyCreated'>,
): Promise<Story> {
  if (!input.template || input.template === 'none' || !input.slides?.length) {
    throw badRequest(STORY_MESSAGES.cannotCreate);
  }
  checkSlides(input.slides, input.savedEvidence);
  // No tracking id sent: the class link on the user record, if any (a story started in another
  // tab or on another device after arriving through the link).
  const trackingId =
    input.trackingId === undefined ? await hooks.pendingTrackingId(db, userId) : input.trackingId;
  const title = await freeTitle(db, userId, input.title || DEFAULT_STORY_TITLE);
  const [row] = await db
    .insert(stories)
    .values({
      userId,
      title,
      bigQuestion: input.bigQuestion ?? null,
      template: input.template,
      trackingId,
      voice: input.voice ?? null,
      savedEvidence: input.savedEvidence ?? [],
      slides: input.slides.map((slide) => ({ ...slide, version: 1 })),
      ...derived(input.slides),
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  await hooks.storyCreated(db, row.id, row.trackingId);
  await logActivity(db, userId, 'create story', { storyId: row.id, title: row.title });
  return presentStory(row);
}

/**
 * The stories the user owns and those they co-author, newest change first, each with its latest
 * hand-in (docs/product/feedback.md).
 */
export async function listStories(
  db: Db,
  userId: string,
  hooks: Pick<StoryHooks, 'handinStatuses'>,
): Promise<StorySummary[]> {
  const rows = await db
    .select({
      id: stories.id,
      ownerId: stories.userId,
      ownerName: users.displayName,
      title: stories.title,
      bigQuestion: stories.bigQuestion,
      template: stories.template,
      trackingId: stories.trackingId,
      slideCount: stories.slideCount,
      previewImage: stories.previewImage,
      version: stories.version,
      createdAt: stories.createdAt,
      updatedAt: stories.updatedAt,
    })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(storyAccessibleBy(userId))
    .orderBy(desc(stories.updatedAt));
  const handins = await hooks.handinStatuses(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    _id: r.id,
    title: r.title,
    bigQuestion: r.bigQuestion,
    template: r.template as TemplateId,
    trackingId: r.trackingId,
    slideCount: r.slideCount,
    previewImage: r.previewImage,
    version: r.version,
    role: r.ownerId === userId ? 'owner' : 'co-author',
    ownerName: r.ownerName,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    handin: handins.get(r.id) ?? null,
  }));
}

/**
 * 409 while the story is handed in and waiting for feedback; a caller who may not open the story
 * still gets 404, as for any story of someone else's.
 */
export async function refuseWhileHandedIn(
  db: Db,
  userId: string,
  id: string,
  hooks: Pick<StoryHooks, 'isHandedIn'>,
): Promise<void> {
  if (!isUuid(id) || !(await hooks.isHandedIn(db, id))) return;
  await findAccessibleStory(db, userId, id);
  throw new HttpError(409, FEEDBACK_MESSAGES.handedIn, { code: 'handedIn' });
}

/** The story if the user owns or co-authors it; otherwise 404, as for a missing one. */
const findOwned = async (db: Db, userId: string, id: string): Promise<StoryRow> =>
  (await findAccessibleStory(db, userId, id)).row;

export async function getStory(db: Db, userId: string, id: string): Promise<Story> {
  return presentStory(await findOwned(db, userId, id));
}

/**
 * Saves changes only if the story is still at the version the client had: one UPDATE that
 * compares and bumps the version. Only when it matches nothing do we read the row, to tell a
 * missing story (404) from a newer one (409 with the current story, so the client can offer
 * "reload" or "keep mine"). `force` saves over whatever version is current.
 */
export async function updateStory(
  db: Db,
  userId: string,
  id: string,
  input: StoryUpdate,
): Promise<Story> {
  if (!isUuid(id)) throw notFound(STORY_MESSAGES.notFound);
  checkSlides(input.slides, input.savedEvidence);
  const { version, force, title, ...fields } = input;
  const changes = {
    ...fields,
    ...(title ? { title } : {}), // an empty title is ignored (docs/product/stories.md)
    // A whole-story save changes every slide: all take the new version, so a patch based on an
    // older one meets a conflict.
    ...(input.slides ? { slides: stampSlides(input.slides), ...derived(input.slides) } : {}),
    version: force ? sql`${stories.version} + 1` : version + 1,
    updatedAt: new Date(),
  };
  const owned = and(eq(stories.id, id), storyAccessibleBy(userId));
  const [row] = await db
    .update(stories)
    .set(changes)
    .where(force ? owned : and(owned, eq(stories.version, version)))
    .returning();
  if (row) return presentStory(row);
  const latest = await findOwned(db, userId, id);
  throw new HttpError(409, STORY_MESSAGES.conflict, { story: presentStory(latest) });
}

/** The slides with `version` set to the row's new version, computed in the same UPDATE. */
const stampSlides = (slides: readonly Slide[]) =>
  sql`(select coalesce(jsonb_agg(elem || jsonb_build_object('version', ${stories.version} + 1) order by ord), '[]'::jsonb)
       from jsonb_array_elements(${JSON.stringify(slides)}::jsonb) with ordinality as t(elem, ord))`;

/** Tries before a patch that keeps meeting other writes gives up with 409 (each try is cheap). */
const PATCH_ATTEMPTS = 5;

/**
 * Applies only what changed (PATCH; docs/decisions/0012-story-patch.md): reads the story,
 * decides in `applyStoryPatch`, then writes with one UPDATE that compares and bumps the version
 * it read. Another write in between makes the UPDATE match nothing; the patch is then decided
 * again on the newer story, so two tabs saving different slides both succeed and nothing is lost.
 */
export async function patchStory(
  db: Db,
  userId: string,
  id: string,
  patch: StoryPatch,
): Promise<StoryPatchResult> {
  checkSlides(patch.slides, patch.savedEvidence);
  if (isUuid(id) && isSlideContentPatch(patch)) {
    const written = await writeSlidesInPlace(db, userId, id, patch);
    if (written) return written;
  }
  const owned = and(eq(stories.id, id), storyAccessibleBy(userId));
  for (let attempt = 1; ; attempt++) {
    const row = await findOwned(db, userId, id);
    const outcome = applyStoryPatch(row, patch, row.version + 1);
    if (outcome.kind === 'invalid') throw badRequest(outcome.message);
    if (outcome.kind === 'conflict' || attempt > PATCH_ATTEMPTS)
      throw new HttpError(409, STORY_MESSAGES.conflict, { story: presentStory(row) });
    const { slides, ...fields } = outcome.changes;
    const [written] = await db
      .update(stories)
      .set({
        ...fields,
        slides,
        ...derived(slides),
        version: row.version + 1,
        updatedAt: new Date(),
      })
      .where(and(owned, eq(stories.version, row.version)))
      .returning({ version: stories.version, updatedAt: stories.updatedAt });
    if (written)
      return { _id: id, version: written.version, updatedAt: written.updatedAt.toISOString() };
  }
}

/** Only the owner deletes a story (a co-author is told so); its memberships go with it. */
export async function deleteStory(db: Db, userId: string, id: string): Promise<void> {
  const row = await findOwnedStory(db, userId, id);
  await db.delete(stories).where(eq(stories.id, row.id));
  await logActivity(db, userId, 'delete story', { storyId: row.id, title: row.title });
}

/** The user's story for a chat: null in research mode or without a story; 404 for one they are not in. */
export async function storyForChat(
  db: Db,
  userId: string,
  storyId: string | null | undefined,
): Promise<Story | null> {
  if (!storyId || storyId === RESEARCH_MODE_STORY_ID) return null;
  return getStory(db, userId, storyId);
}

/**
 * Writes what a shared document holds into the story row (docs/product/group-work.md): every
 * reader of stories (grid, exports, search, class view, backups) then sees what the group made.
 * Bumps the version like any save, so an open solo editor meets the change as a conflict.
 */
export async function saveStoryFromDocument(
  db: Db,
  storyId: string,
  fields: StoryDocumentFields,
): Promise<number | null> {
  checkSlides(fields.slides, fields.savedEvidence);
  const [row] = await db
    .update(stories)
    .set({
      title: fields.title || DEFAULT_STORY_TITLE,
      bigQuestion: fields.bigQuestion,
      template: fields.template,
      trackingId: fields.trackingId,
      voice: fields.voice,
      savedEvidence: fields.savedEvidence,
      slides: stampSlides(fields.slides),
      ...derived(fields.slides),
      version: sql`${stories.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(stories.id, storyId))
    .returning({ version: stories.version });
  return row?.version ?? null;
}

/** The fields a shared document is made from, or null for a missing story (no access check). */
export async function findStoryFields(
  db: Db,
  storyId: string,
): Promise<StoryDocumentFields | null> {
  const [row] = await db.select().from(stories).where(eq(stories.id, storyId)).limit(1);
  if (!row) return null;
  const { title, bigQuestion, template, trackingId, voice, savedEvidence, slides } = row;
  // The stored per-slide version stamps are the row's business, not the document's.
  const plain = slides.map((slide) => {
    const { version: _version, ...rest } = slide as Slide & { version?: number };
    return rest;
  });
  return {
    title,
    bigQuestion,
    template: template as TemplateId,
    trackingId,
    voice: voice ?? null,
    savedEvidence,
    slides: plain,
  };
}
