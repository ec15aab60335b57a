import type { DeckBox, DeckShape } from './deckElements';
import type { Deck, DeckElement, DeckText } from './deckLayout';

/**
 * Draws one deck element with pptxgenjs's slide API (the subset in DeckWriterSlide): a text box
 * with no inner margin, top-aligned and not shrunk, so its text sits where the canvas put it; a
 * preset shape with its fill and outline; a picture with its alt text (the .pptx's `descr`).
 */

export type DeckWriterTextOptions = DeckBox & {
  fontFace: string;
  fontSize: number;
  bold: boolean;
  italic: boolean;
  underline?: { style: 'sng' };
  strike?: 'sngStrike';
  color: string;
  transparency: number;
  align: 'left' | 'center' | 'right' | 'justify';
  rtlMode: boolean;
  lang?: string;
  lineSpacingMultiple: number;
  rotate: number;
  margin: [number, number, number, number];
  valign: 'top';
  wrap: true;
  fit: 'none';
};

type Paint = { color: string; transparency: number };

export type DeckWriterShapeOptions = DeckBox & {
  fill: Paint | { type: 'none' };
  line: (Paint & { width: number; dashType: 'solid' | 'dash' }) | { type: 'none' };
  rotate: number;
  flipH: boolean;
  flipV: boolean;
};

const place = ({ x, y, w, h }: DeckBox): DeckBox => ({ x, y, w, h });

export function drawElement(slide: DeckWriterSlide, element: DeckElement): void {
  switch (element.kind) {
    case 'text':
      slide.addText(element.text, {
        ...place(element),
        fontFace: element.fontFace,
        fontSize: element.fontSize,
        bold: element.bold,
        italic: element.italic,
        ...(element.underline ? { underline: { style: 'sng' as const } } : {}),
        ...(element.strike ? { strike: 'sngStrike' as const } : {}),
        color: element.color,
        transparency: element.transparency,
        align: element.align,
        rtlMode: element.rtl,
        lineSpacingMultiple: element.lineSpacingMultiple,
        rotate: element.rotate,
        margin: [0, 0, 0, 0],
        valign: 'top',
        wrap: true,
        fit: 'none',
      });
      return;
    case 'shape':
      slide.addShape(element.shape, shapeOptions(element));
      return;
    case 'picture':
      slide.addImage({
        ...place(element),
        data: `${element.type};base64,${element.base64}`,
        altText: element.altText,
      });
  }
}

function shapeOptions(shape: DeckShape): DeckWriterShapeOptions {
  const { fill, line } = shape;
  return {
    ...place(shape),
    fill: fill ? { color: fill.color, transparency: fill.transparency } : { type: 'none' },
    line: line
      ? {
          color: line.color,
          transparency: line.transparency,
          width: line.width,
          dashType: line.dashed ? 'dash' : 'solid',
        }
      : { type: 'none' },
    rotate: shape.rotate,
    flipH: shape.flipH,
    flipV: shape.flipV,
  };
}

/** What `drawDeck` needs of a .pptx writer: a subset of pptxgenjs's presentation. */
export interface DeckWriter {
  defineLayout(layout: { name: string; width: number; height: number }): void;
  layout: string;
  title: string;
  author: string;
  addSlide(): DeckWriterSlide;
}

export interface DeckWriterSlide {
  background?: { color?: string };
  addImage(options: DeckBox & { data: string; altText: string }): unknown;
  addText(text: string, options: Omit<DeckText, 'text'> | DeckWriterTextOptions): unknown;
  addShape(shape: DeckShape['shape'], options: DeckWriterShapeOptions): unknown;
  addNotes(notes: string): unknown;
}

/** Draws the deck into a new pptxgenjs presentation; the caller then writes the file. */
export function drawDeck(writer: DeckWriter, deck: Deck): void {
  writer.defineLayout({ ...deck.size });
  writer.layout = deck.size.name;
  writer.title = deck.title;
  writer.author = deck.author;
  for (const page of deck.pages) {
    const slide = writer.addSlide();
    if (page.background) slide.background = { color: page.background };
    if (page.picture) {
      const { type, base64, ...place } = page.picture;
      slide.addImage({ data: `${type};base64,${base64}`, ...place });
    }
    for (const element of page.elements ?? []) drawElement(slide, element);
    for (const { text, ...options } of page.texts) slide.addText(text, options);
    if (page.notes) slide.addNotes(page.notes);
  }
}
