import {
  IMAGE_PROXY_MAX_BYTES,
  IMAGE_PROXY_TIMEOUT_MS,
  normalizeImageType,
  sniffImageType,
  type UploadImageType,
} from '@dsb/core';
import { HttpError } from '../../platform/http/errors';
import { guardedFetch, type OutboundPolicy } from '../../platform/net/outboundFetch';

export const IMAGE_PROXY_MESSAGES = {
  notImage: 'The address is not a PNG, JPEG, WebP or GIF image',
  upstreamStatus: (status: number) =>
    `The image could not be fetched (the site answered ${status})`,
} as const;

/**
 * Fetches an external image for the browser (evidence, search images, exports) through the
 * outbound guard. SVG is refused: served from our origin it could run scripts.
 */
export async function fetchProxiedImage(
  url: string,
  policy: OutboundPolicy,
): Promise<{ contentType: UploadImageType; body: Buffer }> {
  const response = await guardedFetch(url, {
    maxBytes: IMAGE_PROXY_MAX_BYTES,
    timeoutMs: IMAGE_PROXY_TIMEOUT_MS,
    accept: (contentType) => normalizeImageType(contentType) !== undefined,
    notAcceptedMessage: IMAGE_PROXY_MESSAGES.notImage,
    ...policy,
    headers: { accept: 'image/png,image/jpeg,image/webp,image/gif' },
  });
  if (response.status < 200 || response.status >= 300) {
    throw new HttpError(502, IMAGE_PROXY_MESSAGES.upstreamStatus(response.status));
  }
  // Answer with the type the bytes show, not the one the site claims.
  const contentType = sniffImageType(response.body);
  if (!contentType) throw new HttpError(415, IMAGE_PROXY_MESSAGES.notImage);
  return { contentType, body: response.body };
}
