import {
  GOOGLE_SLIDES_MAX_IMAGE_CHARS,
  GOOGLE_SLIDES_MAX_PAYLOAD_BYTES,
  GOOGLE_SLIDES_QUALITY,
} from '@dsb/core';
import { exportMessages } from '../messages';

/**
 * The JPEG quality ladder of the Google Slides export (docs/product/exports.md), as pure functions: a first quality from
 * how busy the slide is, lower qualities while the picture is over the 5 MB limit, then a smaller
 * drawing as the last resort.
 */

/** 0.9 by default; 0.8 above 5 objects, 0.7 above 10, 0.5 above 20. */
export function initialJpegQuality(objectCount: number): number {
  for (const [above, quality] of GOOGLE_SLIDES_QUALITY.byObjectCount) {
    if (objectCount > above) return quality;
  }
  return GOOGLE_SLIDES_QUALITY.default;
}

/** How a slide is drawn: at a JPEG quality, and either at the export's 2x size or the small one. */
export type EncodeAttempt = { quality: number; size: 'export' | 'fallback' };

/** Draws the slide as asked and returns its data URL. */
export type SlideEncoder = (attempt: EncodeAttempt) => Promise<string>;

export type FittedImage = { dataUrl: string } & EncodeAttempt;

/** Every slide was drawn as small as the ladder goes and is still over the limit. */
export class SlideImageTooLarge extends Error {}

/** The attempts in order: the first quality, each lower fallback, then the small drawing. */
export function qualityLadder(objectCount: number): EncodeAttempt[] {
  const first = initialJpegQuality(objectCount);
  const lower = GOOGLE_SLIDES_QUALITY.fallbacks.filter((quality) => quality < first);
  const lowest = lower.at(-1) ?? first;
  return [
    { quality: first, size: 'export' },
    ...lower.map((quality) => ({ quality, size: 'export' as const })),
    { quality: lowest, size: 'fallback' },
  ];
}

/**
 * Walks the ladder until the data URL fits `limit` characters (5242880); each step is drawn
 * only when the one before was too big. Throws SlideImageTooLarge when none fits.
 */
export async function fitSlideImage(
  objectCount: number,
  encode: SlideEncoder,
  limit = GOOGLE_SLIDES_MAX_IMAGE_CHARS,
): Promise<FittedImage> {
  for (const attempt of qualityLadder(objectCount)) {
    const dataUrl = await encode(attempt);
    if (dataUrl.length <= limit) return { dataUrl, ...attempt };
  }
  throw new SlideImageTooLarge('A slide is too large even at the lowest quality');
}

/** Above 50 MB in all the browser warns (the server refuses it with 413). */
export function payloadTooLargeWarning(totalChars: number): string | null {
  if (totalChars <= GOOGLE_SLIDES_MAX_PAYLOAD_BYTES) return null;
  const megabytes = Math.round(totalChars / (1024 * 1024));
  return exportMessages.google.payloadTooLarge({ megabytes });
}
