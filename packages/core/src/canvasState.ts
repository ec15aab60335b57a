import { STORY_MESSAGES, containsDataUrlImage } from './story';
import type { CanvasObject } from './story';

/**
 * Canvas-state compaction (docs/product/editor.md): stored canvas objects omit values equal to
 * their defaults and get them back on read.
 *
 * The defaults are Fabric 7's own (checked against fabric 7.4 `getDefaults()`), per type, so a
 * key that is absent means exactly what Fabric would assume if it loaded the object as it is:
 * - fill 'rgb(0,0,0)': Fabric's black. Other spellings of black ('#000000', '#000', 'black',
 *   'rgb(0, 0, 0)') are kept as written, because restoring them as 'rgb(0,0,0)' would change the
 *   stored value.
 * - stroke null: Fabric's default is no stroke (since 5.x). A "black stroke" default would turn
 *   every unstroked text and image into one with a black outline on read, so we omit null only.
 * - strokeWidth 1, except images: Fabric gives images strokeWidth 0 (a new image has no border).
 * A key is omitted only when its value is that default (Object.is), so
 * expand(compact(x)) deep-equals x for every object Fabric serializes (it writes all these keys).
 * Types outside the stored list (groups, ellipses ...) are passed through untouched.
 */

/** The stored lowercase type names (plus textbox) and Fabric 7's class names. */
export const CANVAS_TYPES = {
  text: 'Text',
  'i-text': 'IText',
  textbox: 'Textbox',
  image: 'Image',
  circle: 'Circle',
  rect: 'Rect',
  triangle: 'Triangle',
  line: 'Line',
  path: 'Path',
} as const;
export type CanvasType = keyof typeof CANVAS_TYPES;
export type FabricCanvasType = (typeof CANVAS_TYPES)[CanvasType];

const BY_LOWERCASE: ReadonlyMap<string, CanvasType> = new Map(
  (Object.entries(CANVAS_TYPES) as [CanvasType, FabricCanvasType][]).flatMap(([spec, fabric]) => [
    [spec, spec],
    [fabric.toLowerCase(), spec],
  ]),
);

/** The stored name of a known type in any spelling ('IText', 'itext', 'i-text'), else null. */
export function canvasTypeOf(type: unknown): CanvasType | null {
  return typeof type === 'string' ? (BY_LOWERCASE.get(type.toLowerCase()) ?? null) : null;
}

/**
 * Maps a type name between the stored lowercase names and Fabric 7's class names, accepting
 * either as input ('IText' -> 'i-text', 'i-text' -> 'IText' with to = 'fabric'). Fabric 7 loads
 * both spellings. Unknown types come back unchanged.
 */
export function normalizeCanvasType(type: string, to: 'spec' | 'fabric' = 'spec'): string {
  const known = canvasTypeOf(type);
  if (!known) return type;
  return to === 'spec' ? known : CANVAS_TYPES[known];
}

/** Defaults every Fabric object has (stroke width 1, black fill, no stroke ...). */
export const OBJECT_DEFAULTS = {
  fill: 'rgb(0,0,0)',
  stroke: null,
  strokeWidth: 1,
  opacity: 1,
  scaleX: 1,
  scaleY: 1,
  angle: 0,
  flipX: false,
  flipY: false,
  skewX: 0,
  skewY: 0,
} as const;

/** Text defaults: Times New Roman 40, normal, line height 1.16, left, no lines. */
export const TEXT_DEFAULTS = {
  fontFamily: 'Times New Roman',
  fontSize: 40,
  fontWeight: 'normal',
  fontStyle: 'normal',
  lineHeight: 1.16,
  textAlign: 'left',
  underline: false,
  overline: false,
  linethrough: false,
} as const;

type Defaults = Readonly<Record<string, unknown>>;
const TEXT: Defaults = { ...OBJECT_DEFAULTS, ...TEXT_DEFAULTS };
const IMAGE: Defaults = { ...OBJECT_DEFAULTS, strokeWidth: 0 };
const DEFAULTS_BY_TYPE: Readonly<Record<CanvasType, Defaults>> = {
  text: TEXT,
  'i-text': TEXT,
  textbox: TEXT,
  image: IMAGE,
  circle: OBJECT_DEFAULTS,
  rect: OBJECT_DEFAULTS,
  triangle: OBJECT_DEFAULTS,
  line: OBJECT_DEFAULTS,
  path: OBJECT_DEFAULTS,
};

/** The defaults compaction uses for a type, or null when it leaves the type alone. */
export function canvasDefaultsFor(type: unknown): Defaults | null {
  const known = canvasTypeOf(type);
  return known ? DEFAULTS_BY_TYPE[known] : null;
}

/** A copy without the keys whose value is exactly the type's default. */
export function compactCanvasObject(object: CanvasObject): CanvasObject {
  const defaults = canvasDefaultsFor(object.type);
  if (!defaults) return { ...object };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    if (Object.hasOwn(defaults, key) && Object.is(value, defaults[key])) continue;
    out[key] = value;
  }
  return out as CanvasObject;
}

/** A copy with every missing default of the type put back (defaults of other types are not). */
export function expandCanvasObject(object: CanvasObject): CanvasObject {
  const defaults = canvasDefaultsFor(object.type);
  if (!defaults) return { ...object };
  const out: Record<string, unknown> = { ...object };
  for (const [key, value] of Object.entries(defaults)) {
    if (!Object.hasOwn(out, key)) out[key] = value;
  }
  return out as CanvasObject;
}

/** Compacts a slide's canvas state for storage. */
export function compactCanvasState(objects: readonly CanvasObject[]): CanvasObject[] {
  return objects.map(compactCanvasObject);
}

/** Restores a stored slide's canvas state for Fabric. */
export function expandCanvasState(objects: readonly CanvasObject[]): CanvasObject[] {
  return objects.map(expandCanvasObject);
}

/** Thrown by assertNoDataUrlImages; `index` is the first offending object. */
export class DataUrlImageError extends Error {
  readonly index: number;
  constructor(index: number) {
    super(STORY_MESSAGES.dataUrlImage);
    this.name = 'DataUrlImageError';
    this.index = index;
  }
}

/** Index of the first object carrying a data: URL image anywhere (src, metadata ...), or -1. */
export function findDataUrlImage(objects: readonly CanvasObject[]): number {
  return objects.findIndex((object) => containsDataUrlImage(object));
}

/**
 * Refuses canvas state that embeds images as data: URLs (images are uploaded and
 * referenced by URL, so stories stay small). Throws DataUrlImageError with its message.
 */
export function assertNoDataUrlImages(objects: readonly CanvasObject[]): void {
  const index = findDataUrlImage(objects);
  if (index >= 0) throw new DataUrlImageError(index);
}
