import type {
  PresignedUrlResponse,
  VideoRecord,
  VideoRenderRequest,
  VideoRenderStarted,
  VideoRenderStatusResponse,
} from '@dsb/core';
import { apiFetch } from '../../../lib/http';

/** The server's video calls (issue #15), each with its time-out. */

/** Time-outs: 15 s for an upload address, 30 s for the upload, 60 s for the render request. */
export const VIDEO_TIMEOUTS = {
  presignMs: 15_000,
  uploadMs: 30_000,
  renderRequestMs: 60_000,
  /** Ours: one status answer is quick; a stuck one is retried by the next poll. */
  statusMs: 15_000,
} as const;

/** A call that took longer than its time-out. */
export class TimeoutError extends Error {
  constructor(what: string) {
    super(`${what} timed out`);
  }
}

/** An upload that failed for a reason the pupil can read. */
export class UploadError extends Error {}

/** Runs `call` with a signal that also aborts after `ms`; a time-out rejects with TimeoutError. */
export async function withTimeout<T>(
  ms: number,
  what: string,
  signal: AbortSignal,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const timeout = AbortSignal.timeout(ms);
  try {
    return await call(AbortSignal.any([signal, timeout]));
  } catch (error) {
    if (timeout.aborted && !signal.aborted) throw new TimeoutError(what);
    throw error;
  }
}

/** Uploads one slide's picture through the presigned flow (docs/product/video.md). */
export async function uploadSlideImage(
  image: Blob,
  slideNumber: number,
  signal: AbortSignal,
): Promise<string> {
  const presigned = await withTimeout(VIDEO_TIMEOUTS.presignMs, 'presign', signal, (s) =>
    apiFetch<PresignedUrlResponse>('/api/upload/presigned-url', {
      method: 'POST',
      // A picture the app made: 'slide-preview' keeps it out of the pupil's image library.
      json: {
        filename: `video-slide-${slideNumber}.png`,
        contentType: 'image/png',
        purpose: 'slide-preview',
      },
      signal: s,
    }),
  );
  const put = await withTimeout(VIDEO_TIMEOUTS.uploadMs, 'upload', signal, (s) =>
    fetch(presigned.presignedUrl, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: image,
      signal: s,
    }),
  );
  if (!put.ok) {
    const body = (await put.json().catch(() => null)) as { error?: unknown } | null;
    const reason = typeof body?.error === 'string' ? body.error : `status ${put.status}`;
    throw new UploadError(reason);
  }
  return presigned.fileUrl;
}

export const startVideoRender = (request: VideoRenderRequest, signal: AbortSignal) =>
  withTimeout(VIDEO_TIMEOUTS.renderRequestMs, 'render request', signal, (s) =>
    apiFetch<VideoRenderStarted>('/api/videos/render', {
      method: 'POST',
      json: request,
      signal: s,
    }),
  );

export const fetchRenderStatus = (jobId: string, signal: AbortSignal) =>
  withTimeout(VIDEO_TIMEOUTS.statusMs, 'render status', signal, (s) =>
    apiFetch<VideoRenderStatusResponse>(`/api/videos/render/${encodeURIComponent(jobId)}`, {
      signal: s,
      cache: 'no-store',
    }),
  );

export const listStoryVideos = (storyId: string) =>
  apiFetch<VideoRecord[]>(`/api/videos/story/${encodeURIComponent(storyId)}`);

export const deleteVideo = (id: string) =>
  apiFetch<{ success: boolean }>(`/api/videos/${encodeURIComponent(id)}`, { method: 'DELETE' });
