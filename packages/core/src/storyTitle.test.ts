import { describe, expect, it } from 'vitest';
import { MAX_TITLE_LENGTH } from './story';
import { distinctTitle, isAutomaticTitle } from './storyTitle';

describe('distinctTitle', () => {
  const q = 'Untitled: Is the ocean getting warmer?';

  it('keeps a title no other story has', () => {
    expect(distinctTitle(q, [])).toBe(q);
    expect(distinctTitle(q, ['Untitled: Something else'])).toBe(q);
  });

  it('numbers a second and later story on the same question', () => {
    expect(distinctTitle(q, [q])).toBe(`${q} (2)`);
    expect(distinctTitle(q, [q, `${q} (2)`])).toBe(`${q} (3)`);
    expect(distinctTitle(q, [q, `${q} (7)`, `${q} (x)`])).toBe(`${q} (8)`);
  });

  it('stays within the title limit', () => {
    const long = 'x'.repeat(MAX_TITLE_LENGTH);
    const next = distinctTitle(long, [long]);
    expect(next).toHaveLength(MAX_TITLE_LENGTH);
    expect(next.endsWith(' (2)')).toBe(true);
  });
});

describe('isAutomaticTitle', () => {
  it("is true for the app's own titles only", () => {
    expect(isAutomaticTitle('Untitled Story')).toBe(true);
    expect(isAutomaticTitle('Untitled: Who rides the bus?')).toBe(true);
    expect(isAutomaticTitle('Who rides the bus?')).toBe(false);
    expect(isAutomaticTitle('Untitled')).toBe(false);
  });
});
