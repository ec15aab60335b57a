import { canvasTypeOf } from '../canvasState';
import { baseDirectionOf } from '../writingSystems';
import { deckColorOf, type DeckColor } from './deckColor';

/**
 * A slide's canvas objects as things a teacher can edit in the deck (docs/exports.md, "What stays
 * editable"; docs/decisions/0057): text boxes stay text boxes, rectangles, circles, triangles and
 * lines stay shapes, and everything else (images, charts, drawings, objects in a form a deck has
 * no shape for) becomes a picture of just that object, cut to its bounds. Each keeps its place in
 * the stacking order, so a drawing over a heading stays over it. Pure: the caller draws the
 * pictures (the browser's slide renderer) from the `crop` given here.
 *
 * Canvas objects are Fabric 7's JSON with every default present (expandCanvasState) and legacy
 * texts already migrated. The canvas is 375 x 667 px; the deck's page is 3.75 x 6.67 in, so
 * 100 px is an inch and a px is 0.72 pt.
 */

/** A place on the page, in inches from its top left corner. */
export type DeckBox = { x: number; y: number; w: number; h: number };

export const PX_PER_INCH = 100;
export const PT_PER_PX = 72 / PX_PER_INCH;
const CANVAS = { width: 375, height: 667 } as const;

/**
 * Fabric lays a text line out at fontSize x lineHeight x 1.13; PowerPoint's single spacing is
 * about 1.15 x the size for the fonts the app offers, so its multiple is scaled by 1.13 / 1.15.
 */
const LINE_SPACING_SCALE = 1.13 / 1.15;

export type DeckTextBox = DeckBox & {
  kind: 'text';
  text: string;
  fontFace: string;
  /** In points. */
  fontSize: number;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  color: string;
  transparency: number;
  /** Where lines sit on the page (right-to-left 'start' is already 'right'). */
  align: 'left' | 'center' | 'right' | 'justify';
  rtl: boolean;
  lineSpacingMultiple: number;
  /** Degrees clockwise about the box's centre. */
  rotate: number;
};

export type DeckShape = DeckBox & {
  kind: 'shape';
  shape: 'rect' | 'ellipse' | 'triangle' | 'line';
  fill: DeckColor | null;
  /** Width in points. */
  line: (DeckColor & { width: number; dashed: boolean }) | null;
  rotate: number;
  flipH: boolean;
  flipV: boolean;
};

/** A picture the caller draws: the objects at `objectIndex`, cut to `crop` (canvas px). */
export type DeckPictureRequest = DeckBox & {
  kind: 'picture';
  objectIndex: number;
  crop: { left: number; top: number; width: number; height: number };
  /** What it shows; '' for decoration (drawings). */
  altText: string;
};

export type DeckElementPlan = DeckTextBox | DeckShape | DeckPictureRequest;

type Obj = Record<string, unknown>;
const num = (value: unknown, fallback = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const inches = (px: number) => Math.round((px / PX_PER_INCH) * 10_000) / 10_000;
const ORIGIN_SHARE: Readonly<Record<string, number>> = {
  left: 0,
  top: 0,
  center: 0.5,
  right: 1,
  bottom: 1,
};

/**
 * The object's centre and outer size in canvas px. Fabric's box is width + strokeWidth (scaled
 * unless strokeUniform), and (left, top) is where its origin point lies after rotation.
 */
export function placeOf(o: Obj) {
  const scaleX = num(o.scaleX, 1);
  const scaleY = num(o.scaleY, 1);
  const stroke = num(o.strokeWidth, 0);
  const outerW = o.strokeUniform
    ? num(o.width) * scaleX + stroke
    : (num(o.width) + stroke) * scaleX;
  const outerH = o.strokeUniform
    ? num(o.height) * scaleY + stroke
    : (num(o.height) + stroke) * scaleY;
  const angle = num(o.angle);
  const rad = (angle * Math.PI) / 180;
  // Stored objects without an origin use the top-left corner (renderPreview's convention).
  const dx = (0.5 - (ORIGIN_SHARE[String(o.originX ?? 'left')] ?? 0)) * outerW;
  const dy = (0.5 - (ORIGIN_SHARE[String(o.originY ?? 'top')] ?? 0)) * outerH;
  const cx = num(o.left) + dx * Math.cos(rad) - dy * Math.sin(rad);
  const cy = num(o.top) + dx * Math.sin(rad) + dy * Math.cos(rad);
  return { cx, cy, outerW, outerH, angle, rad, scaleX, scaleY };
}

/** A box of the given size (px) about a centre, in inches. */
const boxAbout = (cx: number, cy: number, w: number, h: number): DeckBox => ({
  x: inches(cx - w / 2),
  y: inches(cy - h / 2),
  w: inches(w),
  h: inches(h),
});

const normalAngle = (angle: number) => Math.round((((angle % 360) + 360) % 360) * 100) / 100;

function textBox(o: Obj): DeckTextBox | null {
  const color = deckColorOf(o.fill, num(o.opacity, 1));
  if (color === null) return null;
  const text = typeof o.text === 'string' ? o.text : '';
  // Fabric writes a text's height; an object made by hand may lack it: its lines' height then.
  const lines = text.split('\n').length;
  const height = num(o.height, num(o.fontSize, 40) * num(o.lineHeight, 1.16) * 1.13 * lines);
  const { cx, cy, angle, scaleX, scaleY } = placeOf({ ...o, height });
  const rtl = baseDirectionOf(text) === 'rtl';
  const weight = o.fontWeight;
  const family = String(o.fontFamily ?? 'Times New Roman')
    .split(',')[0]!
    .trim()
    .replace(/^['"]|['"]$/g, '');
  return {
    kind: 'text',
    ...boxAbout(cx, cy, num(o.width) * scaleX, height * scaleY),
    text,
    fontFace: family || 'Times New Roman',
    fontSize: Math.round(num(o.fontSize, 40) * scaleY * PT_PER_PX * 10) / 10,
    bold: weight === 'bold' || weight === 'bolder' || Number(weight) >= 600,
    italic: o.fontStyle === 'italic' || o.fontStyle === 'oblique',
    underline: o.underline === true,
    strike: o.linethrough === true,
    ...(color === 'none' ? { color: '000000', transparency: 100 } : color),
    align: alignOf(String(o.textAlign ?? 'left'), rtl),
    rtl,
    lineSpacingMultiple: Math.round(num(o.lineHeight, 1.16) * LINE_SPACING_SCALE * 100) / 100,
    rotate: normalAngle(angle),
  };
}

/** Fabric's alignment on the page: for right-to-left text 'left' is the line's start, its right. */
function alignOf(textAlign: string, rtl: boolean): DeckTextBox['align'] {
  if (textAlign.startsWith('justify')) return 'justify';
  if (textAlign === 'center') return 'center';
  const start = textAlign !== 'right';
  return start !== rtl ? 'left' : 'right';
}

const SHAPES: Readonly<Record<string, DeckShape['shape']>> = {
  rect: 'rect',
  circle: 'ellipse',
  ellipse: 'ellipse',
  triangle: 'triangle',
};

function strokeOf(o: Obj, scale: number): DeckShape['line'] | 'unreadable' {
  const width = num(o.strokeWidth, 0) * (o.strokeUniform ? 1 : scale);
  if (width <= 0) return null;
  const color = deckColorOf(o.stroke, num(o.opacity, 1));
  if (color === null) return 'unreadable';
  if (color === 'none') return null;
  const dashes = Array.isArray(o.strokeDashArray) && o.strokeDashArray.length > 0;
  return { ...color, width: Math.round(width * PT_PER_PX * 100) / 100, dashed: dashes };
}

function shapeOf(o: Obj, type: string): DeckShape | null {
  const shape = type === 'ellipse' || type === 'circle' ? 'ellipse' : SHAPES[type];
  if (!shape) return null;
  const fill = deckColorOf(o.fill, num(o.opacity, 1));
  const { cx, cy, angle, scaleX, scaleY } = placeOf(o);
  const line = strokeOf(o, Math.sqrt(scaleX * scaleY));
  if (fill === null || line === 'unreadable') return null;
  return {
    kind: 'shape',
    shape,
    ...boxAbout(cx, cy, num(o.width) * scaleX, num(o.height) * scaleY),
    fill: fill === 'none' ? null : fill,
    line,
    rotate: normalAngle(angle),
    flipH: o.flipX === true,
    flipV: o.flipY === true,
  };
}

/** A line by its end points on the page: a deck line runs corner to corner of its box. */
function lineOf(o: Obj): DeckShape | 'invisible' | null {
  const line = strokeOf(o, Math.sqrt(num(o.scaleX, 1) * num(o.scaleY, 1)));
  if (line === 'unreadable') return null;
  // A line without a stroke draws nothing: no element, not an empty picture.
  if (line === null) return 'invisible';
  const [x1, y1, x2, y2] = [num(o.x1), num(o.y1), num(o.x2), num(o.y2)];
  const width = num(o.width, Math.abs(x2 - x1));
  const height = num(o.height, Math.abs(y2 - y1));
  const { cx, cy, rad, scaleX, scaleY } = placeOf({ ...o, width, height });
  // Fabric's end points about the centre (Line.calcLinePoints), then scaled and turned.
  const ex = (x1 <= x2 ? -1 : 1) * (width / 2) * scaleX * (o.flipX === true ? -1 : 1);
  const ey = (y1 <= y2 ? -1 : 1) * (height / 2) * scaleY * (o.flipY === true ? -1 : 1);
  const px = ex * Math.cos(rad) - ey * Math.sin(rad);
  const py = ex * Math.sin(rad) + ey * Math.cos(rad);
  const [ax, ay, bx, by] = [cx + px, cy + py, cx - px, cy - py];
  return {
    kind: 'shape',
    shape: 'line',
    ...boxAbout(cx, cy, Math.abs(bx - ax), Math.abs(by - ay)),
    fill: null,
    line,
    rotate: 0,
    // Down-right (or up-left) is the box's own diagonal; the other one is it mirrored.
    flipH: bx - ax >= 0 !== by - ay >= 0,
    flipV: false,
  };
}

/** The object's bounds on the canvas (its rotated box), cut to the slide; null when off it. */
export function cropOf(o: Obj): DeckPictureRequest['crop'] | null {
  const { cx, cy, outerW, outerH, rad } = placeOf(o);
  const halfW = (Math.abs(outerW * Math.cos(rad)) + Math.abs(outerH * Math.sin(rad))) / 2;
  const halfH = (Math.abs(outerW * Math.sin(rad)) + Math.abs(outerH * Math.cos(rad))) / 2;
  const left = Math.max(0, Math.floor(cx - halfW));
  const top = Math.max(0, Math.floor(cy - halfH));
  const right = Math.min(CANVAS.width, Math.ceil(cx + halfW));
  const bottom = Math.min(CANVAS.height, Math.ceil(cy + halfH));
  if (right <= left || bottom <= top) return null;
  return { left, top, width: right - left, height: bottom - top };
}

function pictureOf(o: Obj, objectIndex: number, altText: string): DeckPictureRequest | null {
  const crop = cropOf(o);
  if (!crop) return null;
  return {
    kind: 'picture',
    objectIndex,
    crop,
    x: inches(crop.left),
    y: inches(crop.top),
    w: inches(crop.width),
    h: inches(crop.height),
    altText,
  };
}

/**
 * The deck elements of a slide's objects, back to front. `altTextOf` says what an image or chart
 * shows (the editor's words for it); drawings and other pictures get what it says too, often ''.
 */
export function planSlideElements(
  objects: readonly unknown[],
  altTextOf: (object: unknown) => string,
): DeckElementPlan[] {
  const plan: DeckElementPlan[] = [];
  objects.forEach((object, index) => {
    if (!object || typeof object !== 'object') return;
    const o = object as Obj;
    if (o.visible === false) return;
    const type = canvasTypeOf(o.type) ?? String(o.type).toLowerCase();
    const skewed = num(o.skewX) !== 0 || num(o.skewY) !== 0;
    let editable: DeckElementPlan | 'invisible' | null = null;
    if (!skewed) {
      if (type === 'textbox' || type === 'text' || type === 'i-text') editable = textBox(o);
      else if (type === 'line') editable = lineOf(o);
      else editable = shapeOf(o, type);
    }
    // Empty text and unstroked lines draw nothing; keep them out rather than leave empty boxes.
    if (editable === 'invisible') return;
    if (editable?.kind === 'text' && editable.text.trim() === '') return;
    const element = editable ?? pictureOf(o, index, altTextOf(object));
    if (element) plan.push(element);
  });
  return plan;
}
