import type { FontkitFont } from 'fontkit';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { baseDirectionOf, isEmojiCharacter, writingSystemsOf } from '@dsb/core';
import { visualRuns } from './bidiRuns';

/**
 * The PDF's fonts (docs/exports.md, "Fonts in the PDF"): Noto Sans for Latin, Greek and Cyrillic,
 * Noto Sans Arabic, Hebrew and Devanagari, Noto Sans SC for Chinese and Japanese kana, and the
 * one-colour Noto Emoji.
 * Only the fonts the story's text needs are fetched and embedded, and only the glyphs it uses
 * (a subset), so an English story's PDF carries a few kilobytes of font.
 */

export type FontFace =
  | 'sans'
  | 'sansBold'
  | 'arabic'
  | 'arabicBold'
  | 'hebrew'
  | 'hebrewBold'
  | 'devanagari'
  | 'devanagariBold'
  | 'cjk'
  | 'emoji';
/** Gives a face's TrueType file (the browser fetches it; tests read it from node_modules). */
export type FontLoader = (face: FontFace) => Promise<Uint8Array>;

const isEmoji = isEmojiCharacter;
/** Characters that belong to the character before them: marks, joiners, selectors, skin tones. */
const JOINS_PREVIOUS =
  /^(?:\p{M}|\u200c|\u200d|[\ufe00-\ufe0f]|[\u{1f3fb}-\u{1f3ff}]|[\u{e0020}-\u{e007f}])$/u;
/** Spaces, digits and punctuation shared by every script: they stay in the font around them. */
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;
/** What a character no font has becomes (Noto Sans has it): visible, never a silent '?'. */
export const MISSING_CHARACTER = '\ufffd';

/** The faces that text needs, decided from its characters before any font is fetched. */
export function facesFor(text: string): FontFace[] {
  const systems = writingSystemsOf(text);
  const faces: FontFace[] = ['sans', 'sansBold'];
  if (systems.includes('arabic')) faces.push('arabic', 'arabicBold');
  if (systems.includes('hebrew')) faces.push('hebrew', 'hebrewBold');
  if (systems.includes('devanagari')) faces.push('devanagari', 'devanagariBold');
  if (systems.includes('cjk')) faces.push('cjk');
  if (systems.includes('emoji')) faces.push('emoji');
  return faces;
}

/** Which fonts are tried, in order, for a character (emoji try the emoji font first). */
const FALLBACK: Record<'regular' | 'bold', FontFace[]> = {
  regular: ['sans', 'arabic', 'hebrew', 'devanagari', 'cjk', 'emoji'],
  bold: ['sansBold', 'arabicBold', 'hebrewBold', 'devanagariBold', 'cjk', 'emoji'],
};

export type TextRun = { face: FontFace; text: string };

/** The fonts of one PDF: which face draws each character, how wide text is, and drawing it. */
export class PdfFonts {
  private constructor(
    private readonly faces: ReadonlyMap<FontFace, { pdf: PDFFont; glyphs: FontkitFont }>,
  ) {}

  /** Fetches the faces `text` needs and embeds them (subset) in `doc`. */
  static async embed(
    doc: PDFDocument,
    text: string,
    load: FontLoader,
    parse: (bytes: Uint8Array) => FontkitFont,
  ): Promise<PdfFonts> {
    const entries = await Promise.all(
      facesFor(text).map(async (face) => {
        const bytes = await load(face);
        const pdf = await doc.embedFont(bytes, { subset: true });
        return [face, { pdf, glyphs: parse(bytes) }] as const;
      }),
    );
    return new PdfFonts(new Map(entries));
  }

  private covers(face: FontFace, char: string): boolean {
    return this.faces.get(face)?.glyphs.hasGlyphForCodePoint(char.codePointAt(0)!) ?? false;
  }

  /** Splits text into runs that one font draws; a character no font has becomes U+FFFD. */
  runs(text: string, bold = false): TextRun[] {
    const order = FALLBACK[bold ? 'bold' : 'regular'];
    const runs: TextRun[] = [];
    for (const char of text) {
      const last = runs.at(-1);
      const emoji = isEmoji(char);
      const shared = !emoji && SHARED.test(char) && this.covers(last?.face ?? 'sans', char);
      if (last && (JOINS_PREVIOUS.test(char) || shared)) {
        last.text += char;
        continue;
      }
      const tried: FontFace[] = emoji ? ['emoji', ...order] : order;
      const face = tried.find((candidate) => this.covers(candidate, char));
      const drawn = face ?? order[0]!;
      const shown = face ? char : MISSING_CHARACTER;
      if (last?.face === drawn) last.text += shown;
      else runs.push({ face: drawn, text: shown });
    }
    return runs;
  }

  private font(face: FontFace): PDFFont {
    return this.faces.get(face)!.pdf;
  }

  width(text: string, size: number, bold = false): number {
    return this.runs(text, bold).reduce(
      (sum, run) => sum + this.font(run.face).widthOfTextAtSize(run.text, size),
      0,
    );
  }

  /** How far the tallest letters reach above the baseline (Noto Sans's ascent). */
  ascent(size: number): number {
    return this.font('sans').heightAtSize(size, { descender: false });
  }

  /**
   * Draws one line from (x, baseline y), font by font, in the order the bidirectional algorithm
   * gives (right-to-left words with numbers and Latin words in them read correctly).
   */
  draw(page: PDFPage, text: string, { x, y, size, bold = false, color }: DrawAt): void {
    let left = x;
    for (const run of visualRuns(this.runs(text, bold))) {
      const font = this.font(run.face);
      page.drawText(run.text, { x: left, y, size, font, color });
      left += font.widthOfTextAtSize(run.text, size);
    }
  }
}

type DrawAt = { x: number; y: number; size: number; bold?: boolean; color: Color };

/** Whether a line reads right to left: its first letter is Arabic or Hebrew. */
export function readsRightToLeft(line: string): boolean {
  return baseDirectionOf(line) === 'rtl';
}
