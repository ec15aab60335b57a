import type { CanvasObject } from '@dsb/core';
import { COPY_PASTE_OFFSET } from './constants';

/**
 * The editor's own clipboard of canvas objects (copy-paste offset 20 px). It holds
 * Fabric JSON with absolute positions, so it survives switching slides. Each paste of the same
 * copy lands 20 px further down and right: the first at +20, the next at +40, and so on.
 */
export interface ClipboardState {
  readonly objects: readonly CanvasObject[];
  /** How many times this copy has been pasted. */
  readonly pasteCount: number;
}

export const emptyClipboard: ClipboardState = { objects: [], pasteCount: 0 };

export function isClipboardEmpty(clipboard: ClipboardState): boolean {
  return clipboard.objects.length === 0;
}

function cloneObject(object: CanvasObject): CanvasObject {
  return JSON.parse(JSON.stringify(object)) as CanvasObject;
}

/** A clipboard holding copies of the objects (later edits to them do not reach it). */
export function copyObjects(objects: readonly CanvasObject[]): ClipboardState {
  return { objects: objects.map(cloneObject), pasteCount: 0 };
}

function shifted(value: unknown, by: number): unknown {
  return typeof value === 'number' ? value + by : value;
}

/**
 * Pastes: new copies offset by 20 px times the paste number, and the clipboard with the count
 * raised. Only left and top move: Fabric 7 writes a line's x1..y2 relative to its centre and
 * places it by left and top on load. An empty clipboard pastes nothing.
 */
export function pasteObjects(clipboard: ClipboardState): {
  clipboard: ClipboardState;
  objects: CanvasObject[];
} {
  if (isClipboardEmpty(clipboard)) return { clipboard, objects: [] };
  const pasteCount = clipboard.pasteCount + 1;
  const offset = COPY_PASTE_OFFSET * pasteCount;
  const objects = clipboard.objects.map((source) => {
    const object: Record<string, unknown> = cloneObject(source);
    for (const key of ['left', 'top'] as const) {
      if (key in object) object[key] = shifted(object[key], offset);
    }
    return object as CanvasObject;
  });
  return { clipboard: { ...clipboard, pasteCount }, objects };
}

/**
 * Cut = copy + delete: the clipboard with the selected objects, and the canvas without them.
 * `isSelected` picks the selected objects from the canvas's objects, in stacking order.
 */
export function cutObjects(
  canvasObjects: readonly CanvasObject[],
  isSelected: (object: CanvasObject, index: number) => boolean,
): { clipboard: ClipboardState; remaining: CanvasObject[] } {
  const selected: CanvasObject[] = [];
  const remaining: CanvasObject[] = [];
  canvasObjects.forEach((object, index) =>
    (isSelected(object, index) ? selected : remaining).push(object),
  );
  return { clipboard: copyObjects(selected), remaining };
}
