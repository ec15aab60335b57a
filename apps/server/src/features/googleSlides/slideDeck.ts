import {
  drawDeck,
  layoutDeck,
  rightToLeftNotesLanguage,
  withNotesDirection,
  type DeckImage,
} from '@dsb/core';

/**
 * The deck Drive turns into the Google Slides presentation, laid out by @dsb/core's layoutDeck
 * exactly as the browser's .pptx export: portrait, the canvas's 375 x 667 shape, each slide one
 * picture filling it (with the slide's alt text) and the script as its speaker notes. pptxgenjs
 * is loaded on first use only.
 */

export type DeckSlide = DeckImage & {
  script: string;
  /** The picture's alt text; 'Slide N' when the browser sent none. */
  altText?: string;
};

const SIGNATURES: Record<DeckSlide['type'], number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/**
 * The slide picture of a data URL when its bytes start as the type it claims, else null (the
 * schema has already checked the data URL's shape). Only the first bytes are decoded.
 */
export function deckImageOf(dataUrl: string): Pick<DeckSlide, 'base64' | 'type'> | null {
  const match = /^data:(image\/(?:jpeg|png));base64,/.exec(dataUrl);
  if (!match) return null;
  const type = match[1] as DeckSlide['type'];
  const base64 = dataUrl.slice(match[0].length);
  const head = Buffer.from(base64.slice(0, 16), 'base64');
  const signature = SIGNATURES[type];
  if (head.length < signature.length || signature.some((byte, i) => head[i] !== byte)) return null;
  return { base64, type };
}

export async function buildDeck(title: string, slides: readonly DeckSlide[]): Promise<Buffer> {
  const { default: PptxGenJS } = await import('pptxgenjs');
  const deck = layoutDeck(
    title,
    slides.map(({ type, base64, script, altText }) => ({
      picture: { type, base64 },
      altText,
      script,
    })),
  );
  const pptx = new PptxGenJS();
  drawDeck(pptx, deck);
  const bytes = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
  // Notes in Arabic or Hebrew are marked right to left (pptxgenjs cannot say so itself).
  if (!deck.pages.some((page) => page.notes && rightToLeftNotesLanguage(page.notes))) return bytes;
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(bytes);
  await withNotesDirection(zip, deck);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
