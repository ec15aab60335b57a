import { execFile } from 'node:child_process';
import { copyFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BLUE_JPEG, slide } from '../testing/fixtures';
import { packageFontLoader } from '../testing/fonts';
import { pdfText, withTempDir } from '../testing/tools';
import { buildPdf } from './buildPdf';

const run = promisify(execFile);

const ARABIC = 'ارتفع مستوى البحر 20 سم منذ عام 1900 بسبب CO2 والاحتباس الحراري.';
const HEBREW = 'פני הים עלו 20 ס"מ מאז 1900.';
const HINDI = 'हिन्दी में समुद्र का स्तर क्षत्रिय कर्म बढ़ रहा है।';
const CHINESE = '海平面自1900年以来上升了20厘米。';

/**
 * Text without bidi controls and spaces: poppler marks right-to-left text with bidi controls and
 * moves the space before a number inside a right-to-left line after it; the order is what counts.
 */
const letters = (text: string) => text.replace(/[\u202a-\u202e\u200e\u200f\s]/g, '');

/** The PDF's text as poppler reads it (reading order), its size, and page 2 as a PNG. */
async function readBack(bytes: ArrayBuffer) {
  return withTempDir(async (dir) => {
    const file = path.join(dir, 'story.pdf');
    await writeFile(file, new Uint8Array(bytes));
    await run('pdftoppm', ['-png', '-r', '96', '-f', '2', '-l', '2', file, path.join(dir, 'p')]);
    // PDF_SCRIPTS_PNG=<file> keeps the rendered script page, to look at the shaped letters.
    const keep = process.env.PDF_SCRIPTS_PNG;
    if (keep) await copyFile(path.join(dir, 'p-2.png'), keep);
    const png = await stat(path.join(dir, 'p-2.png'));
    return { text: await pdfText(file), bytes: (await stat(file)).size, png: png.size };
  });
}

describe('buildPdf with Arabic, Hebrew, Hindi and Chinese (real fonts, read back with poppler)', () => {
  it('gives back each script in reading order, with numbers and Latin words in place', async () => {
    // One slide per language, as a story is written (poppler guesses a page's direction).
    const scripts = [ARABIC, HEBREW, HINDI, CHINESE];
    const slides = scripts.map((script, index) =>
      slide({ title: index === 0 ? 'البحر 2024' : `Sea ${index}`, script }),
    );
    const fonts = packageFontLoader();
    const drawn = slides.map(() => ({ image: BLUE_JPEG }));
    const pdf = await readBack(await buildPdf('قصة', slides, drawn, fonts));
    const text = letters(pdf.text);
    expect(text).not.toContain('\ufffd');
    for (const script of [ARABIC, HINDI, CHINESE]) expect(text).toContain(letters(script));
    // poppler reads a Hebrew line after a Latin heading as two pieces; each keeps its order.
    expect(text).toContain(letters('פני הים עלו'));
    expect(text).toContain(letters('ס"מ מאז'));
    // Hindi's vowel signs are drawn before their consonants; the text reads them after.
    expect(pdf.text).toContain(HINDI);
    expect([...new Set(fonts.loaded)].sort()).toEqual([
      'arabic',
      'arabicBold',
      'cjk',
      'devanagari',
      'devanagariBold',
      'hebrew',
      'hebrewBold',
      'sans',
      'sansBold',
    ]);
    expect(pdf.png).toBeGreaterThan(1000);
  });

  it('embeds the Chinese font only for Chinese text, as a subset', async () => {
    const build = async (script: string) => {
      const fonts = packageFontLoader();
      const bytes = await buildPdf(
        'Sea',
        [slide({ title: 'Sea', script })],
        [{ image: BLUE_JPEG }],
        fonts,
      );
      return { size: (await readBack(bytes)).bytes, loaded: fonts.loaded };
    };
    const arabic = await build(ARABIC);
    const chinese = await build(`${ARABIC} ${CHINESE}`);
    expect(arabic.loaded).not.toContain('cjk');
    expect(chinese.loaded).toContain('cjk');
    // A subset of a few glyphs, not the 10 MB font.
    expect(chinese.size - arabic.size).toBeLessThan(60_000);
  });
});
