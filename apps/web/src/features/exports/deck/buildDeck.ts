import { slideAltText } from '../altText';
import type { ExportSlide } from '../exportRules';
import { hasScript } from '../exportRules';

/** What a screen reader says for a slide's picture (altText.ts; kept here for its callers). */
export { slideAltText };

/**
 * The slide deck (.pptx, issue #15 item 3): a portrait deck with the canvas's 375 x 667 shape, one
 * picture per slide filling it, and the script as the speaker notes. pptxgenjs is loaded on first
 * use only. The file opens in PowerPoint, Keynote, LibreOffice and Google Slides.
 */

/** 375 x 667 px at 100 px to the inch: the slide's own aspect, a size every app accepts. */
export const DECK_LAYOUT = { name: 'STORY_PORTRAIT', width: 3.75, height: 6.67 } as const;

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
  const pptx = new PptxGenJS();
  pptx.defineLayout({ ...DECK_LAYOUT });
  pptx.layout = DECK_LAYOUT.name;
  pptx.title = title;
  pptx.author = 'Data Story Builder';

  slides.forEach((slide, index) => {
    const slideNumber = index + 1;
    const page = pptx.addSlide();
    const picture = drawn[index];
    if (picture && 'image' in picture) {
      page.addImage({
        data: `image/jpeg;base64,${toBase64(picture.image)}`,
        x: 0,
        y: 0,
        w: DECK_LAYOUT.width,
        h: DECK_LAYOUT.height,
        altText: slideAltText(slide, slideNumber),
      });
    } else {
      // An error slide, as in the PDF: the deck keeps its numbering and says what went wrong.
      page.background = { color: 'F1F3F5' };
      page.addText(slideAltText(slide, slideNumber), {
        x: 0.2,
        y: 0.2,
        w: DECK_LAYOUT.width - 0.4,
        h: 0.5,
        fontSize: 14,
        bold: true,
        color: '212529',
      });
      page.addText(picture?.error ?? 'Image unavailable', {
        x: 0.2,
        y: DECK_LAYOUT.height / 2 - 0.25,
        w: DECK_LAYOUT.width - 0.4,
        h: 0.5,
        fontSize: 12,
        color: 'C92A2A',
        align: 'center',
      });
    }
    if (hasScript(slide)) page.addNotes(slide.script.trim());
  });
  return (await pptx.write({ outputType: 'arraybuffer' })) as ArrayBuffer;
}
