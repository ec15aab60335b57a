import { OBJECT_ID_KEY, expandCanvasState, type CanvasObject } from '@dsb/core';
import { stableStringify } from './snapshot';

/**
 * What to do to the canvas so it shows another member's changes (docs/product/group-work.md,
 * "Editing together"), worked out from three states of the slide: what the canvas last knew
 * (`known`: its last write, or the last change it showed), what the shared document holds now
 * (`next`), and the object ids on the canvas. Only what changed between `known` and `next` is
 * touched, so this pupil's own change that is not written yet stays, and so do their selection
 * and the text they are typing in.
 */
export type RemotePlan = {
  /** Objects to take off the canvas (deleted by someone else). */
  remove: string[];
  /** Properties to set on objects that stay (expanded: a property back to its default is set too). */
  update: Array<{ oid: string; props: Record<string, unknown> }>;
  /** Objects loaded again from `next` (their kind or image changed: no property set can do it). */
  replace: CanvasObject[];
  /** Objects someone else added. */
  add: CanvasObject[];
  /** The ids of `next` in stacking order (objects only this canvas has stay on top). */
  order: string[];
};

/** Properties that cannot be set on a live object: the object is loaded again instead. */
const RELOAD_KEYS = new Set(['type', 'src', 'cropX', 'cropY', 'metadata']);

const idOf = (object: CanvasObject) => String(object[OBJECT_ID_KEY] ?? '');

function byId(objects: readonly CanvasObject[]): Map<string, CanvasObject> {
  const expanded = expandCanvasState(objects);
  return new Map(expanded.map((object) => [idOf(object), object]));
}

export function planRemoteChanges(
  onCanvas: readonly string[],
  known: readonly CanvasObject[],
  next: readonly CanvasObject[],
): RemotePlan {
  const knownById = byId(known);
  const nextById = byId(next);
  const present = new Set(onCanvas);
  const plan: RemotePlan = { remove: [], update: [], replace: [], add: [], order: [] };
  // Gone from the document: removed here too, unless this canvas never wrote it (added here).
  for (const oid of onCanvas) if (knownById.has(oid) && !nextById.has(oid)) plan.remove.push(oid);
  for (const [oid, object] of nextById) {
    plan.order.push(oid);
    if (!present.has(oid)) {
      // Known but not here: this pupil deleted it and the delete is on its way; it stays deleted.
      if (!knownById.has(oid)) plan.add.push(object);
      continue;
    }
    const before: CanvasObject = knownById.get(oid) ?? ({} as CanvasObject);
    const props: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(object)])) {
      if (key === OBJECT_ID_KEY) continue;
      if (stableStringify(before[key]) !== stableStringify(object[key])) props[key] = object[key];
    }
    if (Object.keys(props).some((key) => RELOAD_KEYS.has(key))) plan.replace.push(object);
    else if (Object.keys(props).length > 0) plan.update.push({ oid, props });
  }
  return plan;
}
