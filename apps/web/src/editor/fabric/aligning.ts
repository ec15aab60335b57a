import type { Canvas, FabricObject } from 'fabric';
import type { Box, Move } from '../model';
import { boxOf } from './snapping';
import { selectObjects } from './commands';
import { isLocked } from './locking';

/** Align and distribute on the canvas (the moves come from model/align.ts). */

/** Each object's box as it shows on the slide; inside a multiple selection too (scene coords). */
export function boxesOf(objects: readonly FabricObject[]): Box[] {
  return objects.map(boxOf);
}

/**
 * Moves each object by its own move. A multiple selection holds its members' places relative to
 * itself, so it is let go first (members get their slide places back) and made again after, with
 * its frame around the new places.
 */
export function moveEachObject(
  canvas: Canvas,
  objects: readonly FabricObject[],
  moves: readonly Move[],
): void {
  if (objects.length === 0) return;
  canvas.discardActiveObject();
  objects.forEach((object, i) => {
    const move = moves[i];
    if (!move || isLocked(object)) return;
    object.set({ left: object.left + move.dx, top: object.top + move.dy });
    object.setCoords();
  });
  selectObjects(canvas, objects);
}
