import { normalizeCanvasType, type CanvasObject } from '@dsb/core';
import { CANVAS, TEXT_COLUMN_WIDTH, TEXT_MARGIN } from './constants';

/**
 * Stories made before issue #23 hold headings and captions as 'i-text': one line as wide as its
 * text, growing to the right from its left edge and cut at the slide's edge. When a slide opens
 * in the editor they become textboxes that look the same (same place, same lines) but wrap inside
 * the slide from then on. Nothing else changes, and the text itself is never touched. The stored
 * story changes only when the slide is next edited (docs/decisions/0007-slide-editor.md).
 */

/** Room added to a box as wide as its text, so re-measuring never wraps a line that fitted. */
const FIT_SLACK = 2;
/** A text that ran off the slide is wrapped only when at least this much width is left to it. */
const MIN_WRAP_WIDTH = 60;
/** A text whose middle is this close to the slide's middle was centred by the old Text tab. */
const CENTRED_TOLERANCE = 2;

const ORIGIN_SHARE: Readonly<Record<string, number>> = { left: 0, center: 0.5, right: 1 };

/** Where a legacy text's box goes, in slide px (left edge and visual width). */
export interface TextBox {
  readonly left: number;
  readonly width: number;
  readonly textAlign: string;
}

interface LegacyText {
  /** Left edge and visual width of the old one-line box. */
  readonly left: number;
  readonly width: number;
  readonly textAlign: string;
  readonly multiline: boolean;
}

const round = (value: number) => Math.round(value * 100) / 100;

function finite(object: CanvasObject, key: string, fallback: number): number {
  const value = object[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A box that ran off the slide on the right: wrap it at the margin, if room is left. */
function wrapAtMargin(left: number): TextBox | null {
  const room = CANVAS.width - TEXT_MARGIN - left;
  return room >= MIN_WRAP_WIDTH ? { left, width: room, textAlign: 'left' } : null;
}

/**
 * The wrapping box for an old one-line text: wide enough to hold each of its lines as before and
 * to take more text, within the slide; null when it is best left as it is (it starts off the
 * slide, or too little room is left to wrap in).
 */
export function wrappingBoxFor(text: LegacyText): TextBox | null {
  const { left, width, textAlign } = text;
  const right = left + width;
  const middle = left + width / 2;
  if (left < 0 || left >= CANVAS.width) return null;
  const alignsLikeCentre = textAlign === 'center' || !text.multiline;
  if (alignsLikeCentre && Math.abs(middle - CANVAS.width / 2) <= CENTRED_TOLERANCE) {
    // Centred across the slide: the heading column, centred, as the Text tab now makes them.
    const boxWidth = Math.max(TEXT_COLUMN_WIDTH, Math.min(width + FIT_SLACK, CANVAS.width));
    return { left: (CANVAS.width - boxWidth) / 2, width: boxWidth, textAlign: 'center' };
  }
  if (textAlign === 'right') {
    if (right > CANVAS.width) return null;
    const boxLeft = Math.max(0, Math.min(left - FIT_SLACK, TEXT_MARGIN));
    return { left: boxLeft, width: right - boxLeft, textAlign };
  }
  if (textAlign === 'center') {
    const half = Math.min(middle - TEXT_MARGIN, CANVAS.width - TEXT_MARGIN - middle);
    if (2 * half >= width + FIT_SLACK) return { left: middle - half, width: 2 * half, textAlign };
    if (right <= CANVAS.width) {
      const boxWidth = Math.min(width + FIT_SLACK, 2 * Math.min(middle, CANVAS.width - middle));
      return { left: middle - boxWidth / 2, width: boxWidth, textAlign };
    }
    return half >= MIN_WRAP_WIDTH / 2 ? { left: middle - half, width: 2 * half, textAlign } : null;
  }
  // Left (or justified): the box reaches the right margin, or keeps its width if it is wider.
  const room = CANVAS.width - TEXT_MARGIN - left;
  if (width + FIT_SLACK <= room) return { left, width: room, textAlign };
  if (right <= CANVAS.width) {
    return { left, width: Math.min(width + FIT_SLACK, CANVAS.width - left), textAlign };
  }
  const wrapped = wrapAtMargin(left);
  return wrapped && { ...wrapped, textAlign };
}

/**
 * The stored object as a wrapping textbox when it is an old 'i-text' that can become one safely,
 * else the object itself. Rotated, skewed or flipped texts are left as they are.
 */
export function migrateLegacyText(object: CanvasObject): CanvasObject {
  if (normalizeCanvasType(object.type) !== 'i-text') return object;
  const width = finite(object, 'width', 0);
  const scaleX = finite(object, 'scaleX', 1);
  const originX = typeof object.originX === 'string' ? object.originX : 'left';
  const share = ORIGIN_SHARE[originX];
  const transformed =
    finite(object, 'angle', 0) % 360 !== 0 ||
    finite(object, 'skewX', 0) !== 0 ||
    finite(object, 'skewY', 0) !== 0 ||
    object.flipX === true;
  if (width <= 0 || scaleX <= 0 || share === undefined || transformed) return object;
  const visualWidth = width * scaleX;
  const text = typeof object.text === 'string' ? object.text : '';
  const box = wrappingBoxFor({
    left: finite(object, 'left', 0) - share * visualWidth,
    width: visualWidth,
    textAlign: typeof object.textAlign === 'string' ? object.textAlign : 'left',
    multiline: text.includes('\n'),
  });
  if (!box) return object;
  return {
    ...object,
    type: 'textbox',
    originX: 'left',
    left: round(box.left),
    width: round(box.width / scaleX),
    textAlign: box.textAlign,
  };
}

/** A slide's stored objects with every old one-line text migrated (the rest unchanged). */
export function migrateLegacyTexts(objects: readonly CanvasObject[]): CanvasObject[] {
  return objects.map(migrateLegacyText);
}
