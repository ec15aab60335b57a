import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  CLASS_CSV_COLUMNS,
  type ClassStory,
  type ClassStoryDetail,
  type ClassViewResponse,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { customLinks, linkOpenings, linkRoster, linkStories } from './tables';
import { stories, storyMembers } from '../stories';
import { users } from '../../platform/auth/tables';
import { notFound } from '../../platform/http/errors';
import { getOwnLink } from './customLinkService';
import { isLinkCoTeacher } from './linkTeachers';
import { activityCell, withMembers } from './classActivity';
import { spreadsheetCsv } from '../../platform/csv/spreadsheetCsv';
import { recordAccess } from '../accessLog';

async function isStoryMember(db: Db, storyId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ storyId: storyMembers.storyId })
    .from(storyMembers)
    .where(and(eq(storyMembers.storyId, storyId), eq(storyMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The class view of a custom link (issue #14): the stories pupils started through it, read-only,
 * for the link's owner and admins only. Access is by the link, never by the tracking id alone: a
 * story is shown only while it is tied to this link (link_stories), so deleting a link, or a new
 * link reusing an old tracking id, shows nobody the old stories.
 */
export type Viewer = { id: string; isAdmin: boolean };

/** A class story's place in the feedback loop (docs/product/feedback.md, "The class view"). */
export type ClassStoryFeedback = Pick<
  ClassStory,
  'progress' | 'handinId' | 'handinVersion' | 'scoreTotal' | 'scoreMax' | 'gradeStatus'
>;
/** Reads it for the listed stories (handed in at start: class links know nothing of feedback). */
export type ClassFeedback = (
  db: Db,
  storyIds: readonly string[],
) => Promise<ReadonlyMap<string, ClassStoryFeedback>>;
const NOT_HANDED_IN: ClassStoryFeedback = {
  progress: 'in progress',
  handinId: null,
  handinVersion: null,
  scoreTotal: null,
  scoreMax: null,
  gradeStatus: null,
};

/** The link as the viewer may see it: their own, one they co-teach, or any for an admin; else 404. */
async function viewableLink(db: Db, viewer: Viewer, linkId: string) {
  const [owner] = await db
    .select({ ownerId: customLinks.ownerId })
    .from(customLinks)
    .where(eq(customLinks.id, linkId))
    .limit(1);
  const mayView =
    owner !== undefined &&
    (viewer.isAdmin ||
      owner.ownerId === viewer.id ||
      (await isLinkCoTeacher(db, linkId, viewer.id)));
  // Anyone else gets getOwnLink's 404, the same as for a link that does not exist.
  const ownerId = mayView ? owner.ownerId : viewer.id;
  return { link: await getOwnLink(db, ownerId, linkId), ownerId };
}

/**
 * Pupils the link expects who are in none of its stories (as owner or co-author), by name: those
 * who opened it signed in and those on its roster (from a learning platform or a roster import);
 * the link's owner is not one of them.
 */
async function notStartedNames(db: Db, linkId: string, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(
      and(
        sql`${users.id} in (
          select o.user_id from ${linkOpenings} as o where o.link_id = ${linkId}
          union select r.user_id from ${linkRoster} as r where r.link_id = ${linkId}
        )`,
        ne(users.id, ownerId),
        sql`not exists (
          select 1 from ${linkStories} as ls join ${stories} as s on s.id = ls.story_id
          where ls.link_id = ${linkId} and (s.user_id = ${users.id} or exists (
            select 1 from ${storyMembers} as m where m.story_id = s.id and m.user_id = ${users.id}
          ))
        )`,
      ),
    )
    .orderBy(asc(users.displayName), asc(users.id));
  return rows.map((row) => row.name);
}

/** The story's co-authors' names in the order they joined (a group story, docs/product/group-work.md). */
const coAuthors = sql<string[]>`coalesce((
  select array_agg(u.display_name order by m.joined_at)
  from ${storyMembers} as m join ${users} as u on u.id = m.user_id
  where m.story_id = ${stories.id}
), '{}')`;

/** Slides whose spoken script is not blank, counted in the database. */
const scriptedSlides = sql<number>`(
  select count(*)::int from jsonb_array_elements(${stories.slides}) as slide
  where btrim(coalesce(slide->>'script', '')) <> ''
)`;

export async function classView(
  db: Db,
  viewer: Viewer,
  linkId: string,
  feedback: ClassFeedback,
): Promise<ClassViewResponse> {
  const { link, ownerId } = await viewableLink(db, viewer, linkId);
  const rows = await db
    .select({
      storyId: stories.id,
      ownerId: stories.userId,
      pupilName: users.displayName,
      coAuthors,
      title: stories.title,
      slideCount: stories.slideCount,
      scriptedSlides,
      updatedAt: stories.updatedAt,
    })
    .from(linkStories)
    .innerJoin(stories, eq(stories.id, linkStories.storyId))
    .innerJoin(users, eq(users.id, stories.userId))
    .where(eq(linkStories.linkId, link._id))
    .orderBy(desc(stories.updatedAt));
  const loop = await feedback(
    db,
    rows.map((row) => row.storyId),
  );
  const listed = rows.map(({ updatedAt, ...row }) => ({
    ...row,
    lastEdited: updatedAt.toISOString(),
    ...(loop.get(row.storyId) ?? NOT_HANDED_IN),
  }));
  const classStories: ClassStory[] = await withMembers(db, listed);
  return { link, stories: classStories, notStarted: await notStartedNames(db, link._id, ownerId) };
}

export async function classStory(
  db: Db,
  viewer: Viewer,
  linkId: string,
  storyId: string,
): Promise<ClassStoryDetail> {
  const { link } = await viewableLink(db, viewer, linkId);
  const [row] = await db
    .select({
      storyId: stories.id,
      ownerId: stories.userId,
      pupilName: users.displayName,
      coAuthors,
      title: stories.title,
      bigQuestion: stories.bigQuestion,
      updatedAt: stories.updatedAt,
      slides: stories.slides,
    })
    .from(linkStories)
    .innerJoin(stories, eq(stories.id, linkStories.storyId))
    .innerJoin(users, eq(users.id, stories.userId))
    .where(and(eq(linkStories.linkId, link._id), eq(linkStories.storyId, storyId)))
    .limit(1);
  if (!row) throw notFound('Story not found');
  // A teacher who is also one of the story's authors is not reading someone else's work.
  if (!(await isStoryMember(db, row.storyId, viewer.id))) {
    const read = { reader: viewer, ownerId: row.ownerId, kind: 'story' as const };
    await recordAccess(db, { ...read, itemId: row.storyId, title: row.title });
  }
  return {
    storyId: row.storyId,
    pupilName: row.pupilName,
    coAuthors: row.coAuthors,
    title: row.title,
    bigQuestion: row.bigQuestion,
    lastEdited: row.updatedAt.toISOString(),
    slides: row.slides.map((slide, index) => ({
      index,
      title: slide.title,
      script: slide.script,
      previewImage: slide.previewImage,
      canvasState: slide.canvasState,
    })),
  };
}

/**
 * The class list as CSV (pupil, story, slides, scripted slides, last edited, co-authors, and who
 * did what in a group story), spreadsheet-safe.
 */
export function classViewCsv(view: ClassViewResponse): string {
  return spreadsheetCsv(
    CLASS_CSV_COLUMNS,
    view.stories.map((s) => [
      s.pupilName,
      s.title,
      s.slideCount,
      s.scriptedSlides,
      s.lastEdited,
      s.coAuthors.join('; '),
      activityCell(s.members),
    ]),
  );
}
