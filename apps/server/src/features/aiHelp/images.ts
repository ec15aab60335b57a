import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { SelectionRegion } from '@dsb/core';
import type { ObjectStorage } from '../../platform/storage/storage';
import type { ModelImage } from '../../platform/languageModel/model';

/**
 * Images for models that accept them (LLM_VISION=1): the chart from storage, and the selected
 * region cut from the same image by its percentages (the browser's crop is not needed).
 */

/** Wide enough to read a chart's labels; smaller costs the model fewer tokens. */
const MAX_WIDTH = 1024;
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

async function bytesOf(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function asModelImage(input: Buffer, region?: SelectionRegion | null): Promise<ModelImage> {
  let image = sharp(input, { limitInputPixels: 40_000_000 });
  if (region) {
    const { width = 0, height = 0 } = await image.metadata();
    const left = Math.floor((region.x / 100) * width);
    const top = Math.floor((region.y / 100) * height);
    image = image.extract({
      left,
      top,
      width: Math.max(1, Math.min(width - left, Math.round((region.width / 100) * width))),
      height: Math.max(1, Math.min(height - top, Math.round((region.height / 100) * height))),
    });
  }
  const png = await image
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  return { mediaType: 'image/png', base64: png.toString('base64') };
}

/** The stored chart image (and its region), or none when it cannot be read. */
export async function storedChartImages(
  storage: Pick<ObjectStorage, 'getObject'>,
  imageKey: string | null,
  region: SelectionRegion | null | undefined,
): Promise<ModelImage[]> {
  if (!imageKey) return [];
  try {
    const object = await storage.getObject(imageKey);
    if (!object || object.size > MAX_IMAGE_BYTES) return [];
    const bytes = await bytesOf(object.body);
    const whole = await asModelImage(bytes);
    return region ? [whole, await asModelImage(bytes, region)] : [whole];
  } catch {
    return [];
  }
}

/** An image the browser sent as a data: URL (a picture without a stored copy); checked by decoding. */
export async function dataUrlImage(src: string | undefined): Promise<ModelImage[]> {
  const match = src?.match(/^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/=\s]+)$/);
  if (!match) return [];
  try {
    return [await asModelImage(Buffer.from(match[2]!, 'base64'))];
  } catch {
    return [];
  }
}
