import type { CanvasObject, Slide } from './story';

/**
 * The property of a canvas object that names it across edits and copies of the shared document
 * (docs/product/group-work.md, "The shared document"). Kept free of Yjs so the editor can give
 * its objects ids without loading the document code.
 */
export const OBJECT_ID_KEY = 'oid';

/**
 * A new object id: random, so two pupils adding objects at once never pick the same one. Web
 * Crypto, in browsers and Node 20 alike (core is typed without the DOM library).
 */
export function newObjectId(): string {
  const { crypto } = globalThis as unknown as { crypto: { randomUUID(): string } };
  return `o-${crypto.randomUUID().slice(0, 18)}`;
}

/** The objects, each with an id: ones they already have are kept (and never repeated). */
export function withObjectIds(
  slide: Pick<Slide, 'canvasState'>,
  nextId: () => string = newObjectId,
): CanvasObject[] {
  const seen = new Set<unknown>();
  return slide.canvasState.map((object) => {
    const id = object[OBJECT_ID_KEY];
    if (typeof id === 'string' && id && !seen.has(id)) {
      seen.add(id);
      return object;
    }
    return { ...object, [OBJECT_ID_KEY]: nextId() };
  });
}
