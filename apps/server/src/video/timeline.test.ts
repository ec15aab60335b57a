import { describe, expect, it } from 'vitest';
import { planTimeline, totalSeconds } from './timeline';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('planTimeline', () => {
  it('shows a slide for the word-count rule when its narration is shorter', () => {
    // 30 words at 150 a minute = 12 s, plus 1 s.
    const [slide] = planTimeline([{ script: words(30), narrationSeconds: 9.5 }]);
    expect(slide!.duration).toBeCloseTo(13, 6);
  });

  it('shows a slide as long as its narration when that is longer than the rule', () => {
    const [slide] = planTimeline([{ script: words(3), narrationSeconds: 4.25 }]);
    expect(slide!.duration).toBeCloseTo(4.25, 6);
    expect(slide!.narration).toBe(4.25);
  });

  it('gives a slide with no script 5 s, and lays slides end to end in whole samples', () => {
    const timeline = planTimeline([
      { script: '  ', narrationSeconds: 0 },
      { script: words(10), narrationSeconds: 3.33333 },
    ]);
    expect(timeline.map((s) => s.start)).toEqual([0, 5]);
    expect(timeline[0]!.duration).toBe(5);
    for (const slide of timeline) expect(slide.samples).toBe(slide.duration * 16_000);
    expect(totalSeconds(timeline)).toBeCloseTo(5 + 5, 6);
  });
});
