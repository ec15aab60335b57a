import * as fontkit from 'fontkit';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { packageFontLoader } from '../testing/fonts';
import { fontkitForPdfLib } from './fontkitAdapter';
import { MISSING_CHARACTER, PdfFonts, facesFor, readsRightToLeft } from './pdfFonts';

async function fontsFor(text: string) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkitForPdfLib(fontkit));
  return PdfFonts.embed(doc, text, packageFontLoader(), fontkit.create);
}

describe('PdfFonts', () => {
  it('asks only for the fonts the characters need', () => {
    expect(facesFor('Hello Ωμέγα Привет © ™ →')).toEqual(['sans', 'sansBold']);
    expect(facesFor('مرحبا')).toEqual(['sans', 'sansBold', 'arabic', 'arabicBold']);
    expect(facesFor('你好 かな')).toEqual(['sans', 'sansBold', 'cjk']);
    expect(facesFor('שלום')).toEqual(['sans', 'sansBold', 'hebrew', 'hebrewBold']);
    expect(facesFor('नमस्ते')).toEqual(['sans', 'sansBold', 'devanagari', 'devanagariBold']);
    expect(facesFor('sun ☀ 🌊')).toEqual(['sans', 'sansBold', 'emoji']);
  });

  it('gives each character a font that has it; spaces stay with the text around them', async () => {
    const fonts = await fontsFor('Sea مستوى البحر 海洋，变暖 🌊❤️ Ω');
    expect(fonts.runs('Sea مستوى البحر 海洋，变暖 🌊❤️ Ω')).toEqual([
      { face: 'sans', text: 'Sea ' },
      { face: 'arabic', text: 'مستوى البحر ' },
      { face: 'cjk', text: '海洋，变暖 ' },
      { face: 'emoji', text: '🌊❤️ ' },
      { face: 'sans', text: 'Ω' },
    ]);
    expect(fonts.runs('Slide 2: البحر', true)).toEqual([
      { face: 'sansBold', text: 'Slide 2: ' },
      { face: 'arabicBold', text: 'البحر' },
    ]);
  });

  it('shows a character no font has as U+FFFD, never as a silent question mark', async () => {
    const fonts = await fontsFor('한국어 ไทย');
    expect(fonts.runs('ok 한')).toEqual([{ face: 'sans', text: `ok ${MISSING_CHARACTER}` }]);
  });

  it('tells lines that read right to left by their first letter', () => {
    expect(readsRightToLeft('  «مرحبا» hello')).toBe(true);
    expect(readsRightToLeft('2024: hello مرحبا')).toBe(false);
    expect(readsRightToLeft('2024: שלום')).toBe(true);
  });
});
