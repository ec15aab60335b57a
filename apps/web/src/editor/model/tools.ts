import { BRUSH_DEFAULTS, BRUSH_TRANSPARENCY, BRUSH_WEIGHT, clampToRange } from './constants';
import type { BrushSettings, BrushTool } from './constants';
import { editorMessages } from './messages';

/**
 * The Draw tab's tools as a small state machine (docs/product/editor.md). Every function is a pure
 * transition: it returns a new state, or the same one when nothing changes (so a store can skip
 * re-rendering). The crop tool is in crop.ts.
 */

export type DrawTool = 'select' | BrushTool | 'eraser';
export const DRAW_TOOLS: readonly DrawTool[] = ['select', 'pen', 'marker', 'highlighter', 'eraser'];

/** The tools' names, in the interface's language when read. */
export const DRAW_TOOL_LABELS: Readonly<Record<DrawTool, string>> = {
  get select() {
    return editorMessages.drawTools.select();
  },
  get pen() {
    return editorMessages.drawTools.pen();
  },
  get marker() {
    return editorMessages.drawTools.marker();
  },
  get highlighter() {
    return editorMessages.drawTools.highlighter();
  },
  get eraser() {
    return editorMessages.drawTools.eraser();
  },
};

export interface DrawState {
  readonly tool: DrawTool;
  /** Each brush keeps its own settings, so switching pen -> marker -> pen keeps the pen's. */
  readonly brushes: Readonly<Record<BrushTool, BrushSettings>>;
}

export const initialDrawState: DrawState = { tool: 'select', brushes: BRUSH_DEFAULTS };

export function isBrush(tool: DrawTool): tool is BrushTool {
  return tool === 'pen' || tool === 'marker' || tool === 'highlighter';
}

/** Fabric's isDrawingMode: on for the pen, marker and highlighter only. */
export function isDrawingMode(state: DrawState): boolean {
  return isBrush(state.tool);
}

/** The settings the panel shows and the brush uses, or null for select and eraser. */
export function activeBrush(state: DrawState): BrushSettings | null {
  return isBrush(state.tool) ? state.brushes[state.tool] : null;
}

export function selectTool(state: DrawState, tool: DrawTool): DrawState {
  return state.tool === tool ? state : { ...state, tool };
}

function updateBrush(state: DrawState, change: Partial<BrushSettings>): DrawState {
  if (!isBrush(state.tool)) return state;
  const current = state.brushes[state.tool];
  const next = { ...current, ...change };
  if (
    next.color === current.color &&
    next.weight === current.weight &&
    next.transparency === current.transparency
  ) {
    return state;
  }
  return { ...state, brushes: { ...state.brushes, [state.tool]: next } };
}

/** Sets the active brush's colour (a CSS hex colour from the picker). */
export function setColor(state: DrawState, color: string): DrawState {
  return updateBrush(state, { color });
}

/** Sets the active brush's width, clamped to 1-20 px. */
export function setWeight(state: DrawState, weight: number): DrawState {
  return updateBrush(state, { weight: clampToRange(weight, BRUSH_WEIGHT) });
}

/** Sets the active brush's transparency, clamped to 0-100. */
export function setTransparency(state: DrawState, transparency: number): DrawState {
  return updateBrush(state, { transparency: clampToRange(transparency, BRUSH_TRANSPARENCY) });
}

/** Leaving the Draw tab turns drawing off: back to select, settings kept. */
export function leaveDrawTab(state: DrawState): DrawState {
  return selectTool(state, 'select');
}

export type DrawEvent =
  | { type: 'selectTool'; tool: DrawTool }
  | { type: 'setColor'; color: string }
  | { type: 'setWeight'; weight: number }
  | { type: 'setTransparency'; transparency: number }
  | { type: 'leaveDrawTab' };

/** The transitions above as one reducer, for a store. */
export function drawReducer(state: DrawState, event: DrawEvent): DrawState {
  switch (event.type) {
    case 'selectTool':
      return selectTool(state, event.tool);
    case 'setColor':
      return setColor(state, event.color);
    case 'setWeight':
      return setWeight(state, event.weight);
    case 'setTransparency':
      return setTransparency(state, event.transparency);
    case 'leaveDrawTab':
      return leaveDrawTab(state);
  }
}

/**
 * The brush's stroke colour with its transparency as alpha: '#FFFF00' at 50 becomes
 * 'rgba(255, 255, 0, 0.5)'. Colours that are not #rgb or #rrggbb are returned unchanged.
 */
export function brushColor(settings: BrushSettings): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(settings.color)?.[1];
  if (!hex) return settings.color;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  const alpha = Number(
    (1 - clampToRange(settings.transparency, BRUSH_TRANSPARENCY) / 100).toFixed(2),
  );
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** An object under the eraser's click, in the canvas's stacking order (bottom first). */
export interface ErasableObject {
  id: string;
  /** False for objects the eraser must skip (a crop frame, a locked background). */
  erasable?: boolean;
}

/**
 * The eraser acts on click and removes the topmost object under it. Given the objects
 * under the pointer bottom first (Fabric's order), returns the id to remove, or null.
 */
export function eraserTarget(objectsUnderPointer: readonly ErasableObject[]): string | null {
  for (let i = objectsUnderPointer.length - 1; i >= 0; i -= 1) {
    const object = objectsUnderPointer[i]!;
    if (object.erasable !== false) return object.id;
  }
  return null;
}
