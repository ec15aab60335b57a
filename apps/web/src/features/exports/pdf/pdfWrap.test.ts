import { describe, expect, it } from 'vitest';
import { breakPieces, wrapText } from './pdfWrap';

/** Every character 1 unit wide: widths are character counts. */
const count = (text: string) => Array.from(text).length;

describe('wrapText', () => {
  it('breaks at spaces and keeps every word', () => {
    expect(wrapText('the sea is rising fast', 10, count)).toEqual(['the sea is', 'rising', 'fast']);
  });

  it('breaks Chinese between characters, keeping punctuation with the character before it', () => {
    expect(breakPieces('海洋，变暖。')).toEqual(['海', '洋，', '变', '暖。']);
    const lines = wrapText('我们的海洋每年都在变暖，因为二氧化碳越来越多。', 8, count);
    expect(lines.every((line) => count(line) <= 8)).toBe(true);
    expect(lines.join('')).toBe('我们的海洋每年都在变暖，因为二氧化碳越来越多。');
    expect(lines.some((line) => line.startsWith('，') || line.startsWith('。'))).toBe(false);
  });

  it('breaks a word longer than a line between characters, and keeps blank lines', () => {
    expect(wrapText('abcdefghij xy\n\nz', 4, count)).toEqual(['abcd', 'efgh', 'ij', 'xy', '', 'z']);
  });
});
