import { SHAPE_STYLE, nearestTextSize } from './constants';
import type { SelectedObject } from './context';

/**
 * What the sub-toolbar offers for a selection (docs/product/editor.md): text gets bold, colour
 * and size; shapes get fill (not lines), border colour, border width and opacity; images get a
 * border width and crop. Drawn paths and mixed selections get the layer and delete buttons only.
 */
export type ToolbarKind = 'none' | 'text' | 'shape' | 'line' | 'image' | 'path' | 'mixed';

const TEXT_TYPES = new Set(['text', 'i-text', 'textbox']);
const SHAPE_TYPES = new Set(['rect', 'circle', 'triangle']);

function kindOf(type: string): Exclude<ToolbarKind, 'none' | 'mixed'> | null {
  if (TEXT_TYPES.has(type)) return 'text';
  if (SHAPE_TYPES.has(type)) return 'shape';
  if (type === 'line' || type === 'image' || type === 'path') return type;
  return null;
}

/** The sub-toolbar kind for the selected objects. Shapes with lines count as shapes. */
export function toolbarKind(selection: readonly SelectedObject[]): ToolbarKind {
  if (selection.length === 0) return 'none';
  const kinds = new Set(selection.map((object) => kindOf(object.type)));
  if (kinds.size === 1) return [...kinds][0] ?? 'mixed';
  if (kinds.size === 2 && kinds.has('shape') && kinds.has('line')) return 'shape';
  return 'mixed';
}

/** The style values of the first selected object, as Fabric holds them. */
export interface RawStyle {
  fill?: unknown;
  stroke?: unknown;
  strokeWidth?: unknown;
  opacity?: unknown;
  fontSize?: unknown;
  fontWeight?: unknown;
}

/** What the sub-toolbar's controls show. */
export interface ToolbarStyle {
  fill: string;
  stroke: string;
  strokeWidth: number;
  opacity: number;
  fontSize: number;
  bold: boolean;
}

/**
 * The values to show, with the default fallbacks when the selection has none (shape
 * colours #007AFF, stroke width 2, opacity 0.6). A missing stroke shows as width 0: no border.
 */
export function toolbarStyle(raw: RawStyle): ToolbarStyle {
  const hasStroke = typeof raw.stroke === 'string' && raw.stroke !== '';
  const width = typeof raw.strokeWidth === 'number' ? raw.strokeWidth : SHAPE_STYLE.strokeWidth;
  const weight = raw.fontWeight;
  return {
    fill: toHexColor(raw.fill, SHAPE_STYLE.fill),
    stroke: toHexColor(raw.stroke, SHAPE_STYLE.stroke),
    strokeWidth: hasStroke ? width : 0,
    opacity: typeof raw.opacity === 'number' ? raw.opacity : SHAPE_STYLE.opacity,
    fontSize: typeof raw.fontSize === 'number' ? nearestTextSize(raw.fontSize) : 14,
    bold: weight === 'bold' || (typeof weight === 'number' && weight >= 600) || weight === '700',
  };
}

const NAMED: Readonly<Record<string, string>> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  yellow: '#ffff00',
  blue: '#0000ff',
};

const hex2 = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/**
 * A colour as #rrggbb for the colour inputs: accepts #rgb, #rrggbb, rgb()/rgba() and a few
 * names; anything else (gradients, null, 'transparent') gives the fallback.
 */
export function toHexColor(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const color = value.trim().toLowerCase();
  if (NAMED[color]) return NAMED[color];
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(color)?.[1];
  if (hex) return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)/.exec(color);
  if (rgb) return `#${hex2(Number(rgb[1]))}${hex2(Number(rgb[2]))}${hex2(Number(rgb[3]))}`;
  return fallback;
}
