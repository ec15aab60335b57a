import { and, desc, eq } from 'drizzle-orm';
import {
  DEFAULT_VIDEO_TITLE,
  VIDEO_MESSAGES,
  videoDescription,
  type VideoRecord,
  type VideoSaveRequest,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { postgresErrorCode } from '../../platform/db/errors';
import { stories, storyAccessibleBy } from '../stories';
import { videos } from './tables';
import { HttpError, notFound } from '../../platform/http/errors';
import type { ObjectStorage } from '../../platform/storage/storage';
import { fileUrlFor } from '../../platform/storage/storage';

/**
 * Saved videos (docs/product/video.md): the owner's only. Another user's video or
 * story answers 404, exactly as a missing one does.
 */

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type VideoRow = typeof videos.$inferSelect;
/** PostgreSQL's code for a row that refers to one that is gone (the story was deleted). */
const FOREIGN_KEY_VIOLATION = '23503';
export type VideoKeys = { video: string; captions: string };

/** Where a render stores its files: under the owner and story, named by the render. */
export const videoStorageKeys = (userId: string, storyId: string, renderId: string): VideoKeys => ({
  video: `videos/${userId}/${storyId}/${renderId}.mp4`,
  captions: `videos/${userId}/${storyId}/${renderId}.vtt`,
});

const VIDEO_KEY = /^videos\/([^/]+)\/([^/]+)\/[^/]+\.(?:mp4|vtt)$/;

/** Whose render and which story a stored video or caption file is, from its key; else null. */
export function videoFileOf(key: string): { userId: string; storyId: string } | null {
  const [, userId, storyId] = VIDEO_KEY.exec(key) ?? [];
  return userId && storyId && UUID.test(userId) && UUID.test(storyId) ? { userId, storyId } : null;
}

export function presentVideo(row: VideoRow): VideoRecord {
  return {
    _id: row.id,
    storyId: row.storyId,
    url: fileUrlFor(row.videoKey),
    captionsUrl: row.captionsKey ? fileUrlFor(row.captionsKey) : null,
    renderId: row.renderId,
    title: row.title,
    voice: row.voice,
    description: row.description,
    duration: row.duration,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The story is one the caller owns or co-authors, else 404 ('Story not found'). */
export async function assertOwnStory(db: Db, userId: string, storyId: string): Promise<void> {
  if (!UUID.test(storyId)) throw notFound(VIDEO_MESSAGES.storyNotFound);
  const [row] = await db
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.id, storyId), storyAccessibleBy(userId)))
    .limit(1);
  if (!row) throw notFound(VIDEO_MESSAGES.storyNotFound);
}

export type RenderedVideo = {
  userId: string;
  storyId: string;
  renderId: string;
  title: string;
  voice: string;
  duration: number;
  sizeBytes: number;
  keys: VideoKeys;
};

/**
 * Saves a finished render's record once (a render run again after a restart finds it saved). If
 * the story was deleted meanwhile, the files go too and the render fails with 'Story not found'.
 */
export async function saveRenderedVideo(
  db: Db,
  storage: ObjectStorage,
  video: RenderedVideo,
): Promise<VideoRecord> {
  try {
    await db
      .insert(videos)
      .values({
        userId: video.userId,
        storyId: video.storyId,
        renderId: video.renderId,
        videoKey: video.keys.video,
        captionsKey: video.keys.captions,
        title: video.title,
        voice: video.voice,
        description: videoDescription(video.title, video.voice),
        duration: video.duration,
        sizeBytes: video.sizeBytes,
      })
      .onConflictDoNothing({ target: videos.renderId });
  } catch (error) {
    if (postgresErrorCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
    await removeFiles(storage, video.keys);
    throw new Error(VIDEO_MESSAGES.storyNotFound, { cause: error });
  }
  const [row] = await db.select().from(videos).where(eq(videos.renderId, video.renderId));
  return presentVideo(row!);
}

/** The story's videos, newest first. */
export async function listVideos(db: Db, userId: string, storyId: string): Promise<VideoRecord[]> {
  await assertOwnStory(db, userId, storyId);
  const rows = await db
    .select()
    .from(videos)
    .where(and(eq(videos.userId, userId), eq(videos.storyId, storyId)))
    .orderBy(desc(videos.createdAt));
  return rows.map(presentVideo);
}

/** The caller's video by render id, or null. */
export async function findVideoByRender(
  db: Db,
  userId: string,
  renderId: string,
): Promise<VideoRecord | null> {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.renderId, renderId), eq(videos.userId, userId)));
  return row ? presentVideo(row) : null;
}

/**
 * POST /api/videos: older clients save the record after the render. Ours is saved by the
 * render itself, so this confirms it: the render must be the caller's and `url` its video. Title
 * and description may be changed.
 */
export async function saveVideo(
  db: Db,
  userId: string,
  input: VideoSaveRequest,
): Promise<VideoRecord> {
  await assertOwnStory(db, userId, input.storyId);
  if (!UUID.test(input.renderId)) throw notFound(VIDEO_MESSAGES.renderNotFound);
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.renderId, input.renderId), eq(videos.userId, userId)));
  if (!row || row.storyId !== input.storyId) throw notFound(VIDEO_MESSAGES.renderNotFound);
  if (input.url !== fileUrlFor(row.videoKey)) throw new HttpError(400, VIDEO_MESSAGES.urlMismatch);
  const title = input.title || row.title || DEFAULT_VIDEO_TITLE;
  const description = input.description || videoDescription(title, row.voice);
  if (title === row.title && description === row.description) {
    return presentVideo(row);
  }
  const [updated] = await db
    .update(videos)
    .set({ title, description })
    .where(eq(videos.id, row.id))
    .returning();
  return presentVideo(updated!);
}

/** Removes the caller's video: its files, then its record. 404 for anyone else's. */
export async function deleteVideo(
  db: Db,
  storage: ObjectStorage,
  userId: string,
  id: string,
): Promise<void> {
  if (!UUID.test(id)) throw notFound(VIDEO_MESSAGES.videoNotFound);
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), eq(videos.userId, userId)));
  if (!row) throw notFound(VIDEO_MESSAGES.videoNotFound);
  await removeFiles(storage, { video: row.videoKey, captions: row.captionsKey });
  await db.delete(videos).where(eq(videos.id, row.id));
}

async function removeFiles(
  storage: ObjectStorage,
  keys: { video: string; captions: string | null },
): Promise<void> {
  await storage.deleteObject(keys.video);
  if (keys.captions) await storage.deleteObject(keys.captions);
}

/**
 * Removes every video file of a deleted story (the rows go with the story by cascade; the files
 * in storage would stay behind for ever).
 */
export async function deleteStoryVideoFiles(
  storage: ObjectStorage,
  userId: string,
  storyId: string,
): Promise<number> {
  if (!UUID.test(storyId)) return 0;
  const files = await storage.list(`videos/${userId}/${storyId}/`);
  for (const file of files) await storage.deleteObject(file.key);
  return files.length;
}
