import { describe, expect, it } from 'vitest';
import { BLUE_JPEG, TEXT_CANVAS, slide } from '../testing/fixtures';
import { linesPerPage, pdfText, planPdfPages, slideHeading } from './pdfPages';

const words = (text: string) => text.split(/\s+/).filter(Boolean);
/** One word a line: enough to test pagination without font metrics. */
const wordPerLine = (text: string) => words(text);

describe('planPdfPages', () => {
  it('puts a script page after each slide that has a script, and only those', () => {
    const slides = [
      slide({ title: 'Intro', script: 'Hello class', canvasState: TEXT_CANVAS }),
      slide({ canvasState: TEXT_CANVAS }),
      slide({ title: 'End', script: 'Bye' }),
    ];
    const drawn = slides.map(() => ({ image: BLUE_JPEG }));
    const pages = planPdfPages(slides, drawn, wordPerLine);
    expect(pages.map((p) => `${p.kind}${p.slideNumber}`)).toEqual([
      'slide1',
      'script1',
      'slide2',
      'slide3',
      'script3',
    ]);
    expect(pages[1]).toMatchObject({
      heading: 'Slide 1: Intro - Script',
      lines: ['Hello', 'class'],
    });
    expect(pages[4]).toMatchObject({ heading: 'Slide 3: End - Script', lines: ['Bye'] });
  });

  it('draws an error slide with the reason for a slide that could not be drawn', () => {
    const slides = [slide({ title: 'Chart', canvasState: TEXT_CANVAS }), slide({ script: 'x' })];
    const pages = planPdfPages(
      slides,
      [{ error: 'Render timeout - image may be incomplete' }, { error: 'Image unavailable' }],
      wordPerLine,
    );
    expect(pages[0]).toEqual({
      kind: 'error',
      slideNumber: 1,
      heading: 'Slide 1: Chart',
      message: 'Render timeout - image may be incomplete',
    });
    expect(pages[1]).toMatchObject({ kind: 'error', heading: 'Slide 2' });
  });

  it('continues a long script on further pages without losing a line', () => {
    const perPage = linesPerPage();
    const script = Array.from({ length: perPage + 3 }, (_, i) => `w${i}`).join(' ');
    const pages = planPdfPages([slide({ script })], [{ image: BLUE_JPEG }], wordPerLine);
    expect(pages.map((p) => p.kind)).toEqual(['slide', 'script', 'script']);
    const [, first, second] = pages as Array<{ heading: string; lines: string[] }>;
    expect(first!.lines).toHaveLength(perPage);
    expect(second!.heading).toBe('Slide 1 - Script (continued)');
    expect([...first!.lines, ...second!.lines]).toEqual(words(script));
  });

  it('fits the 375 x 667 page: 12 pt lines between 20 pt margins under a 14 pt heading', () => {
    expect(linesPerPage()).toBe(35);
  });
});

describe('pdfText', () => {
  it('keeps every character (the PDF embeds fonts for them), tidying only breaks and controls', () => {
    expect(pdfText('“Café” – naïve… €5')).toBe('“Café” – naïve… €5');
    expect(pdfText('日本 😀 Ωμέγα مرحبا')).toBe('日本 😀 Ωμέγα مرحبا');
    expect(pdfText('a\r\nb\tc\u0007')).toBe('a\nb c');
    expect(pdfText('e\u0301')).toBe('é');
  });

  it('slideHeading names the slide and its title', () => {
    expect(slideHeading(slide({ title: '  Why  ' }), 4)).toBe('Slide 4: Why');
    expect(slideHeading(slide(), 2)).toBe('Slide 2');
  });
});
