import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import {
  SPEECH_VOICE_NAMES,
  VIDEO_MESSAGES,
  videoRenderTimingsSchema,
  type VideoRenderTimings,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { saveRenderedVideo, videoStorageKeys } from './videoService';
import type { SpeechService } from '../../platform/speech/speechService';
import type { ObjectStorage } from '../../platform/storage/storage';
import { RENDER_PHASES, VideoRenderError, renderVideo } from './render/renderVideo';
import { ProgressReporter } from '../../platform/jobs/progress';
import type { JobHandler } from '../../platform/jobs/types';

/** One item per render: the whole video, started again from the beginning after a restart. */
export const VIDEO_RENDER_JOB_KIND = 'video-render';

/** What the render request left for the job: the story's scripts as they were then. */
export const videoRenderPayloadSchema = z.object({
  userId: z.string(),
  storyId: z.string(),
  voice: z.enum(SPEECH_VOICE_NAMES),
  title: z.string(),
  slides: z.array(z.object({ position: z.number(), imageKey: z.string(), script: z.string() })),
});
export type VideoRenderPayload = z.infer<typeof videoRenderPayloadSchema>;

/** What a finished render job keeps as its result. */
export const videoRenderResultSchema = z.object({
  videoId: z.string(),
  durationSeconds: z.number(),
  sizeBytes: z.number(),
  timings: videoRenderTimingsSchema,
});
export type VideoRenderResult = z.infer<typeof videoRenderResultSchema>;

export type VideoRenderDeps = {
  db: Db;
  storage: ObjectStorage;
  speech: SpeechService;
  ffmpegPath?: string;
  log: FastifyBaseLogger;
};

/**
 * The narrated video job (decision 0026). Resumable: a server that stops mid-render gives the
 * item back, and the next run (here after a restart, or on another server) renders it again from
 * the beginning (narration comes from the speech cache), overwriting the same storage keys. After
 * three starts it fails.
 */
export function createVideoRenderHandler(
  deps: VideoRenderDeps,
): JobHandler<unknown, unknown, VideoRenderResult> {
  return {
    kind: VIDEO_RENDER_JOB_KIND,
    resumable: true,
    run: async (_input, context) => {
      const payload = videoRenderPayloadSchema.parse(context.payload);
      const keys = videoStorageKeys(payload.userId, payload.storyId, context.jobId);
      const progress = new ProgressReporter(deps.db, context.jobId, RENDER_PHASES);
      let rendered: { durationSeconds: number; sizeBytes: number; timings: VideoRenderTimings };
      try {
        rendered = await renderVideo(
          { storage: deps.storage, speech: deps.speech, ffmpegPath: deps.ffmpegPath },
          {
            slides: payload.slides,
            voice: payload.voice,
            videoKey: keys.video,
            captionsKey: keys.captions,
          },
          (phase, processed, total) => progress.report(phase, processed, total),
          context.signal,
        );
      } catch (error) {
        if (context.signal.aborted || error instanceof VideoRenderError) throw error;
        deps.log.error({ err: error, jobId: context.jobId }, 'video render failed');
        throw new Error(VIDEO_MESSAGES.renderFailed, { cause: error });
      }
      const video = await saveRenderedVideo(deps.db, deps.storage, {
        userId: payload.userId,
        storyId: payload.storyId,
        renderId: context.jobId,
        title: payload.title,
        voice: payload.voice,
        duration: rendered.durationSeconds,
        sizeBytes: rendered.sizeBytes,
        keys,
      });
      deps.log.info(
        { jobId: context.jobId, slides: payload.slides.length, ...rendered },
        'video rendered',
      );
      return { videoId: video._id, ...rendered };
    },
  };
}
