import type { DeckBox, DeckShape, DeckTextBox } from './deckElements';
/**
 * The slide deck's layout: one source for both decks the app writes, the .pptx the browser saves
 * and the one the server gives Google Drive to turn into a Google Slides presentation
 * (docs/exports.md). Portrait, the canvas's 375 x 667 shape; each slide is its objects as text
 * boxes, shapes and pictures a teacher can edit (deckElements.ts), or its picture filling the page
 * (with the slide's alt text) when only that was drawn, or, when the slide could not be drawn, a
 * page saying which slide and why; the script is the speaker notes. Pure data and arithmetic: `drawDeck`
 * hands the layout to a .pptx writer (pptxgenjs) that the caller has loaded.
 */

/** 375 x 667 px at 100 px to the inch: the slide's own aspect, a size every app accepts. */
export const DECK_LAYOUT = { name: 'STORY_PORTRAIT', width: 3.75, height: 6.67 } as const;

export const DECK_AUTHOR = 'Data Story Builder';

/** Shown on a slide whose picture failed without saying why. */
export const DECK_IMAGE_UNAVAILABLE = 'Image unavailable';

/** A slide picture's bytes as base64 (no data: prefix) and their type. */
export type DeckImage = { type: 'image/jpeg' | 'image/png'; base64: string };

/** A planned picture with its bytes, drawn by the caller (a PNG cut to the object's bounds). */
export type DeckPicture = DeckBox & DeckImage & { kind: 'picture'; altText: string };

/** What a page holds, back to front: editable text and shapes, and pictures of the rest. */
export type DeckElement = DeckTextBox | DeckShape | DeckPicture;

/**
 * One slide as the deck takes it: its picture (or why there is none), alt text and script, and
 * its objects as deck elements when they were drawn (they then replace the picture).
 */
export type DeckSlideSource = {
  picture: DeckImage | { error?: string };
  elements?: readonly DeckElement[];
  /** What the picture shows in words; 'Slide N' when empty. */
  altText?: string;
  script: string;
};

export type DeckText = DeckBox & {
  text: string;
  fontSize: number;
  /** Hex colour without '#', as .pptx files write it. */
  color: string;
  bold?: boolean;
  align?: 'center';
};

export type DeckPage = {
  elements?: readonly DeckElement[];
  picture?: DeckBox & DeckImage & { altText: string };
  /** Hex colour without '#'. */
  background?: string;
  texts: DeckText[];
  /** The speaker notes: the slide's script, trimmed; absent when it is empty. */
  notes?: string;
};

export type Deck = {
  size: typeof DECK_LAYOUT;
  title: string;
  author: string;
  pages: DeckPage[];
};

const MARGIN = 0.2;
const LINE_HEIGHT = 0.5;

/** The whole page. */
export const fullPage = (): DeckBox => ({
  x: 0,
  y: 0,
  w: DECK_LAYOUT.width,
  h: DECK_LAYOUT.height,
});

/** A slide whose picture is missing keeps its place: its name at the top, the reason centred. */
function errorPage(altText: string, error: string | undefined): Omit<DeckPage, 'notes'> {
  const width = DECK_LAYOUT.width - 2 * MARGIN;
  return {
    background: 'F1F3F5',
    texts: [
      {
        text: altText,
        x: MARGIN,
        y: MARGIN,
        w: width,
        h: LINE_HEIGHT,
        fontSize: 14,
        bold: true,
        color: '212529',
      },
      {
        text: error ?? DECK_IMAGE_UNAVAILABLE,
        x: MARGIN,
        y: DECK_LAYOUT.height / 2 - LINE_HEIGHT / 2,
        w: width,
        h: LINE_HEIGHT,
        fontSize: 12,
        color: 'C92A2A',
        align: 'center',
      },
    ],
  };
}

/** Lays the story's slides out as deck pages, in the order given. */
export function layoutDeck(title: string, slides: readonly DeckSlideSource[]): Deck {
  const pages = slides.map((slide, index): DeckPage => {
    const altText = slide.altText || `Slide ${index + 1}`;
    const { picture } = slide;
    const page: DeckPage = !('base64' in picture)
      ? errorPage(altText, picture.error)
      : slide.elements
        ? { background: 'FFFFFF', elements: slide.elements, texts: [] }
        : { picture: { ...fullPage(), ...picture, altText }, texts: [] };
    const notes = slide.script.trim();
    return notes ? { ...page, notes } : page;
  });
  return { size: DECK_LAYOUT, title, author: DECK_AUTHOR, pages };
}
