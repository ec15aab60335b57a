import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hammingDistance, isPerceptualHash, perceptualHash } from './perceptualHash';
import { barChartPng, barChartSvg, reencodedJpeg } from './testSupport';

const RISING = [20, 40, 60, 80, 90];
const MIXED = [30, 70, 20, 90, 50];
const FALLING = [80, 70, 60, 50, 40, 30, 20, 10];

describe('perceptualHash', () => {
  it('answers 16 hex digits, the same for the same bytes', async () => {
    const png = await barChartPng(RISING);
    const hash = await perceptualHash(png);
    expect(isPerceptualHash(hash)).toBe(true);
    expect(await perceptualHash(png)).toBe(hash);
  });

  it('keeps the same chart close after re-encoding as JPEG at half the size', async () => {
    for (const values of [RISING, MIXED, FALLING]) {
      const png = await barChartPng(values);
      const copy = await reencodedJpeg(png, 0.5, 70);
      expect(
        hammingDistance(await perceptualHash(png), await perceptualHash(copy)),
      ).toBeLessThanOrEqual(6);
    }
  });

  it('reads a transparent PNG as if on a white page, like its JPEG copy', async () => {
    const transparent = await sharp(
      Buffer.from(barChartSvg(MIXED).replace('fill="#ffffff"', 'fill="none"')),
    )
      .png()
      .toBuffer();
    const jpeg = await sharp(await barChartPng(MIXED))
      .jpeg()
      .toBuffer();
    expect(
      hammingDistance(await perceptualHash(transparent), await perceptualHash(jpeg)),
    ).toBeLessThanOrEqual(4);
  });

  it('puts different charts far apart', async () => {
    const [rising, mixed, falling] = await Promise.all(
      [RISING, MIXED, FALLING].map(async (v) => perceptualHash(await barChartPng(v))),
    );
    expect(hammingDistance(rising!, mixed!)).toBeGreaterThanOrEqual(12);
    expect(hammingDistance(rising!, falling!)).toBeGreaterThanOrEqual(12);
    expect(hammingDistance(mixed!, falling!)).toBeGreaterThanOrEqual(12);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(perceptualHash(Buffer.from('<html>not an image</html>'))).rejects.toThrow();
  });
});

describe('hammingDistance', () => {
  it('counts differing bits', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('00000000000000f0', '0000000000000001')).toBe(5);
    expect(hammingDistance('ABCDEF0123456789', 'abcdef0123456789')).toBe(0);
  });

  it('refuses texts that are not hashes', () => {
    expect(() => hammingDistance('abc', '0000000000000000')).toThrow();
    expect(() => hammingDistance('zzzzzzzzzzzzzzzz', '0000000000000000')).toThrow();
  });
});
