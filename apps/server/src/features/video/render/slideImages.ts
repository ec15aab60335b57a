import { writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES, VIDEO_HEIGHT, VIDEO_WIDTH } from '@dsb/core';
import type { ObjectStorage } from '../../../platform/storage/storage';

/** A slide's picture could not be used; `position` counts from 1, as the pupil does. */
export class SlideImageError extends Error {
  constructor(readonly position: number) {
    super(`slide ${position}'s image could not be read`);
  }
}

async function bytesOf(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > UPLOAD_MAX_BYTES) throw new Error('image larger than an upload may be');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads an uploaded slide picture and writes it as a 720x1280 PNG: scaled to fit, centred on
 * white (slides are 750x1334, so at most a pixel's border shows). Every frame then has one size,
 * which ffmpeg's concat input needs, and a picture that is not an image fails here, by slide.
 * sharp works in libuv's thread pool, off the event loop.
 */
export async function prepareSlideImage(
  storage: ObjectStorage,
  key: string,
  position: number,
  outFile: string,
): Promise<void> {
  try {
    const object = await storage.getObject(key);
    if (!object) throw new Error('missing');
    const png = await sharp(await bytesOf(object.body), { animated: false, limitInputPixels: 40e6 })
      .rotate()
      .resize(VIDEO_WIDTH, VIDEO_HEIGHT, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await writeFile(outFile, png);
  } catch {
    throw new SlideImageError(position);
  }
}
