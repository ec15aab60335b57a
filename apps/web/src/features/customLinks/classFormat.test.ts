import { describe, expect, it } from 'vitest';
import { formatEdited, pupilName, scriptProgress, storyAuthors, storyTitle } from './classFormat';

describe('class view text', () => {
  it('counts scripted slides', () => {
    expect(scriptProgress({ slideCount: 4, scriptedSlides: 3 })).toBe(
      '3 of 4 slides have a script',
    );
    expect(scriptProgress({ slideCount: 1, scriptedSlides: 0 })).toBe('0 of 1 slide has a script');
  });

  it('falls back for missing names, titles and dates', () => {
    expect(pupilName('  ')).toBe('Unnamed pupil');
    expect(storyTitle('')).toBe('Untitled Story');
    expect(formatEdited('nope')).toBe('Unknown date');
    expect(formatEdited('2025-03-01T10:00:00.000Z', 'en-GB')).toMatch(/1 Mar 2025/);
  });

  it("names a group story's co-authors after the pupil who started it", () => {
    expect(storyAuthors({ pupilName: 'Sam', coAuthors: [] })).toBe('Sam');
    expect(storyAuthors({ pupilName: 'Sam', coAuthors: ['Ben'] })).toBe('Sam with Ben');
    expect(storyAuthors({ pupilName: 'Sam', coAuthors: ['Ben', ' ', 'Cleo'] })).toBe(
      'Sam with Ben, Unnamed pupil and Cleo',
    );
  });
});
