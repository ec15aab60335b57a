/**
 * The deck Drive turns into the Google Slides presentation: portrait, the canvas's 375 x 667
 * shape (3.75 x 6.67 in, as the browser's .pptx export), each slide one picture filling it (with
 * the slide's alt text) and the script as its speaker notes. pptxgenjs is loaded on first use only.
 */

export const DECK_LAYOUT = { name: 'STORY_PORTRAIT', width: 3.75, height: 6.67 } as const;

export type DeckSlide = {
  /** The picture as base64 (no data: prefix) and its type. */
  base64: string;
  type: 'image/jpeg' | 'image/png';
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
  const pptx = new PptxGenJS();
  pptx.defineLayout({ ...DECK_LAYOUT });
  pptx.layout = DECK_LAYOUT.name;
  pptx.title = title;
  pptx.author = 'Data Story Builder';
  slides.forEach((slide, index) => {
    const page = pptx.addSlide();
    page.addImage({
      data: `${slide.type};base64,${slide.base64}`,
      x: 0,
      y: 0,
      w: DECK_LAYOUT.width,
      h: DECK_LAYOUT.height,
      altText: slide.altText || `Slide ${index + 1}`,
    });
    const script = slide.script.trim();
    if (script) page.addNotes(script);
  });
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}
