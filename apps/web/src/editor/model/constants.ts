/**
 * Slide-editor constants: sizes, text and shape presets, drawing defaults and limits
 * (docs/product/editor.md). Positions are top-left corners: the original app used Fabric 5, whose origin
 * was the top-left; Fabric 7 defaults to the centre, so the adapter creates objects with
 * OBJECT_ORIGIN.
 */

import { editorMessages } from './messages';

/** Slide canvas: 375 x 667 px, white. */
export const CANVAS = { width: 375, height: 667, background: '#ffffff' } as const;

/** Documented positions (100,100 for shapes ...) are top-left corners. */
export const OBJECT_ORIGIN = { originX: 'left', originY: 'top' } as const;

// ---- Text ----

export type TextPreset = 'heading' | 'paragraph' | 'caption';

export interface TextPresetStyle {
  /** The Text tab's button label (in the interface's language when read). */
  readonly label: string;
  /** Text a new object starts with (our choice), in the interface's language. */
  readonly text: string;
  /**
   * Every preset is a textbox: it wraps at its width and grows downwards, so typing never carries
   * it past the slide's edge (issue #23; docs/decisions/0007-slide-editor.md).
   */
  readonly type: 'textbox';
  readonly fontFamily: string;
  readonly fontSize: number;
  readonly fontWeight: 'normal' | 'bold';
  readonly fontStyle: 'normal' | 'italic';
  /** Wrapping width in px; the box is centred across the slide. */
  readonly width: number;
  /** Alignment of the lines inside the box: a centred heading stays centred as it is typed. */
  readonly textAlign: 'left' | 'center';
  readonly lineHeight?: number;
}

/** Space kept between text and the slide's sides: headings and captions span the rest. */
export const TEXT_MARGIN = 20;
/** Width of the slide's text column: 335 px. */
export const TEXT_COLUMN_WIDTH = CANVAS.width - 2 * TEXT_MARGIN;

/**
 * Heading 24 bold, paragraph 14 width 300 line height 1.2, caption 12 italic, all Arial. Headings
 * and captions are centred in the text column; a paragraph reads from the left.
 * No fill is given: Fabric's default black ('rgb(0,0,0)') is what canvas-state compaction omits.
 */
export const TEXT_PRESETS: Readonly<Record<TextPreset, TextPresetStyle>> = {
  heading: {
    get label() {
      return editorMessages.textPresets.heading.label();
    },
    get text() {
      return editorMessages.textPresets.heading.text();
    },
    type: 'textbox',
    fontFamily: 'Arial',
    fontSize: 24,
    fontWeight: 'bold',
    fontStyle: 'normal',
    width: TEXT_COLUMN_WIDTH,
    textAlign: 'center',
  },
  paragraph: {
    get label() {
      return editorMessages.textPresets.paragraph.label();
    },
    get text() {
      return editorMessages.textPresets.paragraph.text();
    },
    type: 'textbox',
    fontFamily: 'Arial',
    fontSize: 14,
    fontWeight: 'normal',
    fontStyle: 'normal',
    width: 300,
    textAlign: 'left',
    lineHeight: 1.2,
  },
  caption: {
    get label() {
      return editorMessages.textPresets.caption.label();
    },
    get text() {
      return editorMessages.textPresets.caption.text();
    },
    type: 'textbox',
    fontFamily: 'Arial',
    fontSize: 12,
    fontWeight: 'normal',
    fontStyle: 'italic',
    width: TEXT_COLUMN_WIDTH,
    textAlign: 'center',
  },
};

/** Font size choices of the text sub-toolbar, in px. */
export const TEXT_SIZES = [12, 14, 16, 18, 24, 32, 48] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

// ---- Shapes ----

export type ShapeKind = 'rect' | 'circle' | 'triangle' | 'line';
export const SHAPE_KINDS: readonly ShapeKind[] = ['rect', 'circle', 'triangle', 'line'];

/** Shapes tab button labels, in the interface's language when read. */
export const SHAPE_LABELS: Readonly<Record<ShapeKind, string>> = {
  get rect() {
    return editorMessages.kinds.rect();
  },
  get circle() {
    return editorMessages.kinds.circle();
  },
  get triangle() {
    return editorMessages.kinds.triangle();
  },
  get line() {
    return editorMessages.kinds.line();
  },
};

/** New-shape style, also the fallback when a selection has none. */
export const SHAPE_STYLE = {
  fill: '#007AFF',
  stroke: '#007AFF',
  strokeWidth: 2,
  opacity: 0.6,
} as const;

export const SHAPE_POSITION = { left: 100, top: 100 } as const;

/**
 * Fabric options for a new shape. A line is given by its end points (50,50 to 200,50) rather than
 * a position, and has no fill: the sub-toolbar offers no fill colour for lines.
 */
export function newShapeOptions(kind: ShapeKind): Record<string, unknown> {
  switch (kind) {
    case 'circle':
      return { ...OBJECT_ORIGIN, ...SHAPE_POSITION, ...SHAPE_STYLE, radius: 50 };
    case 'rect':
    case 'triangle':
      return { ...OBJECT_ORIGIN, ...SHAPE_POSITION, ...SHAPE_STYLE, width: 100, height: 100 };
    case 'line': {
      const { stroke, strokeWidth, opacity } = SHAPE_STYLE;
      return { ...OBJECT_ORIGIN, stroke, strokeWidth, opacity, x1: 50, y1: 50, x2: 200, y2: 50 };
    }
  }
}

/** Slider range of a numeric style. */
export interface Range {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** Border width slider for shapes and images; 0 removes the border. */
export const BORDER_WIDTH: Range = { min: 0, max: 20, step: 1 };
/** Shape opacity slider. */
export const OPACITY: Range = { min: 0.1, max: 1, step: 0.1 };

// ---- Draw tab ----

export type BrushTool = 'pen' | 'marker' | 'highlighter';
export interface BrushSettings {
  readonly color: string;
  /** Line width in px. */
  readonly weight: number;
  /** 0 (opaque) to 100 (invisible), as the settings slider shows it. */
  readonly transparency: number;
}

/** Pen #0066FF 2; marker #FF0000 5; highlighter yellow (#FFFF00) at 50%, 10. */
export const BRUSH_DEFAULTS: Readonly<Record<BrushTool, BrushSettings>> = {
  pen: { color: '#0066FF', weight: 2, transparency: 0 },
  marker: { color: '#FF0000', weight: 5, transparency: 0 },
  highlighter: { color: '#FFFF00', weight: 10, transparency: 50 },
};

export const BRUSH_WEIGHT: Range = { min: 1, max: 20, step: 1 };
export const BRUSH_TRANSPARENCY: Range = { min: 0, max: 100, step: 1 };

// ---- Editing ----

/** Undo keeps at most this many steps back. */
export const UNDO_LIMIT = 50;

/**
 * Ctrl +/- multiply the zoom by 1.1, Ctrl 0 resets to 1. The bounds (0.25x to 4x) are small
 * enough to see the whole slide on a phone, large enough for detail.
 */
export const ZOOM = { factor: 1.1, reset: 1, min: 0.25, max: 4 } as const;

export const COPY_PASTE_OFFSET = 20;
export const NUDGE_PX = 1;
/** Shift with an arrow key moves (and with Alt resizes) by this much (issue #18). */
export const NUDGE_LARGE_PX = 10;
/** Resizing from the keyboard never makes an object smaller than this, in px. */
export const MIN_OBJECT_SIZE = 4;

/** A new image's height is this share of the canvas height, unless too wide. */
export const IMAGE_HEIGHT_RATIO = 0.7;

/** Pasted images. */
export const PASTE = {
  loadTimeoutMs: 10_000,
  maxSide: 1200,
  quality: { jpeg: 0.8, png: 0.6 },
  /** Above this many data-URL characters: smaller quality, and a warning is logged. */
  large: { chars: 500_000, jpeg: 0.6, png: 0.4 },
  /** Above this many: also scaled to 75%. */
  huge: { chars: 1_000_000, scale: 0.75, jpeg: 0.5, png: 0.3 },
  /** An encoding at most this long, or marked 'compressed', is not trusted. */
  minDataUrlChars: 100,
  fallback: { format: 'jpeg', quality: 0.7 },
} as const;

/** The crop frame keeps at least this share of the image in each dimension. */
export const CROP_MIN_FRACTION = 0.2;

// ---- Clamps for the sub-toolbar ----

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A value inside the range, on its steps (opacity 0.30000000000000004 becomes 0.3). */
export function clampToRange(value: number, range: Range): number {
  if (!Number.isFinite(value)) return range.min;
  const steps = Math.round((clamp(value, range.min, range.max) - range.min) / range.step);
  const snapped = range.min + steps * range.step;
  return clamp(Number(snapped.toFixed(6)), range.min, range.max);
}

/** The allowed text size nearest to the value (ties go to the smaller size). */
export function nearestTextSize(value: number): TextSize {
  let best: TextSize = TEXT_SIZES[0];
  for (const size of TEXT_SIZES) {
    if (Math.abs(size - value) < Math.abs(best - value)) best = size;
  }
  return best;
}
