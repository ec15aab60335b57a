import { describe, expect, it } from 'vitest';
import { MAX_SLIDES_PER_STORY } from '@dsb/core';
import { editorPath, gridPath, parseSlideParam, planSlide, researcherPath } from './slideParams';

describe('parseSlideParam', () => {
  it('defaults to the first slide', () => {
    expect(parseSlideParam(null)).toBe(0);
  });

  it('accepts non-negative whole numbers', () => {
    expect(parseSlideParam('0')).toBe(0);
    expect(parseSlideParam('3')).toBe(3);
    expect(parseSlideParam(' 12 ')).toBe(12);
  });

  it('rejects everything else', () => {
    for (const raw of ['-1', '1.5', 'two', '', '1e3', '0x1', 'NaN', '9999999']) {
      expect(parseSlideParam(raw)).toBeNull();
    }
  });
});

describe('planSlide', () => {
  it('shows an existing slide', () => {
    expect(planSlide(2, 4)).toEqual({ kind: 'show', index: 2 });
  });

  it('creates the slide just past the end', () => {
    expect(planSlide(4, 4)).toEqual({ kind: 'create', index: 4 });
  });

  it('appends one slide for an index further past the end', () => {
    expect(planSlide(9, 4)).toEqual({ kind: 'create', index: 4 });
  });

  it('shows the last slide of a full story', () => {
    expect(planSlide(MAX_SLIDES_PER_STORY, MAX_SLIDES_PER_STORY)).toEqual({
      kind: 'redirect',
      index: MAX_SLIDES_PER_STORY - 1,
    });
  });
});

describe('paths', () => {
  it('keeps the story when known', () => {
    expect(gridPath('a b')).toBe('/grid?story=a%20b');
    expect(gridPath(null)).toBe('/grid');
    expect(editorPath('s1', 2)).toBe('/tool?slide=2&story=s1');
    expect(researcherPath('s1', 2)).toBe('/researcher?story=s1&slide=2');
    expect(researcherPath(null, 0)).toBe('/researcher?slide=0');
  });
});
