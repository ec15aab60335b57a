import type { PresignedUrlResponse } from '@dsb/core';
import { apiFetch } from '../../lib/http';

/** Failure messages (docs/product/slide-grid.md). */
export const presignFailedMessage = (slideNumber: number) =>
  `Failed to get pre-signed URL for slide ${slideNumber}`;

/**
 * Uploads a preview PNG through a presigned URL (docs/product/slide-grid.md) and returns its stable
 * /files path.
 */
export async function uploadPreview(
  png: Blob,
  slideNumber: number,
  signal: AbortSignal,
): Promise<string> {
  let presigned: PresignedUrlResponse;
  try {
    presigned = await apiFetch<PresignedUrlResponse>('/api/upload/presigned-url', {
      method: 'POST',
      // 'slide-preview' keeps generated thumbnails out of the user's image library.
      json: { filename: 'slide-preview.png', contentType: 'image/png', purpose: 'slide-preview' },
      signal,
    });
  } catch (error) {
    signal.throwIfAborted();
    throw new Error(presignFailedMessage(slideNumber), { cause: error });
  }
  const put = await fetch(presigned.presignedUrl, {
    method: 'PUT',
    headers: { 'Content-Type': 'image/png' },
    body: png,
    signal,
  });
  if (!put.ok)
    throw new Error(`Failed to upload the preview of slide ${slideNumber} (${put.status})`);
  return presigned.fileUrl;
}
