import sharp from 'sharp';

/** Bits in a hash: 8 rows of 8 neighbour comparisons. */
export const PERCEPTUAL_HASH_BITS = 64;
const HASH_PATTERN = /^[0-9a-f]{16}$/;

/**
 * A 64-bit difference hash (dHash) as 16 lowercase hex digits: the image flattened onto white,
 * in grey, shrunk to 9x8, and each pixel compared with its right-hand neighbour. Re-encoding
 * (PNG to JPEG) and resizing barely change it, so the same chart at another address hashes close
 * to the original (compare with `hammingDistance`). Transparent pixels become white first, as a
 * browser shows a chart on a white page and a JPEG copy of it is saved. Throws when sharp cannot
 * read the bytes.
 */
export async function perceptualHash(bytes: Buffer): Promise<string> {
  const pixels = await sharp(bytes, { failOn: 'none' })
    .flatten({ background: '#ffffff' })
    .grayscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer();
  if (pixels.length !== 9 * 8) throw new Error(`expected 72 grey pixels, got ${pixels.length}`);
  let hex = '';
  for (let row = 0; row < 8; row++) {
    let byte = 0;
    for (let col = 0; col < 8; col++) {
      const left = pixels[row * 9 + col] as number;
      const right = pixels[row * 9 + col + 1] as number;
      byte = (byte << 1) | (left > right ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

/** Whether a text is a hash `perceptualHash` makes (16 hex digits). */
export const isPerceptualHash = (value: string): boolean => HASH_PATTERN.test(value);

/** How many of the 64 bits differ between two hashes (0 = same picture, ~32 = unrelated). */
export function hammingDistance(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  if (!isPerceptualHash(left) || !isPerceptualHash(right)) {
    throw new Error('hammingDistance compares two 16-hex-digit perceptual hashes');
  }
  let distance = 0;
  for (let i = 0; i < 16; i++) {
    let diff = parseInt(left[i] as string, 16) ^ parseInt(right[i] as string, 16);
    while (diff) {
      distance += diff & 1;
      diff >>= 1;
    }
  }
  return distance;
}
