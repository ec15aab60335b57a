import { describe, expect, it } from 'vitest';
import { CARD_STYLE, headlineCardObjects, textHeight, wrapLines } from './headlineCard';

/** Every character 10 px wide at 18 px, scaled with the font size. */
const measure = (text: string, font: string) =>
  text.length * 10 * (Number(/(\d+)px/.exec(font)![1]) / 18);
const canvas = { width: 375, height: 667 };
const input = {
  title: 'Seas rose faster',
  source: 'Pew Research Center',
  date: 'October 1, 2026',
  url: 'https://news.example/seas',
};

describe('wrapLines', () => {
  const chars = (t: string) => t.length * 10;

  it('breaks between words where the next word would not fit', () => {
    expect(wrapLines('aaa bbb ccc', 75, chars)).toEqual(['aaa bbb', 'ccc']);
    expect(wrapLines('aaa bbb ccc', 200, chars)).toEqual(['aaa bbb ccc']);
  });

  it('gives a word too long for a line a line of its own, and keeps line breaks', () => {
    expect(wrapLines('a verylongword b', 50, chars)).toEqual(['a', 'verylongword', 'b']);
    expect(wrapLines('one\ntwo', 500, chars)).toEqual(['one', 'two']);
  });
});

describe('headlineCardObjects', () => {
  const objects = headlineCardObjects(input, canvas, measure);
  const [card, title, source, date] = objects as Array<Record<string, number | string>>;

  it('is a card 80% of the canvas width, centred, with three editable texts inside', () => {
    expect(objects.map((o) => o.type)).toEqual(['rect', 'textbox', 'textbox', 'textbox']);
    expect(card!.width).toBe(300);
    expect(card!.left).toBe(38);
    expect(Math.round((canvas.height - (card!.height as number)) / 2)).toBe(card!.top);
    expect([title!.text, source!.text, date!.text]).toEqual([
      input.title,
      input.source,
      input.date,
    ]);
    for (const text of [title, source, date]) {
      expect(text!.left).toBe(38 + CARD_STYLE.padding);
      expect(text!.width).toBe(300 - 2 * CARD_STYLE.padding);
      expect(text!.originX).toBe('left');
    }
    expect(objects.every((o) => (o.metadata as { headlineUrl: string }).headlineUrl)).toBe(true);
  });

  it('stacks the texts and grows the card with the lines of a long title', () => {
    // 16 characters at 10 px fit one 272 px line; the card holds 18 + 12 + 12 px texts.
    const oneLine = Math.ceil(textHeight(1, 18, CARD_STYLE.lineHeight));
    expect(source!.top).toBe((title!.top as number) + oneLine + CARD_STYLE.gap);
    const bottom = (date!.top as number) + Math.ceil(textHeight(1, 12, CARD_STYLE.lineHeight));
    expect((card!.top as number) + (card!.height as number)).toBe(bottom + CARD_STYLE.padding);

    const long = headlineCardObjects({ ...input, title: 'word '.repeat(30) }, canvas, measure);
    const lines = wrapLines('word '.repeat(30).trim(), 272 * 0.97, (t) => t.length * 10).length;
    expect(lines).toBe(6);
    expect(long[0]!.height).toBe(
      (card!.height as number) + Math.ceil(textHeight(lines, 18, CARD_STYLE.lineHeight)) - oneLine,
    );
  });

  it('leaves the date out when there is none', () => {
    const objects = headlineCardObjects({ ...input, date: null }, canvas, measure);
    expect(objects.map((o) => (o.metadata as { part: string }).part)).toEqual([
      'card',
      'title',
      'source',
    ]);
  });
});

describe('textHeight', () => {
  it("is Fabric's: 1.13 em per line, plus the line height between lines", () => {
    expect(textHeight(1, 20, 1.16)).toBeCloseTo(22.6);
    expect(textHeight(3, 20, 1.16)).toBeCloseTo(22.6 * (1.16 * 2 + 1));
  });
});
