import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { greyThumbnail, pictureDifference, samePicture } from './pixelCompare';
import { barChartPng, lineChartPng, reencodedJpeg } from './testSupport';

const thumbOf = async (bytes: Buffer | Promise<Buffer>) => greyThumbnail(await bytes);

describe('pictureDifference', () => {
  it('is 0 for the same bytes and small for a re-encoded, resized copy', async () => {
    const png = await barChartPng([20, 40, 60, 80, 90]);
    const original = await thumbOf(png);
    expect(pictureDifference(original, original)).toBe(0);
    const copies = [
      reencodedJpeg(png, 0.5, 70),
      reencodedJpeg(png, 0.25, 40),
      sharp(png).resize(1280).webp({ quality: 70 }).toBuffer(),
    ];
    for (const copy of copies) expect(samePicture(original, await thumbOf(copy))).toBe(true);
  });

  it('tells apart two charts on one template, bars or a thin line', async () => {
    const bars = [
      await thumbOf(barChartPng([20, 40, 60, 80, 90])),
      await thumbOf(barChartPng([20, 40, 60, 70, 90])),
    ];
    expect(samePicture(bars[0]!, bars[1]!)).toBe(false);
    const lines = [
      await thumbOf(lineChartPng([10, 30, 20, 60, 50, 80])),
      await thumbOf(lineChartPng([10, 30, 20, 60, 70, 80])),
    ];
    expect(samePicture(lines[0]!, lines[1]!)).toBe(false);
  });

  it('refuses buffers that are not thumbnails', () => {
    expect(() => pictureDifference(Buffer.alloc(10), Buffer.alloc(10))).toThrow();
  });
});
