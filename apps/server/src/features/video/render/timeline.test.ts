import { describe, expect, it } from 'vitest';
import { planTimeline, slideSeconds, totalSeconds } from './timeline';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('planTimeline', () => {
  it('ends a narrated slide 1 s after its narration, not at the longer word-count estimate', () => {
    // 60 words: the estimate is 24 s + 1 s, but Flite says them in about 16 s. Showing the
    // slide for the estimate left 8 s of silence at its end.
    const [slide] = planTimeline([{ script: words(60), narrationSeconds: 16.2 }]);
    expect(slide!.duration).toBeCloseTo(17.2, 6);
    expect(slide!.duration - slide!.narration).toBeCloseTo(1, 6);
  });

  it('shows a slide 1 s longer than its narration when that is longer than the estimate', () => {
    const [slide] = planTimeline([{ script: words(3), narrationSeconds: 4.25 }]);
    expect(slide!.duration).toBeCloseTo(5.25, 6);
    expect(slide!.narration).toBe(4.25);
  });

  it('keeps the estimate when the voice skipped the words (Chinese for an English voice)', () => {
    // 21 characters count as 21 words: 8.4 s + 1 s; the English voice says 0.19 s of it.
    const chinese = '我们的海洋每年都在变暖，因为二氧化碳越来越多。';
    expect(slideSeconds(chinese, 0.185)).toBeCloseTo(9.4, 6);
  });

  it('gives a slide with no script 5 s, and lays slides end to end in whole samples', () => {
    const timeline = planTimeline([
      { script: '  ', narrationSeconds: 0 },
      { script: words(10), narrationSeconds: 3.33333 },
    ]);
    expect(timeline.map((s) => s.start)).toEqual([0, 5]);
    expect(timeline[0]!.duration).toBe(5);
    for (const slide of timeline) expect(slide.samples).toBe(slide.duration * 16_000);
    expect(totalSeconds(timeline)).toBeCloseTo(5 + 4.33333, 4);
  });
});
