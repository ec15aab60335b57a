import { altTextOf, kindLabel, objectFactsOf, objectKind } from '../../editor/model';
import type { ExportSlide } from './exportRules';
import { slideLabel } from './messages';

/**
 * The exports' alt text (issue #18 item 2). A slide is exported as one picture, so its alt text
 * says what the picture shows: the slide's title, then its texts, charts and described images from
 * the back to the front, as the editor's object list names them. Shapes, lines and drawings are
 * left out as decoration.
 */

/** One text's or alt text's share of a slide's alt text, at most. */
export const MAX_PART_LENGTH = 500;

/** The text, or its first `max - 1` characters and an ellipsis. */
export const clipText = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

const clip = (text: string) => clipText(text, MAX_PART_LENGTH);

/** 'Heading: Sea levels are rising', 'Chart: Global sea level since 1880. Sea level has ...'. */
export function describeCanvas(canvasState: readonly unknown[]): string[] {
  const parts: string[] = [];
  for (const object of canvasState) {
    const facts = objectFactsOf(object);
    if (!facts) continue;
    const kind = objectKind(facts);
    const words =
      kind === 'heading' || kind === 'text'
        ? (facts.text ?? '').replace(/\s+/g, ' ').trim()
        : kind === 'chart' || kind === 'image'
          ? altTextOf(facts)
          : '';
    if (words) parts.push(`${kindLabel(kind)}: ${clip(words)}`);
  }
  return parts;
}

/**
 * A slide's picture in words: 'Slide 1: Title. Heading: ... . Chart: ...', then the alt text of
 * the slide's own images (their stored default 'Slide Image' says nothing).
 */
export function slideAltText(
  slide: ExportSlide & { images?: ReadonlyArray<{ alt?: string }> },
  slideNumber: number,
): string {
  const parts = [slideLabel(slideNumber, slide.title)];
  const add = (text: string) => {
    const trimmed = text.trim();
    if (trimmed && !parts.includes(trimmed)) parts.push(trimmed);
  };
  describeCanvas(slide.canvasState).forEach(add);
  for (const image of slide.images ?? [])
    if (image.alt?.trim() !== 'Slide Image') add(image.alt ?? '');
  // Parts that end in their own stop need no second one.
  return parts.reduce((text, part) => `${text}${/[.!?…]$/.test(text) ? ' ' : '. '}${part}`);
}
