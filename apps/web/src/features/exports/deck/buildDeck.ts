import {
  drawDeck,
  layoutDeck,
  rightToLeftNotesLanguage,
  withNotesDirection,
  type DeckSlideSource,
} from '@dsb/core';
import { slideAltText } from '../altText';
import type { ExportSlide } from '../exportRules';

/** What a screen reader says for a slide's picture (altText.ts; kept here for its callers). */
export { slideAltText };

/**
 * The slide deck (.pptx, issue #15 item 3), as laid out by @dsb/core's layoutDeck (the same
 * layout as the Google Slides export): a portrait deck with the canvas's 375 x 667 shape, one
 * picture per slide filling it, and the script as the speaker notes. pptxgenjs is loaded on first
 * use only. The file opens in PowerPoint, Keynote, LibreOffice and Google Slides.
 */

/** A slide as drawn for the export: its JPEG, or why there is none. */
export type DeckSlideImage = { image: Uint8Array } | { error: string };

/** Base64 of bytes, in chunks (one huge String.fromCharCode call overflows the stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Writes the deck; the caller saves the bytes as a file. */
export async function buildDeck(
  title: string,
  slides: ReadonlyArray<ExportSlide & { images?: ReadonlyArray<{ alt?: string }> }>,
  drawn: readonly DeckSlideImage[],
): Promise<ArrayBuffer> {
  const { default: PptxGenJS } = await import('pptxgenjs');
  const deck = layoutDeck(
    title,
    slides.map((slide, index): DeckSlideSource => {
      const picture = drawn[index];
      return {
        // An error slide, as in the PDF: the deck keeps its numbering and says what went wrong.
        picture:
          picture && 'image' in picture
            ? { type: 'image/jpeg', base64: toBase64(picture.image) }
            : { error: picture?.error },
        altText: slideAltText(slide, index + 1),
        script: slide.script,
      };
    }),
  );
  const pptx = new PptxGenJS();
  drawDeck(pptx, deck);
  const bytes = (await pptx.write({ outputType: 'arraybuffer' })) as ArrayBuffer;
  // Notes in Arabic or Hebrew are marked right to left (pptxgenjs cannot say so itself).
  if (!deck.pages.some((page) => page.notes && rightToLeftNotesLanguage(page.notes))) return bytes;
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(bytes);
  await withNotesDirection(zip, deck);
  return zip.generateAsync({ type: 'arraybuffer', compression: 'DEFLATE' });
}
