import { describe, expect, it } from 'vitest';
import {
  addSlide,
  applyTemplate,
  cleanTitle,
  createSlide,
  removeSlide,
  reorderSlides,
  renumberSlides,
} from './slides';
import { STORY_TEMPLATES, findTemplate, templateSlideCountLabel } from './templates';
import { SLIDE_ID_PATTERN, containsDataUrlImage, slideSchema } from './story';

const titles = (slides: { title: string }[]) => slides.map((s) => s.title);

describe('slide operations', () => {
  it('creates ids in the slide-{time}-{index} format', () => {
    expect(createSlide(3, undefined, '', 1700000000000).id).toBe('slide-1700000000000-3');
    expect(SLIDE_ID_PATTERN.test(createSlide(0).id)).toBe(true);
    expect(createSlide(1).title).toBe('Slide 2');
  });

  it('renumbers default titles only', () => {
    const slides = [
      createSlide(0, 'Slide 4'),
      createSlide(1, 'My chart'),
      createSlide(2, 'Slide 9'),
    ];
    expect(titles(renumberSlides(slides))).toEqual(['Slide 1', 'My chart', 'Slide 3']);
  });

  it('removing the last slide leaves a fresh Slide 1', () => {
    const one = [createSlide(0, 'Intro')];
    const after = removeSlide(one, 0);
    expect(titles(after)).toEqual(['Slide 1']);
    expect(after[0]!.id).not.toBe(one[0]!.id);
    expect(titles(removeSlide([createSlide(0), createSlide(1), createSlide(2)], 0))).toEqual([
      'Slide 1',
      'Slide 2',
    ]);
    expect(removeSlide(one, 5)).toHaveLength(1);
  });

  it('reorders only when no slide is lost or duplicated', () => {
    const slides = [
      createSlide(0, 'A', '', 1),
      createSlide(1, 'B', '', 1),
      createSlide(2, 'C', '', 1),
    ];
    const ids = slides.map((s) => s.id);
    expect(titles(reorderSlides(slides, [ids[2]!, ids[0]!, ids[1]!])!)).toEqual(['C', 'A', 'B']);
    expect(reorderSlides(slides, [ids[0]!, ids[1]!])).toBeNull();
    expect(reorderSlides(slides, [ids[0]!, ids[0]!, ids[1]!])).toBeNull();
    expect(reorderSlides(slides, [ids[0]!, ids[1]!, 'slide-9-9'])).toBeNull();
  });

  it('adds slides and applies templates by adding or replacing', () => {
    const start = addSlide([createSlide(0)]);
    expect(titles(start)).toEqual(['Slide 1', 'Slide 2']);
    const take = findTemplate('takeAStand')!;
    expect(applyTemplate(start, take, 'add')).toHaveLength(6);
    const replaced = applyTemplate(start, take, 'replace');
    expect(titles(replaced)).toEqual([
      'What do you believe?',
      'What proves your point?',
      'What might others say?',
      'Why should people care?',
    ]);
    expect(replaced[0]!.text).not.toBe('');
  });

  it('trims titles and ignores empty ones', () => {
    expect(cleanTitle('  My story ')).toBe('My story');
    expect(cleanTitle('   ')).toBeNull();
  });
});

describe('templates', () => {
  it('has the four templates with their slide titles and help for every slide', () => {
    expect(STORY_TEMPLATES.map((t) => t.id)).toEqual([
      'blank',
      'trueForWho',
      'takeAStand',
      'whatCanBe',
    ]);
    expect(findTemplate('blank')!.elements.map((e) => e.slideTitle)).toEqual(['Untitled Slide']);
    expect(findTemplate('trueForWho')!.elements.map((e) => e.slideTitle)).toEqual([
      'What are we looking at?',
      "Who's in our data?",
      'How is it different?',
      'Why do these differences matter?',
    ]);
    expect(findTemplate('whatCanBe')!.elements.map((e) => e.slideTitle)).toEqual([
      "What's happening now?",
      'What could change?',
      'How do we get there?',
      'What should we do?',
    ]);
    expect(STORY_TEMPLATES.every((t) => t.elements.every((e) => e.helpText.length > 20))).toBe(
      true,
    );
    expect(templateSlideCountLabel(findTemplate('blank')!)).toBe('1 blank slide');
    expect(templateSlideCountLabel(findTemplate('whatCanBe')!)).toBe('4 slides');
  });
});

describe('story validation helpers', () => {
  it('finds data URL images anywhere in a value', () => {
    expect(containsDataUrlImage([{ type: 'image', src: 'data:image/png;base64,AAA' }])).toBe(true);
    expect(containsDataUrlImage({ a: { b: ['x', 'DATA:image/jpeg;base64,'] } })).toBe(true);
    expect(
      containsDataUrlImage([
        { type: 'image', src: '/files/a.png' },
        { text: 'data: is fine in text' },
      ]),
    ).toBe(false);
  });

  it('validates slides and fills defaults', () => {
    const parsed = slideSchema.parse({ id: 'slide-1-0' });
    expect(parsed).toMatchObject({ title: '', script: '', canvasState: [], previewImage: null });
    expect(slideSchema.safeParse({ id: 'slide-x' }).success).toBe(false);
    expect(
      slideSchema.safeParse({ id: 'slide-1-0', canvasState: Array(501).fill({ type: 'rect' }) })
        .success,
    ).toBe(false);
  });
});
