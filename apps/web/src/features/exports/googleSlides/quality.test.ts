import { describe, expect, it } from 'vitest';
import {
  SlideImageTooLarge,
  fitSlideImage,
  initialJpegQuality,
  payloadTooLargeWarning,
  qualityLadder,
  type EncodeAttempt,
} from './quality';

describe('the Google Slides JPEG quality ladder', () => {
  it('starts at 0.9, and lower for busier slides: 0.8 above 5 objects, 0.7 above 10, 0.5 above 20', () => {
    expect([0, 5, 6, 10, 11, 20, 21, 400].map(initialJpegQuality)).toEqual([
      0.9, 0.9, 0.8, 0.8, 0.7, 0.7, 0.5, 0.5,
    ]);
  });

  it('falls back to 0.7, 0.5, 0.3, 0.2 (only below where it started), then draws 300x533', () => {
    expect(qualityLadder(0)).toEqual([
      { quality: 0.9, size: 'export' },
      { quality: 0.7, size: 'export' },
      { quality: 0.5, size: 'export' },
      { quality: 0.3, size: 'export' },
      { quality: 0.2, size: 'export' },
      { quality: 0.2, size: 'fallback' },
    ]);
    expect(qualityLadder(25).map((a) => a.quality)).toEqual([0.5, 0.3, 0.2, 0.2]);
  });

  it('keeps the first drawing that fits and draws no more than needed', async () => {
    const asked: EncodeAttempt[] = [];
    // A picture's size follows its quality: 10 characters per hundredth.
    const encode = async (attempt: EncodeAttempt) => {
      asked.push(attempt);
      const chars = attempt.size === 'fallback' ? 5 : Math.round(attempt.quality * 1000);
      return 'x'.repeat(chars);
    };
    const fitted = await fitSlideImage(0, encode, 600);
    expect(fitted).toEqual({ dataUrl: 'x'.repeat(500), quality: 0.5, size: 'export' });
    expect(asked.map((a) => a.quality)).toEqual([0.9, 0.7, 0.5]);

    asked.length = 0;
    expect((await fitSlideImage(0, encode, 1000)).quality).toBe(0.9);
    expect(asked).toHaveLength(1);
  });

  it('uses the small drawing when no quality fits, and gives up when even that does not', async () => {
    const fitted = await fitSlideImage(
      0,
      async (a) => 'x'.repeat(a.size === 'fallback' ? 10 : 99),
      50,
    );
    expect(fitted.size).toBe('fallback');
    await expect(fitSlideImage(0, async () => 'x'.repeat(99), 50)).rejects.toBeInstanceOf(
      SlideImageTooLarge,
    );
  });

  it('warns only above 50 MB in total', () => {
    expect(payloadTooLargeWarning(50 * 1024 * 1024)).toBeNull();
    expect(payloadTooLargeWarning(60 * 1024 * 1024)).toContain('about 60 MB');
  });
});
