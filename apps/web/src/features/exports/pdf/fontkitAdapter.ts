import type * as Fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

/**
 * fontkit 2 as pdf-lib's font engine. pdf-lib's own fontkit fork writes broken TrueType subsets
 * (some glyphs go missing); fontkit 2 writes them correctly. Two differences are bridged here:
 *
 * - fontkit 2 returns a subset's bytes at once where pdf-lib expects a stream;
 * - joined Arabic letters share glyphs (the middle forms of ت and ي are one dotless shape, the
 *   dots are separate marks). fontkit keeps one glyph object per glyph, labelled with the first
 *   letter it was made for, and pdf-lib maps each glyph to one letter for copying and text
 *   extraction, so a later ت read back as ي. Each (glyph, letters) pair therefore becomes a glyph
 *   of its own in the subset (the same outline, stored once more), mapped to its own letters.
 */

type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];

type Glyph = { id: number; codePoints: number[]; advanceWidth: number };
type FontInternals = Fontkit.FontkitFont & {
  getGlyph(id: number, characters?: number[]): Glyph | null;
};
type SubsetInternals = Fontkit.FontkitSubset & {
  glyphs: number[];
  mapping: Record<number, number>;
};

/** Above every real glyph id (glyph ids are 16-bit). */
const FIRST_TWIN_ID = 0x10000;

const sameLetters = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((code, index) => code === b[index]);

export function fontkitForPdfLib(fontkit: typeof Fontkit): PdfLibFontkit {
  return {
    create(bytes: Uint8Array) {
      const font = fontkit.create(bytes) as FontInternals;
      const realIds = new Map<number, number>();
      const twins = new Map<string, Glyph>();
      const getGlyph = font.getGlyph.bind(font);
      font.getGlyph = (id, characters = []) => {
        const glyph = getGlyph(id, characters);
        if (!glyph || characters.length === 0 || sameLetters(glyph.codePoints, characters)) {
          return glyph;
        }
        const key = `${id}:${characters.join(',')}`;
        let twin = twins.get(key);
        if (!twin) {
          void glyph.advanceWidth; // measured on the glyph, which the twin inherits
          const twinId = FIRST_TWIN_ID + realIds.size;
          realIds.set(twinId, id);
          twin = Object.create(glyph, {
            id: { value: twinId },
            codePoints: { value: [...characters] },
          }) as Glyph;
          twins.set(key, twin);
        }
        return twin;
      };

      const createSubset = font.createSubset.bind(font);
      font.createSubset = () => {
        const subset = createSubset() as SubsetInternals;
        const includeGlyph = subset.includeGlyph.bind(subset);
        subset.includeGlyph = (glyph: unknown) => {
          const id = typeof glyph === 'object' ? (glyph as Glyph).id : (glyph as number);
          const realId = realIds.get(id);
          if (realId === undefined) return includeGlyph(glyph);
          if (subset.mapping[id] === undefined) {
            subset.glyphs.push(realId);
            subset.mapping[id] = subset.glyphs.length - 1;
          }
          return subset.mapping[id]!;
        };
        return Object.assign(subset, { encodeStream: () => streamOf(() => subset.encode()) });
      };
      return font;
    },
  } as unknown as PdfLibFontkit;
}

/** The little of a Node stream that pdf-lib reads: one 'data', then 'end' (or 'error'). */
function streamOf(encode: () => Uint8Array) {
  const handlers = new Map<string, (value?: unknown) => void>();
  const stream = {
    on(event: string, handler: (value?: unknown) => void) {
      handlers.set(event, handler);
      return stream;
    },
  };
  queueMicrotask(() => {
    try {
      handlers.get('data')?.(encode());
      handlers.get('end')?.();
    } catch (error) {
      handlers.get('error')?.(error);
    }
  });
  return stream;
}
