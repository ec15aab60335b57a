import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { MIN_CHART_SIDE_PX } from '@dsb/core';
import { perceptualHash } from '../../../platform/images/perceptualHash';
import type { ObjectStorage } from '../../../platform/storage/storage';

/** Formats kept as downloaded; anything else sharp reads (AVIF, SVG, TIFF ...) becomes PNG. */
const KEPT = new Map([
  ['png', { ext: 'png', type: 'image/png' }],
  ['jpeg', { ext: 'jpg', type: 'image/jpeg' }],
  ['webp', { ext: 'webp', type: 'image/webp' }],
  ['gif', { ext: 'gif', type: 'image/gif' }],
]);

export type StoredImage = {
  key: string;
  /** The app path the browser loads it from. */
  url: string;
  width: number;
  height: number;
  /** SHA-256 of the stored bytes: the same image at two addresses is stored, and found, once. */
  hash: string;
  /**
   * Perceptual hash (evidence.image_hash), so the duplicate scan finds the same chart re-encoded
   * at another address; null in the rare case sharp cannot reduce the image.
   */
  perceptualHash: string | null;
};

type Size = { width: number; height: number };

export type ImageVerdict =
  | { stored: StoredImage }
  | { tooSmall: Size }
  /** Refused by the caller's `accept` (a logo or icon by its names and real shape). */
  | { refused: Size }
  | { notImage: string };

/**
 * Reads an image's real size with sharp, refuses those under 200 px on a side, converts formats
 * browsers may not show to PNG (inline SVG charts are rasterised here), and stores it under a
 * key made from its content.
 */
export async function storeChartImage(
  storage: ObjectStorage,
  bytes: Buffer,
  accept: (size: Size) => boolean = () => true,
): Promise<ImageVerdict> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return { notImage: 'the file is not an image sharp can read' };
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width < MIN_CHART_SIDE_PX || height < MIN_CHART_SIDE_PX) {
    return { tooSmall: { width, height } };
  }
  if (!accept({ width, height })) return { refused: { width, height } };
  const kept = KEPT.get(metadata.format ?? '');
  const body = kept ? bytes : await sharp(bytes).png().toBuffer();
  const format = kept ?? { ext: 'png', type: 'image/png' };
  const hash = createHash('sha256').update(body).digest('hex');
  const key = `scraped/${hash.slice(0, 32)}.${format.ext}`;
  if (!(await storage.headObject(key))) await storage.putObject(key, body, format.type);
  const visualHash = await perceptualHash(body).catch(() => null);
  return { stored: { key, url: `/files/${key}`, width, height, hash, perceptualHash: visualHash } };
}
