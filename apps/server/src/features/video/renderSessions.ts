import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_VIDEO_TITLE,
  VIDEO_MAX_DURATION_SECONDS,
  VIDEO_MESSAGES,
  slideDurationSeconds,
  type VideoRenderRequest,
  type VideoRenderStarted,
  type VideoRenderStatusResponse,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { jobs as jobsTable } from '../../platform/jobs/tables';
import { images } from '../files';
import { stories, storyAccessibleBy } from '../stories';
import { HttpError, badRequest, notFound } from '../../platform/http/errors';
import type { Jobs } from '../../platform/jobs/jobs';
import { readItemProgress } from '../../platform/jobs/progress';
import {
  INTERRUPTED_MESSAGE,
  ITEM_GAVE_UP_MESSAGE,
  createJob,
  type Job,
} from '../../platform/jobs/queue';
import {
  VIDEO_RENDER_JOB_KIND,
  videoRenderResultSchema,
  type VideoRenderPayload,
} from './renderJob';
import { isValidKey, type ObjectStorage } from '../../platform/storage/storage';
import { FILES_PREFIX } from '../../platform/storage/storage';
import { UUID, findVideoByRender } from './videoService';

/** The storage key behind a `/files/<key>` address, or null for any other address. */
function keyOfFileUrl(url: string): string | null {
  if (!url.startsWith(FILES_PREFIX)) return null;
  const key = url.slice(FILES_PREFIX.length);
  return isValidKey(key) ? key : null;
}

/**
 * POST /api/videos/render: checks the story and every picture are the caller's, snapshots the
 * slides' scripts from the stored story (never from the request), and queues the render.
 */
export async function startVideoRender(
  deps: { db: Db; jobs: Jobs; storage: ObjectStorage },
  userId: string,
  request: VideoRenderRequest,
): Promise<VideoRenderStarted> {
  const { db } = deps;
  if (!UUID.test(request.storyId)) throw notFound(VIDEO_MESSAGES.storyNotFound);
  const [story] = await db
    .select({ slides: stories.slides, title: stories.title })
    .from(stories)
    .where(and(eq(stories.id, request.storyId), storyAccessibleBy(userId)));
  if (!story) throw notFound(VIDEO_MESSAGES.storyNotFound);

  const ordered = [...request.slides].sort((a, b) => a.index - b.index);
  const slides = ordered.map((slide) => {
    const stored = story.slides[slide.index];
    if (!stored) throw badRequest(VIDEO_MESSAGES.slideOutOfRange(slide.index + 1));
    const imageKey = keyOfFileUrl(slide.imageUrl);
    if (!imageKey) throw badRequest(VIDEO_MESSAGES.imageUrlInvalid);
    return { position: slide.index + 1, imageKey, script: stored.script ?? '' };
  });
  // The word-count estimate, checked before anything is spoken; the real length (narration plus
  // 1 s a slide, render/timeline.ts) is checked again once the slides are narrated.
  const estimated = slides.reduce((sum, slide) => sum + slideDurationSeconds(slide.script), 0);
  if (estimated > VIDEO_MAX_DURATION_SECONDS) throw badRequest(VIDEO_MESSAGES.tooLong(estimated));

  // Ownership: the picture was issued to this user by the presigned flow, and its bytes arrived.
  const owned = await db
    .select({ key: images.storageKey })
    .from(images)
    .where(
      and(
        eq(images.userId, userId),
        inArray(
          images.storageKey,
          slides.map((s) => s.imageKey),
        ),
      ),
    );
  const ownedKeys = new Set(owned.map((row) => row.key));
  for (const slide of slides) {
    if (!ownedKeys.has(slide.imageKey) || !(await deps.storage.headObject(slide.imageKey))) {
      throw notFound(VIDEO_MESSAGES.imageNotFound(slide.position));
    }
  }

  const payload: VideoRenderPayload = {
    userId,
    storyId: request.storyId,
    voice: request.voice,
    title: request.title || DEFAULT_VIDEO_TITLE,
    slides,
  };
  // One render at a time per pupil: a class pressing Generate together shares two cores. The
  // check and the insert hold one lock per pupil, so 50 requests sent at once start one render
  // (on every server sharing the database), not several.
  const jobId = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`dsb:video-render:${userId}`}))`);
    const [open] = await tx
      .select({ id: jobsTable.id })
      .from(jobsTable)
      .where(
        and(
          eq(jobsTable.kind, VIDEO_RENDER_JOB_KIND),
          eq(jobsTable.createdBy, userId),
          inArray(jobsTable.status, ['pending', 'running']),
        ),
      )
      .limit(1);
    if (open) throw new HttpError(409, VIDEO_MESSAGES.alreadyRendering, { jobId: open.id });
    return createJob(tx as unknown as Db, {
      kind: VIDEO_RENDER_JOB_KIND,
      payload,
      items: [{}],
      createdBy: userId,
    });
  });
  deps.jobs.runner.wake();
  return { jobId };
}

/** The error a pupil sees for a render that ended without a video. */
function failureMessage(job: Job): string {
  if (job.status === 'interrupted' || job.status === 'cancelled') {
    return VIDEO_MESSAGES.serverRestarted;
  }
  if (!job.error || job.error === ITEM_GAVE_UP_MESSAGE || job.error === INTERRUPTED_MESSAGE) {
    return job.error ? VIDEO_MESSAGES.serverRestarted : VIDEO_MESSAGES.renderFailed;
  }
  return job.error;
}

/** GET /api/videos/render/{jobId}: the caller's render only; anyone else's answers 404. */
export async function videoRenderStatus(
  deps: { db: Db; jobs: Jobs },
  userId: string,
  jobId: string,
): Promise<VideoRenderStatusResponse> {
  const job = UUID.test(jobId) ? await deps.jobs.get(jobId) : null;
  if (!job || job.kind !== VIDEO_RENDER_JOB_KIND || job.createdBy !== userId) {
    throw notFound(VIDEO_MESSAGES.renderNotFound);
  }
  const base = { jobId, error: null, video: null, timings: null };
  switch (job.status) {
    case 'pending':
      return { ...base, status: 'pending', progress: 0 };
    case 'running':
      return { ...base, status: 'rendering', progress: readItemProgress(job.result)?.percent ?? 0 };
    case 'done': {
      const result = videoRenderResultSchema.safeParse(job.result);
      return {
        ...base,
        status: 'done',
        progress: 100,
        video: await findVideoByRender(deps.db, userId, jobId),
        timings: result.success ? result.data.timings : null,
      };
    }
    default:
      return { ...base, status: 'failed', progress: 0, error: failureMessage(job) };
  }
}
