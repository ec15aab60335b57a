import {
  drawDeck,
  expandCanvasState,
  layoutDeck,
  planSlideElements,
  rightToLeftNotesLanguage,
  withNotesDirection,
  type CanvasObject,
  type DeckElement,
  type DeckSlideSource,
} from '@dsb/core';
import { altTextOf, migrateLegacyTexts, objectFactsOf } from '../../../editor/model';
import { renderSlideParts } from '../../previews';
import { slideAltText } from '../altText';
import type { ExportSlide } from '../exportRules';

/** What a screen reader says for a slide's picture (altText.ts; kept here for its callers). */
export { slideAltText };

/**
 * The slide deck (.pptx, issue #15 item 3; editable since issue #32 item 5), as laid out by
 * @dsb/core's layoutDeck: a portrait deck with the canvas's 375 x 667 shape whose slides a teacher
 * can edit: texts are text boxes, shapes are shapes, images, charts and drawings are pictures of
 * themselves with their alt text (planSlideElements), and the script is the speaker notes. A
 * slide whose objects could not be drawn one by one keeps its whole picture, as before. pptxgenjs
 * is loaded on first use only. The file opens in PowerPoint, Keynote, LibreOffice and Google
 * Slides.
 */

/** Draws single objects of a slide cut to their parts (the previews' renderer; tests hand in theirs). */
export type SlidePartsDrawer = typeof renderSlideParts;

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
  drawParts: SlidePartsDrawer = renderSlideParts,
): Promise<ArrayBuffer> {
  const { default: PptxGenJS } = await import('pptxgenjs');
  const elements: (DeckElement[] | undefined)[] = [];
  // One slide after another: two cores, shared (as the slide pictures are drawn).
  for (const [index, slide] of slides.entries()) {
    const picture = drawn[index];
    elements.push(
      picture && 'image' in picture ? await editableElements(slide, drawParts) : undefined,
    );
  }
  const deck = layoutDeck(
    title,
    slides.map((slide, index): DeckSlideSource => {
      const picture = drawn[index];
      return {
        elements: elements[index],
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

/** What an image or chart shows, in the editor's words ('' for drawings and shapes). */
function objectAltText(object: unknown): string {
  const facts = objectFactsOf(object);
  return facts ? altTextOf(facts) : '';
}

/**
 * The slide's objects as deck elements, with the pictures drawn; undefined (the slide keeps its
 * whole picture) when they could not be drawn. An object the renderer could not load is left out,
 * as it is from the slide's picture.
 */
export async function editableElements(
  slide: ExportSlide,
  drawParts: SlidePartsDrawer,
): Promise<DeckElement[] | undefined> {
  const stored = slide.canvasState as CanvasObject[];
  const plan = planSlideElements(expandCanvasState(migrateLegacyTexts(stored)), objectAltText);
  const wanted = plan.flatMap((element) => (element.kind === 'picture' ? [element] : []));
  try {
    const blobs = wanted.length
      ? await drawParts(stored, wanted, new AbortController().signal)
      : [];
    const bytes = await Promise.all(
      blobs.map(async (blob) => (blob ? toBase64(new Uint8Array(await blob.arrayBuffer())) : null)),
    );
    return plan.flatMap((element): DeckElement[] => {
      if (element.kind !== 'picture') return [element];
      const base64 = bytes[wanted.indexOf(element)];
      const { objectIndex: _index, crop: _crop, ...place } = element;
      return base64 ? [{ ...place, type: 'image/png', base64 }] : [];
    });
  } catch (error) {
    console.warn('Deck: the slide is kept as one picture; its objects could not be drawn', error);
    return undefined;
  }
}
