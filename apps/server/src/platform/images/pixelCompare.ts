import sharp from 'sharp';

/** Side of the grey thumbnail two images are compared on. */
const THUMB_SIDE = 32;
const THUMB_PIXELS = THUMB_SIDE * THUMB_SIDE;

/**
 * Above this, two thumbnails are different pictures. The measure is the grey difference that all
 * but the 0.5 % most different pixels stay under (the 6th largest of 1,024): re-encoding spreads
 * small noise over every pixel (at most 17 for JPEG down to quality 30 or WebP 60, resized, in
 * the measurements of docs/decisions/0017), while two charts on one template differ strongly in
 * the few pixels where their data differ (at least 36, even for a thin line that moved).
 */
export const SAME_PICTURE_MAX_DIFFERENCE = 26;
/** Pixels allowed to differ by more (JPEG ringing at a sharp edge): 0.5 % of the thumbnail. */
const OUTLIER_SHARE = 0.005;

/** A 32x32 grey thumbnail (flattened onto white, stretched to the square) for `pictureDifference`. */
export async function greyThumbnail(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { failOn: 'none' })
    .flatten({ background: '#ffffff' })
    .grayscale()
    .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'fill' })
    .raw()
    .toBuffer();
}

/** The grey difference (0..255) all but the most different 0.5 % of pixels stay under. */
export function pictureDifference(a: Buffer, b: Buffer): number {
  if (a.length !== THUMB_PIXELS || b.length !== THUMB_PIXELS) {
    throw new Error('pictureDifference compares two greyThumbnail results');
  }
  const histogram = new Uint32Array(256);
  for (let i = 0; i < THUMB_PIXELS; i++) histogram[Math.abs(a[i]! - b[i]!)]! += 1;
  const rank = Math.floor(THUMB_PIXELS * (1 - OUTLIER_SHARE));
  let seen = 0;
  for (let d = 0; d < 256; d++) {
    seen += histogram[d]!;
    if (seen > rank) return d;
  }
  return 255;
}

/** Whether two thumbnails show the same picture (see SAME_PICTURE_MAX_DIFFERENCE). */
export const samePicture = (a: Buffer, b: Buffer) =>
  pictureDifference(a, b) <= SAME_PICTURE_MAX_DIFFERENCE;
