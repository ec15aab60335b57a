import type { FabricObject } from 'fabric';

/**
 * Locked objects (issue #32 item 2): the lock is kept in the object's metadata (metadata.locked),
 * which the canvas state already saves, undoes and sends to co-authors, so no new stored field.
 * On the canvas a locked object stays selectable (to unlock it) but cannot be moved, resized,
 * rotated or deleted; the Fabric flags are derived from the metadata whenever it is added.
 */

const FLAGS = [
  'lockMovementX',
  'lockMovementY',
  'lockScalingX',
  'lockScalingY',
  'lockRotation',
  'lockSkewingX',
  'lockSkewingY',
] as const;

type WithMetadata = FabricObject & { metadata?: Record<string, unknown> };

export const isLocked = (object: FabricObject): boolean =>
  (object as WithMetadata).metadata?.locked === true;

/** Sets the Fabric lock flags from the metadata (an object loaded, pasted or undone). */
export function showLock(object: FabricObject): void {
  const locked = isLocked(object);
  for (const flag of FLAGS) object.set(flag, locked);
  // No resize or rotate handles on a locked object (kept per object, never saved).
  const handles = Object.fromEntries(Object.keys(object.controls).map((key) => [key, !locked]));
  object.setControlsVisibility(handles);
}

export function setLockedOn(objects: readonly FabricObject[], locked: boolean): void {
  for (const object of objects) {
    const { locked: _was, ...rest } = (object as WithMetadata).metadata ?? {};
    object.set('metadata', locked ? { ...rest, locked: true } : rest);
    showLock(object);
  }
}
