import { HEADLINE_CARD_WIDTH_RATIO, type CanvasObject } from '@dsb/core';

/**
 * A headline placed on a slide (docs/product/headlines.md): a card 80% of the canvas width with the
 * title, the source and the date as editable text objects on a plain background. The layout is
 * worked out here as stored canvas objects; the editor's 'addObjects' action puts them on the
 * canvas.
 */

/** Width in px of a text in a CSS font ('bold 18px Arial'); the browser's is measureText.ts. */
export type MeasureText = (text: string, font: string) => number;

export const CARD_STYLE = {
  padding: 14,
  gap: 6,
  radius: 8,
  fill: '#f8f9fa',
  stroke: '#adb5bd',
  fontFamily: 'Arial',
  title: { fontSize: 18, fontWeight: 'bold', fill: '#212529' },
  meta: { fontSize: 12, fontWeight: 'normal', fill: '#495057' },
  lineHeight: 1.16,
} as const;

/**
 * Fabric draws a line of text fontSize * 1.13 tall (its `_fontSizeMult`); every line but the
 * last also gets the line height.
 */
const FABRIC_FONT_SIZE_MULT = 1.13;
/**
 * Lines are predicted a little narrower than the box: measuring a whole word can come out a
 * pixel under Fabric's character-by-character sum, and predicting one line too many only makes
 * the card a little taller, never the text spill out of it.
 */
const WRAP_SAFETY = 0.97;

/** Greedy word wrap, as Fabric's Textbox does: a word too long for a line gets a line of its own. */
export function wrapLines(
  text: string,
  width: number,
  measure: (text: string) => number,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && measure(candidate) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

/** The height Fabric gives a text of `lines` lines. */
export function textHeight(lines: number, fontSize: number, lineHeight: number): number {
  const line = fontSize * FABRIC_FONT_SIZE_MULT;
  return line * (lineHeight * (Math.max(lines, 1) - 1) + 1);
}

export type HeadlineCardInput = {
  title: string;
  source: string;
  date: string | null;
  url: string;
};

/**
 * The card's objects, top-left origin: a rounded rectangle and a textbox each for the title, the
 * source and the date (when there is one), centred on the canvas. Every object carries
 * metadata { source: 'headline', headlineUrl, part } so a saved slide still knows what it shows.
 */
export function headlineCardObjects(
  input: HeadlineCardInput,
  canvas: { width: number; height: number },
  measure: MeasureText,
): CanvasObject[] {
  const s = CARD_STYLE;
  const cardWidth = Math.round(canvas.width * HEADLINE_CARD_WIDTH_RATIO);
  const textWidth = cardWidth - 2 * s.padding;
  const font = (f: { fontSize: number; fontWeight: string }) =>
    `${f.fontWeight} ${f.fontSize}px ${s.fontFamily}`;
  const parts = [
    { part: 'title', text: input.title.trim() || input.url, style: s.title },
    { part: 'source', text: input.source.trim(), style: s.meta },
    { part: 'date', text: input.date?.trim() ?? '', style: s.meta },
  ].filter((p) => p.text);
  const heights = parts.map(({ text, style }) => {
    const lines = wrapLines(text, textWidth * WRAP_SAFETY, (t) => measure(t, font(style)));
    return Math.ceil(textHeight(lines.length, style.fontSize, s.lineHeight));
  });
  const cardHeight =
    2 * s.padding + heights.reduce((sum, h) => sum + h, 0) + s.gap * (parts.length - 1);
  const left = Math.round((canvas.width - cardWidth) / 2);
  const top = Math.max(0, Math.round((canvas.height - cardHeight) / 2));
  const metadata = (part: string) => ({ source: 'headline', headlineUrl: input.url, part });

  const objects: CanvasObject[] = [
    {
      type: 'rect',
      originX: 'left',
      originY: 'top',
      left,
      top,
      width: cardWidth,
      height: cardHeight,
      rx: s.radius,
      ry: s.radius,
      fill: s.fill,
      stroke: s.stroke,
      strokeWidth: 1,
      metadata: metadata('card'),
    },
  ];
  let y = top + s.padding;
  parts.forEach(({ part, text, style }, index) => {
    objects.push({
      type: 'textbox',
      originX: 'left',
      originY: 'top',
      left: left + s.padding,
      top: y,
      width: textWidth,
      text,
      fontFamily: s.fontFamily,
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      fontStyle: 'normal',
      lineHeight: s.lineHeight,
      fill: style.fill,
      metadata: metadata(part),
    });
    y += heights[index]! + s.gap;
  });
  return objects;
}
