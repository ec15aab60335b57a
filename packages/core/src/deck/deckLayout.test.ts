import { describe, expect, it } from 'vitest';
import { drawDeck, type DeckWriter, type DeckWriterSlide } from './deckDraw';
import { DECK_LAYOUT, layoutDeck, type DeckElement } from './deckLayout';

const JPEG = { type: 'image/jpeg', base64: '/9j/AAAA' } as const;
const SQUARE: DeckElement = {
  kind: 'shape',
  shape: 'rect',
  x: 1,
  y: 1,
  w: 1,
  h: 1,
  fill: { color: '007AFF', transparency: 40 },
  line: null,
  rotate: 0,
  flipH: false,
  flipV: false,
};
const PHOTO: DeckElement = {
  kind: 'picture',
  type: 'image/png',
  base64: 'iVBORw0K',
  x: 0,
  y: 2,
  w: 3,
  h: 2,
  altText: 'A glacier',
};

describe('layoutDeck', () => {
  it('fills each page with its picture and keeps the trimmed script as the notes', () => {
    const deck = layoutDeck('Sea ice', [
      { picture: JPEG, altText: 'Slide 1: Melting', script: '  Ice is melting.\n' },
      { picture: { type: 'image/png', base64: 'iVBORw0K' }, script: '   ' },
    ]);
    expect(deck).toMatchObject({ title: 'Sea ice', author: 'Data Story Builder' });
    expect(deck.size).toEqual({ name: 'STORY_PORTRAIT', width: 3.75, height: 6.67 });
    expect(deck.pages[0]).toEqual({
      picture: { x: 0, y: 0, w: 3.75, h: 6.67, ...JPEG, altText: 'Slide 1: Melting' },
      texts: [],
      notes: 'Ice is melting.',
    });
    // No script, no notes; no alt text, the slide's number.
    expect(deck.pages[1]).not.toHaveProperty('notes');
    expect(deck.pages[1]!.picture?.altText).toBe('Slide 2');
  });

  it('says on the page which slide has no picture and why', () => {
    const [named, unexplained] = layoutDeck('Sea ice', [
      { picture: { error: 'Render timeout' }, altText: 'Slide 1: Melting', script: 'Why?' },
      { picture: {}, script: '' },
    ]).pages;
    expect(named!.picture).toBeUndefined();
    expect(named!.background).toBe('F1F3F5');
    expect(named!.notes).toBe('Why?');
    expect(named!.texts.map((t) => t.text)).toEqual(['Slide 1: Melting', 'Render timeout']);
    const [heading, reason] = named!.texts;
    expect(heading).toMatchObject({ x: 0.2, y: 0.2, w: 3.35, h: 0.5, bold: true });
    // The reason is centred on the page, both ways.
    expect(reason!.y + reason!.h / 2).toBeCloseTo(DECK_LAYOUT.height / 2, 9);
    expect(reason!.align).toBe('center');
    expect(unexplained!.texts.map((t) => t.text)).toEqual(['Slide 2', 'Image unavailable']);
  });
});

describe('drawDeck', () => {
  it('hands every page to the writer in order', () => {
    const calls: unknown[][] = [];
    const slides: DeckWriterSlide[] = [];
    const writer: DeckWriter = {
      layout: '',
      title: '',
      author: '',
      defineLayout: (layout) => void calls.push(['defineLayout', layout]),
      addSlide: () => {
        const slide: DeckWriterSlide = {
          addImage: (options) => calls.push(['addImage', options]),
          addText: (text, options) => calls.push(['addText', text, options]),
          addShape: (shape, options) => calls.push(['addShape', shape, options]),
          addNotes: (notes) => calls.push(['addNotes', notes]),
        };
        slides.push(slide);
        return slide;
      },
    };
    const deck = layoutDeck('Sea ice', [
      { picture: JPEG, altText: 'Slide 1', script: 'One.' },
      { picture: { error: 'Broken' }, script: '' },
      { picture: JPEG, elements: [SQUARE, PHOTO], script: '' },
    ]);
    drawDeck(writer, deck);

    expect(writer).toMatchObject({ layout: 'STORY_PORTRAIT', title: 'Sea ice' });
    expect(writer.author).toBe('Data Story Builder');
    expect(slides).toHaveLength(3);
    expect(slides[2]!.background).toEqual({ color: 'FFFFFF' });
    expect(slides[0]!.background).toBeUndefined();
    expect(slides[1]!.background).toEqual({ color: 'F1F3F5' });
    expect(calls).toEqual([
      ['defineLayout', DECK_LAYOUT],
      [
        'addImage',
        { data: 'image/jpeg;base64,/9j/AAAA', x: 0, y: 0, w: 3.75, h: 6.67, altText: 'Slide 1' },
      ],
      ['addNotes', 'One.'],
      ['addText', 'Slide 2', { ...deck.pages[1]!.texts[0], text: undefined }],
      ['addText', 'Broken', { ...deck.pages[1]!.texts[1], text: undefined }],
      // Objects replace the slide's picture, back to front.
      [
        'addShape',
        'rect',
        {
          x: 1,
          y: 1,
          w: 1,
          h: 1,
          fill: { color: '007AFF', transparency: 40 },
          line: { type: 'none' },
          rotate: 0,
          flipH: false,
          flipV: false,
        },
      ],
      [
        'addImage',
        { data: 'image/png;base64,iVBORw0K', x: 0, y: 2, w: 3, h: 2, altText: 'A glacier' },
      ],
    ]);
  });
});
