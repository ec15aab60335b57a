import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLUE_JPEG, TEXT_CANVAS, slide } from '../testing/fixtures';
import { packageFontLoader } from '../testing/fonts';
import { pdfInfo, pdfText, withTempDir } from '../testing/tools';
import { buildPdf, planPdf } from './buildPdf';
import { linesPerPage } from './pdfPages';

/** Writes the PDF to a file and hands back what poppler reads from it. */
async function readBack(bytes: ArrayBuffer) {
  return withTempDir(async (dir) => {
    const file = path.join(dir, 'story.pdf');
    await writeFile(file, new Uint8Array(bytes));
    return { ...(await pdfInfo(file)), text: await pdfText(file), bytes: (await stat(file)).size };
  });
}

describe('buildPdf (real pdf-lib, read back with poppler)', () => {
  it('writes 375x667 pages: slides, script pages as real text, and an error slide', async () => {
    const slides = [
      slide({
        title: 'Rising seas',
        script: 'Sea levels rose “20 cm” since 1900.',
        canvasState: TEXT_CANVAS,
      }),
      slide({ title: 'No script', canvasState: TEXT_CANVAS }),
      slide({
        title: 'Broken',
        script: 'The chart could not load – sorry.',
        canvasState: TEXT_CANVAS,
      }),
    ];
    const fonts = packageFontLoader();
    const pdf = await readBack(
      await buildPdf(
        'Our oceans',
        slides,
        [{ image: BLUE_JPEG }, { image: BLUE_JPEG }, { error: 'Image unavailable' }],
        fonts,
      ),
    );
    expect(pdf).toMatchObject({ pages: 5, size: '375 x 667' });
    expect(pdf.text).toContain('Slide 1: Rising seas - Script');
    expect(pdf.text).toContain('Sea levels rose “20 cm” since 1900.');
    expect(pdf.text).toContain('The chart could not load – sorry.');
    expect(pdf.text).toContain('Image unavailable');
    expect(pdf.text).not.toContain('No script - Script');
    // Each slide picture's alt text, as invisible text on its page (issue #18).
    expect(pdf.text).toContain('Slide 2: No script. Text: Hello');
    // An English story fetches only Noto Sans, and embeds only the glyphs it uses.
    expect([...fonts.loaded].sort()).toEqual(['sans', 'sansBold']);
    expect(pdf.bytes).toBeLessThan(60_000);
  });

  it('keeps Greek, Arabic, Chinese and emoji text (issue #23), in fonts fetched only for it', async () => {
    const slides = [
      slide({ title: 'Θάλασσα', script: 'Η στάθμη της θάλασσας ανεβαίνει κάθε χρόνο.' }),
      slide({ title: 'البحر', script: 'مستوى البحر يرتفع كل عام' }),
      slide({ title: '海洋', script: '我们的海洋每年都在变暖，因为二氧化碳越来越多。' }),
      slide({ title: 'Feelings', script: 'We love the sea 🌊 and the sun ☀' }),
    ];
    const fonts = packageFontLoader();
    const drawn = slides.map(() => ({ image: BLUE_JPEG }));
    const pdf = await readBack(await buildPdf('Θάλασσα 海洋', slides, drawn, fonts));
    // pdftotext marks right-to-left text with bidi controls; the words are what count.
    const text = pdf.text.replace(/[\u202a-\u202e]/g, '');
    expect(text).not.toContain('?');
    expect(text).not.toContain('\ufffd');
    expect(text).toContain('Slide 1: Θάλασσα - Script');
    expect(text).toContain('Η στάθμη της θάλασσας ανεβαίνει κάθε χρόνο.');
    expect(text).toContain('البحر');
    expect(text).toContain('مستوى البحر يرتفع كل عام');
    expect(text).toContain('Slide 3: 海洋 - Script');
    expect(text).toContain('我们的海洋每年都在变暖，因为二氧化碳越来越多。');
    // The emoji font's glyphs are wider than a space: poppler's layout may pad after one.
    expect(text).toMatch(/We love the sea 🌊\s+and the sun ☀/u);
    expect([...fonts.loaded].sort()).toEqual([
      'arabic',
      'arabicBold',
      'cjk',
      'emoji',
      'sans',
      'sansBold',
    ]);
    // The 10 MB Chinese font is embedded as the few glyphs used.
    expect(pdf.bytes).toBeLessThan(150_000);
  });

  it('counts the pages of a long script as the PDF lays them out (the preview uses it)', async () => {
    // Long enough for three script pages at the real font's widths.
    const script = Array.from({ length: 900 }, (_, i) => `word${i}`).join(' ');
    const slides = [slide({ title: 'Long', script, canvasState: TEXT_CANVAS })];
    const fonts = packageFontLoader();
    const planned = await planPdf(slides, fonts);
    const pdf = await readBack(await buildPdf('Long', slides, [{ image: BLUE_JPEG }], fonts));
    expect(planned.length).toBeGreaterThan(2);
    expect(pdf.pages).toBe(planned.length);
    const lines = planned.flatMap((page) => (page.kind === 'script' ? page.lines : []));
    expect(lines.length).toBeGreaterThan(2 * linesPerPage());
    expect(pdf.text).toContain('word899');
  });
});
