import type { Canvas, FabricObject } from 'fabric';
import { OBJECT_ID_KEY, newObjectId } from '@dsb/core';

/** The object's id in the shared document ('' before it has one). */
export const objectIdOf = (object: FabricObject): string =>
  String((object as unknown as Record<string, unknown>)[OBJECT_ID_KEY] ?? '');

/**
 * Gives every saved object on the canvas its own id before it is written (docs/product/group-work.md):
 * a new object gets one, and so does a copy that came with its original's id (paste, duplicate).
 */
export function ensureObjectIds(canvas: Canvas): void {
  const seen = new Set<string>();
  for (const object of canvas.getObjects()) {
    if (object.excludeFromExport) continue;
    let id = objectIdOf(object);
    if (!id || seen.has(id)) {
      id = newObjectId();
      object.set(OBJECT_ID_KEY as keyof FabricObject, id as never);
    }
    seen.add(id);
  }
}
