import { describe, expect, it } from 'vitest';
import { SCRIPT_PREVIEW_LENGTH } from '@dsb/core';
import { formatMatch, primaryTopicLabel, truncateScript } from './format';

describe('truncateScript', () => {
  it('leaves scripts of up to 200 characters whole', () => {
    const script = 'x'.repeat(SCRIPT_PREVIEW_LENGTH);
    expect(truncateScript(script)).toEqual({ text: script, truncated: false });
  });

  it('cuts scripts past 200 characters and marks the cut', () => {
    const script = 'y'.repeat(SCRIPT_PREVIEW_LENGTH + 1);
    const { text, truncated } = truncateScript(script);
    expect(truncated).toBe(true);
    expect(text).toBe(`${'y'.repeat(SCRIPT_PREVIEW_LENGTH)}…`);
  });

  it('ends on a whole word when one ends near the limit', () => {
    const script = `${'word '.repeat(50)}end`; // 253 characters
    const { text, truncated } = truncateScript(script);
    expect(truncated).toBe(true);
    expect(text.endsWith('word…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(SCRIPT_PREVIEW_LENGTH + 1);
  });

  it('drops punctuation the cut ends on before the ellipsis', () => {
    expect(truncateScript('Since 1880. Then more text', 11)).toEqual({
      text: 'Since 1880…',
      truncated: true,
    });
  });

  it('honours a custom limit', () => {
    expect(truncateScript('abcdef', 3)).toEqual({ text: 'abc…', truncated: true });
  });
});

describe('formatMatch', () => {
  it('rounds the similarity to a whole percent', () => {
    expect(formatMatch(0.874)).toBe('87% match');
    expect(formatMatch(0.875)).toBe('88% match');
  });

  it('clamps values outside 0-1', () => {
    expect(formatMatch(1.2)).toBe('100% match');
    expect(formatMatch(-0.1)).toBe('0% match');
  });
});

describe('primaryTopicLabel', () => {
  it('uses the first topic label', () => {
    expect(
      primaryTopicLabel({
        topics: [
          { topicTag: 'climate', topicLabel: 'Climate' },
          { topicTag: 'health', topicLabel: 'Health' },
        ],
      }),
    ).toBe('Climate');
  });

  it('says General when there are no topics', () => {
    expect(primaryTopicLabel({ topics: [] })).toBe('General');
  });
});
