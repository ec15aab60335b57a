import { describe, expect, it } from 'vitest';
import {
  formatEdited,
  notStartedNames,
  progressText,
  pupilName,
  reviewPath,
  scoreText,
  scriptProgress,
  storyAuthors,
  storyTitle,
} from './classFormat';

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

describe('feedback in the class view', () => {
  it('says where each story is in the loop, with the version after the first', () => {
    expect(progressText({ progress: 'in progress', handinVersion: null })).toBe('In progress');
    expect(progressText({ progress: 'handed in', handinVersion: 1 })).toBe('Handed in');
    expect(progressText({ progress: 'returned', handinVersion: 1 })).toBe('Returned');
    expect(progressText({ progress: 'resubmitted', handinVersion: 2 })).toBe(
      'Resubmitted (version 2)',
    );
    expect(progressText({ progress: 'returned', handinVersion: 3 })).toBe('Returned (version 3)');
  });

  it('shows a total only once scored', () => {
    expect(scoreText({ scoreTotal: 7, scoreMax: 12 })).toBe('7 / 12');
    expect(scoreText({ scoreTotal: 0, scoreMax: 12 })).toBe('0 / 12');
    expect(scoreText({ scoreTotal: null, scoreMax: null })).toBeNull();
  });

  it("links the latest hand-in's review screen", () => {
    expect(reviewPath('l1', { storyId: 's1', handinId: 'h2' })).toBe(
      '/class/l1/review/s1?handin=h2',
    );
    expect(reviewPath('l1', { storyId: 's1', handinId: null })).toBeNull();
  });

  it('lists the pupils who have not started by name', () => {
    expect(notStartedNames(['Zoe', ' ', 'Ali'], 'en')).toEqual(['Ali', 'Unnamed pupil', 'Zoe']);
  });
});
