import { and, desc, eq, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import {
  CLASS_CSV_COLUMNS,
  type ClassStory,
  type ClassStoryDetail,
  type ClassViewResponse,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { customLinks, linkStories } from './tables';
import { stories, storyMembers } from '../stories';
import { users } from '../../platform/auth/tables';
import { notFound } from '../../platform/http/errors';
import { getOwnLink } from './customLinkService';
import { activityCell, withMembers } from './classActivity';

/**
 * The class view of a custom link (issue #14): the stories pupils started through it, read-only,
 * for the link's owner and admins only. Access is by the link, never by the tracking id alone: a
 * story is shown only while it is tied to this link (link_stories), so deleting a link, or a new
 * link reusing an old tracking id, shows nobody the old stories.
 */
export type Viewer = { id: string; isAdmin: boolean };

/** The link as the viewer may see it: their own, or any for an admin; else 404. */
async function viewableLink(db: Db, viewer: Viewer, linkId: string) {
  if (!viewer.isAdmin) return getOwnLink(db, viewer.id, linkId);
  const [owner] = await db
    .select({ ownerId: customLinks.ownerId })
    .from(customLinks)
    .where(eq(customLinks.id, linkId))
    .limit(1);
  return getOwnLink(db, owner?.ownerId ?? viewer.id, linkId);
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
): Promise<ClassViewResponse> {
  const link = await viewableLink(db, viewer, linkId);
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
  const listed = rows.map(({ updatedAt, ...row }) => ({
    ...row,
    lastEdited: updatedAt.toISOString(),
  }));
  const classStories: ClassStory[] = await withMembers(db, listed);
  return { link, stories: classStories };
}

export async function classStory(
  db: Db,
  viewer: Viewer,
  linkId: string,
  storyId: string,
): Promise<ClassStoryDetail> {
  const link = await viewableLink(db, viewer, linkId);
  const [row] = await db
    .select({
      storyId: stories.id,
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
  return stringify(
    view.stories.map((s) => [
      s.pupilName,
      s.title,
      s.slideCount,
      s.scriptedSlides,
      s.lastEdited,
      s.coAuthors.join('; '),
      activityCell(s.members),
    ]),
    { header: true, columns: [...CLASS_CSV_COLUMNS], escape_formulas: true, bom: true },
  );
}
