import { describe, expect, it } from 'vitest';
import { overlayLayout, scriptLines } from './scriptOverlay';

/** Every character 1 unit wide. */
const count = (text: string) => Array.from(text).length;

describe('the script on exported slides: at most 3 lines with 10 px margins', () => {
  it('shows a short script whole, as one paragraph', () => {
    expect(scriptLines('  Sea levels\nare rising.  ', 30, count)).toEqual([
      'Sea levels are rising.',
    ]);
    expect(scriptLines('   ', 30, count)).toEqual([]);
  });

  it('cuts a longer script at the third line, ending it with an ellipsis that fits', () => {
    const script = 'one two three four five six seven eight nine ten eleven twelve';
    const lines = scriptLines(script, 10, count);
    expect(lines).toEqual(['one two', 'three four', 'five six…']);
    expect(lines.every((line) => count(line) <= 10)).toBe(true);
  });

  it('wraps Chinese between characters', () => {
    const lines = scriptLines('我们的海洋每年都在变暖因为二氧化碳越来越多', 6, count);
    expect(lines).toEqual(['我们的海洋每', '年都在变暖因', '为二氧化碳…']);
  });

  it('keeps 10 px (canvas) margins at any picture size: 20 px on the 750 x 1334 export', () => {
    const layout = overlayLayout(3, 750, 1334);
    expect(layout.margin).toBe(20);
    expect(layout.textWidth).toBe(710);
    expect(layout.lineTops[0]).toBeCloseTo(layout.bandTop + 20, 6);
    // The last line's box ends one margin above the picture's foot.
    expect(layout.lineTops[2]! + layout.fontSize * 1.35).toBeCloseTo(1334 - 20, 6);
    expect(overlayLayout(1, 300, 533.6).margin).toBe(8);
  });
});
