import {
  VIDEO_MESSAGES,
  VIDEO_POLL_ATTEMPTS,
  VIDEO_POLL_INTERVAL_MS,
  type SpeechVoiceName,
  type VideoRecord,
  type VideoRenderRequest,
  type VideoRenderStarted,
  type VideoRenderStatusResponse,
} from '@dsb/core';
import { ApiError } from '../../../lib/http';
import { exportMessages, videoText } from '../messages';
import { TimeoutError } from './videoApi';

/**
 * Video generation as the browser runs it (issue #15): upload each
 * slide's 2x picture (0-50%), ask the server to render (60%), poll every 5 s (75% once rendering,
 * 100% when done). No React and no fetch here: the steps are handed in, so tests drive it.
 */

const errors = exportMessages.video.errors;
const stepText = exportMessages.video.steps;

/**
 * As this app can meet them ('Missing API key' cannot happen: no key exists), in the interface
 * language when they are read.
 */
export const VIDEO_FLOW_MESSAGES = {
  uploadFailed: (slideNumber: number, reason: string) =>
    errors.uploadFailed({ number: slideNumber, reason: videoText(reason) }),
  get timedOut() {
    return errors.timedOut();
  },
  generationFailed: (message: string) => errors.generationFailed({ message: videoText(message) }),
  get tryLater() {
    return errors.tryLater();
  },
  get renderFailed() {
    return videoText(VIDEO_MESSAGES.renderFailed);
  },
  get network() {
    return errors.network();
  },
  /** The server answers but its render has not moved for VIDEO_POLL_ATTEMPTS polls. */
  get stillRendering() {
    return errors.stillRendering();
  },
  other: (message: string) => errors.other({ message: videoText(message) }),
};

export type VideoProgress = {
  percent: number;
  /** What is happening now, for the line under the bar. */
  step: string;
};

export interface VideoFlowSteps {
  /** Makes sure the server has the story as shown (it reads the scripts from there); its id. */
  saveStory: () => Promise<string>;
  /** The slide's picture at 2x; throws when it cannot be drawn. */
  drawSlide: (index: number, signal: AbortSignal) => Promise<Blob>;
  upload: (image: Blob, slideNumber: number, signal: AbortSignal) => Promise<string>;
  startRender: (request: VideoRenderRequest, signal: AbortSignal) => Promise<VideoRenderStarted>;
  status: (jobId: string, signal: AbortSignal) => Promise<VideoRenderStatusResponse>;
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface VideoFlowInput {
  title: string;
  voice: SpeechVoiceName;
  slideCount: number;
}

/** A failure whose message is already the one to show. */
export class VideoFlowError extends Error {}

/** The message the pupil sees for any failure of the flow (docs/product/video.md). */
export function videoErrorMessage(error: unknown): string {
  if (error instanceof VideoFlowError) return error.message;
  if (error instanceof TimeoutError) return VIDEO_FLOW_MESSAGES.timedOut;
  // fetch rejects with a TypeError when the network is down or the server unreachable.
  if (error instanceof TypeError) return VIDEO_FLOW_MESSAGES.network;
  if (error instanceof ApiError) {
    if (error.status >= 500) return VIDEO_FLOW_MESSAGES.tryLater;
    return VIDEO_FLOW_MESSAGES.other(error.message);
  }
  return VIDEO_FLOW_MESSAGES.other(error instanceof Error ? error.message : String(error));
}

/** A failed render's message: the server's own when it names the video, else prefixed. */
export function renderFailureMessage(serverError: string | null): string {
  if (!serverError) return VIDEO_FLOW_MESSAGES.renderFailed;
  return /^Video\b/.test(serverError)
    ? videoText(serverError)
    : VIDEO_FLOW_MESSAGES.generationFailed(serverError);
}

/** Runs the whole flow; resolves with the saved video, rejects with an error for videoErrorMessage. */
export async function runVideoFlow(
  input: VideoFlowInput,
  steps: VideoFlowSteps,
  onProgress: (progress: VideoProgress) => void,
  signal: AbortSignal,
): Promise<VideoRecord> {
  const { slideCount } = input;
  onProgress({ percent: 0, step: stepText.saving() });
  const storyId = await steps.saveStory();

  const slides: VideoRenderRequest['slides'] = [];
  for (let index = 0; index < slideCount; index += 1) {
    const slideNumber = index + 1;
    onProgress({
      percent: Math.round((index / slideCount) * 50),
      step: stepText.uploading({ number: slideNumber, total: slideCount }),
    });
    try {
      const image = await steps.drawSlide(index, signal);
      const imageUrl = await steps.upload(image, slideNumber, signal);
      slides.push({ index, imageUrl });
    } catch (error) {
      signal.throwIfAborted();
      if (error instanceof TimeoutError || error instanceof TypeError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new VideoFlowError(VIDEO_FLOW_MESSAGES.uploadFailed(slideNumber, reason));
    }
  }
  onProgress({ percent: 50, step: stepText.uploaded() });

  const { jobId } = await steps.startRender(
    { storyId, voice: input.voice, title: input.title || undefined, slides },
    signal,
  );
  onProgress({ percent: 60, step: stepText.requested() });

  // Up to VIDEO_POLL_ATTEMPTS polls without news: a long render whose progress keeps moving is
  // waited for, and giving up on a server that answers does not blame the pupil's connection.
  let lastProgress = -1;
  let serverAnswered = false;
  for (let attempt = 0; attempt < VIDEO_POLL_ATTEMPTS; attempt += 1) {
    await steps.wait(VIDEO_POLL_INTERVAL_MS, signal);
    let status: VideoRenderStatusResponse;
    try {
      status = await steps.status(jobId, signal);
    } catch (error) {
      signal.throwIfAborted();
      // One slow or lost answer is not the end: the next poll asks again.
      if (error instanceof TimeoutError || error instanceof TypeError) {
        serverAnswered = false;
        continue;
      }
      throw error;
    }
    serverAnswered = true;
    if (status.progress > lastProgress) {
      lastProgress = status.progress;
      attempt = 0;
    }
    if (status.status === 'done') {
      if (!status.video) throw new VideoFlowError(VIDEO_FLOW_MESSAGES.tryLater);
      onProgress({ percent: 100, step: stepText.ready() });
      return status.video;
    }
    if (status.status === 'failed') {
      throw new VideoFlowError(renderFailureMessage(status.error));
    }
    if (status.status === 'rendering') {
      // 75% when rendering starts; the server's own progress fills the rest up to 99%.
      onProgress({
        percent: 75 + Math.floor(status.progress * 0.24),
        step: stepText.rendering(),
      });
    }
  }
  throw new VideoFlowError(
    serverAnswered ? VIDEO_FLOW_MESSAGES.stillRendering : VIDEO_FLOW_MESSAGES.timedOut,
  );
}

/** Waits `ms`, or rejects as soon as the flow is cancelled. */
export function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}
